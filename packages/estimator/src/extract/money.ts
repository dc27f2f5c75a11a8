import { NUMBER_PATTERN, parseNumber } from "./numbers.js";

const SYMBOLS: Record<string, string> = { "us$": "USD", $: "USD", "a$": "AUD", "c$": "CAD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₦": "NGN", "r$": "BRL" };
const WORDS: Record<string, string> = {
  usd: "USD", dollars: "USD", dollar: "USD", bucks: "USD", eur: "EUR", euro: "EUR", euros: "EUR", gbp: "GBP", pounds: "GBP", pound: "GBP",
  inr: "INR", rupees: "INR", aud: "AUD", cad: "CAD", chf: "CHF", jpy: "JPY", yen: "JPY", aed: "AED", dirhams: "AED", sgd: "SGD",
  cny: "CNY", yuan: "CNY", brl: "BRL", mxn: "MXN", zar: "ZAR", pkr: "PKR", sek: "SEK", nok: "NOK", dkk: "DKK", pln: "PLN", nzd: "NZD",
};

const SYMBOL_FIRST = new RegExp(`(us\\$|a\\$|c\\$|r\\$|\\$|€|£|¥|₹|₦)\\s?(${NUMBER_PATTERN})`, "gi");
const CODE_FIRST = new RegExp(`\\b(usd|eur|gbp|inr|aud|cad|chf|jpy|aed|sgd|cny|brl|mxn|zar|pkr|sek|nok|dkk|pln|nzd)\\s?(${NUMBER_PATTERN})`, "gi");
const CODE_AFTER = new RegExp(`(${NUMBER_PATTERN})\\s*(${Object.keys(WORDS).join("|")})\\b`, "gi");

export interface MoneyMention {
  amount: number;
  currency: string;
  index: number;
}

/** Every amount of money in a text, with its currency ("$40k", "€1.2m", "50,000 EUR", "two million dollars"). */
export function moneyIn(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const m of text.matchAll(SYMBOL_FIRST)) {
    const amount = parseNumber(m[2] ?? "");
    if (amount !== undefined) found.push({ amount, currency: SYMBOLS[(m[1] ?? "$").toLowerCase()] ?? "USD", index: m.index ?? 0 });
  }
  for (const m of text.matchAll(CODE_FIRST)) {
    const amount = parseNumber(m[2] ?? "");
    if (amount !== undefined) found.push({ amount, currency: WORDS[(m[1] ?? "").toLowerCase()] ?? "USD", index: m.index ?? 0 });
  }
  for (const m of text.matchAll(CODE_AFTER)) {
    const amount = parseNumber(m[1] ?? "");
    if (amount !== undefined && !found.some((f) => Math.abs(f.index - (m.index ?? 0)) < 3)) {
      found.push({ amount, currency: WORDS[(m[2] ?? "").toLowerCase()] ?? "USD", index: m.index ?? 0 });
    }
  }
  return found.filter((f) => f.amount > 0).sort((a, b) => a.index - b.index);
}

/** A currency named without an amount ("in euros", "priced in GBP"). */
export function currencyNamed(text: string): string | undefined {
  const m = /\b(?:in|using|priced in|currency:?)\s+(usd|eur|gbp|inr|aud|cad|chf|jpy|aed|sgd|dollars|euros|pounds|rupees)\b/i.exec(text);
  return m?.[1] ? WORDS[m[1].toLowerCase()] : undefined;
}
