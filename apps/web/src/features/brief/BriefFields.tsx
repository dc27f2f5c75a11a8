import type { Brief } from "@scopewise/shared";
import { useId } from "react";
import { FieldFrame, fieldDescriptionId, fieldInputClass } from "../../components/FieldFrame";

// A select counts as :read-only, whose dimmed look is meant for text inputs that cannot be edited.
const selectClass = fieldInputClass.replace(/\bread-only:\S+/g, "");
import { TextField } from "../../components/TextField";
import {
  budgetFields,
  domainOfKind,
  KIND_GROUPS,
  kindLabel,
  quantityFields,
  sourceText,
  type BriefDraft,
  type NumberSpec,
} from "./brief-form";

interface BriefFieldsProps {
  brief: Brief;
  draft: BriefDraft;
  errors: Partial<Record<string, string>>;
  onChange: (draft: BriefDraft) => void;
}

/** The brief's values as labelled inputs, each with the words of the request it came from. */
export function BriefFields({ brief, draft, errors, onChange }: BriefFieldsProps) {
  const set = (patch: Partial<BriefDraft>) => onChange({ ...draft, ...patch });
  const numberInput = (spec: NumberSpec) => (
    <TextField
      key={spec.key}
      label={spec.key === "budget" ? `Budget (${draft.currency.trim().toUpperCase() || "currency"})` : spec.label}
      inputMode={spec.integer ? "numeric" : "decimal"}
      value={draft.numbers[spec.key]}
      onChange={(event) => set({ numbers: { ...draft.numbers, [spec.key]: event.target.value } })}
      error={errors[spec.key]}
      hint={sourceText(brief, spec.key)}
    />
  );
  const domain = domainOfKind(draft.kind) ?? brief.domain;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 xl:grid-cols-3">
        <KindSelect brief={brief} value={draft.kind} onChange={(kind) => set({ kind })} error={errors.kind} />
        {quantityFields(brief, domain).map(numberInput)}
        <TextField
          label="Location"
          value={draft.location}
          onChange={(event) => set({ location: event.target.value })}
          error={errors.location}
          hint={sourceText(brief, "location")}
        />
        <TextField
          label="Currency"
          value={draft.currency}
          maxLength={3}
          autoCapitalize="characters"
          onChange={(event) => set({ currency: event.target.value })}
          error={errors.currency}
          hint={sourceText(brief, "currency")}
        />
        {budgetFields.map(numberInput)}
      </div>
      {draft.scope.length > 0 ? (
        <fieldset className="rounded-lg border border-zinc-800 p-3">
          <legend className="px-1 text-sm font-medium text-zinc-300">Scope: what the price includes</legend>
          <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {draft.scope.map((entry, index) => (
              <li key={`${index}-${entry.item}`}>
                <label className="flex min-h-9 items-center gap-2 text-sm text-zinc-200">
                  <input
                    type="checkbox"
                    checked={entry.included}
                    onChange={(event) =>
                      set({
                        scope: draft.scope.map((item, at) =>
                          at === index ? { ...item, included: event.target.checked } : item,
                        ),
                      })
                    }
                    className="size-4 accent-violet-500"
                  />
                  <span className={entry.included ? "" : "text-zinc-500 line-through"}>{entry.item}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}

function KindSelect({
  brief,
  value,
  onChange,
  error,
}: {
  brief: Brief;
  value: string;
  onChange: (kind: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const hint = sourceText(brief, "kind");
  return (
    <div className="col-span-2 sm:col-span-1">
      <FieldFrame id={id} label="Kind of project" error={error} hint={hint}>
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionId(id, error, hint)}
          className={selectClass}
        >
          {brief.kind === undefined ? <option value="">Not decided</option> : null}
          {KIND_GROUPS.map((group) => (
            <optgroup key={group.domain} label={group.label}>
              {group.kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FieldFrame>
    </div>
  );
}
