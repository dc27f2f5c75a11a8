import { calibrateOrganisation, type OrganisationCalibration, type RecordedOutcome } from "@scopewise/estimator";
import type { Domain, EstimateSnapshot, OrganisationCalibrationAnswer } from "@scopewise/shared";
import type { Db } from "../../db/types.js";
import { OutcomesRepo } from "./outcomes.repo.js";

/**
 * The organisation effect a user's estimates are priced with, learned from that user's own recorded
 * outcomes only (a user's projects never move another user's estimates). Each actual is compared
 * with the P50 the estimate had before any calibration, and only projects of the same domain whose
 * estimate the calibrated model made count: a renovation says nothing about how a software team's
 * estimates run, and another model's errors are not this one's.
 */
export class OrganisationCalibrations {
  constructor(private readonly db: Db) {}

  private async outcomes(ownerId: string): Promise<Array<RecordedOutcome & { domain: string }>> {
    const rows = await new OutcomesRepo(this.db).listForCalibration(ownerId);
    return rows.flatMap((row) => {
      const snapshot = JSON.parse(row.estimate) as EstimateSnapshot;
      if (!snapshot.calibrated_model) return [];
      return [
        {
          domain: row.estimate_domain,
          estimatedP50Hours: row.estimate_population_p50_hours,
          actualHours: row.actual_effort_hours,
          finishedOn: row.finished_on,
          ...(snapshot.size_function_points !== null ? { sizeFunctionPoints: snapshot.size_function_points } : {}),
        },
      ];
    });
  }

  /** What the user's next estimate in this domain is calibrated on (the population's when they recorded none). */
  async forUser(ownerId: string, domain: Domain): Promise<OrganisationCalibration> {
    return calibrateOrganisation((await this.outcomes(ownerId)).filter((o) => o.domain === domain));
  }

  /** The calibration of every domain the user recorded outcomes in, as the API answers it. */
  async byDomain(ownerId: string): Promise<OrganisationCalibrationAnswer[]> {
    const outcomes = await this.outcomes(ownerId);
    const domains = [...new Set(outcomes.map((o) => o.domain))].sort();
    return domains.map((domain) => {
      const { kind, projects, factor, logSd, label } = calibrateOrganisation(
        outcomes.filter((o) => o.domain === domain),
      );
      return { domain, kind, projects, factor, log_sd: logSd, label };
    });
  }
}
