import { figuresIn, localeOf, supportedLanguage, translator, type Language, type Translate } from "@scopewise/i18n";
import type { Brief, Estimate } from "@scopewise/shared";

/**
 * How the proposal says things: its language's messages (`t`, English text as keys) and figures
 * written as the site's locale writes them. Every section takes one, so the whole document is in
 * one language and one way of writing numbers.
 */
export interface Writer {
  language: Language;
  t: Translate;
  locale: string;
  /** An amount in the estimate's currency, whole units unless `fractionDigits` allows more. */
  money(value: number, fractionDigits?: number): string;
  number(value: number, fractionDigits?: number): string;
  percent(share: number, signed?: boolean): string;
  date(isoDate: string): string;
  /** Whether a count takes the singular ("1 week"; in French also "1,5 semaine"). */
  one(n: number): boolean;
  /** "1 week", "3.5 weeks". */
  weeks(n: number): string;
  /** "1 hour", "12 hours". */
  hours(n: number): string;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

/**
 * The writer for an estimate: in the brief's language (else the estimate's; any language without
 * catalogues is written in English), with figures for the brief's site.
 */
export function writerFor(
  e: Pick<Estimate, "currency" | "language">,
  brief?: Pick<Brief, "language" | "location">,
): Writer {
  const language = supportedLanguage(brief?.language ?? e.language);
  const t = translator(language);
  const locale = localeOf(language, brief?.location, e.currency);
  const figures = figuresIn(locale);
  const one = (n: number) => pluralOf(locale).select(n) === "one";
  const number = (value: number, fractionDigits = 0) => figures.number(value, fractionDigits);
  return {
    language,
    t,
    locale,
    money: (value, fractionDigits = 0) => figures.money(value, e.currency, fractionDigits),
    number,
    percent: figures.percent,
    date: figures.date,
    one,
    weeks: (n) => (one(n) ? t("{{n}} week", { n: number(n, 1) }) : t("{{n}} weeks", { n: number(n, 1) })),
    hours: (n) => (one(n) ? t("{{n}} hour", { n: number(n) }) : t("{{n}} hours", { n: number(n) })),
  };
}
