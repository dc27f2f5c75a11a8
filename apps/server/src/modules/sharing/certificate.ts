import { randomBytes } from "node:crypto";
import type { QuoteLine } from "@scopewise/shared";
import type { AcceptanceRow } from "./sharing.repo.js";

/** The unguessable part of a certificate's address (192 random bits, base64url). */
export const newCertificateToken = (): string => randomBytes(24).toString("base64url");
export const CERTIFICATE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Who reads a certificate: its owner sees where it was signed from; through the share link, no IP or user agent. */
export type CertificateAudience = "owner" | "share-link";

/** What an acceptance certificate states, in the order both its HTML and PDF forms print it. */
export interface CertificateFacts {
  title: string;
  rows: Array<[label: string, value: string]>;
  /** The scope accepted: every priced item with what was chosen for it. */
  lines: Array<{ item: string; choice: string; cost: string }>;
  total: string;
}

export function formatMoneyIn(currency: string, amount: number): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${currency} ${Math.round(amount).toLocaleString("en-US")}`;
  }
}

export function certificateFacts(row: AcceptanceRow, audience: CertificateAudience): CertificateFacts {
  const lines = JSON.parse(row.lines) as QuoteLine[];
  const money = (n: number) => formatMoneyIn(row.currency, n);
  const signedFrom: CertificateFacts["rows"] =
    audience === "owner"
      ? [
          ["IP address", row.ip],
          ["User agent", row.user_agent],
        ]
      : [];
  return {
    title: row.document_title,
    rows: [
      ["Proposal", row.document_title],
      ["Document SHA-256", row.document_sha256],
      ["Accepted by", `${row.name} <${row.email}>`],
      ["Signature (typed)", row.signature],
      ["Accepted at (UTC)", row.accepted_at],
      ...signedFrom,
      ["Certificate id", row.certificate_id],
    ],
    lines: lines.map((line) => ({
      item: `${line.phase} — ${line.item}`,
      choice: line.included ? `${formatQuantity(line.quantity)} ${line.unit}` : "left out",
      cost: money(line.cost),
    })),
    total: money(row.total_cost),
  };
}

function formatQuantity(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
