import { NUMBER_PATTERN, parseNumber } from "./numbers.js";

/** Symbols, longest first so "us$" wins over "$". ¥ is read as yen. */
export const SYMBOLS: Record<string, string> = {
  us$: "USD",
  a$: "AUD",
  c$: "CAD",
  r$: "BRL",
  s$: "SGD",
  hk$: "HKD",
  nz$: "NZD",
  mx$: "MXN",
  $: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "₦": "NGN",
  "₱": "PHP",
  "฿": "THB",
  "₩": "KRW",
  "₺": "TRY",
  "₪": "ILS",
  "₫": "VND",
  "₴": "UAH",
  "₵": "GHS",
};
const CODES = [
  "usd",
  "eur",
  "gbp",
  "inr",
  "aud",
  "cad",
  "chf",
  "jpy",
  "aed",
  "sgd",
  "cny",
  "brl",
  "mxn",
  "zar",
  "pkr",
  "sek",
  "nok",
  "dkk",
  "pln",
  "nzd",
  "thb",
  "ngn",
  "kes",
  "hkd",
  "sar",
  "qar",
  "myr",
  "php",
  "idr",
  "vnd",
  "krw",
  "try",
  "ils",
  "egp",
  "czk",
  "huf",
  "ron",
  "twd",
  "bdt",
  "lkr",
  "cop",
  "clp",
  "ars",
  "pen",
  "ghs",
  "uah",
  "mad",
  "kwd",
];
export const WORDS: Record<string, string> = {
  ...Object.fromEntries(CODES.map((c) => [c, c.toUpperCase()])),
  dollars: "USD",
  dollar: "USD",
  bucks: "USD",
  euro: "EUR",
  euros: "EUR",
  pounds: "GBP",
  pound: "GBP",
  rupees: "INR",
  yen: "JPY",
  dirhams: "AED",
  yuan: "CNY",
  baht: "THB",
  naira: "NGN",
  shillings: "KES",
  ringgit: "MYR",
  pesos: "MXN",
  rand: "ZAR",
  reais: "BRL",
  francs: "CHF",
  zloty: "PLN",
  złoty: "PLN",
  riyals: "SAR",
  lira: "TRY",
  won: "KRW",
};

const escape = (s: string) => s.replace(/[$]/g, "\\$");
/** Every symbol as one character class member or sequence, for patterns elsewhere (titles, lists). */
export const CURRENCY_SYMBOL = `(?:${Object.keys(SYMBOLS).map(escape).join("|")})`;

/** Codes that are also words or tech names ("try", "PHP 8", "pen"): money only in capitals, before an amount of 100 or more. */
export const AMBIGUOUS = new Set(["try", "php", "pen", "mad", "cop", "ron", "won", "rand"]);
const SYMBOL_FIRST = new RegExp(`(${CURRENCY_SYMBOL})\\s?(${NUMBER_PATTERN})`, "gi");
const CODE_FIRST = new RegExp(`\\b(${CODES.filter((c) => !AMBIGUOUS.has(c)).join("|")})\\s?(${NUMBER_PATTERN})`, "gi");
const AMBIGUOUS_CODE_FIRST = new RegExp(
  `\\b(${CODES.filter((c) => AMBIGUOUS.has(c))
    .map((c) => c.toUpperCase())
    .join("|")})\\s?(${NUMBER_PATTERN})`,
  "g",
);
const CODE_AFTER = new RegExp(
  `(${NUMBER_PATTERN})\\s*(${Object.keys(WORDS)
    .filter((w) => !AMBIGUOUS.has(w))
    .join("|")})\\b`,
  "gi",
);

export interface MoneyMention {
  amount: number;
  currency: string;
  index: number;
}

/** Every amount of money in a text, with its currency ("$40k", "€1.2m", "50,000 EUR", "two million dollars", "120 000 euros"). */
export function moneyIn(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const m of text.matchAll(SYMBOL_FIRST)) {
    const amount = parseNumber(m[2] ?? "");
    if (amount !== undefined)
      found.push({ amount, currency: SYMBOLS[(m[1] ?? "$").toLowerCase()] ?? "USD", index: m.index ?? 0 });
  }
  for (const m of text.matchAll(CODE_FIRST)) {
    const amount = parseNumber(m[2] ?? "");
    if (amount !== undefined)
      found.push({ amount, currency: WORDS[(m[1] ?? "").toLowerCase()] ?? "USD", index: m.index ?? 0 });
  }
  for (const m of text.matchAll(AMBIGUOUS_CODE_FIRST)) {
    const amount = parseNumber(m[2] ?? "");
    if (amount !== undefined && amount >= 100) found.push({ amount, currency: m[1] ?? "USD", index: m.index ?? 0 });
  }
  for (const m of text.matchAll(CODE_AFTER)) {
    const amount = parseNumber(m[1] ?? "");
    if (amount !== undefined && !found.some((f) => Math.abs(f.index - (m.index ?? 0)) < 4)) {
      found.push({ amount, currency: WORDS[(m[2] ?? "").toLowerCase()] ?? "USD", index: m.index ?? 0 });
    }
  }
  return found.filter((f) => f.amount > 0).sort((a, b) => a.index - b.index);
}

/** Words before an amount that make it the budget ("budget of", "spend up to", "total of", "max"). */
const BUDGET_BEFORE =
  /\b(budget|budgeted|spend(ing)?|up to|at most|no more than|max(imum)?|total|cap(ped)?|invest(ing|ment)?|afford|allocate[ds]?|fund(ing|s)?)\b[^.;,$€£¥₹₦\d]{0,25}$/i;
/** Words after an amount that make it a price per unit, never the budget ("$2 cost per click", "$15 CPM", "$300 a month"). */
const RATE_AFTER =
  /^\s*(?:\w+\s+)?(?:per|a|an|each|\/)\s*(?:click|conversion|lead|install|impression|thousand|hour|day|week|month|user|head|person|guest|attendee|unit|m²|m2|sq)\b|^\s*(?:cpc|cpm|cpa|cpl|cost per|each|hourly|\/\s*h)\b/i;

/**
 * The amount that is the budget: one tied to "budget / spend / up to", else the largest amount that
 * is not a price per unit (a "$2 cost per click" is a target, not what the client can spend).
 */
export function budgetMention(text: string, mentions: MoneyMention[] = moneyIn(text)): MoneyMention | undefined {
  const context = (m: MoneyMention) => ({
    before: text.slice(Math.max(0, m.index - 40), m.index),
    after: text
      .slice(m.index)
      .replace(/^\S+(\s*(k|m|mn|bn|thousand|million|billion))?/i, "")
      .slice(0, 30),
  });
  const totals = mentions.filter((m) => !RATE_AFTER.test(context(m).after));
  const tied = totals.find(
    (m) => BUDGET_BEFORE.test(context(m).before) || /^\s*(?:\w+\s+)?budget\b/i.test(context(m).after),
  );
  if (tied) return tied;
  return [...totals].sort((a, b) => b.amount - a.amount)[0];
}

/** "a budget of 50,000" with no currency: the amount (100 or more), meant in the brief's own currency. */
export function bareBudgetIn(text: string): number | undefined {
  const m = new RegExp(
    `\\bbudget\\s*(?:of|is|to|:|around|about|up to|max(?:imum)?|≈|~)?\\s*(?:about|around|roughly|up to)?\\s*(${NUMBER_PATTERN})`,
    "i",
  ).exec(text);
  const value = m?.[1] ? parseNumber(m[1]) : undefined;
  return value !== undefined && value >= 100 ? value : undefined;
}

/** A currency named without an amount ("in euros", "priced in GBP"). */
export function currencyNamed(text: string): string | undefined {
  const m = new RegExp(
    `\\b(?:in|using|priced in|currency:?)\\s+(${CODES.filter((c) => !AMBIGUOUS.has(c)).join("|")}|dollars|euros|pounds|rupees|baht|naira|yen)\\b`,
    "i",
  ).exec(text);
  return m?.[1] ? WORDS[m[1].toLowerCase()] : undefined;
}
