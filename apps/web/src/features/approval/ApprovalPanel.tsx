import type { Approval } from "@scopewise/shared";
import { APPROVAL_COMMENT_MAX_LENGTH } from "@scopewise/shared";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { TextAreaField } from "../../components/TextAreaField";
import { apiErrorText, serverFieldErrors } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { useDecideApprovalMutation, useGetApprovalQuery, useRequestApprovalMutation } from "./approval-api";
import { approvalStatusText, mayRequestApproval } from "./approval-status";

/**
 * Beside the share controls: why the link and sending are held back, the request for approval, its
 * state, and, for an approver, the decision. Shows nothing when the proposal needs no approval.
 */
export function ApprovalPanel({ documentId, canRequest }: { documentId: string; canRequest: boolean }) {
  const t = useUiTranslator();
  const { data: approval } = useGetApprovalQuery(documentId);
  if (!approval || (!approval.required && approval.status === "not_required")) return null;
  const status = approvalStatusText(approval);
  const tone =
    approval.status === "approved"
      ? "border-emerald-700/60 bg-emerald-950/30"
      : approval.status === "rejected"
        ? "border-red-800/60 bg-red-950/30"
        : "border-amber-700/60 bg-amber-950/20";
  return (
    <section aria-label={t("Approval")} className={`space-y-3 rounded-lg border p-4 ${tone}`}>
      <p className="text-sm font-medium text-zinc-100" data-testid="approval-status">
        {t(status.text, status.values)}
      </p>
      {approval.comment && approval.status !== "not_requested" ? (
        <p className="text-sm whitespace-pre-wrap text-zinc-300">“{approval.comment}”</p>
      ) : null}
      {canRequest && mayRequestApproval(approval) ? <RequestApprovalForm documentId={documentId} /> : null}
      {approval.can_decide ? <DecisionForm documentId={documentId} approval={approval} /> : null}
    </section>
  );
}

function RequestApprovalForm({ documentId }: { documentId: string }) {
  const t = useUiTranslator();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [request, { isLoading }] = useRequestApprovalMutation();
  const onRequest = async () => {
    try {
      await request({ documentId, comment }).unwrap();
      setComment("");
      toast.success(t("Approval requested"));
    } catch (failure) {
      setError(serverFieldErrors(failure).comment ?? apiErrorText(failure, t("The approval could not be requested.")));
    }
  };
  return (
    <div className="space-y-2">
      <TextAreaField
        label={t("Comment for the approver (optional)")}
        rows={2}
        maxLength={APPROVAL_COMMENT_MAX_LENGTH}
        value={comment}
        error={error}
        onChange={(event) => {
          setComment(event.target.value);
          setError(undefined);
        }}
      />
      <Button variant="secondary" disabled={isLoading} onClick={() => void onRequest()}>
        {isLoading ? <Spinner /> : null}
        {t("Request approval")}
      </Button>
    </div>
  );
}

function DecisionForm({ documentId, approval }: { documentId: string; approval: Approval }) {
  const t = useUiTranslator();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [decide, { isLoading }] = useDecideApprovalMutation();
  const onDecide = async (decision: "approve" | "reject") => {
    if (decision === "reject" && !comment.trim()) {
      setError(t("Say why you reject it, so the author can change it."));
      return;
    }
    try {
      await decide({ documentId, decision, comment }).unwrap();
      setComment("");
      toast.success(decision === "approve" ? t("Approved") : t("Rejected"));
    } catch (failure) {
      setError(serverFieldErrors(failure).comment ?? apiErrorText(failure, t("The decision could not be saved.")));
    }
  };
  return (
    <div className="space-y-2 border-t border-zinc-800 pt-3">
      {approval.value !== null ? (
        <p className="text-xs text-zinc-400">
          {t("Total {{value}} {{currency}}, threshold {{threshold}}", {
            value: approval.value.toLocaleString(),
            currency: approval.currency ?? "",
            threshold: approval.threshold?.toLocaleString() ?? "",
          })}
        </p>
      ) : null}
      <TextAreaField
        label={t("Comment (required to reject)")}
        rows={2}
        maxLength={APPROVAL_COMMENT_MAX_LENGTH}
        value={comment}
        error={error}
        onChange={(event) => {
          setComment(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={isLoading} onClick={() => void onDecide("approve")}>
          {isLoading ? <Spinner /> : null}
          {t("Approve")}
        </Button>
        <Button variant="secondary" disabled={isLoading} onClick={() => void onDecide("reject")}>
          {t("Reject")}
        </Button>
      </div>
    </div>
  );
}
