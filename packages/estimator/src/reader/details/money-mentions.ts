import type { BriefDetails } from "@scopewise/shared";
import { channelsIn } from "../../kinds/marketing/shared/channels.js";
import { moneyMentions } from "../money.js";

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

/**
 * Every amount of the request with what it is for: on one named channel, media (next to "media", "ad
 * spend", "advertising"), per month or not, and the words around it.
 */
export function moneyFor(summary: string): NonNullable<BriefDetails["money"]> {
  return moneyMentions(summary).map((m) => {
    const before = summary.slice(Math.max(0, m.index - 40), m.index);
    let after = summary.slice(m.end, m.end + 60);
    const perMonth = MONTHLY_AFTER.exec(after);
    if (perMonth) after = after.slice(perMonth[0].length);
    const onChannel = ON_CHANNEL.exec(after);
    const named = onChannel ? after.slice(onChannel[0].length, onChannel[0].length + 24) : "";
    const channel =
      onChannel && !CAMPAIGN_WORD.test(named)
        ? channelsIn(named).filter((c) => c.keywords.exec(named)?.index === 0)
        : [];
    const media = channel.length !== 1 && (MEDIA_BEFORE.test(before) || MEDIA_AFTER.test(after));
    return {
      amount: m.amount,
      currency: m.currency,
      per_month: perMonth !== null,
      ...(channel.length === 1 ? { channel: channel[0]!.key } : {}),
      media,
      // The media figure's own words; any other amount's, the request's opening (what a channel split is quoted by).
      words: (media ? summary.slice(Math.max(0, m.index - 12), m.end + 16).trim() : summary.slice(0, 60)).slice(0, 200),
    };
  });
}
