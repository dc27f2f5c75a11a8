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

/** The Intl locale figures are written in for a request's language (English by default). */
export function localeOf(language?: string): string {
  return ({ es: "es-ES", de: "de-DE", fr: "fr-FR", pt: "pt-PT" } as Record<string, string>)[language ?? ""] ?? "en-US";
}

export function formatMoney(value: number, currency: string, language?: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: "currency", currency, maximumFractionDigits: 0 }).format(value);
}

export function formatNumber(value: number, fractionDigits = 0, language?: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value);
}
