import { createHash, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { quote, selectionErrors, type AcceptInput, type Acceptance, type Beacon, type Quote, type SharedDocument } from "@scopewise/shared";
import { isUniqueViolation } from "../../db/constraint-errors.js";
import type { AttemptLimiter } from "../../http/attempt-limiter.js";
import { HttpError, fieldError, notFound, tooManyRequests } from "../../http/errors.js";
import type { Mailer, MailMessage } from "../../integrations/mail/mailer.js";
import type { UsersRepo } from "../auth/users.repo.js";
import { presentAcceptance, presentPublicAcceptance, certificateUrl } from "./acceptance-presenter.js";
import { certificateFacts, formatMoneyIn, type CertificateFacts } from "./certificate.js";
import { acceptedMail, firstViewMail } from "./share-mail.js";
import { changedSinceOpened, clientOptions, optionSettingsOf, quoteBasisOfRow, type ShareAccess } from "./share-access.js";
import { StaleAcceptance, type SharedRow, type SharingRepo } from "./sharing.repo.js";
import { addSections, roundSeconds } from "./views-presenter.js";

/** Beacons of one visitor closer than this belong to the same visit. */
const VISIT_GAP_MS = 30 * 60 * 1000;

export interface ClientSharingDeps {
  repo: SharingRepo;
  access: ShareAccess;
  users: UsersRepo;
  mailer: Mailer;
  beacons: AttemptLimiter;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Who is calling on a share link: the password they sent, their address and user agent, and whether they are signed in as someone. */
export interface ShareCaller {
  password: string | undefined;
  ip: string;
  userAgent: string;
  signedInUserId: string | undefined;
}

export const sha256Hex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

/** The client's side of a shared document: read it, price options, accept it, and the reading beacon. */
export class ClientSharingService {
  constructor(private readonly deps: ClientSharingDeps) {}

  async read(uuid: string, caller: ShareCaller): Promise<SharedDocument> {
    const doc = await this.deps.access.open(uuid, caller.password, caller.ip);
    const basis = quoteBasisOfRow(doc);
    const acceptance = doc.locked_at ? await this.deps.repo.findAcceptance(doc.id) : undefined;
    return {
      title: doc.title,
      document: doc.document,
      options: doc.share_allow_options ? clientOptions(basis, optionSettingsOf(doc, basis)) : [],
      estimate_summary: basis,
      accepted: acceptance !== undefined,
      acceptance: acceptance ? presentPublicAcceptance(acceptance, this.deps.publicUrl) : null,
      document_sha256: sha256Hex(doc.document),
    };
  }

  async quote(uuid: string, caller: ShareCaller, selection: { selected: string[]; quantities: Record<string, number> }): Promise<Quote> {
    return this.priced(await this.deps.access.open(uuid, caller.password, caller.ip), selection);
  }

  async accept(uuid: string, caller: ShareCaller, input: AcceptInput): Promise<Acceptance> {
    const doc = await this.deps.access.open(uuid, caller.password, caller.ip);
    if (doc.locked_at) throw alreadyAccepted();
    if (sha256Hex(doc.document) !== input.document_sha256) throw changedSinceOpened();
    const priced = this.priced(doc, input);
    const row = {
      document_id: doc.id,
      certificate_id: randomUUID(),
      document_title: doc.title,
      name: input.name,
      email: input.email,
      signature: input.signature,
      accepted_at: this.deps.now().toISOString(),
      ip: caller.ip,
      user_agent: caller.userAgent.slice(0, 500),
      selected: JSON.stringify(input.selected),
      quantities: JSON.stringify(input.quantities),
      lines: JSON.stringify(priced.lines),
      currency: priced.currency,
      total_cost: priced.total_cost.expected,
      document_sha256: input.document_sha256,
    };
    try {
      await this.deps.repo.accept(row, Number(doc.version));
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyAccepted();
      if (error instanceof StaleAcceptance) throw changedSinceOpened();
      throw error;
    }
    await this.mailOwner(doc, (to) =>
      acceptedMail({
        to,
        title: doc.title,
        signer: row.name,
        email: row.email,
        total: formatMoneyIn(row.currency, row.total_cost),
        at: row.accepted_at,
        link: this.documentLink(doc.id),
        certificate: certificateUrl(this.deps.publicUrl, row.certificate_id),
      }),
    );
    return presentAcceptance(row, this.deps.publicUrl);
  }

  /**
   * Adds a beacon's seconds to the visitor's open visit (or starts one). Beacons sent by the
   * document's owner while signed in are not counted; the first view of each visitor mails the owner.
   */
  async recordView(uuid: string, caller: ShareCaller, beacon: Beacon): Promise<void> {
    const wait = await this.deps.beacons.attempt(`${uuid}:${beacon.visitor}`, caller.ip);
    if (wait > 0) throw tooManyRequests("Too many reading reports from this page.", wait);
    const doc = await this.deps.access.open(uuid, caller.password, caller.ip);
    if (caller.signedInUserId === doc.owner_id) return;
    const now = this.deps.now();
    const at = now.toISOString();
    const seconds = roundSeconds(beacon.sections.reduce((sum, s) => sum + s.seconds, 0));
    const open = await this.deps.repo.openVisit(doc.id, beacon.visitor, new Date(now.getTime() - VISIT_GAP_MS).toISOString());
    if (open) {
      const sections = addSections(JSON.parse(open.sections) as Beacon["sections"], beacon.sections);
      await this.deps.repo.updateVisit(open.id, { last_seen_at: at, seconds: roundSeconds(Number(open.seconds) + seconds), sections: JSON.stringify(sections) });
    } else {
      await this.deps.repo.insertVisit({ id: randomUUID(), document_id: doc.id, visitor: beacon.visitor, started_at: at, last_seen_at: at, seconds, sections: JSON.stringify(addSections([], beacon.sections)) });
    }
    if (await this.deps.repo.firstVisit(doc.id, beacon.visitor, at)) {
      await this.mailOwner(doc, (to) => firstViewMail({ to, title: doc.title, link: this.documentLink(doc.id), at }));
    }
  }

  /** A certificate by its public id, with the facts both of its forms print. */
  async certificate(certificateId: string): Promise<{ facts: CertificateFacts; pdfUrl: string }> {
    const row = /^[0-9a-f-]{36}$/i.test(certificateId) ? await this.deps.repo.findCertificate(certificateId) : undefined;
    if (!row) throw notFound();
    return { facts: certificateFacts(row), pdfUrl: `${certificateUrl(this.deps.publicUrl, certificateId)}?format=pdf` };
  }

  private priced(doc: SharedRow, selection: { selected: string[]; quantities: Record<string, number> }): Quote {
    const basis = quoteBasisOfRow(doc);
    const settings = doc.share_allow_options ? optionSettingsOf(doc, basis) : [];
    if (!basis) {
      if (selection.selected.length > 0 || Object.keys(selection.quantities).length > 0) throw fieldError({ selected: ["This proposal has no options to choose."] });
      return { currency: "USD", total_cost: { expected: 0, p50: 0, p80: 0, p90: 0 }, duration_weeks: { p50: 0, p80: 0, p90: 0 }, lines: [] };
    }
    const errors = selectionErrors(basis, settings, selection);
    if (errors) throw fieldError(errors);
    return quote(basis, settings, selection);
  }

  private documentLink(id: string): string {
    return `${this.deps.publicUrl}/proposals/${id}`;
  }

  /** A mail to the owner must not fail the client's call: a failure is logged. */
  private async mailOwner(doc: SharedRow, message: (to: string) => MailMessage): Promise<void> {
    try {
      const owner = await this.deps.users.findById(doc.owner_id);
      if (owner) await this.deps.mailer.send(message(owner.email));
    } catch (error) {
      this.deps.log.error({ err: error, documentId: doc.id }, "could not mail the owner of a shared document");
    }
  }
}

const alreadyAccepted = (): HttpError => new HttpError(409, { detail: "This proposal has already been accepted." });
