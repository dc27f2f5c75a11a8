import type { Outcome, OutcomeInput } from "@scopewise/shared";

/** The form's text fields: what the owner types, before it is read as numbers. */
export interface OutcomeDraft {
  hours: string;
  cost: string;
  finishedOn: string;
  phases: Record<string, { hours: string; cost: string }>;
  notes: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** A draft from the recorded outcome, or an empty one (today as the end date). */
export function draftOf(outcome: Outcome | null, phaseNames: readonly string[], today: string): OutcomeDraft {
  const recorded = new Map(outcome?.phases.map((p) => [p.name, p]));
  return {
    hours: text(outcome?.actual_effort_hours),
    cost: text(outcome?.actual_cost),
    finishedOn: outcome?.finished_on ?? today,
    phases: Object.fromEntries(
      phaseNames.map((name) => [
        name,
        { hours: text(recorded.get(name)?.effort_hours), cost: text(recorded.get(name)?.cost) },
      ]),
    ),
    notes: outcome?.notes ?? "",
  };
}

/** A typed number with a point or a comma for decimals; undefined when empty, NaN when not a number. */
export function typedNumber(value: string): number | undefined {
  const trimmed = value.trim().replace(/\s/g, "");
  if (trimmed === "") return undefined;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

export type DraftErrors = Partial<Record<"hours" | "cost" | "finishedOn" | `phase:${string}`, string>>;

/** The outcome the draft states, or what is wrong with it (each error under its field). */
export function readDraft(
  draft: OutcomeDraft,
): { outcome: OutcomeInput; errors?: undefined } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const hours = typedNumber(draft.hours);
  if (hours === undefined || Number.isNaN(hours) || hours <= 0)
    errors.hours = "Enter the hours the project took, e.g. 1250 or 1250.5.";
  const cost = typedNumber(draft.cost);
  if (cost !== undefined && Number.isNaN(cost)) errors.cost = "Enter an amount, or leave it empty.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.finishedOn)) errors.finishedOn = "Choose the date the project ended.";
  const phases: NonNullable<OutcomeInput["phases"]> = [];
  for (const [name, value] of Object.entries(draft.phases)) {
    const phaseHours = typedNumber(value.hours);
    const phaseCost = typedNumber(value.cost);
    if (phaseHours === undefined && phaseCost === undefined) continue;
    if (phaseHours === undefined || Number.isNaN(phaseHours) || (phaseCost !== undefined && Number.isNaN(phaseCost))) {
      errors[`phase:${name}`] = "Enter the hours (and optionally the cost) as numbers.";
      continue;
    }
    phases.push({ name, effort_hours: phaseHours, cost: phaseCost ?? null });
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    outcome: {
      actual_effort_hours: hours!,
      actual_cost: cost ?? null,
      finished_on: draft.finishedOn,
      phases,
      notes: draft.notes.trim(),
    },
  };
}
