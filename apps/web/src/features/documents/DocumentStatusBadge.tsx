import type { DocumentStatus } from "@scopewise/shared";

/** Marks documents that are not ready yet, or whose generation failed; ready ones need no badge. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus | string }) {
  if (status === "generating") {
    return <span className="rounded-full bg-violet-500/15 px-2 py-0.5 text-[11px] font-medium text-violet-300">Generating</span>;
  }
  if (status === "failed") {
    return <span className="rounded-full bg-red-500/15 px-2 py-0.5 text-[11px] font-medium text-red-300">Failed</span>;
  }
  return null;
}
