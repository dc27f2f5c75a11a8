import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { bearer } from "./test-app.js";

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A multipart body with one `image` file, as the editor sends it. */
export async function imageForm(
  bytes: Uint8Array,
  name: string,
  type: string,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append("image", new Blob([bytes], { type }), name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

/** Uploads an editor image to a document. */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  documentId: string,
  bytes: Uint8Array = PNG,
  name = "picture.png",
  type = "image/png",
): Promise<LightMyRequestResponse> {
  const body = await imageForm(bytes, name, type);
  return app.inject({
    method: "POST",
    url: `/api/documents/${documentId}/images/`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}
