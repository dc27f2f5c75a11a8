/**
 * Helpers shared by the marketing kinds' tests: briefs, the reference FX of the engine, and checks that a
 * figure the client stated is priced as given, apart from the fees.
 */
import type { BriefInput, Estimate, Kind } from "@scopewise/shared";
import { expect } from "vitest";
import { FX_PER_USD } from "../../src/core/reference-data.js";
import { sum } from "../fixtures.js";

export const brief = (kind: Kind, summary: string, extra: Partial<BriefInput> = {}): BriefInput & { kind: Kind } => ({
  domain: "marketing",
  kind,
  title: "Marketing",
  summary,
  ...extra,
});

/** A USD figure in another currency at the engine's reference rates (the ranges below are published in USD). */
export const fromUsd = (usd: number, currency: string): number => usd * (FX_PER_USD[currency] ?? 1);

export const STATED = "stated in the request";

/**
 * A stated amount is one line priced exactly as given (quantity 1 × the amount), and the fees are
 * other lines: the estimate minus that line is the fees, production and contingency.
 */
export function expectStatedLine(e: Estimate, amount: number): void {
  const lines = e.lines ?? [];
  const stated = lines.filter((l) => l.source === STATED);
  expect(stated.map((l) => l.cost)).toContain(amount);
  const line = stated.find((l) => l.cost === amount)!;
  expect(line.quantity * line.unit_cost).toBe(amount);
  const others = sum(lines.filter((l) => l !== line).map((l) => l.cost));
  expect(others + amount + e.contingency).toBe(e.total_cost.expected);
  expect(others).toBeGreaterThan(0);
}
