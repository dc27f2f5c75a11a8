import { NUMBER, parseAmount } from "./numerals.js";

const N = `(${NUMBER})`;

const UNIT_WEEKS: Record<string, number> = { day: 1 / 7, week: 1, month: 52 / 12, year: 52, quarter: 13 };
/** Time units in the reader's languages, each to its English name (the key of UNIT_WEEKS). */
const TIME_UNITS: Array<[RegExp, string]> = [
  [/^(?:days?|d[íi]as?|tage?n?|jours?|giorn[oi]|dagen|dag)$/i, "day"],
  [/^(?:weeks?|semanas?|wochen?|semaines?|settiman[ae]|weken)$/i, "week"],
  [/^(?:months?|mes(?:es)?|monate?n?|monat|mois|m[êe]s|mes[ei]|maanden|maand)$/i, "month"],
  [/^(?:years?|a[ñn]os?|jahre?n?|ans?|ann[ée]es?|ann[oi]|jaar|jaren)$/i, "year"],
  [/^(?:quarters?|trimestres?|quartale?n?|trimestr[ei]|kwartaal|kwartalen)$/i, "quarter"],
];
const TIME_UNIT_WORDS =
  "days?|d[íi]as?|tage?n?|jours?|giorn[oi]|dagen|dag|weeks?|semanas?|wochen?|semaines?|settiman[ae]|weken|months?|meses|mes[ei]|mes|monate?n?|monat|mois|m[êe]s|maanden|maand|years?|a[ñn]os?|jahre?n?|ans?|ann[ée]es?|ann[oi]|jaren|jaar|quarters?|trimestres?|trimestr[ei]|quartale?n?|kwartalen|kwartaal";
const unitOf = (word: string) => TIME_UNITS.find(([pattern]) => pattern.test(word))?.[1];
/** Words that make "N weeks" a deadline: the work must fit in it ("in 3 months", "within 12 weeks", "by week 10"). */
const DEADLINE_BEFORE =
  /(?:^|[^\p{L}])(in|within|by|next|takes?|taking|deadline:?(?: of| is)?|timeline:?(?: of)?|time ?frame:?(?: of)?|under|less than|no more than|up to|at most|max(?:imum)?|en|dentro de|en menos de|antes de|em|dentro de|até|dans|sous|d'ici|en moins de|innerhalb(?: von)?|binnen|bis|entro|tra|fra|uiterlijk)\s+$/iu;
/** Words that make "N weeks" the length of the engagement itself ("runs for 3 months", "lasting 2 weeks", "over a dozen weeks"). */
const LENGTH_BEFORE =
  /(?:^|[^\p{L}])(for|lasting|lasts?|runs?|running|ran|run for|over|during|spanning|across|duration:?(?: of)?|length:?(?: of)?|flight:?(?: of)?|durante|por|pendant|sur|während|über|für|ao longo de|a lo largo de|per|nell'arco di|gedurende|tijdens|voor)\s+$/iu;
/** An engagement "of" N months ("una campagna Meta di 6 mesi", "a retainer of 12 months", "een campagne van 8 weken"): its length. */
const ENGAGEMENT_OF =
  /(?:campaigns?|campa(?:ñ|nh)as?|campagn[ae]|kampagnen?|campagnes?|retainers?|contracts?|contrat(?:os?|s)?|contratt[oi]|vertr[äa]ge?|flights?|promotions?|promozion[ei]|promociones|programm[ae]s?|programas?)\s+(?:[\p{L}'&/-]+\s+){0,4}?(?:of|di|de|da|van|von)\s+$/iu;
/**
 * A time frame with no word saying which, after a clause's start or a copula ("Serían 4 meses", "da marzo a
 * settembre, quindi 7 mesi", "it's 6 months"): for time-boxed work (a campaign, a retainer) that is its length.
 */
const BARE_BEFORE =
  /(?:^|[,;:(—–]|(?:^|[^\p{L}])(?:so|thus|i\.e\.|that's|that is|it's|it is|is|are|would be|will be|ser[íi]an?|ser[áa]n?|son|es|o sea|quindi|cio[èe]|sono|sarebbero|saranno|c'est|ce serait|soit|donc|sind|w[äa]ren|also|dat is|dus|zijn|seriam|seria|ser[ãa]o|s[ãa]o|ou seja|portanto))\s+$/iu;
/** "3 month campaign": English alone puts a singular unit before the noun it measures (other languages inflect or compound). */
const ENGLISH_SINGULAR_UNIT = /^(?:day|week|month|year|quarter)$/i;
/** Hedges between the frame word and the number ("in about 6 weeks"); alone they make a time frame. */
const HEDGE_BEFORE = /\b(about|around|approximately|roughly|some|nearly|almost|~)\s+$/i;
/** Words after "N weeks" that mean something else ("20 years of history", "1 year warranty", "3 posts a week"). */
const NOT_A_FRAME_AFTER =
  /^\s*(old|of (history|experience|operation)|ago|experience|warranty|guarantee|support|maintenance|licen[cs]es?|subscriptions?|notice)\b/i;
/** An "N-week …" adjective that names the engagement itself ("a 6-week TikTok and YouTube campaign", "3 month launch campaign"). */
const LENGTH_NOUN_AFTER =
  /^\s+(?:[\w'&/-]+\s+){0,4}?(campaigns?|flights?|promotions?|promos?|push|burst|blitz|activation|engagements?|retainers?|contracts?|tests?|pilots?|trials?|programmes?|programs?|series|run|ad run|sponsorship)\b/i;

export interface TimeFrames {
  /** The work must be finished within this many weeks. */
  deadline?: number;
  /** The engagement itself runs this many weeks (a campaign's flight). */
  length?: number;
  /** The words each was read from ("durante 6 meses", "12-month"). */
  sources: { deadline?: string; length?: string };
}

/**
 * Time frames in weeks, told apart: a deadline ("within 12 weeks", "in 3 months", "by week 10") or the
 * length of the engagement ("a 6-week campaign", "3 month Instagram campaign", "runs for 8 weeks").
 * An "N-week" adjective before anything else ("a 6-week MVP") is the project's time frame, so a deadline.
 */
export function timeFramesIn(text: string, options: { includeDays: boolean; bareIsLength?: boolean }): TimeFrames {
  const frames: TimeFrames = { sources: {} };
  const pattern = new RegExp(`${N}([\\s-]*)(${TIME_UNIT_WORDS})(?![\\p{L}])`, "giu");
  for (const m of text.matchAll(pattern)) {
    if (!m[1] || !m[3]) continue;
    const unit = unitOf(m[3]);
    if (!unit) continue;
    if (unit === "day" && !options.includeDays) continue;
    const before = text.slice(0, m.index ?? 0);
    const after = text.slice((m.index ?? 0) + m[0].length);
    if (NOT_A_FRAME_AFTER.test(after) || /\baged\s+$/i.test(before) || /^\s*-\s*\d/.test(after)) continue;
    const joiner = m[2] ?? "";
    // "6-week campaign", or "3 month campaign" (singular unit, one space, a word after it).
    const adjective =
      /^\s+[a-z]/i.test(after) && (joiner === "-" || (joiner === " " && ENGLISH_SINGULAR_UNIT.test(m[3])));
    // "over a dozen weeks": the article belongs to the number written in words.
    const bare = before
      .replace(HEDGE_BEFORE, "")
      .replace(/\b(?:a|an)\s+$/i, (article) => (/\d/.test(m[1] ?? "") ? article : ""));
    let kind: "deadline" | "length" | undefined;
    if (adjective) kind = LENGTH_NOUN_AFTER.test(after) ? "length" : "deadline";
    else if (LENGTH_BEFORE.test(bare) || ENGAGEMENT_OF.test(bare)) kind = "length";
    else if (DEADLINE_BEFORE.test(bare) || HEDGE_BEFORE.test(before)) kind = "deadline";
    else if (options.bareIsLength && BARE_BEFORE.test(bare)) kind = "length";
    if (!kind || frames[kind] !== undefined) continue;
    const value = parseAmount(m[1]);
    const weeks = value !== undefined ? Math.round(value * (UNIT_WEEKS[unit] ?? 1) * 10) / 10 : undefined;
    if (weeks !== undefined && weeks > 0 && weeks <= 520) {
      frames[kind] = weeks;
      frames.sources[kind] = m[0];
    }
  }
  return frames;
}
