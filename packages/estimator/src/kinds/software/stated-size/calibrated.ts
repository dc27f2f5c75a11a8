import type { SizeCalibration } from "./size-calibration.js";

export type { SizeCalibration } from "./size-calibration.js";

/** Written by `npm run calibrate -- --write` from the recorded projects; do not edit by hand. */
export const SIZE_CALIBRATION: SizeCalibration = {
  fpLogScale: 0.5388,
  cocomoLogScale: -0.1448,
  errorQuantiles: [
    -5.9184, -3.2789, -2.5638, -2.2345, -1.998, -1.826, -1.6528, -1.511, -1.4046, -1.3232, -1.2546, -1.1877, -1.1267,
    -1.0631, -0.9986, -0.9365, -0.871, -0.8188, -0.7653, -0.7207, -0.6785, -0.6424, -0.6079, -0.5777, -0.5464, -0.5204,
    -0.4944, -0.4684, -0.4431, -0.4188, -0.3962, -0.3731, -0.3523, -0.3301, -0.3078, -0.2857, -0.2652, -0.2446, -0.2247,
    -0.2039, -0.1838, -0.1652, -0.1466, -0.1265, -0.1076, -0.0893, -0.0699, -0.0527, -0.0358, -0.0169, 0, 0.0173,
    0.0343, 0.0517, 0.0689, 0.0863, 0.1013, 0.1174, 0.1363, 0.1519, 0.1681, 0.1845, 0.2007, 0.2178, 0.2333, 0.251,
    0.2689, 0.2853, 0.3026, 0.32, 0.3386, 0.3559, 0.3751, 0.3955, 0.4145, 0.4355, 0.4549, 0.4762, 0.4997, 0.5244,
    0.5477, 0.5737, 0.6022, 0.6299, 0.6597, 0.6934, 0.7271, 0.7668, 0.806, 0.8526, 0.9002, 0.9563, 1.0208, 1.0962,
    1.188, 1.3112, 1.4909, 2.171, 3.1522, 4.5735, 6.3393,
  ],
  referenceClass: 5,
  organisation: { betweenVariance: 0.0189, withinVariance: 0.4384, strangerLogSd: 0.8407, projects: 366 },
  summary: {
    source:
      "Leave-one-dataset-out on public recorded projects (PROMISE: Desharnais, Albrecht, Kemerer, COSMIC/ISBSG, COCOMO81, NASA93, Miyazaki94), organisation as a random effect",
    projects: 366,
    coverage_p10_p90: 0.8,
    median_ratio: 0.96,
  },
};
