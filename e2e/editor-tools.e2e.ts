import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dangerousConstructs } from "../apps/server/test/xss-checker.js";
import { XSS_PAYLOADS } from "../apps/server/test/xss-payloads.js";
import { api, signedInPage, toast } from "./session.js";
import { canvas, downloadFile, useGeneratedProposal } from "./editor-page.js";

const fixture = useGeneratedProposal();

describe("document editor tools in the browser", () => {
  it("highlights code typed into a code block", async () => {
    const { page, context, errors } = await fixture.openDocument();
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
    const { page, context, errors } = await fixture.openDocument();
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
    const { page, context, errors } = await fixture.openDocument();
    await page.getByRole("button", { name: "Open table of contents" }).click();
    const toc = page.getByRole("complementary", { name: "Table of contents" });
    await toc.getByRole("heading", { name: "Table of Contents" }).waitFor();
    await toc.getByRole("button", { name: /Risks$/ }).click();

    const scroller = page.getByTestId("editor-scroll");
    const heading = canvas(page).locator("h2#risks");
    await expect
      .poll(
        async () => {
          const [view, box] = await Promise.all([scroller.boundingBox(), heading.boundingBox()]);
          return view && box ? box.y >= view.y && box.y + box.height <= view.y + view.height : false;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    // Exactly where it was aimed, although the blocks out of view above it are not rendered.
    await expect
      .poll(
        async () => {
          const [view, box] = await Promise.all([scroller.boundingBox(), heading.boundingBox()]);
          return view && box ? Math.round(box.y - view.y) : null;
        },
        { timeout: 5000 },
      )
      .toBe(16);
    await expect
      .poll(() => toc.locator('[aria-current="location"]').textContent(), { timeout: 5000 })
      .toContain("Risks");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads a self-contained HTML file named after the time", async () => {
    const { page, context, errors } = await fixture.openDocument();
    const { name, html } = await downloadFile(page);
    await toast(page, "Document downloaded successfully");
    expect(name).toMatch(/^proposal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.html$/);
    expect(html).toContain("<!doctype html>");
    expect(html).toContain("Executive summary");
    expect(html).toContain("<table");
    expect(html).toContain("max-width: 800px");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("uploads a PNG into the document, refuses other files, and inlines the image in the download", async () => {
    const { id } = await api<{ id: string }>("documents/", {
      method: "POST",
      token: fixture.session.access_token,
      body: { title: "Images", document: "<h1>Site photos</h1><p>Before the works.</p>" },
    });
    const { page, context, errors } = await fixture.openDocument(id);
    const folder = mkdtempSync(path.join(tmpdir(), "sw-editor-e2e-"));
    const png = path.join(folder, "dot.png");
    const text = path.join(folder, "notes.txt");
    writeFileSync(
      png,
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
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
    const stored = await api<{ document: string }>(`documents/${id}/`, { token: fixture.session.access_token });
    expect(stored.document).toContain('<img src="/api/media/documents/');

    // The downloaded file carries the image itself, not its address.
    const { html } = await downloadFile(page);
    expect(html).toContain('src="data:image/png;base64,');
    expect(html).not.toContain("/api/media/");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks before leaving with unsaved changes and settles a save conflict", async () => {
    const { id } = await api<{ id: string }>("documents/", {
      method: "POST",
      token: fixture.session.access_token,
      body: { title: "Conflicts", document: "<h1>Plan</h1><p>Alpha.</p>" },
    });
    const { page, context, errors } = await fixture.openDocument(id);
    await canvas(page).getByText("Alpha.").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Beta.");
    await page.getByText("Unsaved changes").waitFor();

    await page.getByRole("link", { name: "Home" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.getByRole("button", { name: "Cancel" }).click();
    expect(new URL(page.url()).pathname).toBe(`/proposals/${id}`);

    // Someone else saves meanwhile: the save is refused, Overwrite keeps this version.
    await api(`documents/${id}/`, {
      method: "PATCH",
      token: fixture.session.access_token,
      body: { document: "<h1>Plan</h1><p>Changed elsewhere.</p>" },
    });
    await page.keyboard.press("Control+s");
    const conflict = page.getByRole("dialog", { name: "This document changed elsewhere" });
    await conflict.getByRole("button", { name: "Overwrite" }).click();
    await toast(page, "Chat Saved Successfully");
    expect(
      (await api<{ document: string }>(`documents/${id}/`, { token: fixture.session.access_token })).document,
    ).toContain("Alpha. Beta.");

    // And Reload shows theirs.
    await api(`documents/${id}/`, {
      method: "PATCH",
      token: fixture.session.access_token,
      body: { document: "<h1>Plan</h1><p>Second edit elsewhere.</p>" },
    });
    await canvas(page).getByText("Alpha. Beta.").click();
    await page.keyboard.type("!");
    await page.getByRole("button", { name: "Save Chat" }).click();
    await conflict.getByRole("button", { name: "Reload" }).click();
    await canvas(page).getByText("Second edit elsewhere.").waitFor();
    expect(await page.getByText("Unsaved changes").count()).toBe(0);

    // Nothing unsaved: leaving does not ask.
    await page.getByRole("link", { name: "Home" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/proposals/"));

    // The refused saves were answered 409, which the fixture.browser logs as failed resources (filtered).
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a document read through the proposals fallback read-only and never saves it without a version", async () => {
    const { id } = await api<{ id: string }>("documents/", {
      method: "POST",
      token: fixture.session.access_token,
      body: { title: "Fallback", document: "<h1>Kept</h1><p>Only shown.</p>" },
    });
    const opened = await signedInPage(fixture.browser, fixture.session);
    const { page, context, errors } = opened;
    // The documents service cannot answer; the proposals service can.
    await page.route(new RegExp(`/api/documents/${id}/?$`), (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 503, contentType: "application/json", body: '{"detail":"unavailable"}' })
        : route.fallback(),
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
    const { id } = await api<{ id: string }>("documents/", {
      method: "POST",
      token: fixture.session.access_token,
      body: { title: "XSS corpus", document: corpus },
    });
    const opened = await signedInPage(fixture.browser, fixture.session);
    const { page, context, errors } = opened;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Video embeds stay offline: an empty page answers for the allowed hosts.
    await context.route(/^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>video</title>" }),
    );
    await page.goto(`/proposals/${id}`);
    await canvas(page).locator("p").first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(2_000);

    // What the editor would save, before the server sanitizes it again.
    const saved = page.waitForRequest(
      (request) => request.method() === "PATCH" && request.url().endsWith(`/documents/${id}/`),
    );
    await page.getByRole("button", { name: "Save Chat" }).click();
    const body = (await saved).postDataJSON() as { document: string };
    await toast(page, "Chat Saved Successfully");
    expect(dangerousConstructs(body.document)).toEqual([]);

    expect(dialogs).toEqual([]);
    const flags = await page.evaluate(() =>
      Array.from(document.querySelectorAll("iframe")).map((frame) => {
        try {
          return (frame.contentWindow as unknown as { __xss?: unknown } | null)?.__xss;
        } catch {
          return undefined; // another origin: nothing of ours runs there
        }
      }),
    );
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(flags.every((flag) => flag === undefined)).toBe(true);
    // The test profile's sign-in script runs in every frame; in the third-party video frames the
    // fixture.browser refuses it storage. That is the harness, not the page.
    expect(errors.filter((error) => !error.includes("Failed to read the 'localStorage' property"))).toEqual([]);
    await context.close();
  });
});
