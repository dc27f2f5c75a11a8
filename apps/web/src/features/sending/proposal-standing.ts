import type { ProposalStatus, ProposalValue } from "@scopewise/shared";

/** The words and colours of each status, in one place for every list. */
export const STATUS_LOOK: Record<ProposalStatus, { label: string; className: string }> = {
  draft: { label: "Draft", className: "bg-zinc-800 text-zinc-300" },
  shared: { label: "Shared", className: "bg-sky-500/15 text-sky-200" },
  viewed: { label: "Viewed", className: "bg-violet-500/20 text-violet-200" },
  accepted: { label: "Accepted", className: "bg-emerald-500/15 text-emerald-200" },
  declined: { label: "Declined", className: "bg-red-500/15 text-red-200" },
};

/** A proposal's value, short enough for a card or a sidebar row ("$352K"). */
export function compactValue(value: ProposalValue): string | null {
  if (!value) return null;
  try {
    return new Intl.NumberFormat(undefined, {
      style: "currency",
      currency: value.currency,
      notation: "compact",
      maximumFractionDigits: 1,
    }).format(value.amount);
  } catch {
    return `${value.currency} ${Math.round(value.amount).toLocaleString()}`;
  }
}
