import type { Calibration } from "@scopewise/shared";
import type { OrganisationVariances } from "../../../calibration/organisation.js";

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
  /** Between- and within-organisation variances of ln effort around the model (organisation = dataset). */
  organisation: OrganisationVariances;
}

/** Written by `npm run calibrate -- --write` from the recorded projects; do not edit by hand. */
export const SIZE_CALIBRATION: SizeCalibration = {
  fpLogScale: 0.6169,
  errorQuantiles: [-4.8422, -2.4767, -2.1422, -1.7969, -1.7289, -1.6499, -1.5652, -1.4338, -1.3793, -1.3285, -1.2316, -1.1302, -1.0494, -1.0271, -0.9872, -0.9406, -0.9278, -0.9204, -0.8743, -0.8255, -0.7699, -0.7095, -0.6885, -0.6416, -0.6043, -0.5888, -0.5743, -0.5492, -0.5308, -0.5006, -0.473, -0.4389, -0.4158, -0.4072, -0.4036, -0.3894, -0.3652, -0.3455, -0.3403, -0.3235, -0.315, -0.3024, -0.2893, -0.2794, -0.2566, -0.2415, -0.1978, -0.1453, -0.1382, -0.128, -0.1148, -0.0982, -0.0855, -0.0814, -0.0607, -0.0374, -0.0215, -0.0129, 0.0013, 0.0139, 0.0294, 0.0459, 0.0618, 0.086, 0.0973, 0.1244, 0.1345, 0.1384, 0.1487, 0.1553, 0.1654, 0.174, 0.186, 0.2245, 0.2348, 0.2455, 0.2617, 0.2875, 0.3308, 0.3426, 0.3631, 0.3846, 0.4097, 0.4807, 0.4954, 0.519, 0.5409, 0.5928, 0.6503, 0.7058, 0.7404, 0.9168, 0.9506, 1.0961, 1.2483, 1.2982, 1.4202, 1.9989, 3.3909, 5.0374, 6.6154],
  referenceClass: 5,
  organisation: { betweenVariance: 0.5, withinVariance: 0.4, projects: 366 },
  summary: {source: "Leave-one-dataset-out on public recorded projects (PROMISE: Desharnais, Albrecht, Kemerer, COSMIC/ISBSG, COCOMO81, NASA93, Miyazaki94)", projects: 366, coverage_p10_p90: 0.8, median_ratio: 0.98},
};
