/**
 * The light half of the package, without i18next or the catalogues: figures written for a language
 * and a site, places → countries, project-type names, and English messages with their values put in.
 * The web app imports this on every page and loads the catalogues (the package's main entry) only
 * for a request in another language.
 */
import type { MessageValues, Translate } from "./translate-types.js";

export { figuresIn, formatMoney, formatNumber, isoDateOf, localeOf, type Figures } from "./format.js";
export { countryCurrency, countryLabel, countryOf, currencyCountry, siteCountry } from "./places.js";
export { domainNames, kindName, kindNames } from "./kinds.js";
export { LANGUAGES, isSupportedLanguage, supportedLanguage, type Language } from "./languages.js";
export type { MessageValues, Translate };

/** English needs no catalogue: the message is its own text, with `{{name}}` replaced by its value. */
export const english: Translate = (message, values) =>
  values
    ? message.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : message;
