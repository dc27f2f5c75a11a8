import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser } from "./browser.js";
import { type Session, signedInPage as openSignedIn, signUpAndIn, toast } from "./session.js";

const signedInPage = (session: Session) => openSignedIn(browser, session);

let browser: Browser;
let files: string;
beforeAll(async () => {
  browser = await launchBrowser();
  files = mkdtempSync(path.join(tmpdir(), "sw-briefs-"));
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});

function tempFile(name: string, content: string | Buffer): string {
  const file = path.join(files, name);
  writeFileSync(file, content);
  return file;
}

/** Chooses a file through the composer's attach button, as a user would in the file picker. */
async function attach(page: Page, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Attach a brief" }).click();
  await (await chooser).setFiles(file);
}

const DOCUMENT_URL = /\/proposals\/([0-9a-f-]{36})$/;

/** Starts a generation through the API; it finishes in well under a second here. */
async function createProposal(session: Session, conversation: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/documents/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({ conversation }),
  });
  if (!response.ok) throw new Error(`POST documents/: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Generation is too quick here to watch, so the document page is shown the document as still
 * "generating": on its first read, or on every read while `isHeld` says so. Other reads are the server's.
 */
async function holdAsGenerating(page: Page, documentId = "[0-9a-f-]{36}", isHeld?: () => boolean) {
  let reads = 0;
  await page.route(new RegExp(`/api/documents/${documentId}/$`), async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    reads += 1;
    if (isHeld ? !isHeld() : reads > 1) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...((await response.json()) as object), status: "generating", document: "" },
    });
  });
}

/** The generated proposal, shown in the document page's frame. */
async function waitForProposal(page: Page) {
  // The proposal opens in the document editor.
  const doc = page.locator(".scopewise-document");
  await doc.getByRole("heading", { name: "Executive summary" }).waitFor({ timeout: 20_000 });
  await doc.getByRole("heading", { name: "Cost breakdown" }).waitFor();
  return doc;
}

describe("proposal generation in the browser", () => {
  it("sends a request, follows the live progress stages and opens the proposal with its cost table", async () => {
    const session = await signUpAndIn();
    const { page, context, errors } = await signedInPage(session);

    // The request is slowed so the composer's busy state shows, and the stream is opened late so
    // the stages show before the server's event stream reports the end.
    await page.route("**/api/documents/", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await holdAsGenerating(page);
    const streamHeaders: Record<string, string>[] = [];
    await page.route(/\/api\/documents\/[0-9a-f-]{36}\/events$/, async (route) => {
      streamHeaders.push(route.request().headers());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    const streamAnswer = page.waitForResponse(/\/events$/);

    await page.goto("/estimate-your-project");
    const message = page.getByRole("textbox", { name: "Message" });
    await message.fill("estimate the timeline and cost for a mobile app with payments and chat");
    await message.press("Enter");
    await page.getByText("Processing your request...").waitFor();
    await page.getByText("Generating your proposal.").waitFor();
    expect(await message.inputValue()).toBe("");

    await page.waitForURL(DOCUMENT_URL);
    const stages = page.getByRole("list", { name: "Generation stages" });
    await stages.waitFor();
    for (const stage of ["Understanding the request", "Estimating", "Writing the proposal", "Done"])
      await stages.getByText(stage, { exact: true }).waitFor();
    await page.getByRole("progressbar", { name: "Generation progress" }).waitFor();

    // The progress came from the event stream, read with the bearer token (not EventSource).
    const answer = await streamAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("text/event-stream");
    expect(streamHeaders[0]?.authorization).toBe(`Bearer ${session.access_token}`);

    const doc = await waitForProposal(page);
    await stages.waitFor({ state: "detached" });
    const costTable = doc.locator("table").filter({ hasText: "$" }).first();
    await costTable.waitFor();
    expect(await costTable.locator("tr").count()).toBeGreaterThan(2);
    await page
      .getByRole("list", { name: "Messages" })
      .getByText(/mobile app with payments and chat/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows why a generation failed, and Try again follows the new run to the proposal", async () => {
    const session = await signUpAndIn();
    const id = await createProposal(session, "estimate a bakery website with online orders");
    const { page, context, errors } = await signedInPage(session);

    // The engine here does not fail, so the failure is played into the first event stream while
    // the document reads as "generating"; the server refuses to retry a run that did not fail, so
    // the retry is answered here too. The second stream is the server's own.
    let retried = false;
    await holdAsGenerating(page, id, () => !retried);
    const job = { process_id: id, document_id: id };
    let streams = 0;
    await page.route(new RegExp(`/api/documents/${id}/events$`), async (route) => {
      streams += 1;
      if (streams > 1) return route.fallback();
      const progress = { ...job, status: "generating", stage: "estimating", progress: 40, error: null };
      const failed = {
        ...job,
        status: "failed",
        stage: "failed",
        progress: 40,
        error: "The AI provider did not answer in time.",
      };
      await route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: `event: progress\ndata: ${JSON.stringify(progress)}\n\nevent: failed\ndata: ${JSON.stringify(failed)}\n\n`,
      });
    });
    await page.route(new RegExp(`/api/documents/${id}/retry/$`), async (route) => {
      const current = await route.fetch({ url: `${baseUrl()}/api/documents/${id}/`, method: "GET" });
      retried = true;
      await route.fulfill({
        status: 200,
        json: { ...((await current.json()) as object), status: "generating", document: "" },
      });
    });

    await page.goto(`/proposals/${id}`);
    await page.getByRole("alert").getByText("The AI provider did not answer in time.").waitFor();
    await page.getByRole("button", { name: "Try again" }).click();
    await waitForProposal(page);
    expect(retried).toBe(true);
    expect(streams).toBe(2);
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("falls back to reading the job when the event stream cannot be opened", async () => {
    const session = await signUpAndIn();
    const id = await createProposal(session, "estimate a booking website for a dental clinic");
    const { page, context, errors } = await signedInPage(session);
    await holdAsGenerating(page, id);
    await page.route(/\/events$/, (route) => route.abort("connectionrefused"));
    const jobRead = page.waitForResponse(new RegExp(`/api/technical-estimation/proposal/${id}$`));

    await page.goto(`/proposals/${id}`);
    expect((await jobRead).status()).toBe(200);
    await waitForProposal(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("checks an attached brief, sends it without a message and lists it with the new document", async () => {
    const session = await signUpAndIn();
    const { page, context, errors } = await signedInPage(session);
    await page.goto("/proposals/create");
    await page.getByRole("heading", { name: "Start a new proposal" }).waitFor();
    const send = page.getByRole("button", { name: "Send message" });
    expect(await send.isDisabled()).toBe(true);

    // The type and size are checked before anything is sent, with the server's texts.
    await attach(page, tempFile("photo.png", "not a brief"));
    await toast(page, "Attach a .txt, .md, .docx or .pdf file.");
    await attach(page, tempFile("huge.txt", Buffer.alloc(10 * 1024 * 1024 + 1, "a")));
    await toast(page, "The brief must be smaller than 10 MB.");
    expect(await page.getByRole("button", { name: /^Remove / }).count()).toBe(0);

    // What only the server can tell (the content) comes back as its field error; the brief stays attached.
    await attach(page, tempFile("blank.txt", "   \n\n  "));
    await send.click();
    await toast(page, "The brief has no readable text.");
    expect(new URL(page.url()).pathname).toBe("/proposals/create");
    await page.getByRole("button", { name: "Remove blank.txt" }).click();
    expect(await send.isDisabled()).toBe(true);

    const brief =
      "# Studio booking app\n\nA booking app for a chain of 12 yoga studios: class schedule, payments, memberships and push reminders.\n";
    await attach(page, tempFile("studio-brief.md", brief));
    await page.getByRole("button", { name: "Remove studio-brief.md" }).waitFor();
    await page.getByText(`${Buffer.byteLength(brief)} B`, { exact: true }).waitFor();
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await toast(page, "Document created successfully");
    await page.waitForURL(DOCUMENT_URL);
    await waitForProposal(page);

    await page.getByRole("tab", { name: "Files" }).click();
    const listed = page
      .getByRole("list", { name: "Files" })
      .getByRole("listitem")
      .filter({ hasText: "studio-brief.md" });
    await listed.waitFor();
    await listed.getByText(/^Brief/).waitFor();
    // The brief needs the sign-in to download: the app fetches it and saves it under its name.
    const saved = page.waitForEvent("download");
    await listed.getByRole("link").click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe("studio-brief.md");
    expect(readFileSync((await download.path())!, "utf8")).toContain("studio");
    expect(errors).toEqual([]);
    await context.close();
  });
});
