import type { BriefField, Domain, Kind } from "@scopewise/shared";
import { MONTH_NAMES } from "./stated-date.js";
import { timeFramesIn } from "./time-frames.js";
import { buildingCountsIn, type CountName } from "./building-counts.js";
import { softwareCountsIn, type SoftwareCountName } from "./software-counts.js";
import { securityCountsIn, type SecurityCountName } from "./security-counts.js";
import { deadlineIn } from "./deadline.js";
import type { Reading } from "./readings.js";
import { bareBudget, budgetOf, currenciesStated, currencyNamedIn, moneyMentions } from "./money.js";
import { numbersIn } from "./numerals.js";
import { quantitiesIn, type QuantityName } from "./quantities.js";

/** What the reader placed: the values, their sources, and the parts of the text it could not place. */
export interface FieldReadings {
  quantities: Partial<Record<QuantityName, number>>;
  /**
   * What a building is counted in (dwellings, pupils, classrooms, beds), read whatever the domain since only building
   * kinds price them; and, in a software request, its records, tables, products, systems, users and data volume.
   */
  counts: Partial<Record<CountName | SoftwareCountName | SecurityCountName, number>>;
  budget?: number;
  /** The currency the request states (amounts or a name); undefined when it says none. */
  currency?: string;
  /** Every currency the request's amounts and words name. */
  stated_currencies: ReadonlySet<string>;
  deadline_weeks?: number;
  /** A campaign's or retainer's stated length in weeks (its flight). */
  duration_weeks?: number;
  fields: Record<string, BriefField>;
  not_understood: string[];
}

/** Dates relative to nothing ("by end of March", "bis Ende Oktober", "antes de junio"): kept for the user, not turned into weeks. */
const DATE_PHRASE = new RegExp(
  `\\b(?:by|before|until|antes de|para|hasta|bis|vor|avant|d'ici|pour|até|antes do|fertig bis|entro|prima di|per|voor|vóór|uiterlijk|tegen|klaar)\\s+(?:(?:the\\s+|la\\s+|de\\s+)?end of|finales de|fin de|ende|fine(?: di)?|fin|final de|mitte|principios de|début|início de|comienzos de|inizio|metà|eind|begin|half|medio)?\\s*(?:${MONTH_NAMES}|q[1-4]|summer|spring|autumn|winter|verano|sommer|été|verão|estate|primavera|autunno|inverno|zomer|lente|voorjaar|najaar|herfst|navidad|weihnachten|noël|natal|natale|kerst|kerstmis|christmas)\\b[^.,;]*`,
  "giu",
);

/** Kinds sized in the security units (endpoints, IP addresses, hosts, employees, sites...), which take their words first. */
const SECURITY_KINDS: ReadonlySet<Kind> = new Set(["security_assessment", "compliance_programme"]);
/** Kinds whose stated length ("a 12-month programme") is the engagement's own, not a deadline. */
const HAS_DURATION = (domain: Domain, kind?: Kind) => domain === "marketing" || kind === "compliance_programme";

/** The clause around a position ("8 dock doors"), at most a few words either side, for what could not be placed. */
function around(text: string, index: number, end: number): string {
  const before = text.slice(Math.max(0, index - 30), index);
  const after = text.slice(end, end + 30);
  const head = before.split(/[,;:.!?()—–]\s/).pop() ?? "";
  const tail = after.split(/[,;:!?()—–]|\.(?:\s|$)/)[0] ?? "";
  const words = (s: string) => s.split(/\s+/);
  return `${words(head).slice(-4).join(" ")}${text.slice(index, end)}${words(tail).slice(0, 5).join(" ")}`.trim();
}

/**
 * Quantities, budget, currency and deadline of a request, each with the words it came from and a
 * confidence; every number it could not place (and every date it cannot turn into weeks) is listed.
 */
export function readFields(text: string, domain: Domain, kind?: Kind): FieldReadings {
  const fields: Record<string, BriefField> = {};
  const used: Array<[number, number]> = [];
  const quantities: FieldReadings["quantities"] = {};
  const counts: FieldReadings["counts"] = {};
  // A security kind's own units first: "40 API endpoints" are endpoints, not 40 systems; "200 employees" not users.
  const security = kind && SECURITY_KINDS.has(kind) ? securityCountsIn(text) : {};
  const securityReadings = Object.values(security);
  const taken = (r: Reading) => securityReadings.some((s) => r.index < s.end && s.index < r.end);
  for (const [name, reading] of Object.entries(security) as Array<[SecurityCountName, Reading]>) {
    counts[name] = reading.value;
    fields[`quantities.${name}`] = { value: reading.value, source: reading.text, confidence: reading.confidence };
    used.push([reading.index, reading.end]);
  }
  for (const [name, reading] of Object.entries(
    quantitiesIn(text, domain, { room: kind === "kitchen_remodel" || kind === "bathroom_remodel" }),
  ) as Array<[QuantityName, NonNullable<ReturnType<typeof quantitiesIn>[QuantityName]>]>) {
    if (taken(reading)) continue;
    quantities[name] = reading.value;
    fields[`quantities.${name}`] = { value: reading.value, source: reading.text, confidence: reading.confidence };
    used.push([reading.index, reading.end]);
  }
  const countReadings = { ...buildingCountsIn(text), ...(domain === "software" ? softwareCountsIn(text) : {}) };
  for (const [name, reading] of Object.entries(countReadings) as Array<[CountName | SoftwareCountName, Reading]>) {
    if (taken(reading)) continue;
    counts[name] = reading.value;
    fields[`quantities.${name}`] = { value: reading.value, source: reading.text, confidence: reading.confidence };
    used.push([reading.index, reading.end]);
  }
  const money = moneyMentions(text);
  for (const m of money) used.push([m.index, m.end]);
  const budget = budgetOf(text, money);
  const bare = budget ? undefined : bareBudget(text);
  const named = currencyNamedIn(text);
  const out: FieldReadings = {
    quantities,
    counts,
    fields,
    not_understood: [],
    stated_currencies: currenciesStated(money, named),
  };
  if (budget) {
    out.budget = budget.amount;
    fields.budget = { value: budget.amount, source: budget.text, confidence: 0.9 };
  } else if (bare) {
    out.budget = bare.amount;
    fields.budget = { value: bare.amount, source: bare.text, confidence: 0.6 };
    const at = text.indexOf(bare.text);
    used.push([at, at + bare.text.length]);
  }
  const currency = budget?.currency ?? money[0]?.currency ?? named?.currency;
  if (currency) {
    out.currency = currency;
    fields.currency = {
      value: currency,
      source: budget?.text ?? money[0]?.text ?? named?.text ?? currency,
      confidence: 0.95,
    };
  }
  const deadline = deadlineIn(text, domain);
  if (deadline) {
    out.deadline_weeks = deadline.weeks;
    fields.deadline_weeks = {
      value: deadline.weeks,
      source: deadline.reading.text,
      confidence: deadline.reading.confidence,
    };
    used.push([deadline.reading.index, deadline.reading.end]);
  }
  // A campaign's or retainer's stated length ("12-month retainer", "durante 6 meses") is its flight, not a deadline;
  // so is a compliance programme's ("a 9-month ISO 27001 programme").
  const length = HAS_DURATION(domain, kind) ? timeFramesIn(text, { includeDays: true, bareIsLength: true }) : undefined;
  if (length?.length !== undefined && length.sources.length) {
    const at = text.indexOf(length.sources.length);
    out.duration_weeks = length.length;
    fields.duration_weeks = { value: length.length, source: length.sources.length, confidence: 0.85 };
    if (at >= 0) used.push([at, at + length.sources.length.length]);
  }
  for (const m of text.matchAll(DATE_PHRASE)) {
    out.not_understood.push(m[0].trim());
    used.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  for (const n of numbersIn(text)) {
    if (used.some(([a, b]) => n.index < b && a < n.end)) continue;
    // Only digits are worth reporting: a written "one" or "un" is usually an article.
    if (!/\d/.test(n.text)) continue;
    const words = around(text, n.index, n.end);
    if (!out.not_understood.includes(words)) out.not_understood.push(words);
  }
  out.not_understood = out.not_understood.slice(0, 40).map((s) => s.slice(0, 400));
  return out;
}
