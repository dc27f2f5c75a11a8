import { createHash } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { generate, waitForJob } from "./generation-helpers.js";
import { decodeQuotedPrintable } from "./outbox.js";
import type { CaughtMail } from "./smtp-catcher.js";
import { bearer } from "./test-app.js";

/** A ready proposal with an estimate (priced from a request by the engine), not shared yet. */
export async function unsharedPricedProposal(
  app: FastifyInstance,
  token: string,
): Promise<{ id: string; uuid: string }> {
  const id = await generate(
    app,
    token,
    "Renovate a 40 m2 kitchen in Austin: new cabinets, countertops, tiling and lighting.",
  );
  const job = await waitForJob(app, token, id);
  if (job.status !== "ready") throw new Error(`generation ended ${String(job.status)}`);
  const doc = await app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(token) });
  return { id, uuid: doc.json().uuid as string };
}

/** A ready proposal with an estimate, its link turned on by its owner (a new document's is off), for sharing tests. */
export async function pricedProposal(app: FastifyInstance, token: string): Promise<{ id: string; uuid: string }> {
  const proposal = await unsharedPricedProposal(app, token);
  await enableShare(app, token, proposal.id);
  return proposal;
}

/** The owner turns a document's link on (new documents' links are off until then). */
export async function enableShare(app: FastifyInstance, token: string, id: string): Promise<void> {
  const share = await app.inject({
    method: "PUT",
    url: `/api/documents/${id}/share/`,
    headers: bearer(token),
    payload: { enabled: true },
  });
  if (share.statusCode !== 200) throw new Error(`share failed: ${share.statusCode} ${share.body}`);
}

/** A plain document with its link on (no estimate): quick to make where a test needs many links. */
export async function sharedPlainDocument(app: FastifyInstance, token: string): Promise<{ id: string; uuid: string }> {
  const created = await app.inject({
    method: "POST",
    url: "/api/documents/",
    headers: bearer(token),
    payload: { title: "Warehouse racking", document: "<h2>Scope</h2><p>Install twelve pallet racks.</p>" },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const id = created.json().id as string;
  await enableShare(app, token, id);
  return {
    id,
    uuid: (await app.inject({ method: "GET", url: `/api/documents/${id}/share/`, headers: bearer(token) })).json()
      .uuid as string,
  };
}

/** Calls on a share link as the client (signed out), with the link's password when given. */
export function clientApi(app: FastifyInstance) {
  const headers = (password?: string) => (password === undefined ? {} : { "x-share-password": password });
  return {
    read: (uuid: string, password?: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: "GET", url: `/api/documents/get-by-uuid/${uuid}/`, headers: headers(password) }),
    post: (
      uuid: string,
      call: "views" | "quote" | "accept",
      payload: object,
      password?: string,
      extra: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method: "POST",
        url: `/api/share/${uuid}/${call}/`,
        headers: { ...headers(password), ...extra },
        payload,
      }),
    /** A reading beacon, from the loopback address or the one given. */
    beacon: (
      uuid: string,
      visitor: string,
      sections: Array<{ heading: string; seconds: number }>,
      from?: { address?: string; headers?: Record<string, string> },
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method: "POST",
        url: `/api/share/${uuid}/views/`,
        headers: from?.headers ?? {},
        payload: { visitor, sections },
        ...(from?.address ? { remoteAddress: from.address } : {}),
      }),
  };
}

/** The mails that link to one document's page (the owner's mails about it). */
export function mailsAbout(messages: readonly CaughtMail[], documentId: string): string[] {
  return messages
    .map((mail) => decodeQuotedPrintable(mail.raw))
    .filter((raw) => raw.includes(`/proposals/${documentId}`));
}

/** Waits until the document has `count` mails (or a few seconds pass), then answers them: a mail may go out after the call that caused it. */
export async function waitForMailsAbout(
  messages: readonly CaughtMail[],
  documentId: string,
  count: number,
): Promise<string[]> {
  for (let i = 0; i < 100 && mailsAbout(messages, documentId).length < count; i++)
    await new Promise((r) => setTimeout(r, 50));
  return mailsAbout(messages, documentId);
}

export const SIGNER = { name: "Grace Hopper", email: "grace@client.example", signature: "Grace Hopper" };

/** Every key of the public read: the document, the client's options and acceptance; never an owner field. */
export const PUBLIC_SHARE_KEYS = [
  "acceptance",
  "accepted",
  "decline",
  "declined",
  "document",
  "document_sha256",
  "estimate_summary",
  "options",
  "title",
];

/** The public read of a plain document (no estimate, not accepted). */
export function sharedPlain(title: string, document: string): Record<string, unknown> {
  return {
    title,
    document,
    options: [],
    estimate_summary: null,
    accepted: false,
    acceptance: null,
    document_sha256: createHash("sha256").update(document, "utf8").digest("hex"),
    declined: false,
    decline: null,
  };
}
