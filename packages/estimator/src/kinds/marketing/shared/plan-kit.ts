import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { roundMoney } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { PlanRisk, PlanTask } from "../../../core/plan.js";
import { riskExposure } from "../../../core/finalize.js";
import { CHANNELS, channelLabel, type ChannelBenchmark } from "./channels.js";
import type { MarketingRole, RateCard } from "./roles.js";

/** A labour task: a role's three-point hours around the expected hours (tasks tend to overrun more than underrun). */
export function labour(
  card: RateCard,
  name: string,
  role: MarketingRole,
  hours: number,
  low = 0.85,
  high = 1.4,
): PlanTask {
  return { name, role: card.name(role), hours: threePointWithMean(hours, low, high) };
}

/** What a labour task costs as the estimate prices it (expected hours × the role's rate). */
export function labourCost(card: RateCard, tasks: ReadonlyArray<{ role: MarketingRole; hours: number }>): number {
  return tasks.reduce((s, task) => s + task.hours * card.rate(task.role), 0);
}

/** The contingency a risk register adds, rounded per risk as the risk table shows it. */
export function contingencyOf(risks: readonly PlanRisk[]): number {
  return risks.reduce((s, r) => s + riskExposure({ probability: r.probability, impact: roundMoney(r.impact) }), 0);
}

/**
 * The channels a request names (as the reader's keys or as words); with none, search and Meta, the two
 * most common pairings, and says so.
 */
export function channelsOf(
  brief: Brief,
  fallback: readonly string[] = ["meta", "search"],
): { channels: ChannelBenchmark[]; assumed: boolean } {
  const keys = new Set(brief.quantities.channels ?? []);
  const read = new Set(brief.details?.channels_named ?? []);
  const named = [...new Set([...CHANNELS.filter((c) => keys.has(c.key)), ...CHANNELS.filter((c) => read.has(c.key))])];
  if (named.length > 0) return { channels: named, assumed: false };
  return { channels: CHANNELS.filter((c) => fallback.includes(c.key)), assumed: true };
}

export function channelList(t: Translate, channels: readonly ChannelBenchmark[]): string {
  return channels.map((c) => channelLabel(t, c.key)).join(", ");
}

/** Whole weeks, at least one. */
export const wholeWeeks = (weeks: number) => Math.max(1, Math.round(weeks));
