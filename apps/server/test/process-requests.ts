import { randomUUID } from "node:crypto";
import { expect } from "vitest";

/** Requests to a server process a test started (over HTTP, as a browser sends them). */
export const headers = (token: string) => ({ authorization: `Bearer ${token}`, "content-type": "application/json" });

/** Registers and signs in a new, unique user on a listening server. */
export async function signUpOver(base: string): Promise<{ id: string; token: string }> {
  const unique = randomUUID().slice(0, 8);
  const body = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: `ada${unique}@example.com`,
    username: `ada${unique}`,
    password: "correct horse battery",
    password_confirm: "correct horse battery",
  };
  const post = (url: string, payload: object) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
  expect((await post("/api/auth/register/", body)).status).toBe(201);
  const login = (await (await post("/api/auth/login/", { email: body.email, password: body.password })).json()) as {
    user: { id: string };
    access_token: string;
  };
  return { id: login.user.id, token: login.access_token };
}

/** Starts a generation on a listening server; answers the new document's id. */
export async function generateOver(base: string, token: string, conversation: string): Promise<string> {
  const res = await fetch(`${base}/api/documents/`, {
    method: "POST",
    headers: headers(token),
    body: JSON.stringify({ conversation }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
