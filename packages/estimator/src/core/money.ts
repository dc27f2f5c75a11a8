/** Rounding and formatting shared by the engine and the document, so both show the same figures. */

/** Whole currency units for totals (rounded to the nearest 10 above 10,000 so figures don't look falsely precise). */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  if (Math.abs(value) >= 10_000) return Math.round(value / 10) * 10;
  return Math.round(value);
}

export function roundHours(value: number): number {
  return Math.round(value);
}

export function roundWeeks(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Figures in the request's language, as the site's country writes them when its location (or a
 * currency only one country uses) says which: `localeOf(language, location?, currency?)`,
 * `formatMoney(value, currency, language?, location?)`, `formatNumber(value, digits?, language?, location?)`.
 * They live in @scopewise/i18n so the web app writes figures the same way.
 */
export { formatMoney, formatNumber, localeOf } from "@scopewise/i18n";
