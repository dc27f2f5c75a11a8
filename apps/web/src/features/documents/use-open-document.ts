import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { apiClient } from "../../lib/api-client";
import { useAppDispatch } from "../../store/hooks";
import { useGetProposalQuery } from "../proposals/proposals-api";
import { documentsApi, useGetDocumentQuery } from "./documents-api";

/** How often a document still being generated is read again (the progress view usually notices sooner). */
const GENERATING_POLL_MS = 3000;

export interface OpenDocument {
  title: string;
  user_query: string;
  document: string;
  status: string;
  error: string | null;
}

/**
 * The document behind /proposals/{id}: read from the documents service, else from the
 * proposal-generation service; when neither has it, say so and go to the Create screen (spec section 2).
 * While it is still generating it is read again every few seconds.
 */
export function useOpenDocument(id: string): { document: OpenDocument | undefined; isLoading: boolean } {
  const navigate = useNavigate();
  const cached = documentsApi.endpoints.getDocument.useQueryState(id);
  const isGenerating = cached.data?.status === "generating";
  const primary = useGetDocumentQuery(id, { pollingInterval: isGenerating ? GENERATING_POLL_MS : 0 });
  const fallback = useGetProposalQuery(id, { skip: !primary.isError });
  const failed = primary.isError && fallback.isError;

  useEffect(() => {
    if (!failed) return;
    toast.error("Could not fetch document", { id: "document-fetch-error" });
    void navigate("/proposals/create", { replace: true });
  }, [failed, navigate]);

  useRefreshListsWhenGenerated(id, primary.data?.status);

  if (primary.data && !primary.isError) return { document: primary.data, isLoading: false };
  if (fallback.data) {
    const { title, user_query, document, status: fallbackStatus = "ready" } = fallback.data;
    return { document: { title, user_query, document, status: fallbackStatus, error: null }, isLoading: false };
  }
  return { document: undefined, isLoading: true };
}

/** Once generation ends, the lists showing this document's title and status, its chat and files are stale. */
function useRefreshListsWhenGenerated(id: string, status: string | undefined) {
  const dispatch = useAppDispatch();
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === "generating" && status && status !== "generating") {
      dispatch(
        apiClient.util.invalidateTags([
          { type: "Document", id: "LIST" },
          "ProjectDocuments",
          "History",
          { type: "Chat", id },
          { type: "File", id },
        ]),
      );
    }
    previousStatus.current = status;
  }, [id, status, dispatch]);
}
