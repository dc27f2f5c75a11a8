import { approvalSchema, type Approval } from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";

const approvalUrl = (documentId: string, rest = "") =>
  serviceUrl("main", `documents/${encodeURIComponent(documentId)}/approval/${rest}`);

type Decision = "approve" | "reject";

/** A document's approval: its state, the request, and an approver's decision (each answers the state). */
export const approvalApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getApproval: build.query<Approval, string>({
      query: (documentId) => approvalUrl(documentId),
      transformResponse: (body: unknown) => approvalSchema.parse(body),
      providesTags: (_result, _error, documentId) => [{ type: "Document", id: `approval-${documentId}` }],
    }),
    requestApproval: build.mutation<Approval, { documentId: string; comment: string }>({
      query: ({ documentId, comment }) => ({
        url: approvalUrl(documentId),
        method: "POST",
        body: comment.trim() ? { comment: comment.trim() } : {},
      }),
      transformResponse: (body: unknown) => approvalSchema.parse(body),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: "Document", id: `approval-${documentId}` },
        "History",
      ],
    }),
    decideApproval: build.mutation<Approval, { documentId: string; decision: Decision; comment: string }>({
      query: ({ documentId, decision, comment }) => ({
        url: approvalUrl(documentId, `${decision}/`),
        method: "POST",
        body: comment.trim() ? { comment: comment.trim() } : {},
      }),
      transformResponse: (body: unknown) => approvalSchema.parse(body),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: "Document", id: `approval-${documentId}` },
        "History",
      ],
    }),
  }),
});

export const { useGetApprovalQuery, useRequestApprovalMutation, useDecideApprovalMutation } = approvalApi;
