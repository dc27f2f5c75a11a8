import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../core/money.js";
import { threePointWithMean } from "../core/pert.js";
import type { Plan, PlanPhase, PlanRisk } from "../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../core/reference-data.js";
import { CONSTRUCTION_SCOPES, scopeTypeOf } from "./construction-scopes.js";

/** Construction cost per m² of gross floor area by building type (USD, US average, REFERENCE_DATE). */
export const UNIT_RATES_USD: Record<string, number> = {
  office: 2800, residential: 2200, house: 1900, retail: 2000, warehouse: 1100, industrial: 1400,
  hospital: 4800, school: 3000, hotel: 3300, restaurant: 2600, "data center": 9000, other: 2400,
};

/** Design contingency by how well the design is defined (AACE-style classes). */
export const DESIGN_CONTINGENCY = { concept: 0.15, schematic: 0.1, detailed: 0.05 } as const;
const QUALITY = { basic: 0.85, standard: 1, premium: 1.3 } as const;
const TRADES_RATE_USD = 55;
const DESIGN_RATE_USD = 120;
const PM_RATE_USD = 95;

function heightFactor(floors: number | undefined): number {
  if (!floors || floors <= 3) return 1;
  if (floors <= 10) return 1.05;
  return 1.12;
}

export function buildingTypeOf(brief: Brief): string {
  const type = brief.building_type?.toLowerCase();
  return type && type in UNIT_RATES_USD ? type : "other";
}

/** Construction: area × unit rate by type × location, elemental phases, Bromilow time–cost, maturity-based contingency. */
export function constructionPlan(brief: Brief): Plan {
  const type = buildingTypeOf(brief);
  const scopeType = scopeTypeOf(brief);
  const scope = CONSTRUCTION_SCOPES[scopeType];
  const area = brief.quantities.area_m2 ?? (brief.quantities.floors ?? 2) * 500;
  const location = locationIndex(brief.location);
  const rateUsd = (UNIT_RATES_USD[type] ?? 2400) * scope.rateFactor * location.factor * QUALITY[brief.quality] * heightFactor(brief.quantities.floors);
  const rate = usdTo(brief.currency, rateUsd);
  const buildingCost = area * rate;
  // Bromilow's time–cost relation T = K·C^B (days, C in USD millions), K = 280, B = 0.30.
  const costUsdMillions = (area * rateUsd) / 1e6;
  const programmeWeeks = (280 * Math.pow(Math.max(costUsdMillions, 0.05), 0.3)) / 7;
  const maturity = brief.design_maturity ?? "concept";
  const money = (v: number) => formatMoney(v, brief.currency);
  const hourly = (usd: number) => Math.round(usdTo(brief.currency, usd * location.factor));

  const phases: PlanPhase[] = scope.elements.map((element, i) => {
    const cost = buildingCost * element.cost;
    const labourRole = i === 0 ? "Architects and engineers" : "Construction trades";
    const labourRate = i === 0 ? hourly(DESIGN_RATE_USD) : hourly(TRADES_RATE_USD);
    const supervision = cost * 0.06;
    const labour = (cost - supervision) * element.labour;
    const materials = cost - supervision - labour;
    return {
      name: element.name,
      weeks: threePointWithMean(programmeWeeks * element.time, 0.9, 1.5),
      tasks: [
        { name: i === 0 ? "Design, engineering and permit applications" : "Labour", role: labourRole, hours: threePointWithMean(labour / labourRate, 0.9, 1.35) },
        ...(materials > 0 ? [{ name: i === 0 ? "Surveys, permits and fees" : "Materials, equipment and subcontracts", cost: threePointWithMean(materials, 0.92, 1.3) }] : []),
        { name: "Project management and site supervision", role: "Project manager", hours: threePointWithMean(supervision / hourly(PM_RATE_USD), 0.9, 1.3) },
      ],
    };
  });

  const risks: PlanRisk[] = [
    { title: "Design development and scope growth", probability: 0.6, impact: (buildingCost * DESIGN_CONTINGENCY[maturity]) / 0.6, delayWeeks: programmeWeeks * 0.05, mitigation: "Freeze the design at each stage gate and price every change before instructing it." },
    { title: scope.hiddenConditions.title, probability: scope.hiddenConditions.probability, impact: buildingCost * scope.hiddenConditions.share, delayWeeks: Math.min(4, programmeWeeks * 0.1), mitigation: scope.hiddenConditions.mitigation },
    { title: "Material price escalation", probability: 0.4, impact: buildingCost * 0.03, delayWeeks: 0, mitigation: "Fix prices for steel, concrete and MEP equipment early; include fluctuation clauses where the market allows." },
    { title: "Permit or inspection delays", probability: 0.2, impact: buildingCost * 0.01, delayWeeks: 6, mitigation: "Hold pre-application meetings and keep a permit tracker with the authority's target dates." },
    scope.outdoor
      ? { title: "Weather and site-access delays", probability: 0.3, impact: buildingCost * 0.015, delayWeeks: 3, mitigation: "Plan the envelope to close in before the wet season and allow float in the programme." }
      : { title: "Access limits in an occupied or neighbouring building (working hours, noise, deliveries)", probability: 0.3, impact: buildingCost * 0.015, delayWeeks: 2, mitigation: "Agree working hours, delivery slots and dust and noise controls with the building manager and neighbours before starting." },
  ];

  return {
    domain: "construction",
    method: `Cost = gross floor area (${formatNumber(area)} m²) × unit rate for the ${scope.label}, ${type} type (${money(rate)}/m², from ${money(usdTo(brief.currency, UNIT_RATES_USD[type] ?? 2400))}/m² US average for a new ${type} building × ${formatNumber(scope.rateFactor, 2)} for this scope × location factor ${formatNumber(location.factor, 2)} for ${location.label} × quality ${QUALITY[brief.quality]} × height ${heightFactor(brief.quantities.floors)}), split by the elements of this scope of work. Programme from Bromilow's time–cost relation T = 280 · C^0.30 days (C in USD millions). Contingency is the risk register's expected value, led by design development at ${Math.round(DESIGN_CONTINGENCY[maturity] * 100)}% for a ${maturity} design, so it shrinks as the design is better defined. Three-point estimates (Beta-PERT) and a seeded Monte Carlo simulation give the confidence ranges. Rates are ${REFERENCE_DATE} reference rates.`,
    summary:
      scopeType === "new_build"
        ? `A ${formatNumber(area)} m² ${type} building${brief.quantities.floors ? ` on ${brief.quantities.floors} floors` : ""} in ${location.label}, with a ${maturity} design.`
        : `${{ renovation: "Renovation of", extension: "A", fit_out: "Interior fit-out of" }[scopeType]} ${scopeType === "extension" ? `${formatNumber(area)} m² extension to a ${type} building` : `a ${formatNumber(area)} m² ${type} building`} in ${location.label}, with a ${maturity} design.`,
    assumptions: [
      `Gross floor area ${formatNumber(area)} m²${brief.quantities.area_m2 ? "" : " (assumed: the request gave no area)"}; ${brief.quality} specification; scope of work: ${scope.label}.`,
      "Land, financing, furniture and owner's equipment are excluded; design fees, permits and site supervision are included.",
      "A single main contractor with a conventional design–bid–build procurement.",
      "Prices are current; escalation beyond the reference date is covered only through the risk register.",
    ],
    phases,
    roles: [
      { role: "Architects and engineers", rate: hourly(DESIGN_RATE_USD) },
      { role: "Project manager", rate: hourly(PM_RATE_USD) },
      { role: "Construction trades", rate: hourly(TRADES_RATE_USD) },
    ],
    risks,
    metrics: {
      area_m2: Math.round(area),
      unit_rate: Math.round(rate),
      building_type: type,
      scope_type: scopeType,
      location_factor: location.factor,
      design_maturity: maturity,
      design_contingency_percent: Math.round(DESIGN_CONTINGENCY[maturity] * 100),
      programme_weeks: Math.round(programmeWeeks * 10) / 10,
    },
  };
}
