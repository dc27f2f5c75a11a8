import type { Brief } from "@scopewise/shared";
import { FX_PER_USD } from "../../../core/reference-data.js";

/** Weeks in an average month (52.18 / 12), to turn months into weeks and back. */
export const WEEKS_PER_MONTH = 4.345;

export interface MoneyReading {
  /** The media spend the request states for the whole flight, in the brief's currency. */
  media?: number;
  /** Media the request puts on named channels (channel key → amount for the flight). */
  perChannel: Record<string, number>;
  /** The stated budget is the media spend (so it is compared with the media part alone). */
  budgetIsMedia: boolean;
  /** A budget that must cover the agency's fees and any spend. */
  total?: number;
  /** An amount stated per month that is not media (a retainer budget). */
  monthly?: number;
  /** What the media figure was read from ("€5,000 media"), for the assumptions. */
  mediaWords?: string;
}

/** An amount in the brief's currency (reference rates), or as written when either rate is unknown. */
function inCurrency(m: { amount: number; currency: string }, currency: string): number {
  const from = FX_PER_USD[m.currency];
  const to = FX_PER_USD[currency];
  return from && to ? (m.amount / from) * to : m.amount;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.01 * Math.abs(b));

/**
 * What the request says about money, as the reader read each amount: a media spend (in total, per month
 * or per channel), a total budget that must also pay the fees, or a monthly budget. The brief's budget
 * is media when it is one of the media amounts.
 */
export function readMoney(brief: Brief, flightWeeks: number): MoneyReading {
  const perChannel: Record<string, number> = {};
  let media = 0;
  let mediaWords: string | undefined;
  let monthly: number | undefined;
  const mediaAmounts: number[] = [];
  for (const m of brief.details?.money ?? []) {
    const amount = inCurrency(m, brief.currency);
    const flight = m.per_month ? (amount * flightWeeks) / WEEKS_PER_MONTH : amount;
    if (m.channel) {
      perChannel[m.channel] = (perChannel[m.channel] ?? 0) + flight;
      mediaAmounts.push(amount);
    } else if (m.media) {
      media += flight;
      mediaAmounts.push(amount);
      mediaWords ??= m.words;
    } else if (m.per_month) {
      monthly = amount;
    }
  }
  const channelTotal = Object.values(perChannel).reduce((s, v) => s + v, 0);
  const stated = channelTotal > 0 ? channelTotal : media;
  const budgetIsMedia =
    brief.budget !== undefined &&
    stated > 0 &&
    (mediaAmounts.some((a) => close(a, brief.budget!)) || close(stated, brief.budget));
  return {
    ...(stated > 0 ? { media: stated, mediaWords: mediaWords ?? brief.details?.money?.[0]?.words ?? "" } : {}),
    perChannel,
    budgetIsMedia,
    ...(brief.budget !== undefined && !budgetIsMedia ? { total: brief.budget } : {}),
    ...(monthly !== undefined ? { monthly } : {}),
  };
}
