/** How the scorecard and the outcome panel word figures: hours, ratios and ranges. */
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const RATIO = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatHours = (hours: number) => `${NUMBER.format(hours)} h`;
export const formatRatio = (ratio: number) => `${RATIO.format(ratio)}×`;

/** "inside P10–P90", "above P90", "below P10", or nothing when the estimate had no P10. */
export function rangeVerdict(actual: number, p10: number | null, p90: number): string {
  if (p10 === null) return "";
  if (actual < p10) return "below P10";
  if (actual > p90) return "above P90";
  return "inside P10–P90";
}
