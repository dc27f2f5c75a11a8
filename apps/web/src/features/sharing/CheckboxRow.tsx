import { useId, type ReactNode } from "react";

/** A labelled checkbox with an optional hint under it (share settings, client options). */
export function CheckboxRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="mt-0.5 size-4 shrink-0 accent-violet-500"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm text-zinc-100">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-zinc-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
