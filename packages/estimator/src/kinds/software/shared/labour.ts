import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { threePointWithMean, type ThreePoint } from "../../../core/pert.js";
import { type PlanPhase, type PlanTask, wholeWeeks } from "../../../core/plan.js";
import { CPLX, RELY } from "./cocomo.js";
import { roleNames, type RoleKey } from "./rates.js";

/** One piece of labour: who does it and its expected hours (at nominal complexity and quality). */
export interface LabourTask {
  name: string;
  role: RoleKey;
  hours: number;
}

/** A phase of labour; `share` is its share of the calendar. */
export interface LabourPhase {
  name: string;
  share: number;
  tasks: LabourTask[];
}

/**
 * The development labour of a request, the part of a kind's model that a stated size measure (function
 * points, story points...) can replace: phases of role-hours and the nominal calendar they take.
 */
export interface LabourPlan {
  phases: LabourPhase[];
  /** Nominal calendar weeks; when absent, the effort ÷ a sensible team of √PM people. */
  nominalWeeks?: number;
  /** Project management as a share of each phase's hours (0 for one-person jobs). */
  managementShare: number;
}

/** Productive hours a person works on a project in a week (as the estimate's role counts assume). */
export const HOURS_PER_WEEK = 36;
/** Productive hours in a person-month (COCOMO II). */
export const HOURS_PER_PERSON_MONTH = 152;
export const WEEKS_PER_MONTH = 52 / 12;

/** CPLX × RELY from the brief: what the complexity and quality stated do to every hour. */
export function effortMultiplier(brief: Brief): number {
  return CPLX[brief.complexity] * RELY[brief.quality];
}

/** Pessimistic hours as a multiple of the most likely, wider for complex work. */
export function pessimism(brief: Brief): number {
  return { low: 1.4, nominal: 1.6, high: 1.9 }[brief.complexity];
}

export function labourHours(plan: LabourPlan): number {
  return (
    plan.phases.reduce((s, p) => s + p.tasks.reduce((h, task) => h + task.hours, 0), 0) * (1 + plan.managementShare)
  );
}

/** Nominal calendar weeks for an effort: the effort ÷ a sensible team of about √PM people (at least one). */
export function sensibleWeeks(hours: number): number {
  const personMonths = hours / HOURS_PER_PERSON_MONTH;
  return (personMonths / Math.max(1, Math.sqrt(personMonths))) * WEEKS_PER_MONTH;
}

/** Consecutive phases folded into `count` groups by their calendar shares. */
function foldPhases(phases: LabourPhase[], count: number): LabourPhase[] {
  if (count >= phases.length) return phases;
  const total = phases.reduce((s, p) => s + p.share, 0) || 1;
  const groups: LabourPhase[][] = Array.from({ length: count }, () => []);
  let seen = 0;
  for (const phase of phases) {
    const middle = (seen + phase.share / 2) / total;
    groups[Math.min(count - 1, Math.floor(middle * count))]!.push(phase);
    seen += phase.share;
  }
  return groups
    .filter((g) => g.length > 0)
    .map((g) => ({
      name: g.length === 1 ? g[0]!.name : `${g[0]!.name} · ${g[g.length - 1]!.name}`,
      share: g.reduce((s, p) => s + p.share, 0),
      tasks: g.flatMap((p) => p.tasks),
    }));
}

/** One task per name and role (folded phases can repeat a task name). */
function mergeTasks(tasks: LabourTask[]): LabourTask[] {
  const byKey = new Map<string, LabourTask>();
  for (const task of tasks) {
    const key = `${task.name}\u0000${task.role}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, hours: seen.hours + task.hours } : { ...task });
  }
  return [...byKey.values()].filter((task) => task.hours > 0);
}

/** How a plan's phases turn expected hours and planned weeks into three-point figures. */
export interface PhaseShape {
  hours: (expected: number) => ThreePoint;
  weeks: (planned: number) => ThreePoint;
}

/** Hours and weeks as given, with no spread of their own (a range measured elsewhere applies to the whole). */
export const EXACT: PhaseShape = {
  hours: (h) => ({ optimistic: h, likely: h, pessimistic: h }),
  weeks: (w) => ({ optimistic: w, likely: w, pessimistic: w }),
};

/**
 * The plan's phases: each labour task as three-point hours (× the brief's effort multiplier and any
 * schedule-compression premium), project management per phase, whole weeks per phase adding up to the
 * calendar (phases fold together when the calendar is shorter than their number).
 */
export function planPhases(
  brief: Brief,
  t: Translate,
  labour: LabourPlan,
  calendarWeeks: number,
  effortScale: number,
): PlanPhase[] {
  const scale = effortMultiplier(brief) * effortScale;
  const high = pessimism(brief);
  return labourPhases(t, labour, calendarWeeks, {
    hours: (h) => threePointWithMean(h * scale, 0.8, high),
    weeks: (w) => threePointWithMean(w, 0.85, 1.4),
  });
}

/** A labour plan's tasks and project management as plan phases over the calendar, in the given shape. */
export function labourPhases(t: Translate, labour: LabourPlan, calendarWeeks: number, shape: PhaseShape): PlanPhase[] {
  const names = roleNames(t);
  const phases = foldPhases(labour.phases, Math.max(1, Math.round(calendarWeeks)));
  const weeks = wholeWeeks(
    Math.max(1, calendarWeeks),
    phases.map((p) => p.share),
  );
  return phases.map((phase, i) => {
    const tasks = mergeTasks(phase.tasks);
    const phaseHours = tasks.reduce((s, task) => s + task.hours, 0);
    const withManagement =
      labour.managementShare > 0
        ? [
            ...tasks,
            {
              name: t("Project management"),
              role: "project_manager" as const,
              hours: phaseHours * labour.managementShare,
            },
          ]
        : tasks;
    const planTasks: PlanTask[] = withManagement.map((task) => ({
      name: task.name,
      role: names[task.role],
      hours: shape.hours(task.hours),
    }));
    return { name: phase.name, weeks: shape.weeks(weeks[i] ?? 1), tasks: planTasks };
  });
}

/** The labour plan with every task scaled so that its hours, project management included, total `hours`. */
export function labourScaledTo(labour: LabourPlan, hours: number): LabourPlan {
  const factor = hours / Math.max(1e-9, labourHours(labour));
  return {
    ...labour,
    phases: labour.phases.map((p) => ({
      ...p,
      tasks: p.tasks.map((task) => ({ ...task, hours: task.hours * factor })),
    })),
  };
}

/** The roles a labour plan uses (project management included when it has a share). */
export function rolesOf(labour: LabourPlan): RoleKey[] {
  const roles = labour.phases.flatMap((p) => p.tasks.map((task) => task.role));
  return labour.managementShare > 0 ? [...roles, "project_manager"] : roles;
}
