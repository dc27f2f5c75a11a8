import type { FastifyBaseLogger } from "fastify";
import { PeriodicCheck } from "../../workers/periodic-check.js";
import type { OwnerMail } from "./owner-mail.js";
import { openedMail, proposalPageUrl } from "./share-mail.js";
import { VISITOR_MAIL_GAP_MS } from "./share-limits.js";
import type { ViewsRepo } from "./views.repo.js";

/** How often each process looks for digests due (a digest goes out within this of its hour ending). */
export const DIGEST_CHECK_MS = 60 * 1000;
/** Visitors first seen longer ago than this are left to the views panel if their digest never went out (a server down for a day). */
const DIGEST_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** Digests sent per check, so one check stays short; the rest go with the next. */
const DIGESTS_PER_CHECK = 100;

type MailedDocument = { id: string; owner_id: string; title: string };

/**
 * "Your proposal was opened" mails, at most one per document per hour: the first new visitor is
 * mailed at once; new visitors in the rest of that hour are told of together in one digest when the
 * hour ends. Each mail is claimed on the document's row first, so only one beacon or process sends it.
 */
export class VisitorMails {
  private readonly digests: PeriodicCheck;

  constructor(
    private readonly deps: {
      views: ViewsRepo;
      ownerMail: OwnerMail;
      publicUrl: string;
      now: () => Date;
      log: FastifyBaseLogger;
    },
  ) {
    this.digests = new PeriodicCheck(() => this.sendDigests(), deps.log, "could not send the visitor digests");
  }

  /** A new visitor of the document: mailed now, or counted in the digest when a mail went out within the hour. */
  async newVisitor(doc: MailedDocument): Promise<void> {
    const previous = await this.deps.views.visitorsMailedAt(doc.id);
    const now = this.deps.now();
    if (previous !== null && Date.parse(previous) > now.getTime() - VISITOR_MAIL_GAP_MS) return;
    await this.mailIfClaimed(doc, previous, now.toISOString());
  }

  /** Sends the digests due: documents whose hour since the last mail has ended with new visitors since. */
  async sendDigests(): Promise<void> {
    const now = this.deps.now();
    const mailedBy = new Date(now.getTime() - VISITOR_MAIL_GAP_MS).toISOString();
    const seenSince = new Date(now.getTime() - DIGEST_LOOKBACK_MS).toISOString();
    for (const doc of await this.deps.views.dueVisitorMails(mailedBy, seenSince, DIGESTS_PER_CHECK)) {
      await this.mailIfClaimed(doc, doc.visitors_mailed_at, now.toISOString());
    }
  }

  /** Checks for digests every `everyMs` until stopped. */
  start(everyMs = DIGEST_CHECK_MS): void {
    this.digests.start(everyMs);
  }

  /** Stops checking; a check under way finishes first. */
  stop(): Promise<void> {
    return this.digests.stop();
  }

  private async mailIfClaimed(doc: MailedDocument, previous: string | null, at: string): Promise<void> {
    if (!(await this.deps.views.claimVisitorMail(doc.id, previous, at))) return;
    const visitors = await this.deps.views.countNewVisitors(doc.id, previous, at);
    if (visitors === 0) return;
    const link = proposalPageUrl(this.deps.publicUrl, doc.id);
    await this.deps.ownerMail.send(doc, (to) =>
      openedMail({ to, title: doc.title, link, visitors, since: previous, at }),
    );
  }
}
