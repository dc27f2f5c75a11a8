import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { classOf } from "../../../core/estimate-class.js";
import { formatNumber } from "../../../core/money.js";
import type { Plan, PlanPhase, PlanTask } from "../../../core/plan.js";
import { wholeWeeks } from "../../../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../../../core/reference-data.js";
import { WEEKS_PER_MONTH } from "../../../domains/cocomo.js";
import { PHASES, PM_SHARE, RATES_USD } from "../../../domains/software.js";
import { SIZE_CALIBRATION, type SizeCalibration } from "./calibrated.js";
import { HOURS_PER_WEEK, sizedEffort, type SizedEffort } from "./effort.js";
import { sizeMethod } from "./method.js";

/**
 * How much the measured spread is widened or narrowed for a brief vaguer or better defined than the
 * calibration requests (a judgement, not measured: each AACE class step moves it by about a tenth).
 */
const CLASS_STEP = 0.1;

/** The spread for this brief: the recorded errors around their median, scaled by the brief's class. */
function spreadFor(brief: Brief, calibration: SizeCalibration): number[] {
  const centre = calibration.errorQuantiles[Math.floor((calibration.errorQuantiles.length - 1) / 2)] ?? 0;
  const widen = Math.max(0.5, 1 + CLASS_STEP * (classOf(brief).estimateClass - calibration.referenceClass));
  return calibration.errorQuantiles.map((e) => (e - centre) * widen);
}

/** Whether the brief states a size this model prices (function points, CFP, KSLOC, UCP, story points with a velocity). */
export function hasStatedSize(brief: Brief): boolean {
  return sizedEffort(brief, SIZE_CALIBRATION) !== undefined;
}

/**
 * A software project priced from the size the request states, used as given: hours from a published
 * productivity model, ranges from the errors that model made on recorded projects.
 */
export function statedSizePlan(brief: Brief, calibration: SizeCalibration = SIZE_CALIBRATION): Plan {
  const sized = sizedEffort(brief, calibration);
  if (!sized) throw new Error("statedSizePlan needs a brief with a stated size");
  const t = translator(brief.language);
  const location = locationIndex(brief.location);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 90) * location.factor));
  const task = (name: string, role: string, hours: number): PlanTask => ({ name, role, hours: { optimistic: hours, likely: hours, pessimistic: hours } });
  const weeks = wholeWeeks(sized.months * WEEKS_PER_MONTH, PHASES.map((p) => p.schedule));
  const sizeWords = sizeLabel(sized, brief.language);
  const names = planNames(t);
  const phases: PlanPhase[] = PHASES.map((p, i) => {
    const effort = sized.hours * p.effort;
    const work =
      p.tasks.length > 0
        ? p.tasks.map(([name, role, share]) => task(names[name] ?? name, role, effort * share))
        : [task(t("Build of the stated {{size}}", { size: sizeWords }), "Software engineer", effort * (1 - PM_SHARE))];
    const weeksHere = weeks[i] ?? 1;
    return { name: names[p.name] ?? p.name, weeks: { optimistic: weeksHere, likely: weeksHere, pessimistic: weeksHere }, tasks: [...work, task(t("Project management"), "Project manager", effort * PM_SHARE)] };
  });
  const plannedWeeks = weeks.reduce((a, b) => a + b, 0);
  const people = sized.hours / HOURS_PER_WEEK_OF(plannedWeeks);
  return {
    domain: "software",
    method: sizeMethod(sized, brief, calibration, location.label, REFERENCE_DATE),
    summary: t("A software project of {{size}}, as stated in the request: about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.", {
      size: sizeWords,
      hours: formatNumber(sized.hours, 0, brief.language),
      weeks: formatNumber(plannedWeeks, 0, brief.language),
      people: formatNumber(people, 1, brief.language),
    }),
    assumptions: [
      t("The size stated in the request ({{size}}) is used as given; the feature catalogue does not re-size it.", { size: sizeWords }),
      t("The range comes from the outcomes of comparable recorded projects, which already include their changes, turnover and overruns, so no separate risk contingency is added."),
      t("A productive person-month is {{hours}} hours.", { hours: "152" }),
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks: [],
    metrics: {
      [sized.measure]: sized.stated,
      ...(sized.functionPoints !== undefined ? { function_points_priced: Math.round(sized.functionPoints) } : {}),
      effort_model: sized.model,
      model_hours: Math.round(sized.modelHours),
      median_hours: Math.round(sized.hours),
      schedule_months: Math.round(sized.months * 10) / 10,
      location: location.label,
    },
    ...(sized.calibrated ? { calibration: calibration.summary } : {}),
    effortSpread: spreadFor(brief, calibration),
  };
}

/** The software plan's phase and task names in the brief's language. */
function planNames(t: ReturnType<typeof translator>): Record<string, string> {
  return {
    "Discovery and design": t("Discovery and design"),
    Build: t("Build"),
    "Testing and hardening": t("Testing and hardening"),
    "Launch and handover": t("Launch and handover"),
    "Requirements, user stories and backlog": t("Requirements, user stories and backlog"),
    "UX research, wireframes and UI design": t("UX research, wireframes and UI design"),
    "Test automation and QA": t("Test automation and QA"),
    "Defect fixing and performance tuning": t("Defect fixing and performance tuning"),
    "Infrastructure, CI/CD and release": t("Infrastructure, CI/CD and release"),
    "Documentation, training and handover": t("Documentation, training and handover"),
    "Post-launch support (hypercare)": t("Post-launch support (hypercare)"),
  };
}

const HOURS_PER_WEEK_OF = (weeks: number) => Math.max(1, weeks) * HOURS_PER_WEEK;

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
