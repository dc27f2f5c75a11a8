import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dangerousConstructs } from "../apps/server/test/xss-checker.js";
import { XSS_PAYLOADS } from "../apps/server/test/xss-payloads.js";
import { launchBrowser } from "./browser.js";
import { api, signedInPage, signUpAndIn, toast, type Session } from "./session.js";

/** Generates a proposal the way the composer does and waits until it is written. */
async function generatedProposal(session: Session): Promise<string> {
  const { id } = await api<{ id: string }>("documents/", {
    method: "POST",
    token: session.access_token,
    body: { conversation: "estimate the timeline and cost for a mobile app with payments and chat" },
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    const document = await api<{ status: string; error: string | null }>(`documents/${id}/`, { token: session.access_token });
    if (document.status === "ready") return id;
    if (document.status === "failed") throw new Error(`generation failed: ${document.error ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("generation did not finish in 30 s");
}

let browser: Browser;
let session: Session;
let documentId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await signUpAndIn();
  documentId = await generatedProposal(session);
});
afterAll(async () => browser?.close());

/** A signed-in browser profile on the document page, once the editor shows the document. */
async function openDocument(id: string = documentId) {
  const opened = await signedInPage(browser, session);
  await opened.page.goto(`/proposals/${id}`);
  await canvas(opened.page).locator("h1, h2").first().waitFor({ timeout: 20_000 });
  return opened;
}

const canvas = (page: Page): Locator => page.locator(".scopewise-document");
const instruction = (page: Page) => page.getByLabel("Instruction for the assistant");

/** Selects a whole paragraph the way a reader does: three clicks. */
async function selectParagraph(paragraph: Locator) {
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.click({ clickCount: 3 });
}

async function ask(page: Page, text: string) {
  await instruction(page).fill(text);
  await page.getByRole("button", { name: "Send instruction" }).click();
}

describe("document editor in the browser", () => {
  it("rewrites a selection as a tracked change: accept and save keep it, reject restores the original exactly", async () => {
    const { page, context, errors } = await openDocument();
    const summary = canvas(page).locator("h2#executive-summary + p");
    const summaryText = (await summary.textContent()) ?? "";
    expect(summaryText).toContain("cross-platform mobile app");

    await selectParagraph(summary);
    await page.getByRole("button", { name: "Ask AI about the selected text" }).click();
    expect(await page.getByTestId("selection-preview").textContent()).toBe(`${summaryText.slice(0, 90)}...`);
    await ask(page, "make this a bullet list");

    // The original struck through, the answer after it, the editor read-only, the decision below.
    const deleted = canvas(page).locator(".ai-deletion");
    await deleted.first().waitFor();
    expect(await deleted.first().textContent()).toBe(summaryText);
    expect(await canvas(page).locator("ul .ai-insertion").first().textContent()).toContain("cross-platform mobile app");
    expect(await canvas(page).getAttribute("contenteditable")).toBe("false");
    const decision = page.getByRole("group", { name: "Proposed change" });
    await decision.getByRole("button", { name: "Accept" }).click();
    await toast(page, "Content updated successfully");
    expect(await canvas(page).locator(".ai-insertion, .ai-deletion").count()).toBe(0);
    expect(await canvas(page).getAttribute("contenteditable")).toBe("true");
    const messages = page.getByRole("list", { name: "Messages" });
    await messages.getByText("make this a bullet list").waitFor();
    await messages.getByText("Content updated successfully").waitFor();

    await page.getByRole("button", { name: "Save Chat" }).click();
    await toast(page, "Chat Saved Successfully");
    await page.reload();
    await canvas(page).locator("h2").first().waitFor();
    await canvas(page).locator("h2#executive-summary + ul li").filter({ hasText: "cross-platform mobile app" }).waitFor();
    // The decision is part of the stored chat, not just of the visit.
    await messages.getByText("Content updated successfully").waitFor();

    // Reject puts back exactly what was there.
    const timeline = canvas(page).locator("h2#timeline + p");
    const before = await canvas(page).innerHTML();
    await selectParagraph(timeline);
    await page.getByRole("button", { name: "Ask AI about the selected text" }).click();
    await ask(page, "make it bold");
    await canvas(page).locator(".ai-insertion").first().waitFor();
    await page.getByRole("group", { name: "Proposed change" }).getByRole("button", { name: "Reject" }).click();
    await canvas(page).locator(".ai-insertion").first().waitFor({ state: "detached" });
    expect(await canvas(page).innerHTML()).toBe(before);
    await messages.getByText("Change rejected: the content was left as it was.").waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a whole-document instruction as a word-level diff, accepts it, and undoes it in one step", async () => {
    const { page, context, errors } = await openDocument();
    const tablesBefore = await canvas(page).locator("table").count();
    const textBefore = await canvas(page).textContent();

    await ask(page, "increase the costs by 10%");
    const review = page.getByRole("region", { name: "Review the assistant's change" });
    await review.waitFor();
    // The decision is also offered below the change, as for a selection.
    const below = page.getByRole("group", { name: "Proposed change" });
    await below.getByRole("button", { name: "Accept" }).waitFor();
    expect(await below.getByRole("button", { name: "Reject" }).count()).toBe(1);
    // Ctrl+S while deciding saves nothing (and never opens the browser's "Save page"): it says why.
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH") saves.push(request.url());
    });
    await page.keyboard.press("Control+s");
    await toast(page, "Accept or reject the assistant's change first");
    expect(saves).toEqual([]);
    // Changed figures, not whole paragraphs, are marked; headings and tables stay in place.
    const removed = await canvas(page).locator(".ai-deletion").allTextContents();
    expect(removed.length).toBeGreaterThan(3);
    expect(removed.some((text) => /^\$[\d,]+$/.test(text))).toBe(true);
    expect(await canvas(page).locator("table").count()).toBe(tablesBefore);
    expect(await canvas(page).locator("h2#executive-summary").count()).toBe(1);

    await review.getByRole("button", { name: "Accept" }).click();
    await toast(page, "Content updated successfully");
    const textAfter = await canvas(page).textContent();
    expect(textAfter).not.toBe(textBefore);
    expect(await canvas(page).locator(".ai-insertion, .ai-deletion").count()).toBe(0);

    await page.getByRole("button", { name: "Undo" }).click();
    expect(await canvas(page).textContent()).toBe(textBefore);

    // Lists turned into prose: each removed list shows whole, bullets and all, and the view goes from the end
    // of the document back up to the first one.
    await page.getByTestId("editor-scroll").evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await ask(page, "remove the bullets");
    await review.waitFor();
    const firstRemoved = canvas(page).locator(".ai-deletion").first();
    expect(await firstRemoved.evaluate((element) => element.tagName)).toBe("UL");
    await expect
      .poll(async () => {
        const box = await firstRemoved.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 800;
      })
      .toBe(true);
    // Recording the decision in the chat fails: the user is told the server's reason.
    await page.route(/\/api\/editor-agent\/outcome\/?$/, (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ detail: "The chat could not be updated." }) }),
    );
    await page.getByRole("group", { name: "Proposed change" }).getByRole("button", { name: "Reject" }).click();
    await review.waitFor({ state: "detached" });
    expect(await canvas(page).textContent()).toBe(textBefore);
    await toast(page, "The chat could not be updated.");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the estimate's cost breakdown and timeline charts above a generated proposal", async () => {
    const { page, context, errors } = await openDocument();
    const estimate = page.getByRole("region", { name: "Estimate" });
    expect(await estimate.getByRole("button", { name: "Estimate" }).getAttribute("aria-expanded")).toBe("true");
    for (const name of ["Cost breakdown chart", "Timeline chart"]) {
      const chart = estimate.getByRole("img", { name, exact: true });
      await chart.waitFor();
      expect(await chart.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("highlights code typed into a code block", async () => {
    const { page, context, errors } = await openDocument();
    const heading = canvas(page).locator("h2").first();
    await heading.click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+Alt+c");
    await page.keyboard.type("total = 100");
    const numbers = canvas(page).locator("pre .hljs-number");
    await numbers.filter({ hasText: "100" }).waitFor();
    // Typing on is coloured again too (at most once a second).
    await page.keyboard.press("Enter");
    await page.keyboard.type("more = 250");
    await numbers.filter({ hasText: "250" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("merges and unmerges table cells from the right-click menu", async () => {
    const { page, context, errors } = await openDocument();
    const row = canvas(page).locator("table").filter({ hasText: "Expected total" }).locator("tr").nth(1);
    const cells = row.locator("td");
    await cells.nth(1).scrollIntoViewIfNeeded();
    await cells.nth(0).click();
    await cells.nth(1).click({ modifiers: ["Shift"] });
    await cells.nth(1).click({ button: "right" });
    const menu = page.getByRole("menu", { name: "Table" });
    expect((await menu.boundingBox())?.width).toBe(200);
    await menu.getByRole("menuitem", { name: "Merge cells", exact: true }).click();
    expect(await cells.first().getAttribute("colspan")).toBe("2");

    await cells.first().click({ button: "right" });
    await menu.getByRole("menuitem", { name: "Unmerge cells", exact: true }).click();
    expect(await cells.first().getAttribute("colspan")).toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("scrolls to a heading picked in the table of contents", async () => {
    const { page, context, errors } = await openDocument();
    await page.getByRole("button", { name: "Open table of contents" }).click();
    const toc = page.getByRole("complementary", { name: "Table of contents" });
    await toc.getByRole("heading", { name: "Table of Contents" }).waitFor();
    await toc.getByRole("button", { name: /Risks$/ }).click();

    const scroller = page.getByTestId("editor-scroll");
    const heading = canvas(page).locator("h2#risks");
    await expect.poll(async () => {
      const [view, box] = await Promise.all([scroller.boundingBox(), heading.boundingBox()]);
      return view && box ? box.y >= view.y && box.y + box.height <= view.y + view.height : false;
    }, { timeout: 5000 }).toBe(true);
    await expect.poll(() => toc.locator('[aria-current="location"]').textContent(), { timeout: 5000 }).toContain("Risks");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads a self-contained HTML file named after the time", async () => {
    const { page, context, errors } = await openDocument();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    await toast(page, "Document downloaded successfully");
    expect(download.suggestedFilename()).toMatch(/^proposal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.html$/);
    const html = readFileSync(await download.path(), "utf8");
    expect(html).toContain("<!doctype html>");
    expect(html).toContain("Executive summary");
    expect(html).toContain("<table");
    expect(html).toContain("max-width: 800px");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("uploads a PNG into the document, refuses other files, and inlines the image in the download", async () => {
    const { id } = await api<{ id: string }>("documents/", { method: "POST", token: session.access_token, body: { title: "Images", document: "<h1>Site photos</h1><p>Before the works.</p>" } });
    const { page, context, errors } = await openDocument(id);
    const folder = mkdtempSync(path.join(tmpdir(), "sw-editor-e2e-"));
    const png = path.join(folder, "dot.png");
    const text = path.join(folder, "notes.txt");
    writeFileSync(png, Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"));
    writeFileSync(text, "not an image");

    await canvas(page).getByText("Before the works.").click();
    await page.locator('input[type="file"]').setInputFiles(text);
    await toast(page, "Selected file is not an image");
    await page.locator('input[type="file"]').setInputFiles(png);
    const image = canvas(page).locator("img");
    await image.waitFor();
    expect(await image.getAttribute("src")).toMatch(/^\/api\/media\/documents\//);

    await page.getByRole("button", { name: "Save Chat" }).click();
    await toast(page, "Chat Saved Successfully");
    const stored = await api<{ document: string }>(`documents/${id}/`, { token: session.access_token });
    expect(stored.document).toContain('<img src="/api/media/documents/');

    // The downloaded file carries the image itself, not its address.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    const html = readFileSync(await download.path(), "utf8");
    expect(html).toContain('src="data:image/png;base64,');
    expect(html).not.toContain("/api/media/");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks before leaving with unsaved changes and settles a save conflict", async () => {
    const { id } = await api<{ id: string }>("documents/", { method: "POST", token: session.access_token, body: { title: "Conflicts", document: "<h1>Plan</h1><p>Alpha.</p>" } });
    const { page, context, errors } = await openDocument(id);
    await canvas(page).getByText("Alpha.").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Beta.");
    await page.getByText("Unsaved changes").waitFor();

    await page.getByRole("link", { name: "Home" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.getByRole("button", { name: "Cancel" }).click();
    expect(new URL(page.url()).pathname).toBe(`/proposals/${id}`);

    // Someone else saves meanwhile: the save is refused, Overwrite keeps this version.
    await api(`documents/${id}/`, { method: "PATCH", token: session.access_token, body: { document: "<h1>Plan</h1><p>Changed elsewhere.</p>" } });
    await page.keyboard.press("Control+s");
    const conflict = page.getByRole("dialog", { name: "This document changed elsewhere" });
    await conflict.getByRole("button", { name: "Overwrite" }).click();
    await toast(page, "Chat Saved Successfully");
    expect((await api<{ document: string }>(`documents/${id}/`, { token: session.access_token })).document).toContain("Alpha. Beta.");

    // And Reload shows theirs.
    await api(`documents/${id}/`, { method: "PATCH", token: session.access_token, body: { document: "<h1>Plan</h1><p>Second edit elsewhere.</p>" } });
    await canvas(page).getByText("Alpha. Beta.").click();
    await page.keyboard.type("!");
    await page.getByRole("button", { name: "Save Chat" }).click();
    await conflict.getByRole("button", { name: "Reload" }).click();
    await canvas(page).getByText("Second edit elsewhere.").waitFor();
    expect(await page.getByText("Unsaved changes").count()).toBe(0);

    // Nothing unsaved: leaving does not ask.
    await page.getByRole("link", { name: "Home" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/proposals/"));

    // The refused saves were answered 409, which the browser logs as failed resources (filtered).
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a document read through the proposals fallback read-only and never saves it without a version", async () => {
    const { id } = await api<{ id: string }>("documents/", { method: "POST", token: session.access_token, body: { title: "Fallback", document: "<h1>Kept</h1><p>Only shown.</p>" } });
    const opened = await signedInPage(browser, session);
    const { page, context, errors } = opened;
    // The documents service cannot answer; the proposals service can.
    await page.route(new RegExp(`/api/documents/${id}/?$`), (route) =>
      route.request().method() === "GET" ? route.fulfill({ status: 503, contentType: "application/json", body: '{"detail":"unavailable"}' }) : route.fallback(),
    );
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH") saves.push(request.url());
    });
    await page.goto(`/proposals/${id}`);
    await canvas(page).getByText("Only shown.").waitFor({ timeout: 20_000 });
    await page.getByRole("note").filter({ hasText: "read-only" }).waitFor();
    expect(await canvas(page).getAttribute("contenteditable")).toBe("false");

    await page.keyboard.press("Control+s");
    await page.getByRole("button", { name: "Save Chat" }).click();
    await toast(page, "This copy of the document is read-only");
    expect(saves).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the XSS corpus without running any of it and saves clean HTML", async () => {
    const corpus = XSS_PAYLOADS.filter((payload) => !payload.html.includes("\0"))
      .map((payload) => `<p>${payload.name}</p>${payload.html}`)
      .join("\n");
    const { id } = await api<{ id: string }>("documents/", { method: "POST", token: session.access_token, body: { title: "XSS corpus", document: corpus } });
    const opened = await signedInPage(browser, session);
    const { page, context, errors } = opened;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Video embeds stay offline: an empty page answers for the allowed hosts.
    await context.route(/^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>video</title>" }));
    await page.goto(`/proposals/${id}`);
    await canvas(page).locator("p").first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(2_000);

    // What the editor would save, before the server sanitizes it again.
    const saved = page.waitForRequest((request) => request.method() === "PATCH" && request.url().endsWith(`/documents/${id}/`));
    await page.getByRole("button", { name: "Save Chat" }).click();
    const body = (await saved).postDataJSON() as { document: string };
    await toast(page, "Chat Saved Successfully");
    expect(dangerousConstructs(body.document)).toEqual([]);

    expect(dialogs).toEqual([]);
    const flags = await page.evaluate(() => Array.from(document.querySelectorAll("iframe")).map((frame) => {
      try {
        return (frame.contentWindow as unknown as { __xss?: unknown } | null)?.__xss;
      } catch {
        return undefined; // another origin: nothing of ours runs there
      }
    }));
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(flags.every((flag) => flag === undefined)).toBe(true);
    // The test profile's sign-in script runs in every frame; in the third-party video frames the
    // browser refuses it storage. That is the harness, not the page.
    expect(errors.filter((error) => !error.includes("Failed to read the 'localStorage' property"))).toEqual([]);
    await context.close();
  });
});
