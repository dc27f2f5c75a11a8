import type { Calibration } from "@scopewise/shared";
import type { OrganisationVariances } from "../../../calibration/organisation.js";

/**
 * What the stated-size model takes from recorded projects, fitted as a hierarchical model with the
 * organisation (dataset) as a random effect: ln hours = scale + model's ln hours + u_organisation + e.
 */
export interface SizeCalibration {
  /** ln of the hours per FP^1.4 for an organisation never seen (its median), fitted on recorded function-point projects. */
  fpLogScale: number;
  /** ln(actual ÷ COCOMO II hours) for an organisation never seen (its median), fitted on recorded line-counted projects. */
  cocomoLogScale: number;
  /** ln(actual ÷ P50) of a stranger's project at the quantiles 0, 0.01, …, 1 (sorted, median 0): between- and within-organisation spread. */
  errorQuantiles: readonly number[];
  /** The estimate class of most calibration requests: their spread is the measured one. */
  referenceClass: number;
  /** The variances an organisation's own outcomes are weighed against. */
  organisation: OrganisationVariances;
  /** How the ranges did, leave-one-dataset-out. */
  summary: Calibration;
}
