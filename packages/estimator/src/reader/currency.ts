/**
 * Signs and words that several currencies write the same way, and the currencies each may mean.
 * "US$", "C$", "MX$" and "R$" name one currency and are not among them.
 */
const DOLLAR = {
  pattern: /(?<![\p{L}])\$|\bdollars?\b|\bd[óo]lar(?:es)?\b|\bdollari\b/iu,
  currencies: new Set(["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "TWD", "MXN", "ARS", "CLP", "COP"]),
};
const SHARED_SIGNS: Array<{ pattern: RegExp; currencies: ReadonlySet<string> }> = [
  DOLLAR,
  { pattern: /\bpesos?\b/iu, currencies: new Set(["MXN", "ARS", "CLP", "COP", "UYU", "PHP"]) },
];

/**
 * The currency a request is priced in: the one its amounts or words state, unless they state it with
 * a sign that several currencies share and the place of the work writes its own currency with that
 * sign ("$" in Mexico is MXN, in Montréal CAD; "pesos" in Bogotá COP). With nothing stated, the
 * place's currency; undefined when neither says.
 */
export function currencyOfRequest(
  stated: { currency: string; source: string } | undefined,
  placeCurrency: string | undefined,
  language?: string,
): string | undefined {
  if (!stated) return placeCurrency;
  if (!placeCurrency) return dollarOfLanguage(stated, language) ?? stated.currency;
  if (placeCurrency === stated.currency) return stated.currency;
  const shared = SHARED_SIGNS.find((sign) => sign.pattern.test(stated.source) && sign.currencies.has(stated.currency));
  return shared?.currencies.has(placeCurrency) ? placeCurrency : stated.currency;
}

/**
 * A bare dollar sign in a request whose place is unknown, by the request's language: French written with
 * "$" is Canada's (Quebec, New Brunswick), where the other French-speaking economies write euros, francs
 * or their own signs. Other languages' dollars stay as read.
 */
const DOLLAR_OF_LANGUAGE: Record<string, string> = { fr: "CAD" };
function dollarOfLanguage(
  stated: { currency: string; source: string },
  language: string | undefined,
): string | undefined {
  if (stated.currency !== "USD" || !language || !DOLLAR.pattern.test(stated.source)) return undefined;
  return DOLLAR_OF_LANGUAGE[language];
}

/**
 * The currency most requests written in a language are priced in, when neither an amount nor a known
 * place says (a German request for a site in a town the gazetteer lacks is far likelier in euros than
 * in dollars). Portuguese is Brazil's before Portugal's (about twenty times the speakers and the
 * economy); Spanish and French go to the euro, where most of their written proposals are priced.
 */
const LANGUAGE_CURRENCY: Record<string, string> = { de: "EUR", fr: "EUR", it: "EUR", nl: "EUR", es: "EUR", pt: "BRL" };

export function currencyOfLanguage(language: string): string | undefined {
  return LANGUAGE_CURRENCY[language];
}
