import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Decline, ProposalSend, ProposalStanding, SendInput, Sending, Share } from "@scopewise/shared";
import { HttpError, serviceUnavailable } from "../../http/errors.js";
import type { Mailer } from "../../integrations/mail/mailer.js";
import type { UsersRepo } from "../auth/users.repo.js";
import type { DocumentRow } from "../documents/documents.repo.js";
import type { DocumentsService } from "../documents/documents.service.js";
import { shareLinkUrl } from "../sharing/share-mail.js";
import { proposalStatus, proposalValue } from "./proposal-status.js";
import { proposalMail } from "./send-mail.js";
import { refuseWhenLocked } from "../../policies/resource.policy.js";
import type { SendRow, SendingRepo, StandingRow } from "./sending.repo.js";
import type { AuditRecorder } from "../audit/record-audit.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SendingDeps {
  repo: SendingRepo;
  documents: DocumentsService;
  users: UsersRepo;
  mailer: Mailer;
  /** The document's share settings as the owner sees them. */
  share: (ownerId: string, id: string) => Promise<Share>;
  /** Refuses (409) a proposal that needs approval and has none (the approval module). */
  refuseUnapproved: (userId: string, id: string) => Promise<void>;
  audit: AuditRecorder;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** How the owner is named to their client: their full name, else their username. */
export const senderName = (user: { first_name: string; last_name: string; username: string }): string =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;

/** The owner's side of sending: a proposal's standing in the lists, its sends, and sending it to a client. */
export class SendingService {
  constructor(private readonly deps: SendingDeps) {}

  /** Each document's status and value, by id, for the lists. */
  async standings(ownerId: string, projectId?: string): Promise<(id: string) => ProposalStanding> {
    const byId = new Map(
      (await this.deps.repo.standings(ownerId, projectId)).map((row) => [row.id, presentStanding(row)]),
    );
    return (id) => byId.get(id) ?? { proposal_status: "draft", proposal_value: null };
  }

  async sending(ownerId: string, id: string): Promise<Sending> {
    await this.deps.documents.get(ownerId, id);
    const [standing, share, sends, decline] = await Promise.all([
      this.deps.repo.standing(ownerId, id),
      this.deps.share(ownerId, id),
      this.deps.repo.listSends(id),
      this.deps.repo.findDecline(id),
    ]);
    if (!standing) throw new HttpError(404, { detail: "Not found." });
    const stands = presentStanding(standing);
    return {
      ...stands,
      shared_at: standing.shared_at,
      share,
      sends: sends.map(presentSend),
      decline: stands.proposal_status === "declined" && decline ? presentDecline(decline) : null,
    };
  }

  /**
   * Mails the proposal's link to each recipient (one mail each) with the owner's message: the link is
   * turned on and the proposal shared again (a decline before now is set aside). A mail that fails
   * is left out of the send and answered 503, naming who did not get it.
   */
  async send(ownerId: string, id: string, input: SendInput): Promise<Sending> {
    const doc = await this.deps.documents.get(ownerId, id);
    refuseUnsendable(doc);
    await this.deps.refuseUnapproved(ownerId, id);
    const owner = await this.deps.users.findById(ownerId);
    if (!owner) throw new HttpError(404, { detail: "Not found." });
    const at = this.deps.now();
    const row: SendRow = {
      id: randomUUID(),
      document_id: id,
      share_uuid: doc.uuid,
      recipients: JSON.stringify(input.recipients),
      message: input.message,
      sent_at: at.toISOString(),
      remind_at:
        input.remind_after_days === null
          ? null
          : new Date(at.getTime() + input.remind_after_days * DAY_MS).toISOString(),
      reminder_state: input.remind_after_days === null ? "none" : "pending",
      reminder_claimed_at: null,
      reminded_at: null,
    };
    await this.deps.repo.recordSend(ownerId, row);
    await this.deps.audit({
      place: { documentId: id },
      actorId: ownerId,
      action: "proposal_sent",
      target: { type: "document", id, title: doc.title },
      detail: { recipients: input.recipients, remind_after_days: input.remind_after_days },
    });
    const facts = {
      sender: senderName(owner),
      senderEmail: owner.email,
      title: doc.title,
      message: input.message,
      link: shareLinkUrl(this.deps.publicUrl, doc.uuid),
      hasPassword: doc.share_password_hash !== null,
      expiresAt: doc.share_expires_at,
    };
    const failed: string[] = [];
    for (const to of input.recipients) {
      try {
        await this.deps.mailer.send(proposalMail({ ...facts, to }));
      } catch (error) {
        this.deps.log.error({ err: error, documentId: id }, "could not mail a proposal to a recipient");
        failed.push(to);
      }
    }
    if (failed.length > 0) {
      await this.deps.repo.keepRecipients(
        row.id,
        input.recipients.filter((to) => !failed.includes(to)),
      );
      throw serviceUnavailable(
        `The proposal could not be mailed to ${failed.join(", ")}. The link is on; try again later.`,
      );
    }
    return this.sending(ownerId, id);
  }
}

function refuseUnsendable(doc: DocumentRow): void {
  refuseWhenLocked("send", doc.locked_at);
  if (doc.status !== "ready")
    throw new HttpError(409, {
      detail: "This proposal is not ready to send yet: wait until it is written, or answer its questions first.",
    });
}

export function presentStanding(row: StandingRow): ProposalStanding {
  return {
    proposal_status: proposalStatus({ ...row, accepted: Boolean(row.accepted) }),
    proposal_value: proposalValue(row),
  };
}

function presentSend(row: SendRow): ProposalSend {
  return {
    id: row.id,
    recipients: JSON.parse(row.recipients) as string[],
    message: row.message,
    sent_at: row.sent_at,
    remind_at: row.remind_at,
    // A claimed reminder is still on its way.
    reminder: row.reminder_state === "sending" ? "pending" : row.reminder_state,
    reminded_at: row.reminded_at,
  };
}

export function presentDecline(row: {
  declined_at: string | null;
  decline_name: string | null;
  decline_email: string | null;
  decline_reason: string | null;
}): Decline {
  return {
    name: row.decline_name ?? "",
    email: row.decline_email,
    reason: row.decline_reason ?? "",
    declined_at: row.declined_at ?? "",
  };
}
