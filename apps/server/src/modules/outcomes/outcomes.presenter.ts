import type { EstimateSnapshot, Outcome } from "@scopewise/shared";
import type { OutcomeRow } from "./outcomes.repo.js";

/** A stored outcome as the API answers it. */
export function presentOutcome(row: OutcomeRow): Outcome {
  return {
    id: row.id,
    document_id: row.document_id,
    document_title: row.document_title,
    workspace_id: row.workspace_id,
    actual_effort_hours: row.actual_effort_hours,
    actual_cost: row.actual_cost,
    finished_on: row.finished_on,
    phases: JSON.parse(row.phases) as Outcome["phases"],
    notes: row.notes,
    source: row.source,
    imported_entries: row.imported_entries,
    estimate: JSON.parse(row.estimate) as EstimateSnapshot,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
