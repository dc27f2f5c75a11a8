import { existsSync, readFileSync } from "node:fs";
import { estimate, understandRequest } from "@scopewise/estimator";
import { z } from "zod";
import { asksFor } from "../packages/estimator/test/asks-for.js";

/**
 * Requests written blind by a professional estimator who saw neither the code, the corpus nor the
 * earlier sets, most of them kinds the product has no model of, in seven languages: each with a
 * cost range, a range for the median weeks, its public source and every value the request states.
 * Only ever scored; the bench prints figures, never the requests.
 */
const SETS = [
  {
    label: "blind set of 100 (bench/data/pricing-blind-100.jsonl)",
    file: new URL("./data/pricing-blind-100.jsonl", import.meta.url),
  },
  {
    label: "fresh blind set of 40 (bench/data/pricing-blind-40.jsonl)",
    file: new URL("./data/pricing-blind-40.jsonl", import.meta.url),
  },
  {
    label:
      "second fresh blind set of 40, written after an earlier round of tuning (bench/data/pricing-blind-fresh-40.jsonl)",
    file: new URL("./data/pricing-blind-fresh-40.jsonl", import.meta.url),
  },
  {
    label:
      "third fresh blind set of 40, written while the latest models were built and never opened by them (bench/data/pricing-blind-fresh3-40.jsonl)",
    file: new URL("./data/pricing-blind-fresh3-40.jsonl", import.meta.url),
  },
  {
    label:
      "fourth fresh blind set of 40, written after the reader took every quantity into the brief and never opened while building (bench/data/pricing-blind-fresh4-40.jsonl)",
    file: new URL("./data/pricing-blind-fresh4-40.jsonl", import.meta.url),
  },
  {
    label:
      "fresh blind set of 100, written after the reader weighed the domain by the request's words, scored once when the work was done (bench/data/pricing-blind-fresh5-100.jsonl)",
    file: new URL("./data/pricing-blind-fresh5-100.jsonl", import.meta.url),
  },
  {
    label:
      "sixth fresh blind set of 40, written the same way and at the same time, scored once when the work was done (bench/data/pricing-blind-fresh6-40.jsonl)",
    file: new URL("./data/pricing-blind-fresh6-40.jsonl", import.meta.url),
  },
  {
    label:
      "seventh fresh blind set of 40, written while events, research and two security kinds were reworked, scored once when the work was done (bench/data/pricing-blind-fresh7-40.jsonl)",
    file: new URL("./data/pricing-blind-fresh7-40.jsonl", import.meta.url),
  },
  {
    label:
      "eighth fresh blind set of 100, written while the reader learnt the world's towns and never opened while building (bench/data/pricing-blind-fresh8-100.jsonl)",
    file: new URL("./data/pricing-blind-fresh8-100.jsonl", import.meta.url),
  },
  {
    label:
      "ninth fresh blind set of 40, written the same way and at the same time (bench/data/pricing-blind-fresh9-40.jsonl)",
    file: new URL("./data/pricing-blind-fresh9-40.jsonl", import.meta.url),
  },
  {
    label:
      "tenth fresh blind set of 100, written while the creative production kind was built and never opened (bench/data/pricing-blind-fresh10-100.jsonl)",
    file: new URL("./data/pricing-blind-fresh10-100.jsonl", import.meta.url),
  },
  {
    label:
      "eleventh fresh blind set of 40, written the same way and at the same time (bench/data/pricing-blind-fresh11-40.jsonl)",
    file: new URL("./data/pricing-blind-fresh11-40.jsonl", import.meta.url),
  },
];

const statedSchema = z.object({ what: z.string(), value: z.union([z.number(), z.string()]), words: z.string() });
/** A request of an evaluation set with the professional's cost range and its source. */
export const pricedRequestSchema = z.object({
  id: z.string(),
  text: z.string(),
  language: z.string(),
  domain: z.string(),
  kind: z.string(),
  currency: z.string(),
  low: z.number().positive(),
  high: z.number().positive(),
  source: z.string(),
});
const rowSchema = pricedRequestSchema.extend({
  weeks_low: z.number().positive(),
  weeks_high: z.number().positive(),
  stated: z.array(statedSchema),
  vague: z.boolean().optional(),
});
type Row = z.infer<typeof rowSchema>;

interface Outcome {
  row: Row;
  asked: boolean;
  domainRight: boolean;
  currencyRight: boolean;
  costInside: boolean;
  weeksInside: boolean;
  /** A question (the reader's or the estimate's) asks for a value the request states. */
  asksStated: boolean;
}

function score(row: Row): Outcome {
  const understanding = understandRequest(row.text);
  const asked = understanding.questions.length > 0;
  const e = estimate(understanding.brief, 1_000);
  const cost = e.total_cost.expected;
  const questions = [...understanding.questions, ...(asked ? [] : (e.questions ?? []))];
  const asksStated = row.stated.some((s) => questions.some((q) => asksFor(s.what, q)));
  return {
    row,
    asked,
    domainRight: understanding.brief.domain === row.domain,
    currencyRight: e.currency === row.currency,
    costInside: !asked && e.currency === row.currency && cost >= row.low && cost <= row.high,
    weeksInside: !asked && e.duration_weeks.p50 >= row.weeks_low && e.duration_weeks.p50 <= row.weeks_high,
    asksStated,
  };
}

const pct = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)} %`;

/** The blind sets' figures, as the product reads each request (no labelled kind, no help). */
export function runBlindPricing(): void {
  for (const set of SETS) {
    if (!existsSync(set.file)) {
      console.log(`  ${set.label}: not present`);
      continue;
    }
    const rows = readFileSync(set.file, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => rowSchema.parse(JSON.parse(l)));
    const outcomes = rows.map(score);
    const n = outcomes.length;
    const count = (test: (o: Outcome) => boolean, within = outcomes) => within.filter(test).length;
    const specified = outcomes.filter((o) => !o.row.vague);
    const vague = outcomes.filter((o) => o.row.vague);
    console.log(`  ${set.label}, ${n} requests, ${new Set(rows.map((r) => r.language)).size} languages:`);
    console.log(
      `    domain right ${pct(
        count((o) => o.domainRight),
        n,
      )} (goal 95 %), expected cost inside the range ${pct(
        count((o) => o.costInside),
        n,
      )} (goal 75 %), ` +
        `P50 weeks inside ${pct(
          count((o) => o.weeksInside),
          n,
        )} (goal 70 %), currency right ${pct(
          count((o) => o.currencyRight),
          n,
        )} (goal 95 %)`,
    );
    console.log(
      `    asked instead of pricing: ${count((o) => o.asked, specified)} of ${specified.length} specified requests, ${count((o) => o.asked, vague)} of ${vague.length} vague ones; ` +
        `requests with a question asking for a stated value: ${count((o) => o.asksStated)} (goal 0)`,
    );
    for (const domain of [...new Set(rows.map((r) => r.domain))].sort()) {
      const of = outcomes.filter((o) => o.row.domain === domain);
      console.log(
        `      ${domain} (${of.length}): domain right ${pct(
          count((o) => o.domainRight, of),
          of.length,
        )}, cost inside ${pct(
          count((o) => o.costInside, of),
          of.length,
        )}, weeks inside ${pct(
          count((o) => o.weeksInside, of),
          of.length,
        )}, currency right ${pct(
          count((o) => o.currencyRight, of),
          of.length,
        )}`,
      );
    }
  }
}
