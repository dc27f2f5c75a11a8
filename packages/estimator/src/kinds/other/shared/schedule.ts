/** How a stated deadline compares with the plan's phases: met as planned, met by compressing, or not at all. */
export type DeadlineFit = "none" | "fits" | "tight" | "impossible";

export interface Schedule {
  weeks: number[];
  fit: DeadlineFit;
  /** The fewest weeks the work can take (every phase at its minimum). */
  shortest: number;
  nominal: number;
}

/**
 * Phase weeks for a stated deadline: the nominal plan when it fits; phases pulled towards their minimum
 * (each by the same share of its slack) when only a compressed plan fits; the minimum when nothing fits.
 */
export function fitSchedule(
  nominal: readonly number[],
  minimum: readonly number[],
  deadline: number | undefined,
): Schedule {
  const total = nominal.reduce((a, b) => a + b, 0);
  const shortest = minimum.reduce((a, b) => a + b, 0);
  const base = { shortest, nominal: total };
  if (deadline === undefined) return { ...base, weeks: [...nominal], fit: "none" };
  if (total <= deadline) return { ...base, weeks: [...nominal], fit: "fits" };
  if (shortest > deadline) return { ...base, weeks: [...minimum], fit: "impossible" };
  const keep = total > shortest ? (deadline - shortest) / (total - shortest) : 0;
  const weeks = nominal.map((w, i) => Math.round((minimum[i] ?? w) + (w - (minimum[i] ?? w)) * keep));
  // Whole weeks, as the timeline shows them: take any rounding excess from the phases with slack left.
  for (let excess = weeks.reduce((a, b) => a + b, 0) - Math.floor(deadline); excess > 0; excess--) {
    const i = weeks.findIndex((w, k) => w > (minimum[k] ?? w));
    if (i < 0) break;
    weeks[i]! -= 1;
  }
  return { ...base, weeks, fit: "tight" };
}
