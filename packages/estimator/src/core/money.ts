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

export function formatMoney(value: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(value);
}

export function formatNumber(value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat("en-US", { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value);
}
