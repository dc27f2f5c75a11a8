import type { Decline, DeclineInput } from "@scopewise/shared";
import { HttpError, tooManyRequests } from "../../http/errors.js";
import type { ShareCaller } from "../sharing/client-sharing.service.js";
import type { OwnerMail } from "../sharing/owner-mail.js";
import type { ShareAccess } from "../sharing/share-access.js";
import type { ShareLimits } from "../sharing/share-limits.js";
import { proposalPageUrl } from "../sharing/share-mail.js";
import { declineStands } from "./proposal-status.js";
import { declinedMail } from "./send-mail.js";
import type { SendingRepo } from "./sending.repo.js";
import type { AuditRecorder } from "../audit/record-audit.js";

export interface ClientDeclineDeps {
  repo: SendingRepo;
  access: ShareAccess;
  limits: ShareLimits;
  ownerMail: OwnerMail;
  audit: AuditRecorder;
  publicUrl: string;
  now: () => Date;
}

/**
 * The client declines a shared proposal with a reason: it stands until the owner shares the
 * proposal again (it cannot be accepted meanwhile), and the owner is mailed.
 */
export class ClientDecline {
  constructor(private readonly deps: ClientDeclineDeps) {}

  async decline(uuid: string, caller: ShareCaller, input: DeclineInput): Promise<Decline> {
    const wait = await this.deps.limits.decline(uuid, caller.ip);
    if (wait > 0) throw tooManyRequests("Too many answers from this page. Please try again later.", wait);
    const doc = await this.deps.access.open(uuid, caller.password, caller.ip);
    if (doc.locked_at) throw new HttpError(409, { detail: "This proposal has already been accepted." });
    if (declineStands(doc)) throw new HttpError(409, { detail: "This proposal was already declined." });
    const decline = {
      declined_at: this.deps.now().toISOString(),
      decline_name: input.name,
      decline_email: input.email || null,
      decline_reason: input.reason,
    };
    if (!(await this.deps.repo.decline(doc.id, decline))) throw answeredMeanwhile();
    await this.deps.audit({
      place: { documentId: doc.id },
      actorId: null,
      action: "proposal_declined",
      target: { type: "document", id: doc.id, title: doc.title },
      detail: { name: decline.decline_name, email: decline.decline_email, reason: decline.decline_reason },
    });
    await this.deps.ownerMail.send(doc, (to) =>
      declinedMail({
        to,
        title: doc.title,
        name: decline.decline_name,
        email: decline.decline_email,
        reason: decline.decline_reason,
        at: decline.declined_at,
        link: proposalPageUrl(this.deps.publicUrl, doc.id),
      }),
    );
    return {
      name: decline.decline_name,
      email: decline.decline_email,
      reason: decline.decline_reason,
      declined_at: decline.declined_at,
    };
  }
}

/** An accept or another decline won at the same moment: a reload shows which. */
const answeredMeanwhile = (): HttpError =>
  new HttpError(409, { detail: "This proposal has just been answered. Reload the page to see where it stands." });
