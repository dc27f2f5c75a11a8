import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "../../integrations/mail/mailer.js";
import type { UsersRepo } from "../auth/users.repo.js";

/** Mails a shared document's owner. A failure is logged, never passed on: it must not fail the client's call. */
export class OwnerMail {
  constructor(
    private readonly users: UsersRepo,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(doc: { id: string; owner_id: string }, message: (to: string) => MailMessage): Promise<void> {
    try {
      const owner = await this.users.findById(doc.owner_id);
      if (owner) await this.mailer.send(message(owner.email));
    } catch (error) {
      this.log.error({ err: error, documentId: doc.id }, "could not mail the owner of a shared document");
    }
  }
}
