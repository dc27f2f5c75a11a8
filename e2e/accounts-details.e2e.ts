import { OAuth2Server } from "oauth2-mock-server";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "./browser.js";
import { startServerProcess } from "./server-process.js";
import { api, type Session, signedInPage, signUpAndIn, toast } from "./session.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const HISTORY = "/proposals/history/all";
const REFRESH_PATH = "/api/auth/refresh-token/";

interface StoredAuth {
  access_token: string | null;
  refresh_token: string | null;
}

/** The session as redux-persist saved it in this page's local storage. */
const storedAuth = (page: Page): Promise<StoredAuth> =>
  page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem("persist:root") ?? "{}") as { auth?: string };
    return JSON.parse(root.auth ?? "{}") as StoredAuth;
  });

/** Overwrites saved tokens with garbage, as an expired or tampered token would be refused. */
const spoilStoredTokens = (page: Page, keys: ReadonlyArray<keyof StoredAuth>): Promise<void> =>
  page.evaluate((names) => {
    const root = JSON.parse(localStorage.getItem("persist:root") ?? "{}") as Record<string, string>;
    const auth = JSON.parse(root.auth ?? "{}") as Record<string, string>;
    for (const name of names) auth[name] = `spoiled-${name}`;
    localStorage.setItem("persist:root", JSON.stringify({ ...root, auth: JSON.stringify(auth) }));
  }, keys);

const createDocument = (session: Session, title: string) =>
  api<{ id: string }>("documents/", {
    method: "POST",
    token: session.access_token,
    body: { title, document: `<p>${title}.</p>` },
  });

async function submitForgotPassword(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Instructions" }).click();
}

const historyCard = (page: Page, title: string) =>
  page.getByRole("list", { name: "Chats" }).getByRole("heading", { name: title });

/** Counts the token refreshes this browser profile asks for. */
function countRefreshes(context: BrowserContext): { count: () => number; reset: () => void } {
  let count = 0;
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === REFRESH_PATH) count += 1;
  });
  return { count: () => count, reset: () => (count = 0) };
}

describe("staying signed in", () => {
  it("a refused access token is refreshed once and the request retried, so the page still loads", async () => {
    const session = await signUpAndIn();
    await createDocument(session, "Refresh once plan");
    const { page, context, errors } = await signedInPage(browser, session);
    const refreshes = countRefreshes(context);
    await page.goto(HISTORY);
    await historyCard(page, "Refresh once plan").waitFor();
    expect(refreshes.count()).toBe(0);

    await spoilStoredTokens(page, ["access_token"]);
    await page.reload();
    await historyCard(page, "Refresh once plan").waitFor();
    expect(new URL(page.url()).pathname).toBe(HISTORY);
    expect(refreshes.count()).toBe(1);
    const saved = await storedAuth(page);
    expect(saved.access_token).not.toBe("spoiled-access_token");
    expect(saved.refresh_token).not.toBe(session.refresh_token);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("when the refresh token is refused too, the user is signed out and sent to /", async () => {
    const session = await signUpAndIn();
    const { page, context } = await signedInPage(browser, session);
    await page.goto(HISTORY);
    await page.getByRole("heading", { name: "All Chats" }).waitFor();

    await spoilStoredTokens(page, ["access_token", "refresh_token"]);
    await page.reload();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "We are Here to Help You" }).waitFor();
    await expect.poll(async () => (await storedAuth(page)).refresh_token).toBeNull();
    await page.goto(HISTORY);
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it("two tabs of one browser share the sign-in: one refresh is followed by the other tab, never replayed", async () => {
    const session = await signUpAndIn();
    const { id: documentId } = await createDocument(session, "Two tab estimate");
    const { page: first, context, errors } = await signedInPage(browser, session);
    const second = await context.newPage();
    second.on("pageerror", (e) => errors.push(e.message));
    const refreshes = countRefreshes(context);
    // Each refresh answer is held back a moment, so the other tab asks while the first refresh is still out.
    await context.route(`**${REFRESH_PATH}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fallback();
    });
    for (const page of [first, second]) {
      await page.goto(HISTORY);
      await historyCard(page, "Two tab estimate").waitFor();
    }

    // Both tabs start with a refused access token and the same refresh token, and call the API at once.
    await spoilStoredTokens(first, ["access_token"]);
    await Promise.all([first.reload(), second.reload()]);
    for (const page of [first, second]) {
      await historyCard(page, "Two tab estimate").waitFor();
      expect(new URL(page.url()).pathname).toBe(HISTORY);
    }
    expect(refreshes.count()).toBe(1);

    // A tab that is not reloaded follows what another tab saved: first gets the spoiled token from
    // second's write, refreshes, and second then calls with first's new token without a refresh of its own.
    refreshes.reset();
    await spoilStoredTokens(second, ["access_token"]);
    await first.getByRole("link", { name: "View" }).click();
    await first.waitForURL(`**/proposals/${documentId}`);
    await first.getByText("Two tab estimate.", { exact: true }).waitFor();
    expect(refreshes.count()).toBe(1);
    const documentRead = second.waitForRequest(
      (request) => new URL(request.url()).pathname === `/api/documents/${documentId}/`,
    );
    await second.getByRole("link", { name: "View" }).click();
    const sentBearer = (await documentRead).headers().authorization;
    await second.getByText("Two tab estimate.", { exact: true }).waitFor();
    expect(sentBearer).toBe(`Bearer ${(await storedAuth(second)).access_token}`);
    expect(refreshes.count()).toBe(1);

    // The sign-in was never revoked: both tabs still load data after a reload.
    for (const page of [first, second]) {
      await page.goto(HISTORY);
      await historyCard(page, "Two tab estimate").waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signing out in one tab signs out the other", async () => {
    const session = await signUpAndIn();
    const { page: first, context } = await signedInPage(browser, session);
    const second = await context.newPage();
    await first.goto(HISTORY);
    await second.goto(HISTORY);
    await second.getByRole("heading", { name: "All Chats" }).waitFor();
    await first.getByRole("button", { name: /^Mary Jackson/ }).click();
    await first.getByRole("menuitem", { name: "Log out" }).click();
    await first.waitForURL(`${baseUrl()}/`);
    await second.waitForURL(`${baseUrl()}/`);
    await second.getByRole("heading", { name: "We are Here to Help You" }).waitFor();
    await context.close();
  });
});

describe("social sign-in in the browser", () => {
  it("Google not configured: no social button is offered, so none can fail", async () => {
    const { page, context, errors } = await newPage(browser);
    const config = page.waitForResponse((response) => response.url().endsWith("/api/config/"));
    await page.goto("/signup");
    await config;
    await page.getByRole("button", { name: "Continue" }).waitFor();
    expect(await page.getByRole("button", { name: /Sign (in|up) with/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a callback without a code says 'Google auth error' and goes to /", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/auth/google/callback/?state=abc");
    await toast(page, "Google auth error");
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "We are Here to Help You" }).waitFor();
    await context.close();
  });

  it("signs in through a real OpenID Connect provider and lands on the home page", async () => {
    const provider = new OAuth2Server();
    await provider.issuer.keys.generate("RS256");
    await provider.start(0, "127.0.0.1");
    provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, {
        sub: "g-42",
        email: "dorothy.vaughan@example.com",
        email_verified: true,
        given_name: "Dorothy",
        family_name: "Vaughan",
      });
    });
    const issuer = provider.issuer.url ?? "";
    const server = await startServerProcess("sw-e2e-oidc-", {
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_ISSUER: issuer,
    });
    try {
      const { page, context, errors } = await newPage(browser, undefined, server.baseUrl);
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in with Google" }).click();
      await page.waitForURL(/\/estimate-your-project\/?$/);
      await page.getByRole("heading", { name: "What Would You Like To Know?" }).waitFor();
      await page.getByRole("button", { name: /Dorothy Vaughan/ }).waitFor();
      const saved = await page.evaluate(() => localStorage.getItem("persist:root") ?? "");
      expect(saved).toContain('\\"authType\\":\\"google\\"');
      expect(errors).toEqual([]);
      await context.close();

      // An attacker's own sign-in, stopped before its callback and sent as a link, signs the victim into nothing.
      const started = (await (await fetch(`${server.baseUrl}/api/auth/google/authorize/`)).json()) as {
        authorization_url: string;
      };
      const link = new URL(
        (await fetch(started.authorization_url, { redirect: "manual" })).headers.get("location") ?? "",
      );
      const victim = await newPage(browser, undefined, server.baseUrl);
      await victim.page.goto(`${link.pathname}${link.search}`);
      await toast(victim.page, "This Google sign-in was not started in this browser");
      await victim.page.waitForURL(`${server.baseUrl}/`);
      expect(await storedAuth(victim.page)).not.toMatchObject({ access_token: expect.any(String) });
      await victim.context.close();
    } finally {
      await server.stop();
      await provider.stop();
    }
  });
});

describe("more validation messages", () => {
  it("forgot password with only spaces asks for the address", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/forgot-password");
    await submitForgotPassword(page, "   ");
    await toast(page, "Please enter your email address");
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await context.close();
  });

  it("reset with two different passwords says they do not match", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/reset-password?token=abc&email=x%40example.com");
    await page.getByLabel("New password").fill("a long password 1");
    await page.getByLabel("Confirm password").fill("a long password 2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await toast(page, "Passwords do not match");
    expect(await page.getByText("Password Reset Successful!").count()).toBe(0);
    await context.close();
  });

  it("a profile name over 50 characters is refused with its message and nothing is saved", async () => {
    const session = await signUpAndIn();
    const { page, context } = await signedInPage(browser, session);
    await page.goto("/estimate-your-project");
    await page.getByRole("button", { name: /^Mary Jackson/ }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("First Name").fill("K".repeat(51));
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("First name must be less than 50 characters").waitFor();
    await toast(page, "Please fix the form errors before submitting");
    const me = await api<{ first_name: string }>("auth/me/", { token: session.access_token });
    expect(me.first_name).toBe("Mary");
    await context.close();
  });
});

describe("toasts", () => {
  it("a success toast leaves before an error toast shown just before it (2 s against 4 s)", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/forgot-password");
    await submitForgotPassword(page, "  ");
    const error = page.getByRole("status").filter({ hasText: "Please enter your email address" });
    await error.waitFor();
    await submitForgotPassword(page, "nobody@example.com");
    const success = page.getByRole("status").filter({ hasText: "Password reset instructions sent successfully!" });
    await success.waitFor();
    const firstGone = await Promise.race([
      success.waitFor({ state: "detached", timeout: 15_000 }).then(() => "success"),
      error.waitFor({ state: "detached", timeout: 15_000 }).then(() => "error"),
    ]);
    expect(firstGone).toBe("success");
    await context.close();
  });

  it("keeps at most 20 toasts", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("  ");
    await page.getByRole("button", { name: "Send Reset Instructions" }).evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 25; i++) button.click();
    });
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Please enter your email address" }).count())
      .toBe(20);
    await context.close();
  });
});
