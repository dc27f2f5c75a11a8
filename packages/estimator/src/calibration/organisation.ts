import { SIZE_CALIBRATION } from "../kinds/software/stated-size/calibrated.js";
import { median } from "./metrics.js";

/** A finished project of one organisation: what the product estimated for it and what it really took. */
export interface RecordedOutcome {
  /**
   * The estimate's P50 effort before any organisation calibration (the estimate's
   * `metrics.population_p50_hours` where present, else `effort_hours.p50`).
   */
  estimatedP50Hours: number;
  actualHours: number;
  sizeFunctionPoints?: number;
  /** ISO date the project finished. */
  finishedOn?: string;
}

/** The organisation effect an estimate uses: the population's, or one learned from an organisation's outcomes. */
export interface OrganisationCalibration {
  kind: "population" | "organisation";
  /** Finished projects it was estimated from (the public projects for the population). */
  projects: number;
  /** Multiplier on the population P50 (1 for the population). */
  factor: number;
  /** Normal-equivalent standard deviation of ln(actual ÷ P50) for this organisation's next project: sets P10–P90. */
  logSd: number;
  /** What the estimate says it used: "calibrated on 12 of your finished projects", "calibrated on 366 public projects". */
  label: string;
}

/** The population's between-organisation variance τ² and within-organisation variance σ² of ln effort. */
export interface OrganisationVariances {
  betweenVariance: number;
  withinVariance: number;
  /** The normal-equivalent sd of a stranger's ln(actual ÷ P50): (q90 − q10) ÷ 2·z90 of the measured spread. */
  strangerLogSd: number;
  projects: number;
}

/**
 * How many projects' worth of weight the population's within-organisation variance keeps against an
 * organisation's own scatter (the prior degrees of freedom of a scaled inverse-χ² variance; a judgement).
 */
export const PRIOR_SPREAD_PROJECTS = 5;

/** The population's calibration: no organisation effect known, so the range holds for a stranger. */
export function populationCalibration(
  variances: OrganisationVariances = SIZE_CALIBRATION.organisation,
): OrganisationCalibration {
  return {
    kind: "population",
    projects: variances.projects,
    factor: 1,
    logSd: variances.strangerLogSd,
    label: populationLabel(variances.projects),
  };
}

const populationLabel = (projects: number) => `calibrated on ${projects} public projects`;
const organisationLabel = (projects: number) =>
  `calibrated on ${projects} of your finished ${projects === 1 ? "project" : "projects"}`;
const LABEL = /^calibrated on (\d+) (public projects|of your finished projects?)$/;

/**
 * Whose finished projects a calibration label names, and how many (the reader of the two labels
 * written here, for texts that say it in the reader's language); undefined for any other text.
 */
export function calibrationBasis(
  label: string | undefined,
): { kind: OrganisationCalibration["kind"]; projects: number } | undefined {
  const match = label ? LABEL.exec(label) : null;
  if (!match) return undefined;
  return { kind: match[2] === "public projects" ? "population" : "organisation", projects: Number(match[1]) };
}

/**
 * The organisation's effect from its recorded outcomes by empirical Bayes (shrinkage of a random
 * intercept toward the population, e.g. Gelman & Hill, Data Analysis Using Regression and
 * Multilevel/Hierarchical Models, 2007, §12.5): the median ln(actual ÷ estimate) over its n projects
 * (recorded errors have heavy tails; the median of normal errors counts as 2n/π projects) times
 * m ÷ (m + σ²/τ²) for those m projects' worth. Its own scatter σ² is the population's (worth
 * PRIOR_SPREAD_PROJECTS projects) pooled with the scatter of its outcomes; its next project's spread is that
 * σ² plus what is still unknown of the effect, τ²σ² ÷ (σ² + mτ²).
 */
export function calibrateOrganisation(
  outcomes: readonly RecordedOutcome[],
  variances: OrganisationVariances = SIZE_CALIBRATION.organisation,
): OrganisationCalibration {
  const logs = outcomes
    .filter((o) => o.estimatedP50Hours > 0 && o.actualHours > 0 && Number.isFinite(o.actualHours / o.estimatedP50Hours))
    .map((o) => Math.log(o.actualHours / o.estimatedP50Hours));
  const n = logs.length;
  if (n === 0) return populationCalibration(variances);
  const tau2 = Math.max(1e-6, variances.betweenVariance);
  // The stranger's within part: what its range holds beyond the organisation effect.
  const priorWithin = Math.max(variances.withinVariance, variances.strangerLogSd ** 2 - tau2);
  const meanLog = logs.reduce((s, x) => s + x, 0) / n;
  const scatter = logs.reduce((s, x) => s + (x - meanLog) ** 2, 0);
  const sigma2 = (PRIOR_SPREAD_PROJECTS * priorWithin + scatter) / (PRIOR_SPREAD_PROJECTS + n - 1);
  const worth = n <= 2 ? n : (2 * n) / Math.PI;
  const weight = worth / (worth + sigma2 / tau2);
  const effectVariance = (tau2 * sigma2) / (sigma2 + worth * tau2);
  return {
    kind: "organisation",
    projects: n,
    factor: Math.exp(weight * median(logs)),
    logSd: Math.sqrt(sigma2 + effectVariance),
    label: organisationLabel(n),
  };
}
