import { figuresIn, localeOf, translator, type Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";

/**
 * Estimate classes and expected accuracy after AACE International Recommended Practice 18R-97,
 * "Cost Estimate Classification System" (rev. 2020), Figure 1:
 *   Class 5 (concept screening, 0–2 % of the scope defined):  low −20 % to −50 %, high +30 % to +100 %
 *   Class 4 (study or feasibility, 1–15 %):                    low −15 % to −30 %, high +20 % to +50 %
 *   Class 3 (budget authorisation or control, 10–40 %):        low −10 % to −20 %, high +10 % to +30 %
 *   Class 2 (control or bid/tender, 30–75 %):                  low −5 % to −15 %,  high +5 % to +20 %
 *   Class 1 (check estimate or bid/tender, 65–100 %):          low −3 % to −10 %,  high +3 % to +15 %
 * The figures used are a point inside each published range (near its middle), as the practice
 * leaves the exact value to the maturity of the scope and the technology.
 */
export type EstimateClass = 1 | 2 | 3 | 4 | 5;

export interface ClassProfile {
  name: string;
  accuracy: { low: number; high: number };
  /**
   * Spread of the simulation's shared productivity factor (the σ of a lognormal with mean 1). Chosen so
   * that P90 ÷ P50 of the factor alone is about 1 + high × 0.65, a little above the 1 + high × 0.6 the
   * simulated cost must reach (task and risk draws only widen it further).
   */
  sigma: number;
}

export const ESTIMATE_CLASSES: Record<EstimateClass, ClassProfile> = {
  5: { name: "concept screening", accuracy: { low: -0.35, high: 0.65 }, sigma: 0.3 },
  4: { name: "study or feasibility", accuracy: { low: -0.25, high: 0.35 }, sigma: 0.18 },
  3: { name: "budget authorisation", accuracy: { low: -0.15, high: 0.2 }, sigma: 0.1 },
  2: { name: "control or bid", accuracy: { low: -0.1, high: 0.12 }, sigma: 0.065 },
  1: { name: "check estimate", accuracy: { low: -0.05, high: 0.08 }, sigma: 0.045 },
};

export const AACE_SOURCE =
  "AACE International Recommended Practice 18R-97, Cost Estimate Classification System (rev. 2020)";

export interface ClassReading {
  estimateClass: EstimateClass;
  profile: ClassProfile;
  /** What the class was read from, for the method text. */
  read: { quantities: number; items: number; words: number; design?: NonNullable<Brief["design_maturity"]> };
}

/** A field the reader filled from the request's words (not one it assumed). */
function stated(brief: Brief, key: string): boolean {
  const field = brief.fields?.[key];
  return field === undefined || field.source !== "assumed";
}

/**
 * How much of the scope the brief defines, scored from what it states: stated quantities (up to 3
 * points), scope items (up to 3), the length of the description (up to 3), the budget, deadline and
 * location (half a point each) and the design maturity. A one-line request scores below 2 (class 5);
 * a detailed specification with stated quantities reaches class 3. Class 2 and 1 need a design that
 * is detailed: a request alone never defines 30 % of a scope.
 */
export function classOf(brief: Brief): ClassReading {
  const quantities = Object.entries(brief.quantities).filter(
    ([key, value]) =>
      (Array.isArray(value) ? value.length > 0 : value !== undefined) && stated(brief, `quantities.${key}`),
  ).length;
  const items = Math.max(brief.features.length, brief.scope?.filter((s) => s.included).length ?? 0);
  const words = brief.summary.split(/\s+/).filter(Boolean).length;
  const known = [
    brief.budget !== undefined && stated(brief, "budget"),
    brief.deadline_weeks !== undefined && stated(brief, "deadline_weeks"),
    brief.location !== undefined,
  ].filter(Boolean).length;
  const design = { detailed: 3, schematic: 1.5, concept: 0 }[brief.design_maturity ?? "concept"];
  const score =
    Math.min(3, quantities) +
    (items >= 10 ? 3 : items >= 5 ? 2 : items >= 2 ? 1 : 0) +
    (words >= 150 ? 3 : words >= 60 ? 2 : words >= 25 ? 1 : 0) +
    known * 0.5 +
    design;
  const detailed = brief.design_maturity === "detailed";
  const estimateClass: EstimateClass =
    score < 2 ? 5 : score < 4 ? 4 : score < 6.5 || !detailed ? 3 : score < 10 ? 2 : 1;
  return {
    estimateClass,
    profile: ESTIMATE_CLASSES[estimateClass],
    read: { quantities, items, words, ...(brief.design_maturity ? { design: brief.design_maturity } : {}) },
  };
}

/** The reading with its class widened to `floor` when the model's figures allow no better (see `Plan.atBestClass`). */
export function classNoBetterThan(reading: ClassReading, floor: EstimateClass | undefined): ClassReading {
  if (floor === undefined || reading.estimateClass >= floor) return reading;
  return { ...reading, estimateClass: floor, profile: ESTIMATE_CLASSES[floor] };
}

/** An AACE class's name in a language ("study or feasibility"). */
export function className(estimateClass: EstimateClass, t: Translate): string {
  const names: Record<EstimateClass, string> = {
    5: t("concept screening"),
    4: t("study or feasibility"),
    3: t("budget authorisation"),
    2: t("control or bid"),
    1: t("check estimate"),
  };
  return names[estimateClass];
}

/** "no stated quantities, 1 scope item, a 19-word description, schematic design". */
function readFrom({ quantities, items, words, design }: ClassReading["read"], t: Translate): string {
  const parts = [
    quantities === 0
      ? t("no stated quantities")
      : quantities === 1
        ? t("1 stated quantity")
        : t("{{n}} stated quantities", { n: quantities }),
    items === 0 ? t("no scope items") : items === 1 ? t("1 scope item") : t("{{n}} scope items", { n: items }),
    t("a {{n}}-word description", { n: words }),
  ];
  if (design)
    parts.push(
      { concept: t("concept design"), schematic: t("schematic design"), detailed: t("detailed design") }[design],
    );
  return parts.join(", ");
}

/** The sentence the method text uses to state the class and its range, in the request's language. */
export function classSentence(reading: ClassReading, brief: Pick<Brief, "language" | "location" | "currency">): string {
  const t = translator(brief.language);
  const { percent } = figuresIn(localeOf(brief.language, brief.location, brief.currency));
  const { low, high } = reading.profile.accuracy;
  return t(
    "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}: for this class the final cost is expected to fall between {{low}} and {{high}} of the estimate, and the simulation's spread is set to match.",
    {
      class: reading.estimateClass,
      name: className(reading.estimateClass, t),
      source: AACE_SOURCE,
      read: readFrom(reading.read, t),
      low: percent(low),
      high: percent(high, true),
    },
  );
}

/** The class beside a range measured on recorded projects: the class widens that range, it does not set it. */
export function measuredClassSentence(reading: ClassReading, brief: Pick<Brief, "language">): string {
  const t = translator(brief.language);
  return t(
    "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}; its range comes from recorded outcomes, widened or narrowed for this class.",
    {
      class: reading.estimateClass,
      name: className(reading.estimateClass, t),
      source: AACE_SOURCE,
      read: readFrom(reading.read, t),
    },
  );
}
