import type { Brief, Kind } from "@scopewise/shared";
import { MIN_KIND_CONFIDENCE } from "../../../reader/classifier.js";
import { SOFTWARE_KIND_SPECS } from "../index.js";
import type { KindSpec } from "../shared/assemble.js";
import { HOURS_PER_WEEK, labourHours, labourScaledTo, type LabourPlan, WEEKS_PER_MONTH } from "../shared/labour.js";
import { webAppSpec } from "../web_app/model.js";
import type { SizedEffort } from "./effort.js";

/** The kind a stated size is priced as when the brief has no software kind of its own. */
export const DEFAULT_SIZED_KIND: Kind = "web_app";

/**
 * The software kind whose model a stated size goes into: the brief's own, unless it has none, it is not a
 * software kind, or the reader only guessed it (a "system of 300 function points" says nothing of a shop or a script).
 */
export function sizedKind(brief: Brief): Kind {
  const kind = brief.kind;
  if (!kind || !SOFTWARE_KIND_SPECS[kind]) return DEFAULT_SIZED_KIND;
  const read = brief.fields?.kind;
  const guessed = read !== undefined && read.value === kind && read.confidence < MIN_KIND_CONFIDENCE;
  return guessed ? DEFAULT_SIZED_KIND : kind;
}

export function sizedKindSpec(brief: Brief): KindSpec {
  return SOFTWARE_KIND_SPECS[sizedKind(brief)] ?? webAppSpec;
}

/**
 * Calendar weeks for the stated size: the model's schedule, stretched when a stated team is too small
 * to do the hours in it. A stated deadline does not compress it: compression would change the hours,
 * and the hours are the calibrated figure; the deadline check compares the schedule with the date instead.
 */
export function sizedWeeks(brief: Brief, sized: SizedEffort): number {
  const nominal = sized.months * WEEKS_PER_MONTH;
  const team = brief.team_size;
  return team ? Math.max(nominal, sized.hours / (team * HOURS_PER_WEEK)) : nominal;
}

/** The kind's development labour carrying the stated size's hours, in the proportions of the kind's own plan. */
export function sizedLabour(own: LabourPlan, sized: SizedEffort, fallback: () => LabourPlan): LabourPlan {
  return labourScaledTo(labourHours(own) > 0 ? own : fallback(), sized.hours);
}
