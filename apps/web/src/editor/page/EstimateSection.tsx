import { CollapsibleSection } from "../../components/CollapsibleSection";
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
  const { error, isError } = useGetEstimateJobQuery(documentId);
  if (isError && isNotFound(error)) return null;
  return (
    <CollapsibleSection
      label="Estimate"
      heading={<span className="font-semibold text-zinc-100">Estimate</span>}
      className="mb-6"
    >
      <EstimateCharts documentId={documentId} />
    </CollapsibleSection>
  );
}
