import type { Estimate } from "@scopewise/shared";
import { stackSegments, type StackSegment } from "./chart-geometry";
import { CONTINGENCY_COLOR, NON_LABOUR_COLOR, PHASE_COLOR, ROLE_COLORS, type ChartColor } from "./chart-colors";

export interface CostPart {
  name: string;
  cost: number;
  color: ChartColor;
}

export interface RolePart extends CostPart {
  /** Hours and rate of a role; nothing for the non-labour costs. */
  hours: number | null;
  rate: number | null;
  /** The part's share of the stacked bar, 0..1. */
  share: number;
}

/** The bars of the cost breakdown: each phase, then the contingency that covers the risks. */
export function phaseCostParts(estimate: Estimate): CostPart[] {
  return [
    ...estimate.phases.map((phase) => ({ name: phase.name, cost: phase.cost, color: PHASE_COLOR })),
    { name: "Contingency", cost: estimate.contingency, color: CONTINGENCY_COLOR },
  ];
}

/** The cost by role, plus non-labour costs (materials, media, venues...) when there are any. */
export function roleCostParts(estimate: Estimate): RolePart[] {
  const parts = estimate.roles.map((role, index) => ({
    name: role.role,
    cost: role.cost,
    hours: role.hours,
    rate: role.rate,
    color: ROLE_COLORS[index % ROLE_COLORS.length] ?? PHASE_COLOR,
  }));
  const withSpend =
    estimate.non_labor_cost > 0
      ? [
          ...parts,
          { name: "Non-labour costs", cost: estimate.non_labor_cost, hours: null, rate: null, color: NON_LABOUR_COLOR },
        ]
      : parts;
  const shares = stackSegments(
    withSpend.map((part) => part.cost),
    1,
  );
  return withSpend.map((part, index) => ({ ...part, share: shares[index]?.share ?? 0 }));
}

/** Where each part of the stacked bar goes across `width`. */
export function roleSegments(parts: RolePart[], width: number): StackSegment[] {
  return stackSegments(
    parts.map((part) => part.cost),
    width,
  );
}
