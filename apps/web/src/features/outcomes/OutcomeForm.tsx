import { useState } from "react";
import toast from "react-hot-toast";
import type { Outcome } from "@scopewise/shared";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { fieldInputClass } from "../../components/FieldFrame";
import { TextField } from "../../components/TextField";
import { apiErrorText } from "../../lib/api-errors";
import { draftOf, readDraft, type DraftErrors, type OutcomeDraft } from "./outcome-form";
import { useRecordOutcomeMutation, useUpdateOutcomeMutation } from "./outcomes-api";

interface OutcomeFormProps {
  documentId: string;
  /** The recorded outcome to edit, or null to record one. */
  outcome: Outcome | null;
  /** The estimate's phases, with the hours it planned for each (a hint beside each field). */
  phases: ReadonlyArray<{ name: string; effort_hours: number }>;
  onDone: () => void;
}

const hoursText = (hours: number) => `${Math.round(hours).toLocaleString("en-US")} h`;

/** What the project really took: total hours and cost, the end date, and per phase as the estimate names them. */
export function OutcomeForm({ documentId, outcome, phases, onDone }: OutcomeFormProps) {
  const [draft, setDraft] = useState<OutcomeDraft>(() =>
    draftOf(
      outcome,
      phases.map((p) => p.name),
      new Date().toISOString().slice(0, 10),
    ),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [record, recording] = useRecordOutcomeMutation();
  const [update, updating] = useUpdateOutcomeMutation();
  const busy = recording.isLoading || updating.isLoading;
  const set = (changes: Partial<OutcomeDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setPhase = (name: string, changes: Partial<{ hours: string; cost: string }>) =>
    setDraft((current) => ({
      ...current,
      phases: { ...current.phases, [name]: { ...current.phases[name]!, ...changes } },
    }));

  const submit = async () => {
    const read = readDraft(draft);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    try {
      if (outcome) await update({ id: documentId, changes: read.outcome }).unwrap();
      else await record({ id: documentId, outcome: read.outcome }).unwrap();
      toast.success(outcome ? "Outcome updated." : "Outcome recorded.");
      onDone();
    } catch (error) {
      toast.error(apiErrorText(error, "The outcome could not be saved"));
    }
  };

  return (
    <form
      aria-label={outcome ? "Edit the outcome" : "Record the outcome"}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Actual effort (hours)"
          inputMode="decimal"
          value={draft.hours}
          error={errors.hours}
          onChange={(e) => set({ hours: e.currentTarget.value })}
          data-autofocus
        />
        <TextField
          label="Actual cost"
          hint="Optional, in the estimate's currency"
          inputMode="decimal"
          value={draft.cost}
          error={errors.cost}
          onChange={(e) => set({ cost: e.currentTarget.value })}
        />
        <TextField
          label="Finished on"
          type="date"
          value={draft.finishedOn}
          error={errors.finishedOn}
          onChange={(e) => set({ finishedOn: e.currentTarget.value })}
        />
      </div>
      {phases.length > 0 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-300">Per phase (optional)</legend>
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,1fr)_9rem_9rem] gap-2 px-2.5 pb-1 text-xs text-zinc-500 sm:grid"
          >
            <span>Phase</span>
            <span>Hours</span>
            <span>Cost</span>
          </div>
          <div className="space-y-2">
            {phases.map((phase) => {
              const error = errors[`phase:${phase.name}`];
              return (
                <div
                  key={phase.name}
                  className="grid grid-cols-2 gap-2 rounded-lg border border-zinc-900 p-2.5 sm:grid-cols-[minmax(0,1fr)_9rem_9rem] sm:items-center"
                >
                  <p className="col-span-2 text-sm text-zinc-200 sm:col-span-1">
                    {phase.name}{" "}
                    <span className="block text-xs text-zinc-500">estimated {hoursText(phase.effort_hours)}</span>
                  </p>
                  <input
                    aria-label={`${phase.name}: hours`}
                    aria-invalid={error ? true : undefined}
                    placeholder="Hours"
                    inputMode="decimal"
                    value={draft.phases[phase.name]?.hours ?? ""}
                    onChange={(e) => setPhase(phase.name, { hours: e.currentTarget.value })}
                    className={fieldInputClass}
                  />
                  <input
                    aria-label={`${phase.name}: cost`}
                    placeholder="Cost"
                    inputMode="decimal"
                    value={draft.phases[phase.name]?.cost ?? ""}
                    onChange={(e) => setPhase(phase.name, { cost: e.currentTarget.value })}
                    className={fieldInputClass}
                  />
                  {error ? <p className="col-span-2 text-sm text-red-400 sm:col-span-3">{error}</p> : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <TextField
        label="Notes"
        hint="Optional: what changed on the way"
        value={draft.notes}
        maxLength={2000}
        onChange={(e) => set({ notes: e.currentTarget.value })}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {outcome ? "Save outcome" : "Record outcome"}
        </Button>
      </div>
    </form>
  );
}
