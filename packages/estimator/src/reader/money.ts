import { AMBIGUOUS, CODES, CURRENCY_NAMES as NAMES, SYMBOL_ALIASES } from "./currency-signs.js";
import { NUMBER, parseAmount } from "./numerals.js";
import { compiled } from "./compiled.js";

const escape = (s: string) => s.replace(/[$.]/g, (c) => `\\${c}`);
const SYMBOL = `(?:${Object.keys(SYMBOL_ALIASES)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|")})`;
const NAME = `(?:${Object.keys(NAMES)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|")})`;
/** Codes that are words too ("try", "pen", "PHP 8"): money only in capitals, before an amount of 100 or more. */
const AMBIGUOUS_CODES = new Set(CODES.filter((code) => AMBIGUOUS.has(code)));
const AMBIGUOUS_CODE = `(?:${[...AMBIGUOUS_CODES].join("|")})`;
/** "M"/"m" as millions, only right next to money ("2M€", "€1.5m", "3 M USD"). */
const MILLION = "(?:\\s?(m|mm)(?![\\p{L}²]))?";

const BEFORE = new RegExp(`(${SYMBOL}|\\b${NAME}\\b|\\b${AMBIGUOUS_CODE}\\b)\\s?(${NUMBER})${MILLION}`, "giu");
const AFTER = new RegExp(
  `(${NUMBER})${MILLION}(?:,-|\\.-|,--)?\\s?(?:de\\s+|d'|em\\s+)?(${SYMBOL}|${NAME}(?![\\p{L}]))`,
  "giu",
);

export interface Money {
  amount: number;
  currency: string;
  /** The words it was read from ("Presupuesto 3.500 €" → "3.500 €"). */
  text: string;
  index: number;
  end: number;
}

function currencyOf(token: string): string | undefined {
  const key = token.toLowerCase();
  return SYMBOL_ALIASES[key] ?? NAMES[key] ?? (AMBIGUOUS_CODES.has(key) ? key.toUpperCase() : undefined);
}

/**
 * Every amount of money in a text, in any of the request languages, with its currency and the words it was read
 * from: symbols and codes before or after the amount ("$40k", "3.500 €", "CHF 12,000", "2M€"), currency names
 * ("30k euros", "150 millones de pesos"), every locale's separators. The one money parser: the reader, the
 * brief's revisions and the kind models all read money with it.
 */
export function moneyMentions(text: string): Money[] {
  const found: Money[] = [];
  const add = (amountText: string, million: string | undefined, token: string, index: number, length: number) => {
    const base = parseAmount(amountText);
    const currency = currencyOf(token.trim());
    if (base === undefined || !currency) return;
    // "M" after an already scaled amount ("2 millones M") is not a second scale.
    const amount = million && !/[a-z]/i.test(amountText.replace(/^[\d\s.,']+/, "")) ? base * 1e6 : base;
    if (amount <= 0 || found.some((f) => index < f.end && f.index < index + length)) return;
    found.push({
      amount: Math.round(amount * 100) / 100,
      currency,
      text: text.slice(index, index + length),
      index,
      end: index + length,
    });
  };
  for (const m of text.matchAll(BEFORE)) {
    // Codes that are words too ("try", "pen") count only in capitals, before an amount of 100 or more.
    const code = (m[1] ?? "").toLowerCase();
    if (AMBIGUOUS.has(code) && (m[1] !== m[1]?.toUpperCase() || (parseAmount(m[2] ?? "") ?? 0) < 100)) continue;
    add(m[2] ?? "", m[3], m[1] ?? "", m.index ?? 0, m[0].length);
  }
  for (const m of text.matchAll(AFTER)) add(m[1] ?? "", m[2], m[3] ?? "", m.index ?? 0, m[0].length);
  return found.sort((a, b) => a.index - b.index);
}

/** Words before an amount that make it the budget, in the five languages. */
const BUDGET_BEFORE =
  /\b(budget\w*|presupuesto|presupuestad\w*|or[çc]amento|verba|etat|kostenrahmen|up to|at most|no more than|max(imum|\.)?|m[aá]ximo|hasta|bis zu|höchstens|jusqu'à|jusqu’à|até|total|we have|we've got|tenemos|disponemos de|contamos con|haben|avons|dispose de|temos|spend|gastar|invertir|investir|investieren|around|about|approx\w*|roughly|unos|cerca de|rund|etwa|ca\.|environ|aproximadamente|preventivo|spesa|spendere|investire|disponiamo di|abbiamo|fino a|al massimo|massimo|circa|intorno a|begroting|maximaal|hooguit|tot|we hebben|beschikbaar|investeren|ongeveer|rond)\s*:?\s*(de\s+|von\s+|of\s+|d'|um\s+|une?\s+|an?\s+|di\s+|van\s+|een\s+)?$/i;
/** Words after an amount that make it a price per unit or a figure of the client's business, not the budget. */
/** Words that name an incentive or honorarium paid to a participant, in the seven languages. */
export const INCENTIVE_WORDS =
  "incentives?|honorari(?:um|a|os?)|stipends?|vouchers?|gift\\s?cards?|incentivos?|gratificaci[oó]n|aufwandsentsch[äa]digung(?:en)?|incitations?|d[ée]dommagements?|gratifications?|incentiv[oi]|compensi|vergoeding(?:en)?|cadeaubon(?:nen)?";
const NOT_BUDGET_AFTER = new RegExp(
  `^\\s*(?:\\/|per\\b|por\\b|pro\\b|par\\b|a\\s+(?:month|year|week|day|head)|an?\\s+hour|al\\s+(?:mes|año|día)|ao\\s+(?:mês|ano)|each|cada|je\\b|monthly|mensual|monatlich|mensuel|mensais|al\\s+(?:mese|giorno)|all'anno|a\\s+persona|mensil[ei]|maandelijks|di\\s+fatturato|de\\s+(?:facturación|ventas)|(?:in\\s+)?(?:revenue|turnover|sales|arr|mrr)\\b|de\\s+chiffre|de\\s+faturamento|umsatz|omzet|fatturato|(?:of\\s+|de\\s+)?(?:capex|investment|inversión|investition|investissement|investimento)\\b|(?:\\w+\\s+)?(?:${INCENTIVE_WORDS})\\b)`,
  "i",
);
const NOT_BUDGET_BEFORE =
  /\b(revenue|turnover|sales of|facturación|facturamos|umsatz|chiffre d'affaires|faturamento|faturamos|raised|levantamos|price[sd]? at|charging|cobrar|cobramos|kostet|kosten|coûte|coûtent|custa|custam|cost|costs|cuesta|cuestan|priced|prices?|precios?|preise?|prix|preços?|fatturato|fatturiamo|omzet|costa|costano|kost|prezz[oi]|prijs|prijzen)\b[^.;]{0,20}$/i;

/** The budget: an amount tied to "budget / up to / presupuesto…", else the largest amount that is not a rate or a revenue. */
export function budgetOf(text: string, mentions: Money[] = moneyMentions(text)): Money | undefined {
  const totals = mentions.filter(
    (m) =>
      !NOT_BUDGET_AFTER.test(text.slice(m.end, m.end + 30)) &&
      !NOT_BUDGET_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)),
  );
  const tied = totals.find(
    (m) =>
      BUDGET_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) ||
      /^\s*(?:of\s+)?budget\b/i.test(text.slice(m.end, m.end + 20)),
  );
  return tied ?? [...totals].sort((a, b) => b.amount - a.amount)[0];
}

const NAMED_CURRENCY = new RegExp(
  `\\b(?:in|en|em|auf|currency:?|moneda:?|devise:?|moeda:?|währung:?|valuta:?)\\s+(${NAME})\\b`,
  "iu",
);

/** A currency named without an amount ("in euros", "en dólares", "em reais"). */
export function currencyNamedIn(text: string): { currency: string; text: string } | undefined {
  const m = NAMED_CURRENCY.exec(text);
  const currency = m?.[1] ? currencyOf(m[1]) : undefined;
  return currency && m ? { currency, text: m[0] } : undefined;
}

/** "a budget of 50,000" / "Presupuesto: 20.000" with no currency: the amount (100 or more). */
export function bareBudget(text: string): { amount: number; text: string } | undefined {
  const m = compiled(
    `\\b(?:budget|presupuesto|or[çc]amento|verba|preventivo|begroting)\\s*(?:of|is|de|von|:|around|about|up to|max(?:imum)?|≈|~|di|van|è|massimo|maximaal)?\\s*(?:about|around|roughly|up to|unos|cerca de|ca\\.|environ|rund|circa|ongeveer)?\\s*(${NUMBER})`,
    "iu",
  ).exec(text);
  const amount = m?.[1] ? parseAmount(m[1]) : undefined;
  return amount !== undefined && amount >= 100 && m ? { amount, text: m[0] } : undefined;
}

/** Every currency the request names, by its amounts and in words ("$", "in pesos"): what settles an ambiguous place. */
export function currenciesStated(
  mentions: readonly Money[],
  named: { currency: string } | undefined,
): ReadonlySet<string> {
  return new Set([...mentions.map((m) => m.currency), ...(named ? [named.currency] : [])]);
}
