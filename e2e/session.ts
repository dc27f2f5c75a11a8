import type { Browser, Page } from "playwright-core";
import { baseUrl, newPage, uniqueUser } from "./browser.js";

export interface Session {
  user: { id: string; username: string };
  access_token: string;
  refresh_token: string;
}

/** Calls the API of the server under test (JSON in and out). */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; base?: string } = {},
): Promise<T> {
  const response = await fetch(`${init.base ?? baseUrl()}/api/${path}`, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The owner turns a document's link on (a new document's is off until shared) and gets its uuid. */
export async function shareDocument(session: Session, id: string): Promise<string> {
  return (
    await api<{ uuid: string }>(`documents/${id}/share/`, {
      method: "PUT",
      token: session.access_token,
      body: { enabled: true },
    })
  ).uuid;
}

/** Registers and signs in a new user through the API. */
export async function signUpAndIn(base = baseUrl()): Promise<Session> {
  const user = uniqueUser();
  await api("auth/register/", {
    method: "POST",
    base,
    body: {
      first_name: user.first,
      last_name: user.last,
      email: user.email,
      username: user.username,
      password: user.password,
      password_confirm: user.password,
    },
  });
  return api<Session>("auth/login/", { method: "POST", base, body: { email: user.email, password: user.password } });
}

/** A browser profile that starts signed in: the session is stored the way redux-persist stores it. */
export async function signedInPage(
  browser: Browser,
  session: Session,
  viewport?: { width: number; height: number },
  base = baseUrl(),
) {
  const opened = await newPage(browser, viewport, base);
  const persisted = JSON.stringify({
    auth: JSON.stringify({
      user: session.user,
      authType: "email",
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  await opened.context.addInitScript((value: string) => {
    if (!localStorage.getItem("persist:root")) localStorage.setItem("persist:root", value);
  }, persisted);
  return opened;
}

/** Waits for a toast with this text. */
export const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
