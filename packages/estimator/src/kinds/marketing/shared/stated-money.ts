import type { Brief } from "@scopewise/shared";
import { FX_PER_USD } from "../../../core/reference-data.js";
import { moneyMentions, type Money } from "../../../reader/money.js";
import { channelsIn } from "./channels.js";

/** Weeks in an average month (52.18 / 12), to turn months into weeks and back. */
export const WEEKS_PER_MONTH = 4.345;

/** Words that make an amount the media (advertising) spend, in the five languages. */
const MEDIA_TERM =
  "(?:paid\\s+media|media|ad\\s?spend|ads?|advertising|medios|publicidad|anuncios|inversi[oó]n\\s+publicitaria|m[ée]dias?|m[íi]dia|an[úu]ncios|werbung|werbe(?:budget|ausgaben|mittel)|media-?budget|mediabudget|anzeigen|achat\\s+m[ée]dia|publicit[ée]|publicitaire)";
const MEDIA_BEFORE = new RegExp(
  `(?<!social\\s|sociales\\s|sociaux\\s|sociais\\s)\\b${MEDIA_TERM}\\s*(?:spend|budget|buy|presupuesto|budget)?\\s*(?:of|de|von|d'|:|=|is|es|ist|est|é|around|about|approx\\.?)?\\s*$`,
  "iu",
);
const MEDIA_AFTER = new RegExp(
  `^\\s*(?:of|in|on|de|en|an|em|für|pour|para|für)?\\s*(?:budget\\s+|presupuesto\\s+(?:de|en)\\s+|inversi[oó]n\\s+(?:en\\s+)?|verba\\s+de\\s+|investimento\\s+(?:em\\s+)?|budget\\s+(?:de\\s+)?|ausgaben\\s+(?:für\\s+)?)?${MEDIA_TERM}(?![\\p{L}])`,
  "iu",
);
/** "… a month", "… per month", "… monthly" (and the other six languages) right after an amount. */
const MONTHLY_AFTER =
  /^\s*(?:(?:a|per|each|every|\/|al|por|pro|im|par|ao|por)\s*(?:month|mese|mes|monat|mois|mês|maand|mo)(?![\p{L}])|(?:monthly|mensuales?|mensual|monatlich|mensuel(?:le)?s?|mensais|mensal|mensil[ei]|maandelijks)(?![\p{L}]))/iu;
/** An amount put on one channel: "$3,000 on Google Ads", "2.000 € en Meta". */
const ON_CHANNEL =
  /^\s*(?:of\s+\w+\s+)?(?:on|in|en|auf|sur|em|no|na)\s+(?:the\s+|el\s+|la\s+|der\s+|die\s+|le\s+|o\s+|a\s+)?/iu;
const CAMPAIGN_WORD = /\b(campaigns?|campañas?|kampagnen?|campagnes?|campanhas?)\b/i;

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
function inCurrency(m: Money, currency: string): number {
  const from = FX_PER_USD[m.currency];
  const to = FX_PER_USD[currency];
  return from && to ? (m.amount / from) * to : m.amount;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.01 * Math.abs(b));

/**
 * Reads what the request says about money: a media spend (in total, per month or per channel), a total
 * budget that must also pay the fees, or a monthly budget. Amounts next to "media", "ad spend",
 * "advertising" (or on a named channel) are media; the brief's budget is media when it is one of them.
 */
export function readMoney(brief: Brief, flightWeeks: number): MoneyReading {
  const text = `${brief.summary}`;
  const perChannel: Record<string, number> = {};
  let media = 0;
  let mediaWords: string | undefined;
  let monthly: number | undefined;
  const mediaAmounts: number[] = [];
  for (const m of moneyMentions(text)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    let after = text.slice(m.end, m.end + 60);
    const perMonth = MONTHLY_AFTER.exec(after);
    if (perMonth) after = after.slice(perMonth[0].length);
    const amount = inCurrency(m, brief.currency);
    const flight = perMonth ? (amount * flightWeeks) / WEEKS_PER_MONTH : amount;
    const onChannel = ON_CHANNEL.exec(after);
    const named = onChannel ? after.slice(onChannel[0].length, onChannel[0].length + 24) : "";
    const channel =
      onChannel && !CAMPAIGN_WORD.test(named)
        ? channelsIn(named).filter((c) => c.keywords.exec(named)?.index === 0)
        : [];
    if (channel.length === 1) {
      perChannel[channel[0]!.key] = (perChannel[channel[0]!.key] ?? 0) + flight;
      mediaAmounts.push(amount);
    } else if (MEDIA_BEFORE.test(before) || MEDIA_AFTER.test(after)) {
      media += flight;
      mediaAmounts.push(amount);
      mediaWords ??= text.slice(Math.max(0, m.index - 12), m.end + 16).trim();
    } else if (perMonth) {
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
    ...(stated > 0 ? { media: stated, mediaWords: mediaWords ?? text.slice(0, 60) } : {}),
    perChannel,
    budgetIsMedia,
    ...(brief.budget !== undefined && !budgetIsMedia ? { total: brief.budget } : {}),
    ...(monthly !== undefined ? { monthly } : {}),
  };
}
