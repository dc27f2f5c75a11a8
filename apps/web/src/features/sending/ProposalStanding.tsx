import type { ProposalStatus, ProposalValue } from "@scopewise/shared";
import { compactValue, STATUS_LOOK } from "./proposal-standing";

/** Where a proposal stands with its client (Draft, Shared, Viewed, Accepted, Declined) and what it is worth. */
export function ProposalStanding({
  status,
  value,
  compact = false,
}: {
  status: ProposalStatus;
  value: ProposalValue;
  compact?: boolean;
}) {
  const look = STATUS_LOOK[status];
  const amount = compactValue(value);
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5" data-testid="proposal-standing" data-status={status}>
      <span
        className={`shrink-0 rounded-full font-medium ${compact ? "px-1.5 py-px text-[10px]" : "px-2 py-0.5 text-[11px]"} ${look.className}`}
      >
        {look.label}
      </span>
      {amount ? (
        <span
          className={`truncate font-medium text-zinc-300 tabular-nums ${compact ? "text-[10px]" : "text-xs"}`}
          title={value ? `Value: ${value.amount.toLocaleString()} ${value.currency}` : undefined}
        >
          {amount}
        </span>
      ) : null}
    </span>
  );
}
