/**
 * COCOMO II.2000 post-architecture model (Boehm et al., 2000):
 *   PM = A · Size^E · ΠEM,  E = B + 0.01 · ΣSF
 *   TDEV = C · PM^F,        F = D + 0.2 · (E − B)
 */
export const COCOMO = { A: 2.94, B: 0.91, C: 3.67, D: 0.28, hoursPerPersonMonth: 152 } as const;

/** Nominal scale-factor ratings (PREC, FLEX, RESL, TEAM, PMAT). */
export const NOMINAL_SCALE_FACTORS = { PREC: 3.72, FLEX: 3.04, RESL: 4.24, TEAM: 3.29, PMAT: 4.68 } as const;
export const NOMINAL_SF_SUM = Object.values(NOMINAL_SCALE_FACTORS).reduce((a, b) => a + b, 0);

/** Effort multipliers used from the brief's hints (others stay nominal, 1.00). */
export const CPLX = { low: 0.87, nominal: 1.0, high: 1.17 } as const;
export const RELY = { basic: 0.92, standard: 1.0, premium: 1.1 } as const;
/** Schedule compression: 85% of nominal → 1.14, 75% → 1.43; below 75% is not attainable. */
export const SCED = [
  { ratio: 1, multiplier: 1.0 },
  { ratio: 0.85, multiplier: 1.14 },
  { ratio: 0.75, multiplier: 1.43 },
] as const;

export interface CocomoResult {
  ksloc: number;
  exponent: number;
  personMonths: number;
  scheduleExponent: number;
  scheduleMonths: number;
}

export function cocomo(ksloc: number, effortMultiplier = 1, scaleFactorSum = NOMINAL_SF_SUM): CocomoResult {
  const exponent = COCOMO.B + 0.01 * scaleFactorSum;
  const personMonths = COCOMO.A * Math.pow(ksloc, exponent) * effortMultiplier;
  const scheduleExponent = COCOMO.D + 0.2 * (exponent - COCOMO.B);
  const scheduleMonths = COCOMO.C * Math.pow(personMonths, scheduleExponent);
  return { ksloc, exponent, personMonths, scheduleExponent, scheduleMonths };
}

/** The SCED multiplier for a wanted schedule as a fraction of the nominal one (null: not attainable). */
export function scheduleCompression(ratio: number): number | null {
  if (ratio >= 1) return 1;
  if (ratio < 0.75) return null;
  // Interpolate between the published points.
  const upper = ratio >= 0.85 ? SCED[0] : SCED[1];
  const lower = ratio >= 0.85 ? SCED[1] : SCED[2];
  const t = (upper.ratio - ratio) / (upper.ratio - lower.ratio);
  return upper.multiplier + t * (lower.multiplier - upper.multiplier);
}

export const WEEKS_PER_MONTH = 52 / 12;
