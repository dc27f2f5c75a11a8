import { expect } from "vitest";
import { PNG } from "./image-upload.js";

/** A second image, so a served file is known to be the one uploaded (not any PNG). */
export const AVATAR_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
export const BRIEF_TEXT = Buffer.from("We need a marketing website with 5 pages and a contact form, in 6 weeks.");

export interface UploadedKinds {
  token: string;
  image: string;
  brief: string;
  avatar: string;
}

async function call(baseUrl: string, url: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  return fetch(`${baseUrl}${url}`, { ...init, headers });
}

async function ok(response: Response, status: number): Promise<Record<string, unknown>> {
  if (response.status !== status) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Over HTTP, as a browser would: signs up, then uploads an editor image, attaches a brief and sets a profile picture. */
export async function uploadEveryKind(baseUrl: string): Promise<UploadedKinds> {
  const unique = `${process.pid}${Math.random().toString(36).slice(2, 9)}`;
  const account = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: `ada${unique}@example.com`,
    username: `ada${unique}`,
    password: "correct horse battery",
  };
  const json = { "content-type": "application/json" };
  await ok(
    await call(baseUrl, "/api/auth/register/", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ ...account, password_confirm: account.password }),
    }),
    201,
  );
  const login = await ok(
    await call(baseUrl, "/api/auth/login/", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: account.email, password: account.password }),
    }),
    200,
  );
  const token = login.access_token as string;

  const doc = await ok(
    await call(baseUrl, "/api/documents/", {
      method: "POST",
      token,
      headers: json,
      body: JSON.stringify({ title: "Shared", document: "<p>x</p>" }),
    }),
    201,
  );
  const imageForm = new FormData();
  imageForm.append("image", new Blob([PNG], { type: "image/png" }), "diagram.png");
  const image = await ok(
    await call(baseUrl, `/api/documents/${doc.id as string}/images/`, { method: "POST", token, body: imageForm }),
    201,
  );

  const briefForm = new FormData();
  briefForm.append("conversation", "Please price the attached brief");
  briefForm.append("brief", new Blob([BRIEF_TEXT], { type: "text/plain" }), "our brief.txt");
  const briefed = await ok(
    await call(baseUrl, "/api/documents/from-brief/", { method: "POST", token, body: briefForm }),
    201,
  );
  const files = (await (
    await call(baseUrl, `/api/documents/${briefed.process_id as string}/files/`, { token })
  ).json()) as Array<{ kind: string; url: string }>;
  const brief = files.find((file) => file.kind === "brief")!.url;

  const profileForm = new FormData();
  profileForm.append("profile_image", new Blob([AVATAR_PNG], { type: "image/png" }), "me.png");
  const profile = await ok(await call(baseUrl, "/api/auth/update/", { method: "PUT", token, body: profileForm }), 200);
  return {
    token,
    image: image.url as string,
    brief,
    avatar: (profile.user as { profile_image: string }).profile_image,
  };
}

/** Each kind is served by the server at `baseUrl` with the uploaded bytes, type and size. */
export async function expectEveryKindServed(baseUrl: string, uploads: UploadedKinds): Promise<void> {
  for (const [url, bytes, type, token] of [
    [uploads.image, PNG, "image/png", undefined],
    [uploads.avatar, AVATAR_PNG, "image/png", undefined],
    [uploads.brief, BRIEF_TEXT, "text/plain", uploads.token],
  ] as const) {
    const response = await call(baseUrl, url, { token });
    expect(response.status, url).toBe(200);
    expect(response.headers.get("content-type"), url).toContain(type);
    expect(response.headers.get("content-length"), url).toBe(String(bytes.byteLength));
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes), url).toBe(true);
  }
}

/** The answer for a file the store does not have: the contract's 404, never a 500. */
export async function expectMissing(baseUrl: string, url: string, token?: string): Promise<void> {
  const response = await call(baseUrl, url, { token });
  expect(response.status, url).toBe(404);
  expect(await response.json()).toEqual({ detail: "Not found." });
}
