import { existsSync, readFileSync } from "node:fs";
import { estimate, understandRequest } from "@scopewise/estimator";
import { ALL_KINDS, type Kind } from "@scopewise/shared";
import type { z } from "zod";
import { pricedRequestSchema, runBlindPricing } from "./blind-pricing.js";

/**
 * Requests with a professional's price range for each, written blind (by someone who saw neither the
 * models nor their reference data): only ever scored, never used to set a figure.
 */
const EVAL = new URL("./data/pricing-eval.jsonl", import.meta.url);

const rowSchema = pricedRequestSchema;
type Row = z.infer<typeof rowSchema>;

interface Outcome {
  row: Row;
  asked: boolean;
  kindRight: boolean;
  currencyRight: boolean;
  inside: boolean;
  overlaps: boolean;
  /** Expected cost ÷ the geometric middle of the reference range. */
  ratio: number;
}

const pct = (part: number, whole: number) => `${whole === 0 ? 0 : ((part / whole) * 100).toFixed(0)} %`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Prices one request the way the product does: read it, then (when the kind is forced) with the labelled kind. */
function score(row: Row, labelledKind: boolean): Outcome {
  const understanding = understandRequest(row.text);
  const known = (ALL_KINDS as readonly string[]).includes(row.kind);
  const brief =
    labelledKind && known
      ? { ...understanding.brief, kind: row.kind as Kind, domain: row.domain as typeof understanding.brief.domain }
      : understanding.brief;
  const asked = !labelledKind && understanding.questions.length > 0;
  const e = estimate(brief, 2_000);
  const cost = e.total_cost.expected;
  const middle = Math.sqrt(row.low * row.high);
  return {
    row,
    asked,
    kindRight: understanding.brief.kind === row.kind,
    currencyRight: e.currency === row.currency,
    inside: e.currency === row.currency && cost >= row.low && cost <= row.high,
    overlaps: e.currency === row.currency && (e.total_cost.p10 ?? cost) <= row.high && e.total_cost.p90 >= row.low,
    ratio: e.currency === row.currency ? cost / middle : Number.NaN,
  };
}

function line(label: string, outcomes: Outcome[]): string {
  const n = outcomes.length;
  const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
  const ratios = outcomes.map((o) => o.ratio).filter(Number.isFinite);
  return `${label} (${n}): expected cost inside the reference range ${pct(
    count((o) => o.inside),
    n,
  )}, P10–P90 overlaps it ${pct(
    count((o) => o.overlaps),
    n,
  )}, median cost ÷ range middle ${median(ratios).toFixed(2)}, currency right ${pct(
    count((o) => o.currencyRight),
    n,
  )}`;
}

/** Expected cost against a blind set of professional price ranges, per domain, as read and with the labelled kind. */
export function runPricingBench(): void {
  console.log("Pricing against professional reference ranges (blind set bench/data/pricing-eval.jsonl)");
  if (!existsSync(EVAL)) {
    console.log("  not present");
    return;
  }
  const rows = readFileSync(EVAL, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => rowSchema.parse(JSON.parse(l)));
  const asRead = rows.map((row) => score(row, false));
  const labelled = rows.map((row) => score(row, true));
  const priced = asRead.filter((o) => !o.asked);
  console.log(
    `  reader: kind right ${pct(asRead.filter((o) => o.kindRight).length, rows.length)}, asked a question instead of pricing ${pct(rows.length - priced.length, rows.length)}`,
  );
  console.log(`  ${line("as the product reads them", priced)}`);
  console.log(`  ${line("reference: with the labelled kind", labelled)}`);
  for (const domain of [...new Set(rows.map((r) => r.domain))].sort()) {
    console.log(
      `    ${line(
        domain,
        labelled.filter((o) => o.row.domain === domain),
      )}`,
    );
  }
  const worst = [...labelled]
    .filter((o) => Number.isFinite(o.ratio))
    .sort((a, b) => Math.abs(Math.log(b.ratio)) - Math.abs(Math.log(a.ratio)))
    .slice(0, 5);
  for (const o of worst)
    console.log(`    furthest: ${o.row.id} ${o.row.kind} ×${o.ratio.toFixed(2)} of the range middle`);
  console.log(
    "Pricing on the newer blind sets (kinds outside the product's models among them; read as the product reads them)",
  );
  runBlindPricing();
}
