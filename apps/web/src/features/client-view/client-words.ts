import type { Writer } from "@scopewise/estimator";
import { duration, inTen, roughAmount } from "@scopewise/estimator/client-language";
import { english, figuresIn, localeOf } from "@scopewise/i18n/figures";

/**
 * The client page's figures in the words the proposal's body uses (the estimator's client-language
 * rules): durations in months once they are months, no percentile codes. In English, as the page's
 * own labels are, so no catalogue is downloaded for it.
 */
function englishWriter(currency: string): Writer {
  const figures = figuresIn(localeOf("en", undefined, currency));
  const one = (n: number) => n === 1;
  const number = (value: number, fractionDigits = 0) => figures.number(value, fractionDigits);
  return {
    language: "en",
    t: english,
    locale: figures.locale,
    money: (value, fractionDigits = 0) => figures.money(value, currency, fractionDigits),
    number,
    percent: figures.percent,
    date: figures.date,
    one,
    weeks: (n) => english(one(n) ? "{{n}} week" : "{{n}} weeks", { n: number(n, 1) }),
    hours: (n) => english(one(n) ? "{{n}} hour" : "{{n}} hours", { n: number(n) }),
  };
}

/** "6 weeks", "10 months": a duration as the proposal says it. */
export const clientDuration = (weeks: number, currency: string): string => duration(englishWriter(currency), weeks);

/** "8 in 10 finish within", from the P80 the figure shows. */
export const FINISH_WITHIN_LABEL = `${inTen(0, 80)} in 10 finish within`;

/** "9 in 10 projects like this one cost at most $530,000", from the P90, rounded as the proposal rounds its range. */
export const costCeiling = (p90: number, currency: string): string =>
  `${inTen(0, 90)} in 10 projects like this one cost at most ${englishWriter(currency).money(roughAmount(p90))}.`;
