/** One figure with its label (and a hint under it), as the panels' and pages' summaries show them; inside a <dl>. */
export function StatTile({
  label,
  value,
  hint,
  large = false,
}: {
  label: string;
  value: string;
  hint?: string;
  large?: boolean;
}) {
  return (
    <div
      className={
        large
          ? "rounded-xl border border-zinc-800 bg-zinc-950 p-4"
          : "rounded-lg border border-zinc-800 bg-zinc-900/50 p-2.5"
      }
    >
      <dt className="text-xs text-zinc-400">{label}</dt>
      <dd
        className={
          large
            ? "mt-1 text-xl font-semibold text-zinc-50 tabular-nums"
            : "mt-0.5 font-medium text-zinc-100 tabular-nums"
        }
      >
        {value}
      </dd>
      {hint ? <dd className="mt-0.5 text-xs text-zinc-500">{hint}</dd> : null}
    </div>
  );
}
