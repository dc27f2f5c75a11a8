import type { Brief } from "@scopewise/shared";
import type { PlanTask } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import type { Pricing } from "../../other/shared/pricing.js";
import { work } from "../../other/shared/pricing.js";
import { norm } from "../../software/shared/norms.js";

/** Hours of the analytical modules a survey may carry on top of its tables and report, by role. */
export const MODULE_HOURS = {
  conjoint: {
    design: norm(24, "conjoint or MaxDiff design (attributes, levels, experimental design and its test), hours"),
    estimation: norm(40, "conjoint utility estimation (hierarchical Bayes) and validation, hours"),
    simulator: norm(24, "market simulator and its documentation, hours"),
  },
  segmentation: norm(60, "segmentation (factor and cluster analysis, profiling, typing tool), hours"),
  dashboard: {
    build: norm(40, "an interactive results dashboard built once, hours"),
    perWave: norm(8, "updating the dashboard after each wave, hours"),
  },
} as const;

/** Interviewer hours per hour of telephone interview: dialling, screening, call-backs and refusals around the talk. */
export const TELEPHONE_HOURS_PER_INTERVIEW_HOUR = norm(
  3,
  "telephone (CATI) interviewer hours per hour of completed interview, with dialling, screening and call-backs",
);
/** Weeks between a tracker's waves when the request does not say (a quarterly tracker). */
export const WEEKS_BETWEEN_WAVES = norm(13, "weeks between two waves of a tracker (quarterly)");
/** A questionnaire's length when the request states none. */
export const DEFAULT_SURVEY_MINUTES = 15;

export interface StudyDesign {
  telephone: boolean;
  conjoint: boolean;
  segmentation: boolean;
  dashboard: boolean;
  waves: number;
}

/** The design the reader found in the request (its `methods` keys and its waves). */
export function studyDesignOf(brief: Brief): StudyDesign {
  const methods = new Set(brief.quantities.methods ?? []);
  return {
    telephone: methods.has("telephone"),
    conjoint: methods.has("conjoint"),
    segmentation: methods.has("segmentation"),
    dashboard: methods.has("dashboard"),
    waves: Math.max(1, brief.quantities.waves ?? 1),
  };
}

/** The modules' tasks (conjoint, segmentation, dashboard) for the analysis phase, each at its norm's hours. */
export function moduleTasks(p: Pricing, design: StudyDesign, statistician: string, researcher: string): PlanTask[] {
  const { t } = p;
  const c = MODULE_HOURS.conjoint;
  const d = MODULE_HOURS.dashboard;
  return [
    ...(design.conjoint
      ? [
          work(t("Conjoint design and experimental plan"), statistician, c.design.value),
          work(t("Conjoint utility estimation"), statistician, c.estimation.value),
          work(t("Market simulator"), statistician, c.simulator.value),
        ]
      : []),
    ...(design.segmentation
      ? [work(t("Segmentation and profiling"), statistician, MODULE_HOURS.segmentation.value)]
      : []),
    ...(design.dashboard
      ? [work(t("Results dashboard"), researcher, d.build.value + d.perWave.value * design.waves)]
      : []),
  ];
}

/** Where the modules' hours come from, for the method text (empty when the survey has none). */
export function moduleSources(design: StudyDesign): string[] {
  return [
    ...(design.conjoint ? [citation(MODULE_HOURS.conjoint.estimation)] : []),
    ...(design.segmentation ? [citation(MODULE_HOURS.segmentation)] : []),
    ...(design.dashboard ? [citation(MODULE_HOURS.dashboard.build)] : []),
  ];
}
