import type { Estimate } from "@scopewise/shared";
import type { Writer } from "./writer.js";

/**
 * The proposal has two readers. Its body is for the client: figures in words ("8 in 10 projects like
 * this one land between…"), durations in months once they are months, whole people, no estimator's
 * codes. The appendix at the end is for whoever checks the numbers: percentiles, the estimate class,
 * the method's formulas and every source. These are the rules the body keeps, in one place: the
 * writer moves any engine sentence that breaks one to the appendix, and the tests scan the body with them.
 */
export const BODY_JARGON: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "a percentile code", pattern: /\bP(?:10|50|80|90)\b/ },
  { name: "a formula", pattern: /\w\s*=\s*[\w.]|[\^Π]|\b(?:Size|EM)\b/ },
  { name: "an estimate class code", pattern: /\bAACE\b|18R-97|\b(?:class|clase|classe|Klasse|klasse|classe) [1-5]\b/ },
  { name: "a model's name", pattern: /\bCOCOMO\b|\bKSLOC\b|\bBeta-PERT\b|\bMonte Carlo\b|\bperson-months?\b|\bFP\b/ },
  { name: "a fraction of a person", pattern: /\b\d+[.,]\d+ (?:people|person)\b|\b1 people\b/ },
  { name: "a fraction of a week", pattern: /\b\d+[.,]\d+ weeks?\b/ },
  // A table's period ("each column is a period of 9 weeks") is a grid step, not a duration.
  { name: "months written as weeks", pattern: /(?<!period of )\b(?:[89]|[1-9]\d+) weeks\b/ },
  { name: "an unknown written as a value", pattern: /\bTo be confirmed\b/ },
  { name: "a repeated label", pattern: /(?:^|[\s(“"])(\p{Lu}[\p{L} &-]{1,40}) — \1:/u },
];

/** The first rule a text breaks, if any. */
export function jargonIn(text: string): string | undefined {
  return BODY_JARGON.find((rule) => rule.pattern.test(text))?.name;
}

export const isPlain = (text: string): boolean => jargonIn(text) === undefined;

/** Sentences of the engine's own text, split where a sentence ends (not inside "34.9" or "e.g."). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}“"(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** An engine text split into what the client reads in the body and what goes to the appendix. */
export function splitPlain(text: string): { plain: string; technical: string } {
  const sentences = sentencesOf(text);
  return { plain: sentences.filter(isPlain).join(" "), technical: sentences.filter((s) => !isPlain(s)).join(" ") };
}

export const WEEKS_PER_MONTH = 52 / 12;
/** From this many weeks on, a duration is said in months ("about 6 months", not "26.1 weeks"). */
export const MONTHS_FROM_WEEKS = 8;

/** A duration as a client says it: whole weeks under two months, then months (halves under six months). */
export function duration(w: Writer, weeks: number): string {
  const { t } = w;
  const n = Math.max(1, Math.round(weeks));
  if (n < MONTHS_FROM_WEEKS) {
    return n === 1 ? t("{{n}} week", { n: w.number(1) }) : t("{{n}} weeks", { n: w.number(n) });
  }
  const exact = weeks / WEEKS_PER_MONTH;
  const months = exact < 6 ? Math.round(exact * 2) / 2 : Math.round(exact);
  return months === 1
    ? t("1 month")
    : t("{{count}} months", { count: w.number(months, Number.isInteger(months) ? 0 : 1) });
}

/** Whole people: "1.1 people while active" is one person, part of the time. */
export const people = (count: number): number => Math.max(1, Math.round(count));

/** An amount rounded as a client quotes it: two significant figures ($350,000), three when two would blur a range. */
export function roughAmount(value: number, digits = 2): number {
  if (Math.abs(value) < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(Math.abs(value))) - (digits - 1));
  return Math.round(value / step) * step;
}

/** Rounded amounts that stay in order and apart: low < likely < high, whatever the spread. */
function roughRange(values: readonly number[]): number[] {
  for (const digits of [2, 3, 4]) {
    const rounded = values.map((v) => roughAmount(v, digits));
    if (rounded.every((v, i) => i === 0 || v > rounded[i - 1]!)) return rounded;
  }
  return values.map((v) => Math.round(v));
}

/** How many in ten outcomes fall between two percentiles (P10–P90: 8), or under one (P80: 8). */
export const inTen = (fromPercent: number, toPercent: number): number => Math.round((toPercent - fromPercent) / 10);

/**
 * The cost and time in words, from the percentiles the estimate has: the expected cost (risks
 * included) and the range that 8 in 10 projects like it land in (P10–P90), the likely duration
 * (P50) and the time 8 in 10 finish within (P80).
 */
export function rangeInWords(e: Estimate, w: Writer): { cost: string; time: string } {
  const { t } = w;
  const { expected, p10, p90 } = e.total_cost;
  const d = e.duration_weeks;
  let cost: string;
  if (p10 !== undefined && p10 < expected && expected < p90) {
    const [low = "", likely = "", high = ""] = roughRange([p10, expected, p90]).map((v) => w.money(v));
    cost = t(
      "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one land between {{low}} and {{high}}.",
      { likely, low, high, n: inTen(10, 90) },
    );
  } else {
    cost = t(
      "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one cost at most {{high}}.",
      { likely: w.money(roughAmount(expected)), high: w.money(roughAmount(p90, 3)), n: inTen(0, 90) },
    );
  }
  const likely = duration(w, d.p50);
  const longest = duration(w, d.p80);
  const time =
    likely === longest
      ? t("It takes about {{likely}}.", { likely })
      : t("It takes about {{likely}}, and {{n}} in 10 finish within {{longest}}.", {
          likely,
          longest,
          n: inTen(0, 80),
        });
  return { cost, time };
}
