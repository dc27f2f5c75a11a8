import type { Approval } from "@scopewise/shared";

/** The one sentence the document's approval state reads as (English; the caller translates). */
export function approvalStatusText(approval: Approval): { text: string; values?: Record<string, string> } {
  const decider = approval.decided_by?.name ?? "a former member";
  switch (approval.status) {
    case "not_required":
      return { text: "No approval needed for this proposal." };
    case "not_requested":
      return { text: "This proposal needs approval before it goes to the client." };
    case "pending":
      return {
        text: "Waiting for approval (asked by {{name}})",
        values: { name: approval.requested_by?.name ?? "a former member" },
      };
    case "approved":
      return { text: "Approved by {{name}}", values: { name: decider } };
    case "rejected":
      return { text: "Rejected by {{name}}", values: { name: decider } };
  }
}

/** Whether the share link and sending are held back until someone approves. */
export function approvalBlocksSharing(approval: Approval | undefined): boolean {
  return approval !== undefined && approval.required && approval.status !== "approved";
}

/** Whether this proposal may be put up for approval now (needed, not pending or approved already). */
export function mayRequestApproval(approval: Approval): boolean {
  return approval.required && (approval.status === "not_requested" || approval.status === "rejected");
}
