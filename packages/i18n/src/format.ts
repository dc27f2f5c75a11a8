import { supportedLanguage } from "./languages.js";
import { siteCountry } from "./places.js";

/**
 * The countries whose own way of writing figures each language has a locale for; a site elsewhere
 * gets the language's default (the first). English stays en-US unless the site is in a country with
 * its own English locale.
 */
const LOCALE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  en: ["US", "GB", "IE", "CA", "AU", "NZ", "IN", "ZA", "SG"],
  es: ["ES", "MX", "AR", "CO", "CL", "PE", "US"],
  de: ["DE", "AT", "CH", "LU", "BE"],
  fr: ["FR", "CA", "BE", "CH", "LU"],
  pt: ["PT", "BR"],
  it: ["IT", "CH", "SM"],
  nl: ["NL", "BE"],
};

/**
 * The Intl locale figures are written in: the request's language as the site's country writes it
 * (a Portuguese request for a site in Brazil → pt-BR, a French one for Canada → fr-CA), else the
 * language's own (de → de-DE). Without a location, a currency only one country uses stands for it.
 * Any other language is written in English.
 */
export function localeOf(language?: string, location?: string, currency?: string): string {
  const code = supportedLanguage(language);
  const countries = LOCALE_COUNTRIES[code] ?? ["US"];
  const country = siteCountry(location, currency);
  return `${code}-${country && countries.includes(country) ? country : countries[0]}`;
}

/** Formatters are costly to build and a proposal writes hundreds of figures: one per locale and style. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Figures written the way one locale writes them. */
export interface Figures {
  locale: string;
  /** Whole units of a currency unless `fractionDigits` allows more ("13.822 €" in de-DE, "R$ 13.822" in pt-BR). */
  money(value: number, currency: string, fractionDigits?: number): string;
  /** At most `fractionDigits` decimals, grouped as the locale groups them. */
  number(value: number, fractionDigits?: number): string;
  /** A share: 0.6 → "60%" in en-US, "60 %" in de-DE; `signed` writes "+35%". */
  percent(share: number, signed?: boolean): string;
  /** A calendar date (YYYY-MM-DD) in words: "25 November 2026", "25. November 2026", "25 de novembro de 2026". */
  date(isoDate: string): string;
}

/**
 * Italian prices and areas group four-digit figures ("1.500 €", "1.500 mq"), where the locale data
 * starts grouping at five digits and would print "1500".
 */
const ALWAYS_GROUPED = new Set(["it"]);

export function figuresIn(locale: string): Figures {
  const grouping: Intl.NumberFormatOptions = ALWAYS_GROUPED.has(locale.split("-")[0] ?? "")
    ? { useGrouping: "always" }
    : {};
  return {
    locale,
    money: (value, currency, fractionDigits = 0) =>
      numberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: fractionDigits,
        ...grouping,
      }).format(value),
    number: (value, fractionDigits = 0) =>
      numberFormat(locale, { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0, ...grouping }).format(
        value,
      ),
    percent: (share, signed = false) =>
      numberFormat(locale, {
        style: "percent",
        maximumFractionDigits: 0,
        ...(signed ? { signDisplay: "exceptZero" } : {}),
      }).format(share),
    date: (isoDate) => longDate(locale, isoDate),
  };
}

/** The calendar date as given (no clock, no time zone); English writes day, month, year. Text that is not a date is kept. */
function longDate(locale: string, isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale.startsWith("en-") ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** Month names of every language the dates are written in → month number, to read a written date back. */
let monthNumbers: Map<string, number> | undefined;

function monthNumber(name: string): number | undefined {
  if (!monthNumbers) {
    monthNumbers = new Map();
    for (const locale of ["en-GB", "es-ES", "de-DE", "fr-FR", "pt-PT", "it-IT", "nl-NL"]) {
      const month = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
      for (let m = 0; m < 12; m++) monthNumbers.set(month.format(Date.UTC(2026, m, 1)).toLowerCase(), m + 1);
    }
  }
  return monthNumbers.get(name.toLowerCase());
}

/** A date as YYYY-MM-DD, or as `Figures.date` wrote it in any of the languages ("25 de noviembre de 2026"); else undefined. */
export function isoDateOf(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return iso[0];
  const written = /^(\d{1,2})\.?\s+(?:de\s+)?(\p{L}+)\s+(?:de\s+)?(\d{4})$/u.exec(text.trim());
  const month = written ? monthNumber(written[2] ?? "") : undefined;
  if (!written || month === undefined) return undefined;
  return `${written[3]}-${String(month).padStart(2, "0")}-${written[1]!.padStart(2, "0")}`;
}

/** Money in a request's language, for its site (`location`) when known. */
export function formatMoney(value: number, currency: string, language?: string, location?: string): string {
  return figuresIn(localeOf(language, location, currency)).money(value, currency);
}

/** A number in a request's language, for its site when known. */
export function formatNumber(
  value: number,
  fractionDigits = 0,
  language?: string,
  location?: string,
  currency?: string,
): string {
  return figuresIn(localeOf(language, location, currency)).number(value, fractionDigits);
}
