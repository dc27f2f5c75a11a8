import { useEffect, useState } from "react";
import { briefApi } from "../../features/brief/brief-api";
import { generationApi } from "../../features/generation/generation-api";
import { outcomesApi } from "../../features/outcomes/outcomes-api";
import { sendingApi } from "../../features/sending/sending-api";
import { sharingApi } from "../../features/sharing/sharing-api";
import { useAppDispatch } from "../../store/hooks";

/** The editor's chunk, fetched as soon as a document page opens rather than once its document has arrived. */
export const loadDocumentEditor = () => import("../DocumentEditor");

/**
 * Whether what is shown above the document (brief, estimate, client activity with the proposal's
 * standing, client options, the recorded outcome) has arrived, and the editor's code with it:
 * fetched together, in parallel, once `wanted`. The page renders the editor only then, in one pass
 * with its panels, so nothing above the text appears late and pushes it down. A failed read counts as arrived (its panel shows the failure).
 */
export function usePanelsReady(documentId: string, wanted: boolean): boolean {
  const dispatch = useAppDispatch();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const reads = [
      dispatch(briefApi.endpoints.getBrief.initiate(documentId)),
      dispatch(generationApi.endpoints.getEstimateJob.initiate(documentId)),
      dispatch(sharingApi.endpoints.getViews.initiate(documentId)),
      dispatch(sharingApi.endpoints.getClientOptions.initiate(documentId)),
      // The activity heading's standing badge and the outcome panel: arriving later they would wrap a heading or add a panel.
      dispatch(sendingApi.endpoints.getSending.initiate(documentId)),
      dispatch(outcomesApi.endpoints.listOutcomes.initiate()),
    ];
    let current = true;
    void Promise.allSettled([...reads, loadDocumentEditor()]).then(() => {
      if (current) setReadyFor(documentId);
    });
    return () => {
      current = false;
      // The panels hold their own subscriptions by then; the data stays cached for them.
      for (const read of reads) read.unsubscribe();
    };
  }, [dispatch, documentId, wanted]);
  return readyFor === documentId;
}
