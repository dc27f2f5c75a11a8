import { CREATIVE_ITEMS, type CreativeItem } from "@scopewise/shared";
import {
  ANGLE_WORDS,
  CREATIVE_WORDS,
  DRONE_WORDS,
  LANGUAGE_NAMES,
  MUSIC_WORDS,
  PIECE_COUNT_WORDS,
  PODCAST_WORDS,
  PRODUCT_WORDS,
  SHOOT_DAY_WORDS,
  SHOOT_WORDS,
  SUBTITLE_WORDS,
  SUPPLIED_WORDS,
  TALENT_WORDS,
  VOICE_WORDS,
} from "../../kinds/marketing/creative_production/words.js";
import { detail, flag, type DetailReadings, type RequestText } from "./detail.js";
import { MONTHLY, ONGOING, WEEKLY } from "./piece-counts.js";
import { compiled } from "../compiled.js";
import { NUMBER as WRITTEN_NUMBER, parseAmount } from "../numerals.js";

type Deliverables = NonNullable<DetailReadings["creative"]>["value"];

const word = (alternatives: string) => compiled(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, "iu");
const NUMBER = `(${WRITTEN_NUMBER})`;
const countValue = (raw: string | undefined) => {
  const value = raw === undefined ? undefined : parseAmount(raw);
  return value !== undefined && value > 0 ? value : undefined;
};

const SECONDS = String.raw`seconds?|secs?|segundos?|sekunden|secondes?|secondi|seconden`;
const MINUTES = String.raw`minutes?|mins?|minutos?|minuten|minuti`;
/** Units that make the number before them a length or a duration, not a count ("a 3-minute film", "90-second"). */
const NOT_A_COUNT = String.raw`${SECONDS}|${MINUTES}|hours?|horas?|stunden|heures?|ore|uren|days?|d[ií]as?|tage?n?|jours?|giorn[oi]|dagen|weeks?|semanas?|wochen|semaines?|settimane|weken|months?|meses|monate?n?|mois|mesi|maanden|years?|a[ñn]os?|jahre?n?|ans?|anni|jaar|%`;

/** A count just before the words ("3 cut-downs", "10 afleveringen", "4–5 Kurzversionen"), never a length ("3-minute film"). */
function countBefore(
  text: string,
  words: string,
  options: { units?: boolean; between?: number; after?: string } = {},
): { count: number; words: string } | undefined {
  const guard = options.units ? "" : `(?![\\s-]*(?:${NOT_A_COUNT})(?!\\p{L}))`;
  const lead = options.after ? `(?:${options.after})\\s+` : "(?<![\\p{L}\\d])";
  const m = compiled(
    `${lead}${NUMBER}${guard}[\\s-]*(?:[-–]\\s*${NUMBER}[\\s-]*)?(?:\\p{L}+\\s+){0,${options.between ?? 2}}?(?:${words})`,
    "iu",
  ).exec(text);
  const count = countValue(m?.[2] ?? m?.[1]);
  return m && count !== undefined ? { count, words: m[0] } : undefined;
}

/** "for 3 wines", "para 5 productos", "etiketten (3 stuks)": a count right after the words. */
function countAfter(text: string, words: string): { count: number; words: string } | undefined {
  const m =
    compiled(
      `(?:${words})\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?(?:for|of|para|f[üu]r|von|pour|des|per|voor|de|del|di|da|do|dos|das|van)\\s+(?:\\p{L}+\\s+)?${NUMBER}(?![\\d.,]*\\s*(?:%|€|\\$))(?![\\s-]*(?:${NOT_A_COUNT})(?!\\p{L}))`,
      "iu",
    ).exec(text) ?? compiled(`(?:${words})\\p{L}*\\s*[(:]\\s*${NUMBER}\\s*(?:${PIECE_COUNT_WORDS})`, "iu").exec(text);
  const count = countValue(m?.[1]);
  return m && count !== undefined ? { count, words: m[0] } : undefined;
}

/** "2-minute", "90 seconds", "2–3 Minuten", "unos 2 minutos", "30–40 minutes": seconds (a range at its middle). */
const LENGTH = compiled(
  `(\\d+(?:[.,]\\d+)?)\\s*(?:[-–]|to|a|bis|à|a|tot)?\\s*(\\d+(?:[.,]\\d+)?)?[\\s-]*(${SECONDS}|${MINUTES})(?!\\p{L})`,
  "iu",
);

function lengthNear(text: string, at: number, end: number): { seconds: number; words: string } | undefined {
  const window = text.slice(Math.max(0, at - 40), end + 40);
  const m = LENGTH.exec(window);
  if (!m?.[1]) return undefined;
  const low = Number(m[1].replace(",", "."));
  const high = m[2] ? Number(m[2].replace(",", ".")) : low;
  const value = (low + high) / 2;
  const seconds = compiled(`^(?:${SECONDS})$`, "iu").test(m[3] ?? "") ? value : value * 60;
  return seconds > 0 ? { seconds: Math.round(seconds), words: m[0].trim() } : undefined;
}

/** Languages named in the sentence after the words ("locución en español e inglés" → 2, "in 3 languages" → 3). */
function languagesAfter(text: string, words: string): { count: number; words: string } | undefined {
  const m = word(words).exec(text);
  if (!m) return undefined;
  const clause = text.slice(m.index, m.index + 80).split(/[.;!?]|,\s(?=\p{L}+\s)/u)[0] ?? "";
  const counted = compiled(`${NUMBER}\\s+(?:languages|idiomas|sprachen|langues|l[íi]nguas|lingue|talen)`, "iu").exec(
    clause,
  );
  const stated = countValue(counted?.[1]);
  if (stated !== undefined) return { count: stated, words: clause };
  const names = new Set(
    [...clause.matchAll(compiled(`(?<!\\p{L})(?:${LANGUAGE_NAMES})(?!\\p{L})`, "giu"))].map((x) => x[0].toLowerCase()),
  );
  const codes = new Set([...clause.matchAll(/\b(EN|ES|DE|FR|PT|IT|NL)\b/g)].map((x) => x[0]));
  const count = Math.max(names.size, codes.size);
  return { count: Math.max(1, count), words: clause };
}

/** Photos: products with the images of each (the stated angles, else unknown), or a stated count of images (one each). */
function photoCount(text: string): { count: number; words: string; perItem?: number } | undefined {
  const products = countBefore(text, PRODUCT_WORDS);
  const angles = countBefore(text, ANGLE_WORDS);
  const images = countBefore(text, CREATIVE_WORDS.photos);
  // "250 product photos" counts photos, not products.
  if (images && (!products || images.words.startsWith(products.words))) return { ...images, perItem: 1 };
  if (products)
    return angles
      ? { count: products.count, words: `${products.words}; ${angles.words}`, perItem: angles.count }
      : { count: products.count, words: products.words };
  // "fotografía de producto de 30 panes": the things photographed, counted after the words.
  const things = countAfter(text, CREATIVE_WORDS.photos);
  return things ? { count: things.count, words: things.words } : undefined;
}

/** Whether the clause around a position says the client already has or supplies what it names. */
function supplied(text: string, at: number): boolean {
  const start = Math.max(...[".", ";", "!", "?", ","].map((mark) => text.lastIndexOf(mark, at)), -1) + 1;
  const ends = [".", ";", "!", "?", ","].map((mark) => text.indexOf(mark, at)).filter((i) => i >= 0);
  const clause = text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
  return word(SUPPLIED_WORDS).test(clause);
}

/**
 * The one-off creative deliverables a request names, with their counts and lengths: films (an explainer is
 * an animation unless the request films something), cut-downs, photos, episodes and identity pieces.
 */
function deliverables(summary: string): { value: Deliverables; words: string[] } | undefined {
  const found: Deliverables = {};
  const words: string[] = [];
  // The first mention of the piece outside a clause saying the client already has or supplies it.
  const named = (item: CreativeItem) =>
    [...summary.matchAll(compiled(`(?<!\\p{L})(?:${CREATIVE_WORDS[item]})(?!\\p{L})`, "giu"))].find(
      (m) => !supplied(summary, m.index),
    );
  const filmed = word(SHOOT_WORDS).test(summary);
  const podcast = word(PODCAST_WORDS).test(summary);
  for (const item of CREATIVE_ITEMS) {
    const m = named(item);
    if (!m) continue;
    if (item === "film" && (podcast || (!filmed && named("animation")))) continue;
    if (item === "templates" && !named("identity") && !named("guidelines")) continue;
    const photos = item === "photos" ? photoCount(summary) : undefined;
    const counted =
      item === "photos"
        ? photos
        : item === "packaging"
          ? (countBefore(summary, CREATIVE_WORDS.packaging) ?? countAfter(summary, CREATIVE_WORDS.packaging))
          : item === "lifestyle_shoot"
            ? countBefore(summary, CREATIVE_WORDS[item], { units: true, between: 3 })
            : item === "film" ||
                item === "animation" ||
                item === "cutdowns" ||
                item === "episodes" ||
                item === "templates"
              ? countBefore(summary, CREATIVE_WORDS[item])
              : undefined;
    const length =
      item === "film" || item === "animation" || item === "cutdowns" || item === "episodes"
        ? lengthNear(summary, m.index, m.index + m[0].length)
        : undefined;
    found[item] = {
      count: counted?.count ?? 1,
      ...(length ? { seconds: length.seconds } : {}),
      ...(photos?.perItem !== undefined ? { per_item: photos.perItem } : {}),
    };
    words.push(counted?.words ?? m[0], ...(length ? [length.words] : []));
  }
  // Episodes of a podcast are audio; a series of videos is counted as episodes, not as separate films.
  if (found.episodes && named("film")) {
    found.episodes.video = !podcast || /video/iu.test(summary);
    if ((found.film?.count ?? 0) <= 1) delete found.film;
  }
  return Object.keys(found).length > 0 ? { value: found, words } : undefined;
}

function shootDays(summary: string): DetailReadings["shoot_days"] {
  const stated = countBefore(summary, SHOOT_DAY_WORDS, { units: true });
  if (stated) return detail(stated.count, stated.words, 0.85);
  // "Rodaje de un día", "shoot over two days"
  const after = compiled(
    `(?:${SHOOT_WORDS})\\s+(?:\\p{L}+\\s+){0,2}?${NUMBER}\\s+(?:days?|d[ií]as?|tage?n?|jours?|dias?|giorn[oi]|dagen)`,
    "iu",
  ).exec(summary);
  const count = countValue(after?.[1]);
  return after && count !== undefined ? detail(count, after[0], 0.8) : undefined;
}

/** What a creative production request says about its deliverables, shoot days, languages and extras. */
export function creativeDetails(request: RequestText): DetailReadings {
  const { summary } = request;
  const items = deliverables(summary);
  const voice = word(VOICE_WORDS).test(summary) ? languagesAfter(summary, VOICE_WORDS) : undefined;
  const subtitles = word(SUBTITLE_WORDS).test(summary) ? languagesAfter(summary, SUBTITLE_WORDS) : undefined;
  // "with 2 models": the people on camera, not "180 modelos" of shoes.
  const talent = countBefore(summary, TALENT_WORDS, {
    after: "with|con|mit|avec|com|met|and|y|e|und|et|en|plus|incl\\.?|including|inklusive",
  });
  return {
    creative: items ? detail(items.value, items.words.join("; "), 0.75) : undefined,
    recurring: flag(MONTHLY, summary) ?? flag(WEEKLY, summary) ?? flag(ONGOING, summary),
    shoot_days: shootDays(summary),
    voice_languages: voice ? detail(voice.count, voice.words, 0.75) : undefined,
    subtitle_languages: subtitles ? detail(subtitles.count, subtitles.words, 0.75) : undefined,
    drone: flag(word(DRONE_WORDS), summary),
    music_licence: flag(word(MUSIC_WORDS), summary),
    talent: talent ? detail(talent.count, talent.words, 0.7) : undefined,
  };
}
