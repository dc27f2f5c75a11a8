import {
  declineSchema,
  shareAccessSchema,
  sharedDocumentSchema,
  type AcceptInput,
  type Acceptance,
  type Decline,
  type DeclineInput,
  type SharedDocument,
} from "@scopewise/shared";
import { serviceUrl } from "../../lib/api-client";

/**
 * The public page's calls, made with fetch rather than the signed-in API client: a 401 here means
 * "this link needs its password", never "refresh the sign-in".
 */
export type ShareRead =
  | { kind: "ok"; data: SharedDocument }
  | { kind: "password"; wrong: boolean }
  | { kind: "limited"; detail: string }
  | { kind: "missing" };

const headersFor = (password: string | null, extra: Record<string, string> = {}): Record<string, string> => ({
  Accept: "application/json",
  ...(password ? { "X-Share-Password": password } : {}),
  ...extra,
});

/**
 * Without a password yet, the link is first asked whether it needs one, so that a protected link
 * shows its password form without a refused read (which the browser would log as an error).
 */
export async function readShared(uuid: string, password: string | null): Promise<ShareRead> {
  if (password === null) {
    const access = await fetch(serviceUrl("main", `share/${encodeURIComponent(uuid)}/`), { headers: headersFor(null) });
    if (access.status === 429) return { kind: "limited", detail: await detailOf(access) };
    if (!access.ok) return { kind: "missing" };
    if (shareAccessSchema.parse(await access.json()).password_required) return { kind: "password", wrong: false };
  }
  const response = await fetch(serviceUrl("chats", `documents/get-by-uuid/${encodeURIComponent(uuid)}/`), {
    headers: headersFor(password),
  });
  if (response.status === 401) return { kind: "password", wrong: password !== null };
  if (response.status === 429) return { kind: "limited", detail: await detailOf(response) };
  if (!response.ok) return { kind: "missing" };
  return { kind: "ok", data: sharedDocumentSchema.parse(await response.json()) };
}

export type AnswerProblem = { kind: "error"; detail: string; fields: Record<string, string[]> };
export type AcceptResult = { kind: "ok"; acceptance: Acceptance } | AnswerProblem;
export type DeclineResult = { kind: "ok"; decline: Decline } | AnswerProblem;

/** The client's answer on the link (accept or decline): the created record, or the server's detail and field errors. */
async function answer(
  uuid: string,
  call: "accept" | "decline",
  password: string | null,
  body: unknown,
  fallback: string,
): Promise<{ kind: "ok"; json: unknown } | AnswerProblem> {
  const response = await fetch(serviceUrl("main", `share/${encodeURIComponent(uuid)}/${call}/`), {
    method: "POST",
    headers: headersFor(password, { "Content-Type": "application/json" }),
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 201) return { kind: "ok", json };
  const fields = Object.fromEntries(
    Object.entries(json).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
  return { kind: "error", detail: typeof json.detail === "string" ? json.detail : fallback, fields };
}

export async function acceptShared(uuid: string, password: string | null, body: AcceptInput): Promise<AcceptResult> {
  const result = await answer(
    uuid,
    "accept",
    password,
    body,
    "The proposal could not be accepted. Check the form and try again.",
  );
  return result.kind === "ok" ? { kind: "ok", acceptance: result.json as Acceptance } : result;
}

export async function declineShared(uuid: string, password: string | null, body: DeclineInput): Promise<DeclineResult> {
  const result = await answer(
    uuid,
    "decline",
    password,
    body,
    "The proposal could not be declined. Check the form and try again.",
  );
  return result.kind === "ok" ? { kind: "ok", decline: declineSchema.parse(result.json) } : result;
}

/**
 * A reading report that outlives the page (fetch keepalive, sent as the page hides or closes). It
 * carries the signed-in user's token when there is one, so the owner's own reading is not counted.
 */
export function sendReadingBeacon(
  uuid: string,
  password: string | null,
  accessToken: string | null,
  body: { visitor: string; sections: Array<{ heading: string; seconds: number }> },
): void {
  void fetch(serviceUrl("main", `share/${encodeURIComponent(uuid)}/views/`), {
    method: "POST",
    keepalive: true,
    headers: headersFor(password, {
      "Content-Type": "application/json",
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    }),
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/**
 * A certificate (HTML, or PDF at its `?format=pdf` address) read with the link's password, as an
 * object URL; a failure throws `{status, data}` as the signed-in calls do.
 */
export async function loadSharedCertificate(url: string, password: string | null): Promise<string> {
  const response = await fetch(url, { headers: headersFor(password, { Accept: "text/html, application/pdf" }) });
  if (!response.ok) throw { status: response.status, data: await response.json().catch(() => null) };
  return URL.createObjectURL(await response.blob());
}

/** SHA-256 (hex) of the exact HTML shown, computed here where the browser can; else the server's. */
export async function documentHash(data: SharedDocument): Promise<string> {
  if (!globalThis.crypto?.subtle) return data.document_sha256;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(data.document));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function detailOf(response: Response): Promise<string> {
  const json = (await response.json().catch(() => ({}))) as { detail?: unknown };
  return typeof json.detail === "string" ? json.detail : "Too many tries. Please wait and try again.";
}
