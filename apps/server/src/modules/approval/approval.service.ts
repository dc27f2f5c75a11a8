import type { FastifyBaseLogger } from "fastify";
import { formatMoney } from "@scopewise/estimator";
import type { Approval, ApprovalStatusName, UserRef } from "@scopewise/shared";
import type { Db } from "../../db/types.js";
import { HttpError, notFound } from "../../http/errors.js";
import type { Mailer } from "../../integrations/mail/mailer.js";
import {
  type ApprovalFacts,
  approvalStatus,
  authorizeApprovalDecision,
  authorizeApprovalRequest,
  authorizeGoingOut,
  mayDecide,
} from "../../policies/approval.policy.js";
import type { UserRow, UsersRepo } from "../auth/users.repo.js";
import { proposalValue } from "../sending/proposal-status.js";
import { SendingRepo } from "../sending/sending.repo.js";
import { proposalPageUrl } from "../sharing/share-mail.js";
import { type ApprovalStep, recordApprovalStep } from "./approval-steps.js";
import { approvalRequestMail } from "./approval-mail.js";
import { type ApprovalRow, type ApproverRow, ApprovalRepo, type DocumentMembership } from "./approval.repo.js";

export interface ApprovalDeps {
  db: Db;
  users: UsersRepo;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Everything a step of a document's approval is decided from, read together. */
interface Situation {
  doc: DocumentMembership["document"];
  member: DocumentMembership;
  facts: ApprovalFacts;
  currency: string | null;
  row: ApprovalRow | undefined;
  approvers: ApproverRow[];
}

/** The stored approval as the policy reads it. */
const storedOf = (row: ApprovalRow): NonNullable<ApprovalFacts["stored"]> => ({
  status: row.status,
  approved_value: row.approved_value === null ? null : Number(row.approved_value),
});

/** The situation after a step stored `row`. */
const withRow = (situation: Situation, row: ApprovalRow): Situation => ({
  ...situation,
  row,
  facts: { ...situation.facts, stored: storedOf(row) },
});

const userName = (user: Pick<UserRow, "first_name" | "last_name">): string =>
  `${user.first_name} ${user.last_name}`.trim();

/**
 * Approval of proposals above their workspace's threshold before they go to the client: asking,
 * approving or rejecting, and the check the share link and sending make. The rules are the approval policy's.
 */
export class ApprovalService {
  constructor(private readonly deps: ApprovalDeps) {}

  async view(userId: string, documentId: string): Promise<Approval> {
    return this.present(userId, await this.situation(this.deps.db, userId, documentId));
  }

  /** Asks for approval and mails each approver (but the one asking) a link to the proposal. */
  async request(user: UserRow, documentId: string, comment: string | undefined): Promise<Approval> {
    const at = this.deps.now();
    const { situation, doc } = await this.deps.db.transaction().execute(async (trx) => {
      const found = await this.situation(trx, user.id, documentId);
      authorizeApprovalRequest(found.member.role, found.facts);
      const row: ApprovalRow = {
        document_id: documentId,
        status: "pending",
        requested_by: user.id,
        requested_at: at.toISOString(),
        request_comment: comment || null,
        decided_by: null,
        decided_at: null,
        comment: null,
        requested_value: found.facts.value,
        approved_value: null,
        updated_at: at.toISOString(),
      };
      await new ApprovalRepo(trx).save(row);
      await this.record(trx, found.doc, user.id, "approval_requested", comment || null, at, {
        value: found.facts.value,
        currency: found.currency,
        threshold: found.facts.threshold,
      });
      return { situation: withRow(found, row), doc: found.doc };
    });
    await this.mailApprovers(user, doc, situation);
    return this.present(user.id, situation);
  }

  /** An approver's decision on a pending request, with their comment (required to reject: the schema says so). */
  async decide(
    userId: string,
    documentId: string,
    decision: "approve" | "reject",
    comment: string | undefined,
  ): Promise<Approval> {
    const at = this.deps.now();
    const situation = await this.deps.db.transaction().execute(async (trx) => {
      const found = await this.situation(trx, userId, documentId);
      const decider = {
        userId,
        role: found.member.role,
        approver: found.approvers.some((a) => a.user_id === userId),
      };
      authorizeApprovalDecision(decider, decision, found.facts, found.row?.requested_by ?? null);
      const row: ApprovalRow = {
        ...found.row!,
        status: decision === "approve" ? "approved" : "rejected",
        decided_by: userId,
        decided_at: at.toISOString(),
        comment: comment || null,
        approved_value: decision === "approve" ? found.facts.value : null,
        updated_at: at.toISOString(),
      };
      if (!(await new ApprovalRepo(trx).move("pending", row)))
        throw new HttpError(409, { detail: "This request was decided meanwhile; reload it." });
      const action = decision === "approve" ? "approval_approved" : "approval_rejected";
      await this.record(trx, found.doc, userId, action, comment || null, at, {
        value: found.facts.value,
        currency: found.currency,
        requested_by: found.row!.requested_by,
      });
      return withRow(found, row);
    });
    return this.present(userId, situation);
  }

  /** The check before the share link is turned on or the proposal is sent: 409 while it needs approval and has none. */
  async refuseUnapproved(userId: string, documentId: string, db: Db = this.deps.db): Promise<void> {
    authorizeGoingOut((await this.situation(db, userId, documentId)).facts);
  }

  private async situation(db: Db, userId: string, documentId: string): Promise<Situation> {
    const repo = new ApprovalRepo(db);
    const member = await repo.membership(userId, documentId);
    const standing = member && (await new SendingRepo(db).standing(userId, documentId));
    if (!member || !standing) throw notFound();
    const doc = member.document;
    const [threshold, row, approvers] = await Promise.all([
      member.personal ? Promise.resolve(null) : repo.threshold(member.workspace_id),
      repo.find(documentId),
      repo.approvers(member.workspace_id),
    ]);
    const value = proposalValue(standing);
    return {
      doc,
      member,
      facts: {
        threshold,
        value: value?.amount ?? null,
        stored: row && {
          status: row.status,
          approved_value: row.approved_value === null ? null : Number(row.approved_value),
        },
      },
      currency: value?.currency ?? null,
      row,
      approvers,
    };
  }

  private record(
    db: Db,
    doc: Situation["doc"],
    actorId: string,
    kind: ApprovalStep,
    comment: string | null,
    at: Date,
    detail: Record<string, unknown>,
  ): Promise<void> {
    return recordApprovalStep(db, doc, { actorId, kind, comment, detail }, at);
  }

  private async mailApprovers(requester: UserRow, doc: Situation["doc"], situation: Situation): Promise<void> {
    const value = situation.facts.value;
    const amount =
      value === null ? "no value" : situation.currency ? formatMoney(value, situation.currency) : String(value);
    for (const approver of situation.approvers) {
      if (approver.user_id === requester.id || !mayDecide({ role: approver.role, approver: true })) continue;
      try {
        await this.deps.mailer.send(
          approvalRequestMail({
            to: approver.email,
            firstName: approver.first_name,
            requesterName: userName(requester),
            title: doc.title,
            value: amount,
            comment: situation.row?.request_comment ?? "",
            link: proposalPageUrl(this.deps.publicUrl, doc.id),
          }),
        );
      } catch (err) {
        // The request stands: approvers also see it on the proposal's page.
        this.deps.log.error({ err, documentId: doc.id }, "an approval request mail could not be sent");
      }
    }
  }

  private async present(userId: string, situation: Situation): Promise<Approval> {
    const { facts, row } = situation;
    const status: ApprovalStatusName = approvalStatus(facts);
    const live = status !== "not_required" && status !== "not_requested";
    const [requestedBy, decidedBy] = await Promise.all([
      live ? this.userRef(row?.requested_by ?? null) : null,
      live && status !== "pending" ? this.userRef(row?.decided_by ?? null) : null,
    ]);
    // The one who asked does not decide (approving one's own request is refused).
    const decider = row?.requested_by === userId ? undefined : situation.approvers.find((a) => a.user_id === userId);
    return {
      required: status !== "not_required",
      status,
      requested_by: requestedBy,
      requested_at: live ? (row?.requested_at ?? null) : null,
      decided_by: decidedBy,
      decided_at: live && status !== "pending" ? (row?.decided_at ?? null) : null,
      comment: live ? ((status === "pending" ? row?.request_comment : row?.comment) ?? null) : null,
      threshold: facts.threshold,
      value: facts.value,
      currency: situation.currency,
      approved_value: status === "approved" ? (facts.stored?.approved_value ?? null) : null,
      can_decide: status === "pending" && decider !== undefined && mayDecide({ role: decider.role, approver: true }),
    };
  }

  private async userRef(id: string | null): Promise<UserRef | null> {
    if (id === null) return null;
    const user = await this.deps.users.findById(id);
    return user ? { id: user.id, name: userName(user), email: user.email } : null;
  }
}
