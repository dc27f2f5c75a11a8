// Types only: the estimator itself runs in the worker, so the document page's bundle never carries it.
import type { CompanyProfileFields, OrganisationCalibration } from "@scopewise/estimator";
import type { Brief, Estimate, OrganisationCalibrationAnswer } from "@scopewise/shared";

/** The headline of an estimate the brief panel compares: expected total cost and likely duration. */
export interface LiveFigures {
  currency: string;
  cost: number;
  weeks: number;
}

export function figuresOf(estimate: Estimate): LiveFigures {
  return { currency: estimate.currency, cost: estimate.total_cost.expected, weeks: estimate.duration_weeks.p50 };
}

/** What the page asks the estimate worker, and what it answers (null when the brief cannot be priced). */
export interface LiveEstimateRequest {
  id: number;
  brief: Brief;
  /** The user's own calibration for the brief's domain, as the server prices with it. */
  organisation?: OrganisationCalibration;
  /** The user's company profile (its own rates), as the server prices with it; the worker maps it to the estimator's terms. */
  company?: CompanyProfileFields;
}

/**
 * The calibration of the user's outcomes in the brief's domain, as the estimator takes it; undefined
 * where they recorded none, which the estimator prices with the population's (as the server does).
 */
export function organisationFor(
  calibrations: readonly OrganisationCalibrationAnswer[] | undefined,
  domain: Brief["domain"],
): OrganisationCalibration | undefined {
  const found = calibrations?.find((c) => c.domain === domain);
  return found
    ? { kind: found.kind, projects: found.projects, factor: found.factor, logSd: found.log_sd, label: found.label }
    : undefined;
}
export interface LiveEstimateAnswer {
  id: number;
  figures: LiveFigures | null;
}
