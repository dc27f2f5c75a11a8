import { ANIMATION, BOUGHT_IN, CUTDOWN, EPISODE, FILM, WEEKS } from "./reference.js";
import { bought, minutesOf, track, work, type Item, type Track, type TrackContext } from "./track-kit.js";

/** Live-action films: pre-production per shoot day, a crew on each day, the edit per finished minute, and extras. */
export function filmTrack(c: TrackContext, film: Item): Track {
  const { t, brief } = c;
  const out = track();
  const seconds = film.seconds ?? FILM.defaultSeconds;
  const minutes = minutesOf(seconds);
  const days = brief.details?.shoot_days ?? Math.max(FILM.defaultShootDays, Math.ceil(film.count / 2));
  if (film.seconds === undefined)
    out.assumed.push(
      t("A running time of about {{minutes}} minutes per film is assumed: the request gave none.", {
        minutes: c.n(minutes, 1),
      }),
    );
  if (brief.details?.shoot_days === undefined)
    out.assumed.push(
      days === 1
        ? t("One shoot day is assumed for the films: the request gave no number.")
        : t("{{days}} shoot days are assumed for the films: the request gave no number.", { days: c.n(days) }),
    );
  const preHours = FILM.preproductionHours + FILM.preproductionPerShootDay * days + 4 * (film.count - 1);
  work(c, out, "pre", t("Concept, script and storyboard"), "copywriter", preHours * 0.4);
  work(c, out, "pre", t("Shoot planning: locations, crew, schedule and releases"), "videoProducer", preHours * 0.6);
  work(
    c,
    out,
    "production",
    t("Shoot days ({{days}}): director-camera, second camera or sound, and an assistant", { days: c.n(days) }),
    "videoProducer",
    days * FILM.crewPerShootDay * FILM.hoursPerShootDay,
  );
  out.production.push(
    bought(c, t("Camera, lenses, lights and sound kit"), days, t("shoot day"), BOUGHT_IN.equipmentPerShootDay),
  );
  if (brief.details?.drone)
    out.production.push(
      bought(c, t("Aerial (drone) footage with a licensed pilot"), days, t("shoot day"), BOUGHT_IN.drone),
    );
  if (brief.details?.talent)
    out.production.push(
      bought(c, t("Models or actors on camera"), brief.details.talent * days, t("person-day"), BOUGHT_IN.talentPerDay),
    );
  work(
    c,
    out,
    "post",
    film.count === 1
      ? t("Edit, two rounds of changes, colour grade, sound mix and titles")
      : t("Edit, two rounds of changes, colour grade, sound mix and titles ({{n}} films)", { n: c.n(film.count) }),
    "videoProducer",
    film.count * (FILM.editHours + FILM.editPerMinute * minutes),
  );
  out.weeks = {
    pre: WEEKS.filmPreproduction,
    production: Math.ceil(days / WEEKS.shootDaysPerWeek),
    post: WEEKS.filmPostBase + WEEKS.filmPostPerMinute * minutes * Math.sqrt(film.count),
  };
  return out;
}

/** Illustrated 2D animation: script, storyboard, illustration and animation per finished second, sound. */
export function animationTrack(c: TrackContext, animation: Item): Track {
  const { t } = c;
  const out = track();
  const seconds = animation.seconds ?? ANIMATION.defaultSeconds;
  if (animation.seconds === undefined)
    out.assumed.push(
      t("An animation of about {{seconds}} seconds is assumed: the request gave no length.", { seconds: c.n(seconds) }),
    );
  const k = animation.count;
  work(c, out, "pre", t("Animation script"), "copywriter", k * ANIMATION.scriptHours);
  work(
    c,
    out,
    "pre",
    t("Storyboard and style frames"),
    "designer",
    k * (ANIMATION.storyboardHours + ANIMATION.storyboardPerSecond * seconds),
  );
  work(c, out, "production", t("Illustration of characters and scenes"), "designer", k * ANIMATION.illustrationHours);
  work(
    c,
    out,
    "production",
    t("Animation ({{seconds}} seconds each)", { seconds: c.n(seconds) }),
    "designer",
    k * ANIMATION.animationPerSecond * seconds,
  );
  work(c, out, "post", t("Sound design and mix"), "videoProducer", k * ANIMATION.soundHours);
  out.weeks = {
    pre: WEEKS.animationScript,
    production: Math.max(2, Math.ceil((seconds * k) / WEEKS.animationSecondsPerWeek)),
    post: 1,
  };
  return out;
}

/** Extras of any film or animation: cut-downs, voice-over and subtitles per language, a music licence. */
export function finishingTasks(
  c: TrackContext,
  into: Track,
  pieces: number,
  minutes: number,
  perEpisode: number,
): void {
  const { t, brief, items } = c;
  const cut = items.cutdowns;
  if (cut) {
    const count = cut.count * perEpisode;
    const seconds = cut.seconds ?? CUTDOWN.defaultSeconds;
    work(
      c,
      into,
      "post",
      t("Cut-downs for social ({{n}} of about {{seconds}} seconds)", { n: c.n(count), seconds: c.n(seconds) }),
      "videoProducer",
      count * (CUTDOWN.hours + CUTDOWN.perSecond * seconds),
    );
  }
  const voices = brief.details?.voice_languages;
  if (voices)
    into.post.push(
      bought(c, t("Professional voice-over"), voices * pieces, t("language per film"), BOUGHT_IN.voiceOver),
    );
  const subtitles = brief.details?.subtitle_languages;
  if (subtitles)
    work(
      c,
      into,
      "post",
      subtitles === 1 ? t("Subtitles") : t("Subtitles ({{n}} languages)", { n: c.n(subtitles) }),
      "copywriter",
      subtitles * pieces * (1.5 + 0.5 * minutes),
    );
  if (pieces > 0) into.post.push(bought(c, t("Licensed music"), pieces, t("track"), BOUGHT_IN.musicLicence, false));
}

/** A finite series: format, cover art and feed once, then each episode's preparation, recording, edit and notes. */
export function seriesTrack(c: TrackContext, episodes: Item): Track {
  const { t } = c;
  const out = track();
  const seconds = episodes.seconds ?? EPISODE.defaultSeconds;
  if (episodes.seconds === undefined)
    out.assumed.push(
      t("Episodes of about {{minutes}} minutes are assumed: the request gave no length.", {
        minutes: c.n(seconds / 60),
      }),
    );
  const k = episodes.count;
  const editFactor = episodes.video ? EPISODE.videoEditFactor : 1;
  work(c, out, "pre", t("Series format, running order and guest plan"), "strategist", EPISODE.formatHours);
  work(c, out, "pre", t("Cover art"), "designer", EPISODE.coverArtHours);
  work(c, out, "pre", t("Feed and channel set-up"), "videoProducer", EPISODE.feedSetupHours);
  if (!episodes.video) out.pre.push(bought(c, t("Custom jingle"), 1, t("lump sum"), BOUGHT_IN.jingle));
  work(
    c,
    out,
    "production",
    t("Episode research and guest briefing ({{n}} episodes)", { n: c.n(k) }),
    "copywriter",
    k * EPISODE.prepHours,
  );
  work(c, out, "production", t("Recording sessions"), "videoProducer", k * EPISODE.recordingHours * editFactor);
  work(
    c,
    out,
    "production",
    t("Editing and mastering ({{minutes}} minutes per episode)", { minutes: c.n(seconds / 60) }),
    "videoProducer",
    k * EPISODE.editPer30Minutes * (seconds / 1800) * editFactor,
  );
  work(
    c,
    out,
    "production",
    t("Show notes and publishing"),
    "copywriter",
    k * (EPISODE.showNotesHours + EPISODE.publishingHours),
  );
  out.weeks = { pre: WEEKS.seriesSetup, production: Math.ceil(k / WEEKS.episodesPerWeek), post: 1 };
  return out;
}
