export { LANGUAGES, isSupportedLanguage, supportedLanguage, type Language } from "./languages.js";
export { translator, type MessageValues, type Translate } from "./translate.js";
export { figuresIn, formatMoney, formatNumber, isoDateOf, localeOf, type Figures } from "./format.js";
export { countryOf, currencyCountry, siteCountry } from "./places.js";
export { domainNames, kindName, kindNames } from "./kinds.js";
export { CATALOGUES, type Catalogue } from "./catalogues.js";
