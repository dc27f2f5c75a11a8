import type { Brief } from "@scopewise/shared";
import { pricedLine } from "../../../core/lines.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { LineBasis, Plan, PlanPhase, PlanRisk, PlanTask } from "../../../core/plan.js";
import { usdTo } from "../../../core/reference-data.js";
import { citation } from "../../../reference/cited.js";
import { feasibilityNotes } from "./feasibility.js";
import { CONTRACTOR_MARKUPS, DESIGN_CONTINGENCY_SOURCE, FEE_STAGES, PERMIT_SOURCE } from "./fees.js";
import { BUILDING_COST_INDEX, FORECAST_RATE } from "./indices.js";
import { priceKind, type Pricing } from "./pricing.js";
import { HOURS_PER_WEEK, PROJECT_MANAGER_SOURCE, projectManagerRateUsd } from "./rates.js";
import { assumptionsOf, methodOf, metricsOf, questionsOf, summaryOf } from "./text.js";
import type { KindSpec } from "./types.js";

/**
 * A construction kind's plan: the contract cost split into elements (Uniformat II / NRM groups, or trades
 * for a remodel), general conditions, overhead and profit, escalation to the midpoint of construction, the
 * design team's fees by stage, permits and a design contingency, each a line of quantity × unit cost;
 * a five-phase programme from planning to handover; the kind's risks as construction contingency.
 */
export function constructionKindPlan(brief: Brief, spec: KindSpec): Plan {
  const p = priceKind(brief, spec);
  const { t } = spec;
  const pm = t("Client's project manager");
  const pmRate = Math.round(usdTo(brief.currency, projectManagerRateUsd() * p.location.factor));
  // The client's project manager scales with the size of the project: a tenth of a person up to a small team.
  const pmShare = Math.min(2.5, 0.1 + p.costUsdMillions / 40);
  const pmTask = (weeks: number): PlanTask[] =>
    spec.ownerProjectManager
      ? [
          {
            name: t("Client-side project management"),
            role: pm,
            hours: threePointWithMean(weeks * HOURS_PER_WEEK * pmShare, 0.85, 1.3),
          },
        ]
      : [];

  const line = (name: string, unitCost: number, source: string, low = 0.9, high = 1.25) =>
    pricedLine(
      name,
      {
        quantity: round1(spec.area.m2),
        unit: spec.unit,
        unitCost: unitCost * (spec.area.m2 / round1(spec.area.m2)),
        source,
      } satisfies LineBasis,
      low,
      high,
    );

  const { generalConditions, overheadProfit } = CONTRACTOR_MARKUPS.value;
  const elementsPerM2 = p.rate / ((1 + generalConditions) * (1 + overheadProfit));
  const elementSource = `${citation(spec.rate)}; ${spec.elementSource}`;
  const elementLine = (share: number, name: string) => line(name, elementsPerM2 * share, elementSource, 0.88, 1.3);
  const escalated = p.rate * (1 + p.escalation);
  const fee = (stage: keyof typeof FEE_STAGES.value) => escalated * p.feeShare * FEE_STAGES.value[stage];
  const feeSource = `${p.feeSource}; ${citation(FEE_STAGES)}`;
  const markupSource = citation(CONTRACTOR_MARKUPS);

  const construction: PlanTask[] = [
    ...spec.elements.filter((e) => !e.handover).map((e) => elementLine(e.share, e.name)),
    line(t("General conditions and preliminaries"), elementsPerM2 * generalConditions, markupSource, 0.9, 1.2),
    line(
      t("Contractor's overhead and profit"),
      elementsPerM2 * (1 + generalConditions) * overheadProfit,
      markupSource,
      0.85,
      1.2,
    ),
    line(
      t("Escalation to the midpoint of construction"),
      p.rate * p.escalation,
      `${citation(BUILDING_COST_INDEX)}, ${pct(FORECAST_RATE, 1)} a year (2014–2024 average)`,
      0.5,
      1.8,
    ),
    ...(p.designInContract
      ? [line(t("Design by the contractor (design and build)"), fee("design"), feeSource, 0.95, 1.15)]
      : []),
    ...(p.feeShare > 0
      ? [line(t("Construction-phase services of the design team"), fee("construction"), feeSource, 0.95, 1.15)]
      : []),
    line(t("Design contingency"), escalated * p.contingency, DESIGN_CONTINGENCY_SOURCE, 0.5, 1.5),
    ...pmTask(p.programme.construction),
  ];
  const handover = spec.elements.filter((e) => e.handover).map((e) => elementLine(e.share, e.name));

  const phase = (name: string, weeks: number, tasks: PlanTask[], low: number, high: number): PlanPhase => ({
    name,
    weeks: threePointWithMean(weeks, low, high),
    tasks,
  });
  // A design already done (and its permit) is not part of this price or this programme.
  const designDone = p.programme.design === 0;
  const phases: PlanPhase[] = [
    ...(designDone
      ? []
      : [
          phase(
            t("Planning and permits"),
            p.programme.planning,
            [
              line(t("Permits, statutory fees and surveys"), p.rate * spec.permitShare, PERMIT_SOURCE, 0.85, 1.3),
              ...pmTask(p.programme.planning),
            ],
            0.8,
            1.7,
          ),
          phase(
            t("Design"),
            p.programme.design,
            [
              line(t("Design and engineering fees"), fee("design"), feeSource, 0.95, 1.15),
              ...pmTask(p.programme.design),
            ],
            0.85,
            1.4,
          ),
        ]),
    // A contractor's quote is the contract: no tender is scheduled or priced.
    ...(p.programme.procurement === 0
      ? []
      : [
          phase(
            spec.publicClient ? t("Public procurement and contract award") : t("Procurement and tender"),
            p.programme.procurement,
            [
              line(t("Tender documents and contractor procurement"), fee("procurement"), feeSource, 0.95, 1.15),
              ...pmTask(p.programme.procurement),
            ],
            0.9,
            1.5,
          ),
        ]),
    phase(t("Construction"), p.programme.construction, construction, 0.92, 1.35),
    phase(
      t("Commissioning and handover"),
      p.programme.handover,
      [...handover, ...pmTask(p.programme.handover)],
      0.85,
      1.5,
    ),
  ];

  const risks: PlanRisk[] = [...spec.risks, ...commonRisks(spec, p)].map((r) => ({
    title: r.title,
    probability: r.probability,
    impact: p.construction * r.share,
    delayWeeks: r.delayWeeks,
    mitigation: r.mitigation,
  }));

  return {
    domain: "construction",
    method: methodOf(brief, spec, p),
    summary: summaryOf(brief, spec, p),
    assumptions: assumptionsOf(brief, spec, p),
    phases,
    roles: spec.ownerProjectManager
      ? [
          {
            role: pm,
            rate: pmRate,
            source: `${PROJECT_MANAGER_SOURCE}; × ${p.location.factor} (${p.location.labourSource})`,
          },
        ]
      : [],
    risks,
    metrics: metricsOf(brief, spec, p),
    questions: questionsOf(brief, spec),
    constraintNotes: feasibilityNotes(brief, spec, p),
  };
}

/** Risks every construction kind carries: the market at tender, and the authority's timetable. */
function commonRisks(spec: KindSpec, p: Pricing) {
  const { t } = spec;
  return [
    {
      title: t("Tender prices above the estimate (market conditions, few bidders)"),
      probability: 0.3,
      share: 0.05,
      delayWeeks: Math.min(6, p.programme.procurement * 0.5),
      mitigation: t(
        "Test the market early, invite at least four bidders and keep a priced list of scope reductions ready.",
      ),
    },
    {
      title: t("Planning or permit approval takes longer than planned"),
      probability: 0.25,
      share: 0.005,
      delayWeeks: Math.max(1, p.programme.planning * 0.5),
      mitigation: t("Hold pre-application meetings and keep a permit tracker with the authority's target dates."),
    },
  ];
}

export function pct(share: number, digits = 0): string {
  const f = 10 ** digits;
  return `${Math.round(share * 100 * f) / f} %`;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
