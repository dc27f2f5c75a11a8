import type { Brief } from "@scopewise/shared";
import { cocomo, COCOMO, NOMINAL_SF_SUM } from "../shared/cocomo.js";
import { nominalSchedule, sensibleTeam } from "../shared/phase-schedule.js";
import type { SizeCalibration } from "./size-calibration.js";
import { costDriversIn, dataProcessingLanguage, type CostDrivers } from "./drivers.js";
import {
  CFP_PER_FP,
  FP_EFFORT_EXPONENT,
  FP_SCHEDULE_POWER,
  HOURS_PER_UCP,
  SCRUM_TEAM,
  SLOC_PER_FP,
  SPRINT_WEEKS,
} from "./reference.js";

export type SizeMeasure = "function_points" | "cosmic_fp" | "ksloc" | "use_case_points" | "story_points";
/** Which published model turns the size into hours. */
export type EffortModel = "function_points" | "cocomo" | "use_case_points" | "sprints";

/** The measures in the order they are used when a request states several. */
const PRECEDENCE: SizeMeasure[] = ["function_points", "cosmic_fp", "ksloc", "use_case_points", "story_points"];
/** Productive hours in a person's week (as the plan's staffing assumes). */
export const HOURS_PER_WEEK = 36;

export interface SizedEffort {
  measure: SizeMeasure;
  /** The size as stated, in its own unit. */
  stated: number;
  model: EffortModel;
  /** Function points the function-point model priced (converted from CFP or backfired from lines). */
  functionPoints?: number;
  /** The language whose lines were backfired into function points. */
  backfired?: keyof typeof SLOC_PER_FP;
  drivers?: CostDrivers;
  exponent?: number;
  /** The model's hours (the function-point model with its fitted scale; COCOMO as published). */
  modelHours: number;
  /** The median hours for an organisation never seen: COCOMO's hours × its fitted scale, the function-point model's as they are. */
  hours: number;
  months: number;
  /** Whether this model's ranges were measured against recorded projects. */
  calibrated: boolean;
}

/** The size a request states, by the first measure that is usable (story points need a velocity). */
export function statedSize(brief: Brief): { measure: SizeMeasure; value: number } | undefined {
  const q = brief.quantities;
  for (const measure of PRECEDENCE) {
    const value = q[measure];
    if (value === undefined || value <= 0) continue;
    if (measure === "story_points" && !(q.velocity && q.velocity > 0)) continue;
    return { measure, value };
  }
  return undefined;
}

/** Hours of the function-point model: e^scale × FP^1.4 (Jones's exponent, the scale fitted on recorded projects). */
export function functionPointHours(fp: number, calibration: SizeCalibration): number {
  return Math.exp(calibration.fpLogScale) * Math.pow(fp, FP_EFFORT_EXPONENT.value);
}

/**
 * Effort and schedule from a stated size by a published model: function points (IFPUG, NESMA, COSMIC
 * at one to one, or lines of a data-processing language backfired) by Jones's exponent and a fitted
 * scale; other lines of code by COCOMO II.2000 with the cost drivers the request rates; use-case points
 * at Karner's 20 hours; story points by the stated velocity.
 */
export function sizedEffort(brief: Brief, calibration: SizeCalibration): SizedEffort | undefined {
  const size = statedSize(brief);
  if (!size) return undefined;
  const byFunctionPoints = (fp: number, extra: Partial<SizedEffort>): SizedEffort => {
    const modelHours = functionPointHours(fp, calibration);
    return {
      measure: size.measure,
      stated: size.value,
      model: "function_points",
      functionPoints: fp,
      exponent: FP_EFFORT_EXPONENT.value,
      modelHours,
      hours: modelHours,
      months: Math.pow(fp, FP_SCHEDULE_POWER.value),
      calibrated: true,
      ...extra,
    };
  };
  if (size.measure === "function_points") return byFunctionPoints(size.value, {});
  if (size.measure === "cosmic_fp") return byFunctionPoints(size.value / CFP_PER_FP.value, {});
  if (size.measure === "ksloc") {
    const language = dataProcessingLanguage(brief.summary);
    if (language) return byFunctionPoints((size.value * 1000) / SLOC_PER_FP[language].value, { backfired: language });
    const drivers = costDriversIn(brief);
    const result = cocomo(size.value, drivers.multiplier, drivers.scaleFactorSum ?? NOMINAL_SF_SUM);
    const modelHours = result.personMonths * COCOMO.hoursPerPersonMonth;
    return {
      measure: "ksloc",
      stated: size.value,
      model: "cocomo",
      drivers,
      exponent: result.exponent,
      modelHours,
      hours: modelHours * Math.exp(calibration.cocomoLogScale),
      months: nominalSchedule(result).months,
      calibrated: true,
    };
  }
  if (size.measure === "use_case_points") {
    const hours = size.value * HOURS_PER_UCP.value;
    const personMonths = hours / COCOMO.hoursPerPersonMonth;
    return {
      measure: size.measure,
      stated: size.value,
      model: "use_case_points",
      modelHours: hours,
      hours,
      months: personMonths / sensibleTeam(personMonths),
      calibrated: false,
    };
  }
  const sprints = size.value / (brief.quantities.velocity ?? 1);
  const weeks = sprints * SPRINT_WEEKS.value;
  const hours = weeks * (brief.team_size ?? SCRUM_TEAM.value) * HOURS_PER_WEEK;
  return {
    measure: "story_points",
    stated: size.value,
    model: "sprints",
    modelHours: hours,
    hours,
    months: (weeks * 12) / 52,
    calibrated: false,
  };
}
