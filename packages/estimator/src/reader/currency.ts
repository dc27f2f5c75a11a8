/**
 * Signs and words that several currencies write the same way, and the currencies each may mean.
 * "US$", "C$", "MX$" and "R$" name one currency and are not among them.
 */
const SHARED_SIGNS: Array<{ pattern: RegExp; currencies: ReadonlySet<string> }> = [
  { pattern: /(?<![\p{L}])\$|\bdollars?\b|\bd[óo]lar(?:es)?\b|\bdollari\b/iu, currencies: new Set(["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "TWD", "MXN", "ARS", "CLP", "COP"]) },
  { pattern: /\bpesos?\b/iu, currencies: new Set(["MXN", "ARS", "CLP", "COP", "UYU", "PHP"]) },
];

/**
 * The currency a request is priced in: the one its amounts or words state, unless they state it with
 * a sign that several currencies share and the place of the work writes its own currency with that
 * sign ("$" in Mexico is MXN, in Montréal CAD; "pesos" in Bogotá COP). With nothing stated, the
 * place's currency; undefined when neither says.
 */
export function currencyOfRequest(stated: { currency: string; source: string } | undefined, placeCurrency: string | undefined): string | undefined {
  if (!stated) return placeCurrency;
  if (!placeCurrency || placeCurrency === stated.currency) return stated.currency;
  const shared = SHARED_SIGNS.find((sign) => sign.pattern.test(stated.source) && sign.currencies.has(stated.currency));
  return shared?.currencies.has(placeCurrency) ? placeCurrency : stated.currency;
}
