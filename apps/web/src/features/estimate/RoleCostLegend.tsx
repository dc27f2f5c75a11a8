import type { RolePart } from "./cost-parts";
import { formatShare, type MoneyFormat } from "./estimate-format";

function partDetail(part: RolePart, money: MoneyFormat): string {
  if (part.hours === null || part.rate === null) return "Materials, services and other spend";
  return `${part.hours.toLocaleString("en-US")} h at ${money(part.rate)}/h`;
}

/** The figures behind the stacked bar: each role's cost, share, hours and rate. */
export function RoleCostLegend({ parts, money }: { parts: RolePart[]; money: MoneyFormat }) {
  return (
    <ul aria-label="Cost by role" className="grid gap-x-6 gap-y-2 text-xs sm:grid-cols-2">
      {parts.map((part, index) => (
        <li key={`${index}-${part.name}`} className="flex min-w-0 items-start gap-2">
          <span aria-hidden="true" className={`mt-1 size-2.5 shrink-0 rounded-sm ${part.color.swatch}`} />
          <span className="min-w-0 flex-1">
            <span className="flex justify-between gap-3">
              <span className="truncate text-zinc-300">{part.name}</span>
              <span className="shrink-0 font-medium text-zinc-100 tabular-nums">
                {money(part.cost)} <span className="font-normal text-zinc-500">· {formatShare(part.share)}</span>
              </span>
            </span>
            <span className="block text-zinc-500">{partDetail(part, money)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
