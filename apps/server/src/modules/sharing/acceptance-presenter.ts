import type { Acceptance } from "@scopewise/shared";
import type { AcceptanceRow } from "./sharing.repo.js";

/** A certificate's address: its token, which a rotated share link renews. */
export const certificateUrl = (publicUrl: string, certificateToken: string): string =>
  `${publicUrl}/api/certificates/${certificateToken}/`;

export function presentAcceptance(row: AcceptanceRow, publicUrl: string): Acceptance {
  return {
    name: row.name,
    email: row.email,
    signature: row.signature,
    accepted_at: row.accepted_at,
    ip: row.ip,
    user_agent: row.user_agent,
    selected: JSON.parse(row.selected) as string[],
    quantities: JSON.parse(row.quantities) as Record<string, number>,
    total_cost: Number(row.total_cost),
    document_sha256: row.document_sha256,
    certificate_url: certificateUrl(publicUrl, row.certificate_token),
  };
}

/** What the client's page shows of an acceptance: no IP, user agent or email. */
export function presentPublicAcceptance(row: AcceptanceRow, publicUrl: string) {
  const { name, accepted_at, total_cost, selected, quantities, document_sha256, certificate_url } = presentAcceptance(
    row,
    publicUrl,
  );
  return { name, accepted_at, total_cost, selected, quantities, document_sha256, certificate_url };
}
