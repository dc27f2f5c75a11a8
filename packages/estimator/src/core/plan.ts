import type { Brief, Domain } from "@scopewise/shared";
import type { ThreePoint } from "./pert.js";

/** What each domain model produces; `finalize` turns it into the contract's estimate. */
export interface PlanTask {
  name: string;
  /** Labour: the role doing it and its three-point hours. */
  role?: string;
  hours?: ThreePoint;
  /** Non-labour cost (materials, media spend, venue...), three-point in the brief's currency. */
  cost?: ThreePoint;
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
  constraintNotes?: { budget?: string; budgetFeasible?: boolean; deadline?: string; deadlineFeasible?: boolean; deadlineSlackWeeks?: number };
}

export type DomainModel = (brief: Brief) => Plan;
