import type { FastifyInstance } from "fastify";
import { bearer } from "./test-app.js";

/** Starts a generation through the API and returns the new document id. */
export async function generate(
  app: FastifyInstance,
  token: string,
  conversation: unknown,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/documents/",
    headers: bearer(token),
    payload: { conversation, ...extra } as object,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().process_id as string;
}

/** Polls the estimate job until it leaves "generating" (or the time runs out). */
export async function waitForJob(
  app: FastifyInstance,
  token: string,
  id: string,
  timeoutMs = 20_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      method: "GET",
      url: `/api/technical-estimation/proposal/${id}`,
      headers: bearer(token),
    });
    const job = res.json() as Record<string, unknown>;
    if (job.status !== "generating") return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still generating: ${res.body}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A multipart body for POST /api/documents/from-brief/: the form fields and an attached brief. */
export async function briefForm(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append("brief", new Blob([file.bytes], { type: file.type }), file.name);
  const response = new Response(data);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

/** POST /api/documents/from-brief/ as the given user, with the form fields and an optional attached brief. */
export async function postBrief(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const body = await briefForm(fields, file);
  return app.inject({
    method: "POST",
    url: "/api/documents/from-brief/",
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}
