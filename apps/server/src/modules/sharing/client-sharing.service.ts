import { createHash, randomUUID } from "node:crypto";
import type { AuditRecorder } from "../audit/record-audit.js";
import {
  quote,
  selectionErrors,
  type AcceptInput,
  type Acceptance,
  type Beacon,
  type Quote,
  type SenderBrand,
  type SharedDocument,
} from "@scopewise/shared";
import { isUniqueViolation } from "../../db/constraint-errors.js";
import { HttpError, fieldError, tooManyRequests } from "../../http/errors.js";
import { declineStands } from "../sending/proposal-status.js";
import { presentAcceptance, presentPublicAcceptance } from "./acceptance-presenter.js";
import { formatMoneyIn, newCertificateToken } from "./certificate.js";
import type { OwnerMail } from "./owner-mail.js";
import { acceptedMail, proposalPageUrl } from "./share-mail.js";
import {
  changedSinceOpened,
  clientOptions,
  optionSettingsOf,
  quoteBasisOfRow,
  type ShareAccess,
} from "./share-access.js";
import type { ShareLimits } from "./share-limits.js";
import { StaleAcceptance, type SharedRow, type SharingRepo } from "./sharing.repo.js";
import type { ViewRecorder } from "./view-recorder.js";

export interface ClientSharingDeps {
  audit: AuditRecorder;
  repo: SharingRepo;
  access: ShareAccess;
  limits: ShareLimits;
  recorder: ViewRecorder;
  ownerMail: OwnerMail;
  publicUrl: string;
  now: () => Date;
  /** The company of the document's workspace as the client's page shows it (name, logo, brand colour). */
  senderOf: (documentId: string) => Promise<SenderBrand | undefined>;
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
    const sender = await this.deps.senderOf(doc.id);
    return {
      title: doc.title,
      document: doc.document,
      options: doc.share_allow_options ? clientOptions(basis, optionSettingsOf(doc, basis)) : [],
      estimate_summary: basis,
      accepted: acceptance !== undefined,
      acceptance: acceptance ? presentPublicAcceptance(acceptance, this.deps.publicUrl) : null,
      document_sha256: sha256Hex(doc.document),
      declined: declineStands(doc),
      decline: declineStands(doc)
        ? { name: doc.decline_name ?? "", reason: doc.decline_reason ?? "", declined_at: doc.declined_at ?? "" }
        : null,
      // Only when the owner has a company profile: a read without one keeps the shape it always had.
      ...(sender ? { sender } : {}),
    };
  }

  /** What a link's page must ask before reading it: whether it needs the password. */
  async access(uuid: string): Promise<{ password_required: boolean }> {
    return { password_required: await this.deps.access.needsPassword(uuid) };
  }

  async quote(
    uuid: string,
    caller: ShareCaller,
    selection: { selected: string[]; quantities: Record<string, number> },
  ): Promise<Quote> {
    return this.priced(await this.deps.access.open(uuid, caller.password, caller.ip), selection);
  }

  async accept(uuid: string, caller: ShareCaller, input: AcceptInput): Promise<Acceptance> {
    const doc = await this.deps.access.open(uuid, caller.password, caller.ip);
    if (doc.locked_at) throw alreadyAccepted();
    if (declineStands(doc)) throw declinedBefore();
    if (sha256Hex(doc.document) !== input.document_sha256) throw changedSinceOpened();
    const priced = this.priced(doc, input);
    const row = {
      document_id: doc.id,
      certificate_id: randomUUID(),
      certificate_token: newCertificateToken(),
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
      if (error instanceof StaleAcceptance)
        throw (await this.deps.repo.declinedSince(doc.id)) ? declinedBefore() : changedSinceOpened();
      throw error;
    }
    await this.deps.audit({
      place: { documentId: doc.id },
      actorId: null,
      action: "proposal_accepted",
      target: { type: "document", id: doc.id, title: doc.title },
      detail: { name: row.name, email: row.email, total: row.total_cost, currency: row.currency },
    });
    await this.deps.ownerMail.send(doc, (to) =>
      acceptedMail({
        to,
        title: doc.title,
        signer: row.name,
        email: row.email,
        total: formatMoneyIn(row.currency, row.total_cost),
        at: row.accepted_at,
        link: proposalPageUrl(this.deps.publicUrl, doc.id),
      }),
    );
    return presentAcceptance(row, this.deps.publicUrl);
  }

  /**
   * A reading beacon, bounded per link and client address (429 past the bound). Beacons sent by the
   * document's owner while signed in are not counted.
   */
  async recordView(uuid: string, caller: ShareCaller, beacon: Beacon): Promise<void> {
    const wait = await this.deps.limits.beacon(uuid, caller.ip);
    if (wait > 0) throw tooManyRequests("Too many reading reports from this page.", wait);
    const doc = await this.deps.access.open(uuid, caller.password, caller.ip);
    if (caller.signedInUserId === doc.owner_id) return;
    await this.deps.recorder.record(uuid, doc, caller.ip, beacon);
  }

  private priced(doc: SharedRow, selection: { selected: string[]; quantities: Record<string, number> }): Quote {
    const basis = quoteBasisOfRow(doc);
    const settings = doc.share_allow_options ? optionSettingsOf(doc, basis) : [];
    if (!basis) {
      if (selection.selected.length > 0 || Object.keys(selection.quantities).length > 0)
        throw fieldError({ selected: ["This proposal has no options to choose."] });
      return {
        currency: "USD",
        total_cost: { expected: 0, p50: 0, p80: 0, p90: 0 },
        duration_weeks: { p50: 0, p80: 0, p90: 0 },
        lines: [],
      };
    }
    const errors = selectionErrors(basis, settings, selection);
    if (errors) throw fieldError(errors);
    return quote(basis, settings, selection);
  }
}

const alreadyAccepted = (): HttpError => new HttpError(409, { detail: "This proposal has already been accepted." });
const declinedBefore = (): HttpError =>
  new HttpError(409, { detail: "This proposal was declined. It can be accepted once its sender shares it again." });
