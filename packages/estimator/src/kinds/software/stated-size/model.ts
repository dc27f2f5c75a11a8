import { translator, type Translate } from "@scopewise/i18n";
import type { Brief, Kind } from "@scopewise/shared";
import { classOf } from "../../../core/estimate-class.js";
import { formatNumber } from "../../../core/money.js";
import { pertMean } from "../../../core/pert.js";
import type { Plan } from "../../../core/plan.js";
import { expectedLabourCost, rateMethod } from "../shared/assemble.js";
import { budgetFinding, famousProduct } from "../shared/feasibility.js";
import { EXACT, HOURS_PER_WEEK, labourPhases, rolesOf } from "../shared/labour.js";
import { labourFactor, rateCard } from "../shared/rates.js";
import { webAppSpec } from "../web_app/model.js";
import { populationCalibration, type OrganisationCalibration } from "../../../calibration/organisation.js";
import { SIZE_CALIBRATION, type SizeCalibration } from "./calibrated.js";
import { sizedEffort, type SizedEffort } from "./effort.js";
import { sizedKind, sizedKindSpec, sizedLabour, sizedWeeks } from "./kind.js";
import { sizeMethod } from "./method.js";

/**
 * How much the measured spread is widened or narrowed for a brief vaguer or better defined than the
 * calibration requests (a judgement, not measured: each AACE class step moves it by about a tenth).
 */
const CLASS_STEP = 0.1;

/**
 * The spread for this brief: the measured ln(actual ÷ P50) of a stranger's projects, scaled to the
 * organisation's own spread where its outcomes are known, and by the brief's class.
 */
function spreadFor(
  brief: Brief,
  calibration: SizeCalibration,
  organisation: OrganisationCalibration | undefined,
): number[] {
  const widen = Math.max(0.5, 1 + CLASS_STEP * (classOf(brief).estimateClass - calibration.referenceClass));
  const own =
    organisation && organisation.kind === "organisation"
      ? organisation.logSd / Math.max(1e-9, calibration.organisation.strangerLogSd)
      : 1;
  const centre = calibration.errorQuantiles[Math.floor((calibration.errorQuantiles.length - 1) / 2)] ?? 0;
  return calibration.errorQuantiles.map((e) => (e - centre) * widen * own);
}

/** Whether the brief states a size this model prices (function points, CFP, KSLOC, UCP, story points with a velocity). */
export function hasStatedSize(brief: Brief): boolean {
  return sizedEffort(brief, SIZE_CALIBRATION) !== undefined;
}

/**
 * A software project priced from the size the request states, used as given: the kind's own model with
 * its development labour replaced by the hours of a published productivity model (ranges from the
 * errors that model made on recorded projects), split over the kind's phases and roles and priced at its
 * cited rate card, plus the kind's licences, platforms and running costs, questions and findings.
 */
export function statedSizePlan(
  brief: Brief,
  calibration: SizeCalibration = SIZE_CALIBRATION,
  organisation?: OrganisationCalibration,
): Plan {
  const population = sizedEffort(brief, calibration);
  if (!population) throw new Error("statedSizePlan needs a brief with a stated size");
  // The organisation's effect moves the median of calibrated models; an uncalibrated model keeps its own.
  const factor = organisation && population.calibrated ? organisation.factor : 1;
  const sized = { ...population, hours: population.hours * factor };
  const t = translator(brief.language);
  const language = brief.language;
  const weeks = sizedWeeks(brief, sized);
  const sizeWords = sizeLabel(sized, language);
  const kindKey = sizedKind(brief);
  const stated = { functionPoints: sized.functionPoints, weeks, label: sizeWords };
  const kind = sizedKindSpec(brief)(brief, stated);
  const labour = sizedLabour(kind.labour, sized, () => webAppSpec(brief, stated).labour);
  // Hours as given: no effort multiplier, team factor, minimum engagement or per-task spread of the kind's own.
  const phases = labourPhases(t, labour, weeks, EXACT);
  const last = phases[phases.length - 1];
  if (last) last.tasks.push(...kind.nonLabour);
  const card = rateCard(brief, t, rolesOf(labour));
  const budget = budgetFinding(brief, t, expectedLabourCost({ phases, roles: card.roles }));
  const famous = famousProduct(brief.summary);
  const plannedWeeks = phases.reduce((s, p) => s + Math.max(1, Math.round(pertMean(p.weeks))), 0);
  const people = sized.hours / (Math.max(1e-9, weeks) * HOURS_PER_WEEK);
  const location = labourFactor(brief);
  return {
    domain: "software",
    method: [
      sizeMethod(sized, brief, calibration, organisation),
      t(
        "The stated size replaces only the development labour of the {{kind}} model: its hours are split over that model's phases and roles in the proportions of its own plan, without its effort multipliers, team factors or minimum engagement; its licences, platforms and running costs are priced as in that model.",
        { kind: kindName(t, kindKey) },
      ),
      rateMethod(brief, t),
      t(
        "No risk contingency is added: the kind's risks are overruns of the labour, which the recorded outcomes already include, and its other costs carry their own price ranges, which the measured effort spread does not scale.",
      ),
    ].join(" "),
    summary: `${kind.scope} ${t(
      "Its size as stated in the request, {{size}}, takes about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.",
      {
        size: sizeWords,
        hours: formatNumber(sized.hours, 0, language),
        weeks: formatNumber(plannedWeeks, 0, language),
        people: formatNumber(people, 1, language),
      },
    )}`,
    assumptions: [
      t("The size stated in the request ({{size}}) is used as given; the feature catalogue does not re-size it.", {
        size: sizeWords,
      }),
      t(
        "The range comes from the outcomes of comparable recorded projects, which already include their changes, turnover and overruns, so no separate risk contingency is added.",
      ),
      t("A productive person-month is {{hours}} hours.", { hours: "152" }),
      ...(famous
        ? [
            t(
              "This prices a first version of the core features of a product like {{product}}, not its scale, audience or years of refinement.",
              { product: famous },
            ),
          ]
        : []),
      ...kind.assumptions,
    ],
    phases,
    roles: card.roles,
    risks: [],
    questions: kind.questions,
    metrics: {
      ...kind.metrics,
      [sized.measure]: sized.stated,
      ...(sized.functionPoints !== undefined ? { function_points_priced: Math.round(sized.functionPoints) } : {}),
      effort_model: sized.model,
      model_hours: Math.round(sized.modelHours),
      median_hours: Math.round(sized.hours),
      population_p50_hours: Math.round(population.hours),
      organisation_factor: Math.round(factor * 1000) / 1000,
      schedule_months: Math.round(sized.months * 10) / 10,
      planned_schedule_weeks: Math.round(weeks * 10) / 10,
      timeline_weeks: plannedWeeks,
      priced_as: kindKey,
      location: location.label,
      location_factor: location.factor,
    },
    ...(sized.calibrated
      ? {
          calibration: {
            ...calibration.summary,
            label: (organisation ?? populationCalibration(calibration.organisation)).label,
          },
        }
      : {}),
    effortSpread: spreadFor(brief, calibration, sized.calibrated ? organisation : undefined),
    ...(budget ? { constraintNotes: { budget: budget.note, budgetFeasible: false } } : {}),
  };
}

/** The kind's name as the method names it ("web application", "mobile app"). */
function kindName(t: Translate, kind: Kind): string {
  const names: Partial<Record<Kind, string>> = {
    web_app: t("web application"),
    mobile_app: t("mobile app"),
    website: t("website"),
    ecommerce: t("online store"),
    integration: t("systems integration"),
    data_migration: t("data migration"),
    data_platform: t("data platform"),
    ml_feature: t("machine-learning feature"),
    automation_script: t("automation script"),
  };
  return names[kind] ?? kind.replace(/_/g, " ");
}

/** "350 function points", "40 KSLOC", in the brief's language. */
export function sizeLabel(sized: SizedEffort, language: string | undefined): string {
  const t = translator(language);
  const n = formatNumber(sized.stated, sized.stated < 10 ? 1 : 0, language);
  switch (sized.measure) {
    case "function_points":
      return t("{{n}} function points", { n });
    case "cosmic_fp":
      return t("{{n}} COSMIC function points", { n });
    case "ksloc":
      return t("{{n}} thousand lines of code", { n });
    case "use_case_points":
      return t("{{n}} use-case points", { n });
    case "story_points":
      return t("{{n}} story points", { n });
  }
}
