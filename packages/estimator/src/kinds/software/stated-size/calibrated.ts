import type { Calibration } from "@scopewise/shared";

/** What the stated-size model takes from recorded projects: one fitted scale and its out-of-fold errors. */
export interface SizeCalibration {
  /** ln of the hours per FP^1.4, fitted on recorded function-point projects. */
  fpLogScale: number;
  /** Out-of-fold ln(actual ÷ model) errors at the quantiles 0, 0.01, …, 1 (sorted). */
  errorQuantiles: readonly number[];
  /** The estimate class of most calibration requests: their spread is the measured one. */
  referenceClass: number;
  /** How the ranges did, leave-one-dataset-out. */
  summary: Calibration;
}

/** Written by `npm run calibrate -- --write` from the recorded projects; do not edit by hand. */
export const SIZE_CALIBRATION: SizeCalibration = {
  fpLogScale: -5.35,
  errorQuantiles: [-1.5, 0, 1.5],
  referenceClass: 5,
  summary: { source: "placeholder", projects: 0, coverage_p10_p90: 0.8, median_ratio: 1 },
};
