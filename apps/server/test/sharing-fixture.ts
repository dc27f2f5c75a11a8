import { createHash } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer } from "./test-app.js";

/** A ready proposal with an estimate (priced from a request by the engine), for sharing tests. */
export async function pricedProposal(app: FastifyInstance, token: string): Promise<{ id: string; uuid: string }> {
  const id = await generate(app, token, "Renovate a 40 m2 kitchen in Austin: new cabinets, countertops, tiling and lighting.");
  const job = await waitForJob(app, token, id);
  if (job.status !== "ready") throw new Error(`generation ended ${String(job.status)}`);
  const doc = await app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(token) });
  return { id, uuid: doc.json().uuid as string };
}

/** Calls on a share link as the client (signed out), with the link's password when given. */
export function clientApi(app: FastifyInstance) {
  const headers = (password?: string) => (password === undefined ? {} : { "x-share-password": password });
  return {
    read: (uuid: string, password?: string): Promise<LightMyRequestResponse> => app.inject({ method: "GET", url: `/api/documents/get-by-uuid/${uuid}/`, headers: headers(password) }),
    post: (uuid: string, call: "views" | "quote" | "accept", payload: object, password?: string, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
      app.inject({ method: "POST", url: `/api/share/${uuid}/${call}/`, headers: { ...headers(password), ...extra }, payload }),
  };
}

export const SIGNER = { name: "Grace Hopper", email: "grace@client.example", signature: "Grace Hopper" };

/** Every key of the public read: the document, the client's options and acceptance; never an owner field. */
export const PUBLIC_SHARE_KEYS = ["acceptance", "accepted", "document", "document_sha256", "estimate_summary", "options", "title"];

/** The public read of a plain document (no estimate, not accepted). */
export function sharedPlain(title: string, document: string): Record<string, unknown> {
  return { title, document, options: [], estimate_summary: null, accepted: false, acceptance: null, document_sha256: createHash("sha256").update(document, "utf8").digest("hex") };
}
