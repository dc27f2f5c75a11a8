import { readFileSync } from "node:fs";
import type { Browser, Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.js";
import { api, signedInPage, signUpAndIn, toast, type Session } from "./session.js";

/** The editor's canvas on the document page. */
export const canvas = (page: Page): Locator => page.locator(".scopewise-document");

/** The Estimate panel above the document, opened (it is closed when a page first opens it). */
export async function openEstimatePanel(page: Page): Promise<Locator> {
  const region = page.getByRole("region", { name: "Estimate", exact: true });
  const toggle = region.getByRole("button", { name: /^Estimate/ });
  await toggle.waitFor();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  return region;
}
export const instruction = (page: Page) => page.getByLabel("Instruction for the assistant");

/** A colleague's edit: a sentence typed at the end of the proposal's first paragraph, then saved. */
export async function appendToFirstParagraphAndSave(page: Page, sentence: string): Promise<void> {
  const doc = canvas(page);
  await doc.getByRole("heading", { name: "Executive summary" }).waitFor({ timeout: 30_000 });
  await doc.locator("p").filter({ hasText: /\w/ }).first().click();
  await page.keyboard.press("End");
  await page.keyboard.type(sentence);
  await page.getByRole("button", { name: "Save Chat" }).click();
  await toast(page, "Chat Saved Successfully");
}

/** Clicks Save Chat and returns the HTML the editor sent. */
export async function saveAndCapture(page: Page, id: string): Promise<string> {
  const sent = page.waitForRequest(
    (request: Request) => request.method() === "PATCH" && request.url().endsWith(`/documents/${id}/`),
  );
  await page.getByRole("button", { name: "Save Chat" }).click();
  const body = (await sent).postDataJSON() as { document: string };
  await toast(page, "Chat Saved Successfully");
  return body.document;
}

/** Downloads from the Download menu in one format; answers the file's suggested name and its bytes. */
export async function downloadAs(
  page: Page,
  format: "HTML" | "PDF" | "Word (DOCX)",
): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole("button", { name: "Download" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 60_000 }),
    page.getByRole("menuitem", { name: format }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/** Downloads the HTML file; answers its suggested name and its HTML. */
export async function downloadFile(page: Page): Promise<{ name: string; html: string }> {
  const { name, bytes } = await downloadAs(page, "HTML");
  return { name, html: bytes.toString("utf8") };
}

/** Generates a proposal the way the composer does (from this request) and waits until it is written. */
export async function generatedProposal(
  session: Session,
  conversation = "estimate the timeline and cost for a mobile app with payments and chat",
): Promise<string> {
  const { id } = await api<{ id: string }>("documents/", {
    method: "POST",
    token: session.access_token,
    body: { conversation },
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    const document = await api<{ status: string; error: string | null }>(`documents/${id}/`, {
      token: session.access_token,
    });
    if (document.status === "ready") return id;
    if (document.status === "failed") throw new Error(`generation failed: ${document.error ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("generation did not finish in 30 s");
}

/** Opens the toolbar's "More tools" row when the window is too narrow for every control in one row. */
export async function showAllTools(page: Page) {
  const more = page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "More tools" });
  if ((await more.count()) > 0 && (await more.getAttribute("aria-expanded")) === "false") await more.click();
}

/** Selects a whole paragraph the way a reader does: three clicks. */
export async function selectParagraph(paragraph: Locator) {
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.click({ clickCount: 3 });
}

export async function ask(page: Page, text: string) {
  await instruction(page).fill(text);
  await page.getByRole("button", { name: "Send instruction" }).click();
}

export interface EditorFixture {
  readonly browser: Browser;
  readonly session: Session;
  readonly documentId: string;
  /** A signed-in browser profile on the document page, once the editor shows the document. */
  openDocument: (id?: string, viewport?: { width: number; height: number }) => ReturnType<typeof signedInPage>;
}

/** One browser, one signed-in user and one generated proposal for a file's journeys. */
export function useGeneratedProposal(): EditorFixture {
  let browser: Browser | undefined;
  let session: Session | undefined;
  let documentId: string | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the editor fixture is not ready yet");
    return value;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signUpAndIn();
    documentId = await generatedProposal(session);
  });
  afterAll(async () => browser?.close());
  return {
    get browser() {
      return ready(browser);
    },
    get session() {
      return ready(session);
    },
    get documentId() {
      return ready(documentId);
    },
    async openDocument(id?: string, viewport?: { width: number; height: number }) {
      const opened = await signedInPage(ready(browser), ready(session), viewport);
      await opened.page.goto(`/proposals/${id ?? ready(documentId)}`);
      await canvas(opened.page).locator("h1, h2").first().waitFor({ timeout: 20_000 });
      return opened;
    },
  };
}
