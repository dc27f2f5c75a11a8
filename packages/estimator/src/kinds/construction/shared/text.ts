import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import { usdTo } from "../../../core/reference-data.js";
import { citation } from "../../../reference/cited.js";
import { PRICE_YEAR } from "../../../reference/escalation.js";
import { CONTRACTOR_MARKUPS, FEE_STAGES } from "./fees.js";
import { BUILDING_COST_INDEX, FORECAST_RATE, indexRatio } from "./indices.js";
import type { Pricing } from "./pricing.js";
import { placeName } from "./places.js";
import { totalWeeks, weeksToMidpoint } from "./schedule.js";
import type { KindSpec } from "./types.js";

function specification(t: Translate, quality: Brief["quality"]): string {
  return {
    basic: t("basic specification"),
    standard: t("standard specification"),
    premium: t("premium specification"),
  }[quality];
}

function designStage(t: Translate, maturity: Pricing["maturity"]): string {
  return { concept: t("concept design"), schematic: t("schematic design"), detailed: t("detailed design") }[maturity];
}

const percent = (share: number, language: string | undefined, digits = 0) =>
  formatNumber(share * 100, digits, language);

export function summaryOf(brief: Brief, spec: KindSpec, p: Pricing): string {
  const { t } = spec;
  const lang = brief.language;
  const years = formatNumber(totalWeeks(p.programme) / 52, 1, lang);
  const base = t(
    "{{what}}: {{area}} {{unit}} in {{place}}, {{specification}}, {{stage}}; about {{years}} years from planning to handover.",
    {
      what: spec.what,
      area: formatNumber(spec.area.m2, 0, lang),
      unit: spec.unit,
      place: placeName(t, p.location.label),
      specification: specification(t, brief.quality),
      stage: designStage(t, p.maturity),
      years,
    },
  );
  const scale = scaleNote(brief, spec);
  const sentence = base.charAt(0).toUpperCase() + base.slice(1);
  return scale ? `${scale} ${sentence}` : sentence;
}

/** Says so when the area is far outside what this kind of project ever is (a typo, sq ft for m², several buildings). */
export function scaleNote(brief: Brief, spec: KindSpec): string | undefined {
  const { t } = spec;
  const area = formatNumber(spec.area.m2, 0, brief.language);
  if (spec.measure) return scaleNoteOf(brief, spec, area);
  if (spec.area.m2 > spec.plausibleAreaM2.max)
    return t(
      "{{area}} m² is far beyond the usual size of {{what}} (usually up to {{max}} m²): check the area, or whether several buildings are meant; the figures below price it as stated.",
      { area, what: spec.what, max: formatNumber(spec.plausibleAreaM2.max, 0, brief.language) },
    );
  if (spec.area.m2 < spec.plausibleAreaM2.min)
    return t(
      "{{area}} m² is unusually small for {{what}} (usually at least {{min}} m²): check the area; the figures below price it as stated.",
      { area, what: spec.what, min: formatNumber(spec.plausibleAreaM2.min, 0, brief.language) },
    );
  return undefined;
}

/** The same for a quantity other than an area ("2,000,000 parking spaces is far beyond…"). */
function scaleNoteOf(brief: Brief, spec: KindSpec, quantity: string): string | undefined {
  const { t } = spec;
  const values = {
    quantity,
    unit: spec.unit,
    what: spec.what,
    max: formatNumber(spec.plausibleAreaM2.max, 0, brief.language),
    min: formatNumber(spec.plausibleAreaM2.min, 0, brief.language),
  };
  if (spec.area.m2 > spec.plausibleAreaM2.max)
    return t(
      "{{quantity}} {{unit}} is far beyond the usual size of {{what}} (usually up to {{max}} {{unit}}): check the figure; the figures below price it as stated.",
      values,
    );
  if (spec.area.m2 < spec.plausibleAreaM2.min)
    return t(
      "{{quantity}} {{unit}} is unusually small for {{what}} (usually at least {{min}} {{unit}}): check the figure; the figures below price it as stated.",
      values,
    );
  return undefined;
}

export function methodOf(brief: Brief, spec: KindSpec, p: Pricing): string {
  const { contractStart } = p;
  const { t } = spec;
  const lang = brief.language;
  const money = (v: number) => formatMoney(v, brief.currency, lang);
  const adjustments = spec.adjustments
    .map((a) => t("× {{label}} {{factor}}", { label: a.label, factor: formatNumber(a.factor, 2, lang) }))
    .join(" ");
  const { generalConditions, overheadProfit } = CONTRACTOR_MARKUPS.value;
  const costValues = {
    area: formatNumber(spec.area.m2, 0, lang),
    unit: spec.unit,
    rate: money(p.rate),
    what: spec.what,
    base: money(usdTo(brief.currency, spec.rate.value)),
    source: spec.rate.source,
    basis: spec.rateBasis ?? t("US national average"),
    year: spec.rate.year,
    priceYear: PRICE_YEAR,
    index: BUILDING_COST_INDEX.source,
    ratio: formatNumber(indexRatio(spec.rate.year), 3, lang),
    adjustments,
    factor: formatNumber(p.location.construction, 2, lang),
    place: placeName(t, p.location.label),
    factorSource: p.location.constructionSource,
  };
  return [
    spec.measure
      ? t(
          "Cost = {{area}} {{unit}} × {{rate}} {{per}} for {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).",
          { ...costValues, per: spec.measure.per },
        )
      : t(
          "Cost = {{area}} {{unit}} × {{rate}} per m² for {{what}}: {{base}} per m² ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).",
          costValues,
        ),
    t(
      "The contract cost is split into {{count}} elements ({{elementSource}}) plus general conditions of {{gc}} % and overhead and profit of {{ohp}} % ({{markupSource}}).",
      {
        count: spec.elements.length,
        elementSource: spec.elementSource,
        gc: percent(generalConditions, lang),
        ohp: percent(overheadProfit, lang),
        markupSource: citation(CONTRACTOR_MARKUPS),
      },
    ),
    p.designInContract
      ? t(
          "Design and build from the signed contract: the contractor's design fees are {{fee}} % of the construction cost ({{feeSource}}), paid within construction; no planning, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.",
          {
            fee: percent(p.feeShare * FEE_STAGES.value.design, lang, 1),
            feeSource: p.feeSource,
            contingency: percent(p.contingency, lang),
            stage: designStage(t, p.maturity),
          },
        )
      : contractStart
        ? t(
            "Priced as the contractor's quote the request asks for: no design, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.",
            { contingency: percent(p.contingency, lang), stage: designStage(t, p.maturity) },
          )
        : t(
            "Design fees are {{fee}} % of the construction cost ({{feeSource}}), spread over design, tender and construction ({{stages}}); permits, statutory fees and surveys {{permits}} %; design contingency {{contingency}} % for a {{stage}}.",
            {
              fee: percent(p.feeShare, lang, 1),
              feeSource: p.feeSource,
              stages: citation(FEE_STAGES),
              permits: percent(spec.permitShare, lang, 1),
              contingency: percent(p.contingency, lang),
              stage: designStage(t, p.maturity),
            },
          ),
    t(
      "Escalation to the midpoint of construction, {{months}} months after the price date, at {{rate}} % a year (the index's 2014–2024 average): {{escalation}} %.",
      {
        months: formatNumber(weeksToMidpoint(p.programme) / (52 / 12), 0, lang),
        rate: percent(FORECAST_RATE, lang, 1),
        escalation: percent(p.escalation, lang, 1),
      },
    ),
    contractStart
      ? t(
          "Programme: from the signed quote, construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time, then handover.",
          { k: spec.weeks.constructionK },
        )
      : t(
          "Programme: planning, design, procurement and handover from typical durations for this kind of project, scaled by size; construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time.",
          { k: spec.weeks.constructionK },
        ),
    t(
      "Contingency for specific risks is the risk register's expected value; three-point estimates (Beta-PERT) and a Monte Carlo simulation give the ranges.",
    ),
  ].join(" ");
}

/** How the work is bought, as the assumptions say it: public tender, a contractor's start, or design–bid–build. */
function procurementSentence(spec: KindSpec, p: Pricing): string {
  const { t } = spec;
  if (spec.publicClient)
    return t(
      "Public procurement: an open or framework tender with its statutory time limits and standstill period, then a single main contractor.",
    );
  if (p.designInContract)
    return t(
      "Design and build: the contractor designs and builds from the signed contract; no separate permit application or tender is part of this price or programme.",
    );
  if (p.contractStart)
    return t(
      "A contractor's quote, as the request asks: the work starts when it is signed; no separate design, permit application or tender is part of this price or programme.",
    );
  return t("A single main contractor chosen by competitive tender after the design (design–bid–build).");
}

export function assumptionsOf(brief: Brief, spec: KindSpec, p: Pricing): string[] {
  const { t } = spec;
  const area = formatNumber(spec.area.m2, 0, brief.language);
  return [
    spec.area.stated
      ? t("{{area}} {{unit}}, as stated in the request.", { area, unit: spec.unit })
      : spec.measure
        ? t("{{area}} {{unit}}, assumed ({{basis}}): the request gave no quantity.", {
            area,
            unit: spec.unit,
            basis: spec.area.basis ?? t("a typical size for this kind of project"),
          })
        : t("{{area}} {{unit}}, assumed ({{basis}}): the request gave no area.", {
            area,
            unit: spec.unit,
            basis: spec.area.basis ?? t("a typical size for this kind of project"),
          }),
    t(
      "Prices at {{year}} levels in {{currency}}, escalated to the midpoint of construction; excluded: land, financing, loose furniture and owner's equipment, and VAT or sales tax.",
      { year: PRICE_YEAR, currency: brief.currency },
    ),
    procurementSentence(spec, p),
    ...spec.assumptions,
    ...(brief.location
      ? []
      : [t("No site was named: priced at the US national average; name the site to have it priced for its location.")]),
  ];
}

export function questionsOf(brief: Brief, spec: KindSpec): string[] {
  const { t } = spec;
  const scale = scaleNote(brief, spec);
  return [
    ...(scale ? [t("Is the area right? {{note}}", { note: scale })] : []),
    ...(spec.area.stated
      ? []
      : [spec.measure?.question ?? t("What is the area in m² (or sq ft)? It drives most of the cost.")]),
    ...(brief.location ? [] : [t("Where is the site? Costs and the currency depend on it.")]),
    ...spec.questions,
    ...(brief.design_maturity
      ? []
      : [
          t(
            "How far has the design got (concept, planning drawings, detailed design)? The design contingency falls as it is defined.",
          ),
        ]),
  ];
}

export function metricsOf(brief: Brief, spec: KindSpec, p: Pricing): Record<string, number | string> {
  return {
    ...(spec.measure ? {} : { area_m2: Math.round(spec.area.m2 * 10) / 10 }),
    unit_rate: Math.round(p.rate),
    construction_cost: Math.round(p.construction),
    location_factor: p.location.construction,
    labour_factor: p.location.factor,
    escalation_percent: Math.round(p.escalation * 1000) / 10,
    design_fee_percent: Math.round(p.feeShare * 1000) / 10,
    design_contingency_percent: Math.round(p.contingency * 100),
    design_maturity: p.maturity,
    scope_type: spec.scope,
    programme_weeks: Math.round(totalWeeks(p.programme) * 10) / 10,
    construction_weeks: Math.round(p.programme.construction * 10) / 10,
    ...spec.metrics,
  };
}
