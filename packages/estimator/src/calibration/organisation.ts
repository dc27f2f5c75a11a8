import { SIZE_CALIBRATION } from "../kinds/software/stated-size/calibrated.js";

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
  /** Standard deviation of ln(actual ÷ P50) for this organisation's next project: sets P10–P90. */
  logSd: number;
  /** What the estimate says it used: "calibrated on 12 of your finished projects", "calibrated on 366 public projects". */
  label: string;
}

/** The population's between-organisation variance τ² and within-organisation variance σ² of ln effort. */
export interface OrganisationVariances {
  betweenVariance: number;
  withinVariance: number;
  projects: number;
}

const POPULATION: OrganisationVariances = SIZE_CALIBRATION.organisation;

/** The population's calibration: no organisation effect known, so the range holds for a stranger (τ² + σ²). */
export function populationCalibration(variances: OrganisationVariances = POPULATION): OrganisationCalibration {
  return {
    kind: "population",
    projects: variances.projects,
    factor: 1,
    logSd: Math.sqrt(variances.betweenVariance + variances.withinVariance),
    label: `calibrated on ${variances.projects} public projects`,
  };
}

/**
 * The organisation's effect from its recorded outcomes by empirical Bayes (James–Stein shrinkage of a
 * random intercept toward the population mean; e.g. Gelman & Hill, Data Analysis Using Regression and
 * Multilevel Models, 2007, §12.2): the mean of ln(actual ÷ estimate) over its n projects, weighted by
 * n ÷ (n + σ²/τ²). Its next project's spread is the within-organisation σ² plus what is left unknown
 * of the effect, τ²·σ² ÷ (σ² + nτ²).
 */
export function calibrateOrganisation(outcomes: readonly RecordedOutcome[], variances: OrganisationVariances = POPULATION): OrganisationCalibration {
  const logs = outcomes.filter((o) => o.estimatedP50Hours > 0 && o.actualHours > 0).map((o) => Math.log(o.actualHours / o.estimatedP50Hours));
  const n = logs.length;
  if (n === 0) return populationCalibration(variances);
  const { betweenVariance: tau2, withinVariance: sigma2 } = variances;
  const weight = n / (n + sigma2 / tau2);
  const meanLog = logs.reduce((s, x) => s + x, 0) / n;
  const effect = weight * meanLog;
  const effectVariance = (tau2 * sigma2) / (sigma2 + n * tau2);
  return {
    kind: "organisation",
    projects: n,
    factor: Math.exp(effect),
    logSd: Math.sqrt(sigma2 + effectVariance),
    label: `calibrated on ${n} of your finished ${n === 1 ? "project" : "projects"}`,
  };
}
