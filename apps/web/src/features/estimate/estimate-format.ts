/** Number formats of the estimate charts; English, like the proposal the figures come from. */
const LOCALE = "en-US";

export type MoneyFormat = (value: number) => string;

/**
 * Whole amounts in the estimate's currency ("$361,902"), or short ones for axis ticks ("$350K").
 * An unknown currency code falls back to the number followed by the code.
 */
export function moneyFormat(currency: string, compact = false): MoneyFormat {
  const options: Intl.NumberFormatOptions = compact
    ? { notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 }
    : { minimumFractionDigits: 0, maximumFractionDigits: 0 };
  try {
    const format = new Intl.NumberFormat(LOCALE, { style: "currency", currency, ...options });
    return (value) => format.format(value);
  } catch {
    const format = new Intl.NumberFormat(LOCALE, options);
    return (value) => `${format.format(value)} ${currency}`;
  }
}

const weeksNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

export function formatWeeks(weeks: number): string {
  return `${weeksNumber.format(weeks)} ${weeks === 1 ? "week" : "weeks"}`;
}

export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}
