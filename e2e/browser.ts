import path from "node:path";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { inject } from "vitest";
import { decodeQuotedPrintable, outboxMessages } from "../apps/server/test/outbox.js";

export const baseUrl = (): string => inject("baseUrl");

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
      "--disable-sync",
    ],
  });
}

/** A fresh browser profile; console errors and failed page scripts are collected. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  base = baseUrl(),
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    // Expected 4xx answers are logged by the browser as failed resources; app errors are not.
    if (m.type() === "error" && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return { context, page, errors };
}

let counter = 0;
export function uniqueUser() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    first: "Mary",
    last: "Jackson",
    email: `mary${tag}@example.com`,
    username: `mary${tag}`,
    password: "wind tunnel 1958",
  };
}

/** The mails written to the server's outbox for this address, decoded (quoted-printable), oldest first. */
export function outboxMailsTo(email: string): string[] {
  return outboxMessages(inject("dataDir"))
    .map(decodeQuotedPrintable)
    .filter((mail) => mail.includes(`To: ${email}`));
}

/** The newest link to the web app's `page` (e.g. "reset-password") written to the server's outbox for this address. */
const appLinkFromOutbox = (email: string, page: string): Promise<string> =>
  linkFromOutbox(email, new RegExp(`https?://[^\\s"<>]+/${page}\\?[^\\s"<>]+`), page);

/** The newest link matching `pattern` in a mail written to the server's outbox for this address. */
async function linkFromOutbox(email: string, pattern: RegExp, page: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const mail of outboxMailsTo(email).reverse()) {
      const match = pattern.exec(mail);
      if (match) return match[0].replace(/&amp;/g, "&");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${page} mail for ${email}`);
}

/** The newest reset link written to the server's outbox for this address. */
export const resetLinkFromOutbox = (email: string): Promise<string> => appLinkFromOutbox(email, "reset-password");

/** The newest email-verification link written to the server's outbox for this address (sign-up sends one). */
export const verifyLinkFromOutbox = (email: string): Promise<string> => appLinkFromOutbox(email, "verify-email");

/** The newest workspace invitation link ({PUBLIC_URL}/invite/{token}) written to the server's outbox for this address. */
export const invitationLinkFromOutbox = (email: string): Promise<string> =>
  linkFromOutbox(email, /https?:\/\/[^\s"<>]+\/invite\/[^\s"<>]+/, "invite");

/**
 * Everything a page logs as an error, and every request answered 400 or above, the browser's own
 * "Failed to load resource" lines included: an ordinary session makes none.
 */
export function watchForProblems(page: Page, who: string, problems: string[]): void {
  page.on("pageerror", (error) => problems.push(`${who}: page error ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${who}: console ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400)
      problems.push(`${who}: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    // A stream or beacon the page closes as it moves on is not a failure.
    if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? ""))
      problems.push(`${who}: failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
}

/**
 * SHOTS_DIR=<folder> keeps a screenshot of the states the journeys reach, to look at as a user
 * would; without it nothing is written.
 */
export async function saveShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: options.fullPage ?? false });
}

/** The newest link to a proposal's page ({PUBLIC_URL}/proposals/{id}) mailed to this address, e.g. an approval request. */
export const proposalLinkFromOutbox = (email: string): Promise<string> =>
  linkFromOutbox(email, /https?:\/\/[^\s"<>]+\/proposals\/[^\s"<>]+/, "proposal");
