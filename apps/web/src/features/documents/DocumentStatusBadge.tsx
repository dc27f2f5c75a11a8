import type { DocumentStatus } from "@scopewise/shared";

/** Marks documents that are not ready yet, wait for answers, or whose generation failed; ready ones need no badge. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus | string }) {
  if (status === "generating") {
    return (
      <span className="rounded-full bg-violet-500/15 px-2 py-0.5 text-[11px] font-medium text-violet-300">
        Generating
      </span>
    );
  }
  if (status === "failed") {
    return <span className="rounded-full bg-red-500/15 px-2 py-0.5 text-[11px] font-medium text-red-300">Failed</span>;
  }
  if (status === "needs_input") {
    return (
      <span className="rounded-full bg-amber-500/15 px-2 py-0.5 text-[11px] font-medium text-amber-200">
        Needs answers
      </span>
    );
  }
  return null;
}
