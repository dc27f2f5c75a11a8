import { briefSchema, estimateSchema, type EstimateSnapshot } from "@scopewise/shared";
import { HttpError } from "../../http/errors.js";
import type { DocumentRow } from "../documents/documents.repo.js";

const noEstimate = (): HttpError =>
  new HttpError(409, {
    detail: "This document has no estimate with effort percentiles, so there is nothing to compare an outcome with.",
  });

/**
 * The figures of a document's stored estimate that an outcome is judged against: P10/P50/P90 of
 * effort and cost, the phases, and the P50 before any organisation calibration (what learning from
 * outcomes compares with: the estimate's `population_p50_hours` metric where it has one), and
 * whether the calibrated model priced it.
 */
export function snapshotOf(doc: DocumentRow): EstimateSnapshot {
  if (!doc.estimate) throw noEstimate();
  const parsed = estimateSchema.safeParse(JSON.parse(doc.estimate));
  if (!parsed.success || !parsed.data.effort_hours) throw noEstimate();
  const estimate = parsed.data;
  const effort = estimate.effort_hours!;
  const population = estimate.metrics.population_p50_hours;
  const brief = doc.brief ? briefSchema.safeParse(JSON.parse(doc.brief)) : undefined;
  return {
    domain: estimate.domain,
    currency: estimate.currency,
    effort_hours: { p10: effort.p10, p50: effort.p50, p90: effort.p90 },
    cost: { p10: estimate.total_cost.p10 ?? null, p50: estimate.total_cost.p50, p90: estimate.total_cost.p90 },
    population_p50_hours: typeof population === "number" && population > 0 ? population : effort.p50,
    calibrated_model: estimate.calibration !== undefined && typeof population === "number",
    size_function_points: brief?.success ? (brief.data.quantities.function_points ?? null) : null,
    phases: estimate.phases.map((p) => ({ name: p.name, effort_hours: p.effort_hours, cost: p.cost })),
  };
}
