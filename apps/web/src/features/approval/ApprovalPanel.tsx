import type { Approval } from "@scopewise/shared";
import { APPROVAL_COMMENT_MAX_LENGTH } from "@scopewise/shared";
import { useState, type ReactNode } from "react";
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

/** One way to end a comment form: its button, and what sending it does. */
interface CommentAction {
  label: string;
  variant: "primary" | "secondary";
  /** Refuses before sending (answers the message to show), e.g. a rejection without a reason. */
  check?: (comment: string) => string | undefined;
  send: (comment: string) => Promise<unknown>;
  done: string;
}

/** A comment box and its buttons: the request for approval and the approver's decision are both this. */
function CommentForm({
  label,
  failure,
  actions,
  isLoading,
  intro,
  className = "",
}: {
  label: string;
  /** Shown when the server's refusal says nothing about the comment itself. */
  failure: string;
  actions: CommentAction[];
  isLoading: boolean;
  intro?: ReactNode;
  className?: string;
}) {
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const run = async (action: CommentAction) => {
    const refusal = action.check?.(comment);
    if (refusal) {
      setError(refusal);
      return;
    }
    try {
      await action.send(comment);
      setComment("");
      toast.success(action.done);
    } catch (reason) {
      setError(serverFieldErrors(reason).comment ?? apiErrorText(reason, failure));
    }
  };
  return (
    <div className={`space-y-2 ${className}`}>
      {intro}
      <TextAreaField
        label={label}
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
        {actions.map((action, index) => (
          <Button key={action.label} variant={action.variant} disabled={isLoading} onClick={() => void run(action)}>
            {isLoading && index === 0 ? <Spinner /> : null}
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

function RequestApprovalForm({ documentId }: { documentId: string }) {
  const t = useUiTranslator();
  const [request, { isLoading }] = useRequestApprovalMutation();
  return (
    <CommentForm
      label={t("Comment for the approver (optional)")}
      failure={t("The approval could not be requested.")}
      isLoading={isLoading}
      actions={[
        {
          label: t("Request approval"),
          variant: "secondary",
          send: (comment) => request({ documentId, comment }).unwrap(),
          done: t("Approval requested"),
        },
      ]}
    />
  );
}

function DecisionForm({ documentId, approval }: { documentId: string; approval: Approval }) {
  const t = useUiTranslator();
  const [decide, { isLoading }] = useDecideApprovalMutation();
  const figures =
    approval.value !== null ? (
      <p className="text-xs text-zinc-400">
        {t("Total {{value}} {{currency}}, threshold {{threshold}}", {
          value: approval.value.toLocaleString(),
          currency: approval.currency ?? "",
          threshold: approval.threshold?.toLocaleString() ?? "",
        })}
      </p>
    ) : null;
  return (
    <CommentForm
      className="border-t border-zinc-800 pt-3"
      intro={figures}
      label={t("Comment (required to reject)")}
      failure={t("The decision could not be saved.")}
      isLoading={isLoading}
      actions={[
        {
          label: t("Approve"),
          variant: "primary",
          send: (comment) => decide({ documentId, decision: "approve", comment }).unwrap(),
          done: t("Approved"),
        },
        {
          label: t("Reject"),
          variant: "secondary",
          check: (comment) => (comment.trim() ? undefined : t("Say why you reject it, so the author can change it.")),
          send: (comment) => decide({ documentId, decision: "reject", comment }).unwrap(),
          done: t("Rejected"),
        },
      ]}
    />
  );
}
