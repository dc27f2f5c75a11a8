import { translator, type Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { Plan, PlanRisk, PlanTask } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { rateCard, type MarketingRole } from "../shared/roles.js";
import { FILM, PUBLISHED } from "./reference.js";
import { animationTrack, filmTrack, finishingTasks, seriesTrack } from "./moving-image.js";
import { identityTrack, photoTrack } from "./stills-and-identity.js";
import type { Items, Track, TrackContext } from "./track-kit.js";

/** What the request asks to produce; a request that names none is priced as one film, and says so. */
function itemsOf(brief: Brief): { items: Items; assumed: boolean } {
  const items = brief.details?.creative ?? {};
  const produced = Object.keys(items).some((item) => item !== "cutdowns");
  return produced ? { items, assumed: false } : { items: { ...items, film: { count: 1 } }, assumed: true };
}

/** The tracks the request's deliverables need, each with its finishing work (cut-downs, voice, subtitles, music). */
function tracksOf(c: TrackContext): Track[] {
  const { items } = c;
  const tracks: Track[] = [];
  const film = items.film ? filmTrack(c, items.film) : undefined;
  const animation = items.animation ? animationTrack(c, items.animation) : undefined;
  const series = items.episodes ? seriesTrack(c, items.episodes) : undefined;
  const moving = film ?? animation ?? series;
  if (moving) {
    // Cut-downs fewer than the episodes are cut from each episode ("2 clips per episode").
    const episodes = items.episodes?.count ?? 0;
    const perEpisode = series && (items.cutdowns?.count ?? 0) < episodes ? episodes : 1;
    const pieces = (items.film?.count ?? 0) + (items.animation?.count ?? 0);
    const minutes = (items.film?.seconds ?? items.animation?.seconds ?? FILM.defaultSeconds) / 60;
    finishingTasks(c, moving, pieces, minutes, perEpisode);
  }
  for (const t of [film, animation, series, photoTrack(c), identityTrack(c)]) if (t) tracks.push(t);
  return tracks;
}

function risks(t: Translate, c: TrackContext, labour: number): PlanRisk[] {
  const { items } = c;
  const shoots = items.film !== undefined || items.photos !== undefined || items.lifestyle_shoot !== undefined;
  return [
    {
      title: t("Feedback arrives late or in more rounds than the two included"),
      probability: 0.35,
      impact: 0.12 * labour,
      delayWeeks: 1,
      mitigation: t(
        "Name one person to approve each stage, agree review windows in the schedule, and collect all comments in one round.",
      ),
    },
    ...(shoots
      ? [
          {
            title: t("Weather, access or a participant's absence moves a shoot day"),
            probability: 0.2,
            impact: 0.08 * labour,
            delayWeeks: 1,
            mitigation: t(
              "Hold a reserve date, confirm access and releases a week before, and plan an indoor alternative.",
            ),
          },
        ]
      : []),
    ...(items.naming
      ? [
          {
            title: t("The preferred name is not available as a trademark or domain"),
            probability: 0.25,
            impact: 0.06 * labour,
            delayWeeks: 2,
            mitigation: t("Screen every shortlisted name before presenting it, and keep two fallbacks."),
          },
        ]
      : []),
    ...(items.identity || items.guidelines
      ? [
          {
            title: t("Stakeholders disagree on the design direction"),
            probability: 0.3,
            impact: 0.1 * labour,
            delayWeeks: 2,
            mitigation: t("Agree the positioning in writing before any design, and present concepts against it."),
          },
        ]
      : []),
  ];
}

/**
 * A one-off creative production: each deliverable the brief names (films, animation, photos, a series, a
 * brand identity and its applications) is priced from its parts as hours × role rates, with the bought-in
 * items a production pays for; the tracks run side by side, so the schedule is the longest of each phase.
 */
export function creativeProductionPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const card = rateCard(brief, t);
  const { items, assumed } = itemsOf(brief);
  const n = (value: number, digits = 0) => formatNumber(value, digits, brief.language);
  const c: TrackContext = { brief, t, card, items, n };
  const tracks = tracksOf(c);
  const all = (phase: "pre" | "production" | "post"): PlanTask[] => tracks.flatMap((track) => track[phase]);
  const weeks = (phase: "pre" | "production" | "post") => Math.max(1, ...tracks.map((track) => track.weeks[phase]));
  const roles: MarketingRole[] = tracks.flatMap((track) => track.roles);
  const labour = tracks.reduce((sum, track) => sum + track.labourCost, 0);
  const labels = itemLabels(t);
  const list = (Object.keys(items) as Array<keyof Items>)
    .map((item) => `${labels[item]} × ${n(items[item]?.count ?? 1)}`)
    .join(", ");

  return {
    domain: "marketing",
    method: t(
      "Production model: each deliverable the request names is priced from its parts (pre-production, shoot or studio days, editing, animation per finished second, retouching per image, design) as the studio's planning hours × role rates for {{place}}; equipment, studio, voice-over, music and talent are bought-in lines at their cited day rates. Lengths, counts and shoot days are the request's where it states them. The hours are checked against published prices ({{video}}; {{identity}}). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      {
        place: card.place.label,
        video: citation(PUBLISHED.corporateVideo),
        identity: citation(PUBLISHED.brandIdentity),
      },
    ),
    summary: t("A one-off creative production: {{items}}, in about {{weeks}} weeks from the brief to delivery.", {
      items: list,
      weeks: n(weeks("pre") + weeks("production") + weeks("post")),
    }),
    assumptions: [
      ...(assumed
        ? [
            t(
              "The request names no deliverable this model counts: one company film is assumed; say what to produce to have it priced as asked.",
            ),
          ]
        : []),
      ...tracks.flatMap((track) => track.assumed),
      t("Two rounds of changes per deliverable are included; further rounds are priced at the same rates."),
      t(
        "Footage, music and images are licensed for the client's own use online, on social media and at events; broadcast, cinema and paid-media buyouts are not included.",
      ),
      ...(items.packaging || items.signage || items.vehicle_wrap || items.templates
        ? [
            t(
              "Printing, fabrication and installation are not included: the designs are delivered as print-ready files.",
            ),
          ]
        : []),
      ...(items.episodes ? [t("Hosting the series and paid promotion are not included.")] : []),
    ],
    phases: [
      {
        name: t("Brief, concept and pre-production"),
        weeks: threePointWithMean(weeks("pre"), 0.85, 1.3),
        tasks: all("pre"),
      },
      { name: t("Production"), weeks: threePointWithMean(weeks("production"), 0.9, 1.35), tasks: all("production") },
      {
        name: t("Post-production, revisions and delivery"),
        weeks: threePointWithMean(weeks("post"), 0.85, 1.4),
        tasks: all("post"),
      },
    ],
    roles: card.roles(roles),
    risks: risks(t, c, labour),
    metrics: Object.fromEntries([
      ...(Object.keys(items) as Array<keyof Items>).map((item) => [`${item}_count`, items[item]?.count ?? 1]),
      ["shoot_days", brief.details?.shoot_days ?? 0],
    ]),
    questions: [
      ...(items.film?.seconds === undefined && items.film
        ? [t("What running time do you have in mind for each film? This estimate assumes about two minutes.")]
        : []),
      t(
        "In which media will the work be used (web, social media, events, broadcast)? Broadcast and paid-media use need wider licences.",
      ),
      ...(items.identity || items.naming
        ? [t("Which brands do you admire, and what must the new identity keep from the current one?")]
        : []),
    ],
  };
}

/** Each deliverable's name in the summary. */
function itemLabels(t: Translate): Record<keyof Items, string> {
  return {
    film: t("Live-action film"),
    animation: t("Animation"),
    cutdowns: t("Cut-down for social"),
    photos: t("Product photos"),
    lifestyle_shoot: t("Lifestyle shoot day"),
    headshots: t("Portrait"),
    episodes: t("Episode"),
    naming: t("Naming"),
    identity: t("Logo and visual identity"),
    guidelines: t("Brand guidelines"),
    templates: t("Templates"),
    packaging: t("Packaging or label design"),
    signage: t("Signage designs"),
    vehicle_wrap: t("Vehicle wrap design"),
  };
}
