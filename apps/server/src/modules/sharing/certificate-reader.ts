import { HttpError, notFound } from "../../http/errors.js";
import { certificateUrl } from "./acceptance-presenter.js";
import { CERTIFICATE_TOKEN, certificateFacts, type CertificateFacts } from "./certificate.js";
import type { ShareAccess } from "./share-access.js";
import type { SharedRow, SharingRepo } from "./sharing.repo.js";

/** Who asks for a certificate: the signed-in user (if any), the share password sent, the client's address. */
export interface CertificateCaller {
  signedInUserId: string | undefined;
  password: string | undefined;
  ip: string;
}

export interface CertificateCopy {
  certificateId: string;
  facts: CertificateFacts;
  /** Where the PDF form is, when that address opens it as it stands (null: read through the app). */
  pdfUrl: string | null;
}

/**
 * Acceptance certificates by their token. The document's owner (signed in) always reads theirs, with
 * the signer's IP and user agent. Anyone else reads it through the share link, as the link allows
 * now: off, expired or rotated, or its password missing or wrong, the certificate is 404; their copy
 * has no IP or user agent.
 */
export class CertificateReader {
  constructor(private readonly deps: { repo: SharingRepo; access: ShareAccess; publicUrl: string }) {}

  async read(token: string, caller: CertificateCaller): Promise<CertificateCopy> {
    const found = CERTIFICATE_TOKEN.test(token) ? await this.deps.repo.findCertificate(token) : undefined;
    if (!found) throw notFound();
    const { owner_id: ownerId, uuid, ...acceptance } = found;
    if (caller.signedInUserId === ownerId)
      return { certificateId: acceptance.certificate_id, facts: certificateFacts(acceptance, "owner"), pdfUrl: null };
    const link = await this.openLink(uuid, caller);
    return {
      certificateId: acceptance.certificate_id,
      facts: certificateFacts(acceptance, "share-link"),
      pdfUrl: link.share_password_hash === null ? `${certificateUrl(this.deps.publicUrl, token)}?format=pdf` : null,
    };
  }

  /** The share link as the public side opens it, except that a missing or wrong password is 404 too: a certificate does not tell that it exists. */
  private async openLink(uuid: string, caller: CertificateCaller): Promise<SharedRow> {
    try {
      return await this.deps.access.open(uuid, caller.password, caller.ip);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) throw notFound();
      throw error;
    }
  }
}
