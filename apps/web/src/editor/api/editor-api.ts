import {
  CHANGE_OUTCOME_MESSAGES,
  chatMessageSchema,
  documentFileSchema,
  documentSchema,
  type ChangeOutcome,
  type ChatMessage,
  type ProposalDocument,
} from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";
import type { SelectionContext } from "../ai/selection-content";
import { documentsApi } from "../../features/documents/documents-api";
import { generationApi } from "../../features/generation/generation-api";
import { proposalsApi } from "../../features/proposals/proposals-api";

export interface SaveDocumentArgs {
  id: string;
  document: string;
  /** The version the edit started from; left out to overwrite whatever is stored. */
  version?: number;
  /** The signed estimate the text states after an accepted re-estimate or currency change; stored with this save. */
  estimate_revision?: string;
  /** "assistant" when the save carries an accepted assistant change (the history says so). */
  reason?: "assistant";
}

export interface AskEditorAgentArgs {
  user_query: string;
  content: string;
  document_id: string;
  /** The estimate the editor's text states when an accepted change is not saved yet. */
  estimate_revision?: string;
  /** Where a selection sits; left out for the whole document. */
  selection_context?: SelectionContext;
}

/** The answer is checked by the caller, which reports a malformed one in its own words. */
export interface EditorAgentAnswer {
  result?: unknown;
  summary?: unknown;
  estimate_revision?: unknown;
}

const uploadedImageSchema = documentFileSchema.pick({ url: true });

const documentPath = (id: string, rest = "") => serviceUrl("chats", `documents/${encodeURIComponent(id)}/${rest}`);

export const editorApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    /** Saves the HTML; a stale version answers 409. The saved document replaces the cached one. */
    saveDocument: build.mutation<ProposalDocument, SaveDocumentArgs>({
      query: ({ id, document, version, estimate_revision, reason }) => ({
        url: documentPath(id),
        method: "PATCH",
        body: {
          document,
          ...(version === undefined ? {} : { version }),
          ...(estimate_revision === undefined ? {} : { estimate_revision }),
          ...(reason === undefined ? {} : { reason }),
        },
      }),
      transformResponse: (body: unknown) => documentSchema.parse(body),
      async onQueryStarted({ id, estimate_revision }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(documentsApi.util.upsertQueryData("getDocument", id, data));
          // The saved text states a new estimate: the charts read it again.
          if (estimate_revision !== undefined)
            void dispatch(
              generationApi.endpoints.getEstimateJob.initiate(id, { forceRefetch: true, subscribe: false }),
            );
        } catch {
          // The caller reports the failure.
        }
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: "File", id }]),
    }),
    /** PNG or JPEG up to 5 MB, stored with the document; answers the public URL for the img src. */
    uploadDocumentImage: build.mutation<{ url: string }, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append("image", file);
        return { url: documentPath(id, "images/"), method: "POST", body };
      },
      transformResponse: (body: unknown) => uploadedImageSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [{ type: "File", id }],
    }),
    /**
     * Stores the user's decision on a change in the document's chat. The line shows at once; the
     * stored one replaces it, and if storing fails it stays for this visit (the decision did happen).
     */
    recordChangeOutcome: build.mutation<ChatMessage, ChangeOutcome>({
      query: (body) => ({ url: serviceUrl("agent", "editor-agent/outcome"), method: "POST", body }),
      transformResponse: (body: unknown) => chatMessageSchema.parse(body),
      async onQueryStarted({ document_id, outcome }, { dispatch, queryFulfilled }) {
        const shownAt = new Date().toISOString();
        const content = CHANGE_OUTCOME_MESSAGES[outcome];
        dispatch(
          proposalsApi.util.updateQueryData(
            "getProposalChat",
            document_id,
            (chat) => void chat.push({ type: "ai", content, created_at: shownAt }),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            proposalsApi.util.updateQueryData("getProposalChat", document_id, (chat) => {
              // A re-read of the chat may have replaced the shown line meanwhile, with or without the stored one.
              const shown = chat.findIndex((line) => line.created_at === shownAt && line.content === content);
              if (shown >= 0) chat[shown] = data;
              else if (!chat.some((line) => line.created_at === data.created_at && line.content === data.content))
                chat.push(data);
            }),
          );
        } catch {
          // Kept as shown: the change was made in the editor either way.
        }
      },
      // A read of the chat started before the decision was stored (the assistant's answer asks for
      // one) can land after it and drop the line; reading again once it is stored puts it back.
      invalidatesTags: (_result, error, { document_id }) => (error ? [] : [{ type: "Chat", id: document_id }]),
    }),
    /** The server adds the instruction and the answer to the document's chat, so the chat is read again. */
    askEditorAgent: build.mutation<EditorAgentAnswer, AskEditorAgentArgs>({
      query: (body) => ({ url: serviceUrl("agent", "editor-agent"), method: "POST", body }),
      transformResponse: (body: unknown) =>
        typeof body === "object" && body !== null ? (body as EditorAgentAnswer) : { result: body },
      invalidatesTags: (_result, _error, { document_id }) => [{ type: "Chat", id: document_id }],
    }),
  }),
});

export const {
  useRecordChangeOutcomeMutation,
  useSaveDocumentMutation,
  useUploadDocumentImageMutation,
  useAskEditorAgentMutation,
} = editorApi;
