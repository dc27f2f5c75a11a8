import type { Db } from "../../db/types.js";
import { approvalHolds } from "../../policies/approval.policy.js";
import { recordAudit } from "../audit/record-audit.js";
import { proposalValue } from "../sending/proposal-status.js";
import { SendingRepo } from "../sending/sending.repo.js";
import { EventsRepo } from "../versions/events.repo.js";
import { ApprovalRepo } from "./approval.repo.js";

export type ApprovalStep = "approval_requested" | "approval_approved" | "approval_rejected" | "approval_reset";

/** An approval step in the document's history (at its version) and in its workspace's audit log, on `db`. */
export async function recordApprovalStep(
  db: Db,
  doc: { id: string; title: string; version: number },
  step: { actorId: string | null; kind: ApprovalStep; comment: string | null; detail: Record<string, unknown> },
  at: Date,
): Promise<void> {
  const { actorId, kind, comment } = step;
  await new EventsRepo(db).record({ documentId: doc.id, version: doc.version, actorId, kind, comment }, at);
  await recordAudit(
    db,
    {
      place: { documentId: doc.id },
      actorId,
      action: kind,
      target: { type: "document", id: doc.id, title: doc.title },
      detail: comment ? { ...step.detail, comment } : step.detail,
    },
    at,
  );
}

/**
 * After a write of a document's estimate (by `actorId`, on the write's database): an approval the
 * proposal's value now exceeds is to be asked again (not_requested), and the history and the log say so.
 * The documents repo calls it with every estimate it writes, as it records versions.
 */
export async function resetRaisedApproval(db: Db, documentId: string, actorId: string, at: Date): Promise<void> {
  const repo = new ApprovalRepo(db);
  const row = await repo.find(documentId);
  if (row?.status !== "approved") return;
  const standing = await new SendingRepo(db).standing(actorId, documentId);
  const value = standing ? proposalValue(standing) : null;
  const approved = row.approved_value === null ? null : Number(row.approved_value);
  if (!standing || approvalHolds(approved, value?.amount ?? null)) return;
  const reset = {
    ...row,
    status: "not_requested" as const,
    decided_by: null,
    decided_at: null,
    comment: null,
    approved_value: null,
    updated_at: at.toISOString(),
  };
  if (!(await repo.move("approved", reset))) return;
  const doc = await db
    .selectFrom("documents")
    .select(["id", "title", "version"])
    .where("id", "=", documentId)
    .executeTakeFirstOrThrow();
  await recordApprovalStep(
    db,
    { ...doc, version: Number(doc.version) },
    {
      actorId,
      kind: "approval_reset",
      comment: null,
      detail: { value: value?.amount ?? null, approved_value: approved, currency: value?.currency ?? null },
    },
    at,
  );
}
