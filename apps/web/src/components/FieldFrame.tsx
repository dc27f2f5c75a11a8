import type { ReactNode } from "react";

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

export const fieldInputClass =
  "block h-11 w-full rounded-lg border border-zinc-800 bg-zinc-900 px-3.5 text-sm text-zinc-100 " +
  "placeholder:text-zinc-500 transition-colors hover:border-zinc-700 " +
  "focus-visible:border-violet-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500/30 " +
  "read-only:cursor-default read-only:border-zinc-800/70 read-only:bg-zinc-900/40 read-only:text-zinc-400 " +
  "aria-invalid:border-red-500/70";

/** Ids that tie a field's error or hint to its input for screen readers. */
export function fieldDescriptionId(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** Visible label above a control, with its error (or else its hint) below. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-300">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
