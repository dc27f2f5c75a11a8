import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { EstimateCharts } from "../../features/estimate/EstimateCharts";
import { useGetEstimateJobQuery } from "../../features/generation/generation-api";

function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

/**
 * The estimate charts (features/estimate) above the document: open when the page opens (the cost
 * breakdown and the timeline are part of the proposal), collapsible. A document without an estimate
 * (a plain document) shows no section at all.
 */
export function EstimateSection({ documentId }: { documentId: string }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const { error, isError } = useGetEstimateJobQuery(documentId);
  if (isError && isNotFound(error)) return null;
  return (
    <section aria-label="Estimate" className="mb-6 rounded-xl border border-zinc-900 bg-zinc-950/60 print:hidden">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold text-zinc-100 hover:bg-zinc-900/60"
        >
          Estimate
          <ChevronDown aria-hidden="true" className={`size-4 text-zinc-400 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-3 pb-4 sm:px-4">
        <EstimateCharts documentId={documentId} />
      </div>
    </section>
  );
}
