import { useId } from "react";
import type { ImportMapping, ImportPreview } from "@scopewise/shared";
import { fieldInputClass } from "../../components/FieldFrame";

const COLUMN_FIELDS = [
  { key: "hours", label: "Hours" },
  { key: "date", label: "Date" },
  { key: "group", label: "Task or phase" },
  { key: "cost", label: "Amount" },
] as const;

interface SelectProps {
  label: string;
  /** Named for screen readers only (a table row names it already). */
  hideLabel?: boolean;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

function Select({ label, hideLabel = false, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1 block text-xs font-medium text-zinc-400"}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${fieldInputClass} h-9 px-2`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which column holds what, as the server proposed it; the user may choose others. */
export function ColumnMapping({
  preview,
  onChange,
}: {
  preview: ImportPreview;
  onChange: (mapping: ImportMapping) => void;
}) {
  const options = [
    { value: "", label: "(none)" },
    ...preview.columns.map((column) => ({ value: column, label: column })),
  ];
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="mb-2 text-sm font-medium text-zinc-300">Columns</legend>
      {COLUMN_FIELDS.map((field) => (
        <Select
          key={field.key}
          label={field.label}
          value={preview.mapping[field.key] ?? ""}
          options={options}
          onChange={(value) =>
            onChange({
              ...preview.mapping,
              [field.key]: value || null,
              ...(field.key === "group" ? { phases: {} } : {}),
            })
          }
        />
      ))}
    </fieldset>
  );
}

const hours = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** Per task of the file: its entries and hours, and the estimate phase it counts toward. */
export function GroupMapping({
  preview,
  onChange,
}: {
  preview: ImportPreview;
  onChange: (mapping: ImportMapping) => void;
}) {
  const phaseOptions = [
    { value: "", label: "Not one of the phases" },
    ...preview.estimate_phases.map((name) => ({ value: name, label: name })),
  ];
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-sm font-medium text-zinc-300">
        Totals per task, and the phase each counts toward
      </caption>
      <thead>
        <tr className="border-b border-zinc-800 text-xs text-zinc-400">
          <th scope="col" className="py-1.5 font-medium">
            Task
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Entries
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Hours
          </th>
          <th scope="col" className="py-1.5 pl-3 font-medium">
            Phase
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-900 text-zinc-200">
        {preview.groups.map((group) => (
          <tr key={group.value}>
            <th scope="row" className="max-w-40 truncate py-1.5 pr-2 font-normal" title={group.value}>
              {group.value || "(empty)"}
            </th>
            <td className="py-1.5 text-right tabular-nums">{group.entries}</td>
            <td className="py-1.5 text-right tabular-nums">{hours(group.effort_hours)}</td>
            <td className="py-1.5 pl-3">
              <Select
                label={`Phase for ${group.value || "entries without a task"}`}
                hideLabel
                value={group.phase ?? ""}
                options={phaseOptions}
                onChange={(value) =>
                  onChange({ ...preview.mapping, phases: { ...preview.mapping.phases, [group.value]: value || null } })
                }
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
