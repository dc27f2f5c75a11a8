/** How the scorecard and the outcome panel word figures: hours, ratios and ranges. */
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const RATIO = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatHours = (hours: number) => `${NUMBER.format(hours)} h`;
const SMALL_RATIO = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2 });

/** "1.24×"; a ratio under 0.1 with two significant digits ("0.0051×"), so it never reads as zero. */
export const formatRatio = (ratio: number) => `${(ratio > 0 && ratio < 0.1 ? SMALL_RATIO : RATIO).format(ratio)}×`;

/** "inside P10–P90", "above P90", "below P10", or nothing when the estimate had no P10. */
export function rangeVerdict(actual: number, p10: number | null, p90: number): string {
  if (p10 === null) return "";
  if (actual < p10) return "below P10";
  if (actual > p90) return "above P90";
  return "inside P10–P90";
}
