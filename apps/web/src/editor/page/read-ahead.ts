import { documentsApi } from "../../features/documents/documents-api";
import type { AppDispatch } from "../../store/store";
import { opensInEditor, startPanelReads } from "./use-panels-ready";

/**
 * The document page's reads, started when the signed-in area opens on a document's address, beside
 * the fetching of the page's code instead of once the page has drawn: the document, then (for one
 * that opens in the editor, unlocked) its panels' reads at once. The page's own subscriptions take
 * the answers over from the cache.
 */
export function readDocumentAhead(dispatch: AppDispatch, documentId: string): void {
  const document = dispatch(documentsApi.endpoints.getDocument.initiate(documentId));
  void document
    .then(({ data }) => {
      if (!data || !opensInEditor(data.status) || data.locked) return;
      const reads = startPanelReads(dispatch, documentId);
      return Promise.allSettled(reads).then(() => {
        for (const read of reads) read.unsubscribe();
      });
    })
    .finally(() => document.unsubscribe());
}
