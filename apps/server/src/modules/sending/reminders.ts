import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../integrations/mail/mailer.js";
import type { UsersRepo } from "../auth/users.repo.js";
import { PeriodicCheck } from "../../workers/periodic-check.js";
import { shareLinkUrl } from "../sharing/share-mail.js";
import { declineStands } from "./proposal-status.js";
import { reminderMail } from "./send-mail.js";
import { REMINDER_CLAIM_MS, type ReminderRow, type SendingRepo } from "./sending.repo.js";
import { senderName } from "./sending.service.js";

/** How often each process looks for reminders due (a reminder goes out within this of falling due). */
export const REMINDER_CHECK_MS = 60 * 1000;
/** Reminders handled per check, so one check stays short; the rest go with the next. */
const REMINDERS_PER_CHECK = 50;

/**
 * The reminders sends asked for. Every process checks now and then; each reminder is claimed in
 * the database first (a conditional update), so one process alone mails it. It is skipped when the
 * client accepted or declined, or the link it carried no longer opens (off, expired or rotated);
 * a mail that fails goes back to pending and is tried at the next check.
 */
export class Reminders {
  private readonly checks: PeriodicCheck;

  constructor(
    private readonly deps: {
      repo: SendingRepo;
      users: UsersRepo;
      mailer: Mailer;
      publicUrl: string;
      now: () => Date;
      log: FastifyBaseLogger;
    },
  ) {
    this.checks = new PeriodicCheck(() => this.sendDue(), deps.log, "could not send the reminders due");
  }

  /** Sends (or skips) the reminders due now. */
  async sendDue(): Promise<void> {
    const now = this.deps.now();
    const claimedBefore = new Date(now.getTime() - REMINDER_CLAIM_MS).toISOString();
    for (const row of await this.deps.repo.dueReminders(now.toISOString(), claimedBefore, REMINDERS_PER_CHECK)) {
      if (!(await this.deps.repo.claimReminder(row, now.toISOString()))) continue;
      await this.deps.repo.finishReminder(row.id, await this.remind(row, now), this.deps.now().toISOString());
    }
  }

  /** Checks every `everyMs` until stopped. */
  start(everyMs = REMINDER_CHECK_MS): void {
    this.checks.start(everyMs);
  }

  /** Stops checking; a check under way finishes first. */
  stop(): Promise<void> {
    return this.checks.stop();
  }

  private async remind(row: ReminderRow, now: Date): Promise<"sent" | "skipped" | "pending"> {
    if (!stillWanted(row, now)) return "skipped";
    const owner = await this.deps.users.findById(row.owner_id);
    if (!owner) return "skipped";
    const facts = {
      sender: senderName(owner),
      senderEmail: owner.email,
      title: row.title,
      message: row.message,
      link: shareLinkUrl(this.deps.publicUrl, row.uuid),
      hasPassword: row.share_password_hash !== null,
      expiresAt: row.share_expires_at,
      sentAt: row.sent_at,
    };
    try {
      for (const to of JSON.parse(row.recipients) as string[])
        await this.deps.mailer.send(reminderMail({ ...facts, to }));
      return "sent";
    } catch (error) {
      this.deps.log.error(
        { err: error, documentId: row.document_id },
        "could not mail a reminder; it is tried again at the next check",
      );
      return "pending";
    }
  }
}

/** A reminder is for a client who has not answered yet, through the link the mail carried, still open. */
function stillWanted(row: ReminderRow, now: Date): boolean {
  if (row.locked_at !== null || declineStands(row)) return false;
  if (!row.share_enabled || row.uuid !== row.share_uuid) return false;
  return row.share_expires_at === null || row.share_expires_at > now.toISOString();
}
