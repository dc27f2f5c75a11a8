import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import type { PlanTask } from "../../../core/plan.js";
import { usdTo } from "../../../core/reference-data.js";
import { cited, citation } from "../../../reference/cited.js";
import { channelLabel, funnel, type ChannelBenchmark } from "./channels.js";

/**
 * Conversions a channel needs before its cost per lead can be read: Meta's delivery leaves its learning
 * phase after about 50 optimisation events; the same count is used for every lead-generation channel.
 */
export const TEST_CONVERSIONS = cited(
  50,
  "Meta Business Help Center, About the learning phase (about 50 optimisation events)",
  2024,
);
/** Clicks a reach channel needs before two ad variants can be told apart (an assumption, stated as one). */
export const TEST_CLICKS = 1000;

export interface ChannelSpend {
  channel: ChannelBenchmark;
  /** In the brief's currency, rounded as the document shows it. */
  spend: number;
}

const usd = (currency: string) => usdTo(currency, 1);

/** The smallest spend (brief's currency) that gives a readable test of a channel over the whole flight. */
export function minimumTest(channel: ChannelBenchmark, weeks: number, currency: string): number {
  const floor = channel.leadGen ? TEST_CONVERSIONS.value * (channel.cpc / channel.cvr) : TEST_CLICKS * channel.cpc;
  return Math.max(channel.minDailyUsd * 7 * weeks, floor) * usd(currency);
}

/** The spend recommended when the request states none: a readable test in every four weeks of flight. */
export function recommendedSpend(channel: ChannelBenchmark, weeks: number, currency: string): number {
  const floor = channel.leadGen ? TEST_CONVERSIONS.value * (channel.cpc / channel.cvr) : TEST_CLICKS * channel.cpc;
  return Math.max(channel.minDailyUsd * 7 * weeks, floor * Math.max(1, weeks / 4)) * usd(currency);
}

/** Money rounded as the estimate rounds it (to the unit, or to 10 from 10,000), in the given direction. */
export function roundSpend(value: number, round: (v: number) => number = Math.round): number {
  const unit = Math.abs(value) >= 10_000 ? 10 : 1;
  return round(value / unit) * unit;
}

/**
 * A media total split over channels: each channel first gets its smallest readable test, the rest goes by
 * the channels' weights; below the sum of the tests, the total is shared in proportion to them.
 */
export function allocate(
  total: number,
  channels: ChannelBenchmark[],
  weeks: number,
  currency: string,
  round: (v: number) => number,
): ChannelSpend[] {
  const tests = channels.map((c) => minimumTest(c, weeks, currency));
  const testSum = tests.reduce((s, v) => s + v, 0);
  const weights = channels.reduce((s, c) => s + c.weight, 0);
  return channels.map((channel, i) => {
    const share =
      total <= testSum ? (total * tests[i]!) / testSum : tests[i]! + ((total - testSum) * channel.weight) / weights;
    return { channel, spend: roundSpend(share, round) };
  });
}

/** Funnel figures per channel and in total, as the estimate's metrics. */
export function mediaMetrics(spends: ChannelSpend[], currency: string): Record<string, number> {
  const metrics: Record<string, number> = {};
  let media = 0;
  let conversions = 0;
  for (const { channel, spend } of spends) {
    const f = funnel(spend / usd(currency), channel);
    metrics[`${channel.key}_spend`] = spend;
    metrics[`${channel.key}_impressions`] = Math.round(f.impressions);
    metrics[`${channel.key}_clicks`] = Math.round(f.clicks);
    metrics[`${channel.key}_conversions`] = Math.round(f.conversions);
    metrics[`${channel.key}_cost_per_lead`] = f.conversions > 0 ? Math.round(spend / f.conversions) : 0;
    media += spend;
    conversions += f.conversions;
  }
  metrics.media_spend = media;
  metrics.total_conversions = Math.round(conversions);
  metrics.cost_per_lead = conversions > 0 ? Math.round(media / conversions) : 0;
  return metrics;
}

/** Conversions a spend (brief's currency) buys across channels split as `allocate` would. */
export function conversionsFor(spends: ChannelSpend[], currency: string): number {
  return spends.reduce((s, { channel, spend }) => s + funnel(spend / usd(currency), channel).conversions, 0);
}

/** A media line priced exactly as given: a stated figure, or what is left of a stated budget. */
export function fixedMediaLine(name: string, amount: number, unit: string, source: string): PlanTask {
  return {
    name,
    basis: { quantity: 1, unit, unitCost: amount, source },
    cost: { optimistic: amount, likely: amount, pessimistic: amount },
  };
}

/** One line per channel for the flight's media, each with its funnel in the line's source. */
export function channelLines(
  t: Translate,
  spends: ChannelSpend[],
  source: (c: ChannelBenchmark) => string,
): PlanTask[] {
  return spends.map(({ channel, spend }) =>
    fixedMediaLine(
      t("Media spend: {{channel}}", { channel: channelLabel(t, channel.key) }),
      spend,
      t("lump sum"),
      source(channel),
    ),
  );
}

/** The funnel of each channel in words, for the assumptions (impressions, clicks, leads and cost per lead). */
export function funnelSentences(t: Translate, brief: Brief, spends: ChannelSpend[]): string[] {
  const n = (v: number) => formatNumber(v, 0, brief.language);
  return spends.map(({ channel, spend }) => {
    const f = funnel(spend / usd(brief.currency), channel);
    return t(
      "{{channel}}: {{spend}} buys about {{impressions}} impressions, {{clicks}} clicks and {{leads}} leads ({{cpl}} per lead) at {{sources}}.",
      {
        channel: channelLabel(t, channel.key),
        spend: formatMoney(spend, brief.currency, brief.language),
        impressions: n(f.impressions),
        clicks: n(f.clicks),
        leads: n(f.conversions),
        cpl: f.conversions > 0 ? formatMoney(spend / f.conversions, brief.currency, brief.language) : "—",
        sources: channel.sources,
      },
    );
  });
}

export const TEST_SOURCE = citation(TEST_CONVERSIONS);
