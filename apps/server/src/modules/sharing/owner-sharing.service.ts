import { randomUUID } from "node:crypto";
import type {
  Acceptance,
  OptionSetting,
  OptionSettingsInput,
  QuoteTask,
  Share,
  ShareUpdateInput,
} from "@scopewise/shared";
import { HttpError, fieldError, notFound } from "../../http/errors.js";
import { hashPassword } from "../auth/crypto.js";
import type { DocumentRow } from "../documents/documents.repo.js";
import type { DocumentsService } from "../documents/documents.service.js";
import { declineStands } from "../sending/proposal-status.js";
import { presentAcceptance } from "./acceptance-presenter.js";
import { type CertificateFacts, certificateFacts, newCertificateToken } from "./certificate.js";
import { optionSettingsOf, quoteBasisOfRow } from "./share-access.js";
import { shareLinkUrl } from "./share-mail.js";
import { SharingRepo } from "./sharing.repo.js";
import { presentViews } from "./views-presenter.js";
import type { ViewsRepo } from "./views.repo.js";
import type { AuditRecorder } from "../audit/record-audit.js";

export interface OwnerSharingDeps {
  repo: SharingRepo;
  views: ViewsRepo;
  documents: DocumentsService;
  /** Refuses (409) a proposal that needs approval and has none (the approval module). */
  refuseUnapproved: (userId: string, id: string) => Promise<void>;
  audit: AuditRecorder;
  publicUrl: string;
  now: () => Date;
}

/** The owner's side of sharing a document: link settings, the client's options, views and acceptance. */
export class OwnerSharingService {
  constructor(private readonly deps: OwnerSharingDeps) {}

  async share(ownerId: string, id: string): Promise<Share> {
    return this.present(await this.deps.documents.get(ownerId, id));
  }

  async updateShare(ownerId: string, id: string, input: ShareUpdateInput): Promise<Share> {
    const doc = await this.deps.documents.get(ownerId, id);
    const changes: Parameters<SharingRepo["setShare"]>[2] = {};
    if (input.enabled !== undefined) changes.share_enabled = input.enabled ? 1 : 0;
    // Turning the link on puts the proposal out again, after a link that was off or a client's decline.
    const goingOut = input.enabled === true && (!doc.share_enabled || declineStands(doc));
    if (goingOut) {
      await this.deps.refuseUnapproved(ownerId, id);
      changes.shared_at = this.deps.now().toISOString();
    }
    if (input.allow_options !== undefined) changes.share_allow_options = input.allow_options ? 1 : 0;
    if (input.expires_at !== undefined)
      changes.share_expires_at = input.expires_at === null ? null : new Date(input.expires_at).toISOString();
    if (input.password !== undefined)
      changes.share_password_hash =
        input.password === null || input.password === "" ? null : await hashPassword(input.password);
    if (Object.keys(changes).length > 0) await this.deps.repo.setShare(ownerId, id, changes);
    if (input.enabled !== undefined && input.enabled !== Boolean(doc.share_enabled))
      await this.deps.audit({
        place: { documentId: id },
        actorId: ownerId,
        action: input.enabled ? "share_enabled" : "share_disabled",
        target: { type: "document", id, title: doc.title },
      });
    return this.share(ownerId, id);
  }

  /** A new uuid and certificate address: the old link and its certificate answer 404 at once. */
  async rotate(ownerId: string, id: string): Promise<Share> {
    const link = {
      uuid: randomUUID(),
      share_created_at: this.deps.now().toISOString(),
      certificate_token: newCertificateToken(),
    };
    if (!(await this.deps.repo.rotate(ownerId, id, link))) throw notFound();
    return this.share(ownerId, id);
  }

  /** The priced tasks the owner may offer as options, and the settings made so far. */
  async options(ownerId: string, id: string): Promise<{ items: QuoteTask[]; options: OptionSetting[] }> {
    const doc = await this.deps.documents.get(ownerId, id);
    const basis = quoteBasisOfRow(doc);
    return { items: basis ? basis.phases.flatMap((p) => p.tasks) : [], options: optionSettingsOf(doc, basis) };
  }

  async setOptions(
    ownerId: string,
    id: string,
    input: OptionSettingsInput,
  ): Promise<{ items: QuoteTask[]; options: OptionSetting[] }> {
    const doc = await this.deps.documents.getWritable(ownerId, id);
    const basis = quoteBasisOfRow(doc);
    if (!basis)
      throw new HttpError(409, { detail: "This document has no estimate, so it has no items to offer as options." });
    const known = new Set(basis.phases.flatMap((p) => p.tasks.map((t) => t.id)));
    const unknown = input.options.filter((o) => !known.has(o.id)).map((o) => o.id);
    if (unknown.length > 0) throw fieldError({ options: [`Not items of this estimate: ${unknown.join(", ")}.`] });
    const kept = input.options.filter((o) => o.optional || o.quantity);
    await this.deps.repo.setShare(ownerId, id, { client_options: JSON.stringify(kept) });
    return this.options(ownerId, id);
  }

  async acceptance(ownerId: string, id: string): Promise<Acceptance> {
    await this.deps.documents.get(ownerId, id);
    const row = await this.deps.repo.findAcceptance(id);
    if (!row) throw notFound();
    return presentAcceptance(row, this.deps.publicUrl);
  }

  /**
   * What a signed copy of the document states after the proposal: the acceptance's facts (who, when,
   * the hash of the text accepted, the scope chosen, the total), without the signer's IP and user
   * agent, since a signed copy travels. Undefined while the document is not accepted.
   */
  async signedCopyFacts(ownerId: string, id: string): Promise<CertificateFacts | undefined> {
    await this.deps.documents.get(ownerId, id);
    const row = await this.deps.repo.findAcceptance(id);
    return row ? certificateFacts(row, "share-link") : undefined;
  }

  async views(ownerId: string, id: string) {
    await this.deps.documents.get(ownerId, id);
    return presentViews(await this.deps.views.listViews(id));
  }

  /** "Make a new version": an unlocked copy of the document with its brief, estimate and options (not its link's settings). */
  async newVersion(ownerId: string, id: string): Promise<DocumentRow> {
    const doc = await this.deps.documents.get(ownerId, id);
    return this.deps.documents.inTransaction(async (documents, trx) => {
      const copy = await documents.insert(ownerId, {
        title: doc.title,
        user_query: doc.user_query,
        document: doc.document,
        status: doc.status === "generating" ? "ready" : doc.status,
        projectId: doc.project_id,
      });
      if (doc.brief !== null && doc.estimate !== null)
        await documents.storeEstimate(ownerId, copy.id, { brief: doc.brief, estimate: doc.estimate });
      if (doc.client_options !== null)
        await new SharingRepo(trx).setShare(ownerId, copy.id, { client_options: doc.client_options });
      return documents.get(ownerId, copy.id);
    });
  }

  private present(doc: DocumentRow): Share {
    return {
      uuid: doc.uuid,
      url: shareLinkUrl(this.deps.publicUrl, doc.uuid),
      enabled: Boolean(doc.share_enabled),
      expires_at: doc.share_expires_at,
      has_password: doc.share_password_hash !== null,
      allow_options: Boolean(doc.share_allow_options),
      created_at: doc.share_created_at ?? doc.created_at,
    };
  }
}
