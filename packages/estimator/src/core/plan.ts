import type { Brief, Calibration, Domain, ProvidedItem } from "@scopewise/shared";
import { roundHours } from "./money.js";
import { pertMean, type ThreePoint } from "./pert.js";

/** What each domain model produces; `finalize` turns it into the contract's estimate. */
export interface PlanTask {
  name: string;
  /** Labour: the role doing it and its three-point hours. */
  role?: string;
  hours?: ThreePoint;
  /** Non-labour cost (materials, media spend, venue...), three-point in the brief's currency. */
  cost?: ThreePoint;
  /**
   * The basis of estimate for a non-labour cost: quantity × unit cost from a cited reference (build it
   * with `pricedLine`, whose three-point cost has exactly this mean). Labour lines come from the role's rate.
   */
  basis?: LineBasis;
  /** What the line buys, when the client may provide it themselves: then the line is not priced. */
  covers?: ProvidedItem;
}

/** What a line of the basis of estimate says about where its figure came from. */
export interface LineBasis {
  quantity: number;
  unit: string;
  /** In the brief's currency. */
  unitCost: number;
  /** The reference the unit cost came from (publication and year), or "stated in the request". */
  source: string;
}

export interface PlanPhase {
  name: string;
  weeks: ThreePoint;
  tasks: PlanTask[];
}

export interface PlanRole {
  role: string;
  /** Hourly rate in the brief's currency. */
  rate: number;
  /** The reference the rate came from (publication and year); shown on the role's lines. */
  source?: string;
}

export interface PlanRisk {
  title: string;
  /** 0..1 */
  probability: number;
  /** Cost if it happens, in the brief's currency. */
  impact: number;
  /** Weeks of delay if it happens. */
  delayWeeks: number;
  mitigation: string;
}

export interface Plan {
  domain: Domain;
  method: string;
  summary: string;
  assumptions: string[];
  phases: PlanPhase[];
  roles: PlanRole[];
  risks: PlanRisk[];
  metrics: Record<string, number | string>;
  /**
   * Domain-specific statements about a stated budget or deadline (e.g. schedule compression).
   * `…Feasible: false` says the model cannot meet it at all; `deadlineSlackWeeks` is work that may
   * follow the deadline (an event's wrap-up after the event date).
   */
  /** Open questions whose answers would narrow this estimate (the kind's own unknowns). */
  questions?: string[];
  /**
   * A term the request states for time-boxed work ("a 6-month retainer", "a 3-month campaign"): the engagement
   * ends when the term does, so its phases are laid out inside it and its length has no range; what goes wrong
   * costs money or scope, not weeks.
   */
  termWeeks?: number;
  /**
   * The best-defined AACE class this model's figures allow, whatever the brief states: a model priced from
   * a general cost table is never better than a study estimate (class 4).
   */
  atBestClass?: 4 | 5;
  /** How this model's ranges did on recorded projects, where that was measured. */
  calibration?: Calibration;
  /**
   * ln(actual ÷ P50) at evenly spaced quantiles (sorted, centred on 0): the simulation draws the shared
   * productivity factor from this empirical distribution instead of the estimate class's lognormal.
   */
  effortSpread?: readonly number[];
  constraintNotes?: {
    budget?: string;
    budgetFeasible?: boolean;
    /**
     * When the stated budget pays for one part of the plan only (a media budget, with the agency's fees
     * on top): that part's cost, which the budget is compared with instead of the whole estimate.
     */
    budgetCovers?: number;
    deadline?: string;
    deadlineFeasible?: boolean;
    deadlineSlackWeeks?: number;
  };
}

export type DomainModel = (brief: Brief) => Plan;

/**
 * Whole weeks per phase that add up to exactly `total` (at least one week each): largest-remainder
 * rounding, so a plan never rounds its phases past the total it was given.
 */
export function wholeWeeks(total: number, shares: readonly number[]): number[] {
  const weeks = Math.max(shares.length, Math.round(total));
  const sum = shares.reduce((a, b) => a + b, 0) || 1;
  const exact = shares.map((s) => Math.max(1, (weeks * s) / sum));
  const out = exact.map((x) => Math.max(1, Math.floor(x)));
  let left = weeks - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]!.i]! += 1;
  // Phases forced up to one week can overshoot: take the excess from the longest phases.
  while (left < 0) {
    const longest = out.indexOf(Math.max(...out));
    if ((out[longest] ?? 1) <= 1) break;
    out[longest]! -= 1;
    left++;
  }
  return out;
}

/** A task's hours as the document shows them: rounded once, so every total is the sum of its shown parts. */
export function taskHours(task: PlanTask): number {
  return task.hours ? roundHours(pertMean(task.hours)) : 0;
}

/** The hours the phases will show in all (the sum of their rounded task hours). */
export function plannedHours(phases: readonly PlanPhase[]): number {
  return phases.reduce((s, p) => s + p.tasks.reduce((t, task) => t + taskHours(task), 0), 0);
}

/** A phase's whole weeks on the timeline (at least one). */
export function phaseWeeks(phase: PlanPhase): number {
  return Math.max(1, Math.round(pertMean(phase.weeks)));
}
