import { useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import type { Outcome } from "@scopewise/shared";
import { Button } from "../../components/Button";
import { CollapsibleSection } from "../../components/CollapsibleSection";
import { ConfirmModal } from "../../components/ConfirmModal";
import { StatTile } from "../../components/StatTile";
import { apiErrorText } from "../../lib/api-errors";
import { CALIBRATION_PATH } from "../../lib/route-ids";
import { moneyFormat } from "../estimate/estimate-format";
import { useGetEstimateJobQuery } from "../generation/generation-api";
import { formatHours, formatRatio, rangeVerdict } from "./outcome-figures";
import { OutcomeForm } from "./OutcomeForm";
import { ImportTimeEntriesDialog } from "./ImportTimeEntriesDialog";
import { useDeleteOutcomeMutation, useOutcomeOf } from "./outcomes-api";

/**
 * What the project really took, recorded on its proposal by hand or from a time tracker's export;
 * shown only for a proposal whose estimate has effort percentiles to compare with.
 */
export function OutcomePanel({ documentId }: { documentId: string }) {
  const { data: job } = useGetEstimateJobQuery(documentId);
  const { outcome, isLoading } = useOutcomeOf(documentId);
  const [editing, setEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [remove, removing] = useDeleteOutcomeMutation();
  const estimate = job?.estimate;
  if (!estimate?.effort_hours || isLoading) return null;

  const phases = outcome?.estimate.phases ?? estimate.phases;
  const deleteOutcome = async () => {
    try {
      await remove(documentId).unwrap();
      toast.success("Outcome deleted.");
      setConfirmingDelete(false);
    } catch (error) {
      toast.error(apiErrorText(error, "The outcome could not be deleted"));
    }
  };

  return (
    <CollapsibleSection
      label="Actual outcome"
      heading={
        <span className="font-semibold text-zinc-100">
          Actual outcome{" "}
          <span className="font-normal text-zinc-400">
            ·{" "}
            {outcome
              ? `${formatHours(outcome.actual_effort_hours)}, ${formatRatio(outcome.actual_effort_hours / outcome.estimate.effort_hours.p50)} the P50`
              : "not recorded yet"}
          </span>
        </span>
      }
      defaultOpen={Boolean(outcome)}
      className="mb-4"
    >
      {editing ? (
        <OutcomeForm
          documentId={documentId}
          outcome={outcome ?? null}
          phases={phases}
          onDone={() => setEditing(false)}
        />
      ) : outcome ? (
        <RecordedOutcome outcome={outcome} />
      ) : (
        <p className="text-sm text-zinc-400">
          When the project is finished, record what it really took. Your estimates learn from your own finished
          projects, and the{" "}
          <Link to={CALIBRATION_PATH} className="text-violet-300 underline underline-offset-4">
            calibration scorecard
          </Link>{" "}
          shows how they did.
        </p>
      )}
      {editing ? null : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant={outcome ? "secondary" : "primary"} className="h-9" onClick={() => setEditing(true)}>
            {outcome ? "Edit outcome" : "Record outcome"}
          </Button>
          <Button variant="secondary" className="h-9" onClick={() => setImporting(true)}>
            Import time entries
          </Button>
          {outcome ? (
            <Button variant="ghost" className="h-9" onClick={() => setConfirmingDelete(true)}>
              Delete outcome
            </Button>
          ) : null}
        </div>
      )}
      <ImportTimeEntriesDialog
        open={importing}
        documentId={documentId}
        replaces={Boolean(outcome)}
        onClose={() => setImporting(false)}
      />
      <ConfirmModal
        open={confirmingDelete}
        title="Delete the outcome?"
        confirmLabel="Delete"
        busy={removing.isLoading}
        onConfirm={() => void deleteOutcome()}
        onClose={() => setConfirmingDelete(false)}
      >
        <p>
          The recorded actuals and any imported time entries are deleted; later estimates no longer learn from this
          project.
        </p>
      </ConfirmModal>
    </CollapsibleSection>
  );
}

function RecordedOutcome({ outcome }: { outcome: Outcome }) {
  const { effort_hours: effort, cost, currency } = outcome.estimate;
  const money = moneyFormat(currency);
  const verdict = rangeVerdict(outcome.actual_effort_hours, effort.p10, effort.p90);
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label="Actual effort" value={formatHours(outcome.actual_effort_hours)} />
        <StatTile label="Estimated P50" value={formatHours(effort.p50)} />
        <StatTile
          label="Estimated P10–P90"
          value={`${effort.p10 === null ? "—" : formatHours(effort.p10)} – ${formatHours(effort.p90)}`}
        />
        <StatTile label="Finished on" value={outcome.finished_on} />
      </dl>
      <p className="text-zinc-300">
        The project took {formatRatio(outcome.actual_effort_hours / effort.p50)} the estimate's P50
        {verdict ? `, ${verdict}` : ""}.
        {outcome.actual_cost !== null
          ? ` It cost ${money(outcome.actual_cost)} against a P50 of ${money(cost.p50)}.`
          : ""}
        {outcome.source === "import" ? ` Imported from ${outcome.imported_entries} time entries.` : ""}
      </p>
      {outcome.phases.length > 0 ? (
        <ul className="space-y-1 text-xs text-zinc-300">
          {outcome.phases.map((phase) => {
            const planned = outcome.estimate.phases.find((p) => p.name === phase.name)?.effort_hours;
            return (
              <li key={phase.name}>
                {phase.name}: {formatHours(phase.effort_hours)}
                {planned ? <span className="text-zinc-500"> (estimated {formatHours(planned)})</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {outcome.notes ? <p className="text-xs text-zinc-400">{outcome.notes}</p> : null}
    </div>
  );
}
