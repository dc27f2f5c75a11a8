import { useEffect, useState } from "react";
import { briefApi } from "../../features/brief/brief-api";
import { generationApi } from "../../features/generation/generation-api";
import { outcomesApi } from "../../features/outcomes/outcomes-api";
import { sendingApi } from "../../features/sending/sending-api";
import { sharingApi } from "../../features/sharing/sharing-api";
import type { AppDispatch } from "../../store/store";
import { useAppDispatch } from "../../store/hooks";

/** The editor's chunk, fetched as soon as a document page opens rather than once its document has arrived. */
export const loadDocumentEditor = () => import("../DocumentEditor");

/** Whether a document in this state opens in the editor (else the progress view or the questions show). */
export function opensInEditor(status: string): boolean {
  return status !== "generating" && status !== "needs_input";
}

/**
 * Starts the reads of what is shown above the document: brief, estimate, client activity with the
 * proposal's standing (its badge would wrap the heading if it came later), client options and the
 * recorded outcome (a panel of its own). Answers the subscriptions, for the caller to end.
 */
export function startPanelReads(dispatch: AppDispatch, documentId: string) {
  return [
    dispatch(briefApi.endpoints.getBrief.initiate(documentId)),
    dispatch(generationApi.endpoints.getEstimateJob.initiate(documentId)),
    dispatch(sharingApi.endpoints.getViews.initiate(documentId)),
    dispatch(sharingApi.endpoints.getClientOptions.initiate(documentId)),
    dispatch(sendingApi.endpoints.getSending.initiate(documentId)),
    dispatch(outcomesApi.endpoints.listOutcomes.initiate()),
  ];
}

/**
 * Whether what is shown above the document has arrived, and the editor's code with it: fetched
 * together, in parallel, once `wanted`. The page renders the editor only then, in one pass with
 * its panels, so nothing above the text appears late and pushes it down. A failed read counts as
 * arrived (its panel shows the failure).
 */
export function usePanelsReady(documentId: string, wanted: boolean): boolean {
  const dispatch = useAppDispatch();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const reads = startPanelReads(dispatch, documentId);
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
