import { CollapsibleSection } from "../../components/CollapsibleSection";
import { clientDuration } from "../../features/client-view/client-words";
import { EstimateCharts } from "../../features/estimate/EstimateCharts";
import { moneyFormat } from "../../features/estimate/estimate-format";
import { useGetEstimateJobQuery } from "../../features/generation/generation-api";

function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

/**
 * The estimate charts (features/estimate) above the document: closed when the page first opens, so
 * the document people came to work on is in view, with the expected cost and timeline in the heading;
 * opened or closed as the reader last left it. A document without an estimate (a plain document)
 * shows no section at all.
 */
export function EstimateSection({ documentId }: { documentId: string }) {
  const { data, error, isError } = useGetEstimateJobQuery(documentId);
  if (isError && isNotFound(error)) return null;
  const estimate = data?.estimate;
  return (
    <CollapsibleSection
      label="Estimate"
      heading={
        // One line whatever arrives: the figures come after the page has drawn, and must not push the document down.
        <span className="flex min-w-0 items-baseline gap-x-2">
          <span className="font-semibold text-zinc-100">Estimate</span>
          {estimate && (
            <span className="truncate text-zinc-400">
              {moneyFormat(estimate.currency)(estimate.total_cost.expected)} · about{" "}
              {clientDuration(estimate.duration_weeks.p50, estimate.currency)}
            </span>
          )}
        </span>
      }
      defaultOpen={false}
      rememberAs="estimate"
      className="mb-4"
    >
      <EstimateCharts documentId={documentId} />
    </CollapsibleSection>
  );
}
