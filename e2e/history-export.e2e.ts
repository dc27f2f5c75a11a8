import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, saveShot } from "./browser.js";
import { canvas, downloadAs } from "./editor-page.js";
import { api, signedInPage, signUpAndIn, toast, type Session } from "./session.js";

const FILE_NAME = /^proposal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.(pdf|docx)$/;

describe("version history and export", () => {
  let browser: Browser;
  let session: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signUpAndIn();
  });
  afterAll(async () => browser?.close());

  async function openNewDocument(viewport?: { width: number; height: number }) {
    const { id } = await api<{ id: string }>("documents/", {
      method: "POST",
      token: session.access_token,
      body: {
        title: "Warehouse racking",
        document:
          "<h2>Scope</h2><p>Install twelve pallet racks.</p><table><tbody><tr><th><p>Item</p></th><th><p>Cost</p></th></tr><tr><td><p>Racks</p></td><td><p>$12,000</p></td></tr></tbody></table>",
      },
    });
    const opened = await signedInPage(browser, session, viewport);
    await opened.page.goto(`/proposals/${id}`);
    await canvas(opened.page).locator("h2").first().waitFor({ timeout: 20_000 });
    return { id, ...opened };
  }

  it("edit, save twice, compare two versions, restore the first: the text is back", async () => {
    const { page, context, errors } = await openNewDocument();
    const paragraph = canvas(page).locator("p").first();
    const save = async () => {
      await page.getByRole("button", { name: "Save Chat" }).click();
      await toast(page, "Chat Saved Successfully");
    };
    await paragraph.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Then anchor them to the floor.");
    await save();
    await paragraph.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" And inspect them yearly.");
    await save();

    // The save's toasts sit over the top bar until they go.
    await page
      .getByRole("status")
      .filter({ hasText: "Chat Saved Successfully" })
      .first()
      .waitFor({ state: "detached", timeout: 15_000 });
    await page.getByRole("button", { name: "Version history" }).click();
    const dialog = page.getByRole("dialog", { name: "Version history" });
    const versions = dialog.getByRole("list", { name: "Versions" }).getByRole("button");
    await versions.nth(2).waitFor();
    expect(await versions.count()).toBe(3);
    expect(await versions.nth(0).textContent()).toContain("Saved by");
    expect(await versions.nth(2).textContent()).toContain("Created by");

    // The newest compared with the first: what was added is marked as the assistant's changes are.
    await dialog
      .getByLabel("Compare with")
      .selectOption({ label: (await dialog.getByLabel("Compare with").locator("option").last().textContent()) ?? "" });
    const inserted = dialog.locator(".scopewise-document .ai-insertion");
    await inserted.first().waitFor();
    expect((await inserted.allTextContents()).join("")).toContain(
      "Then anchor them to the floor. And inspect them yearly.",
    );
    await saveShot(page, "history-compare-1280");

    // The first version, read-only, then restored as a new version.
    await versions.nth(2).click();
    await dialog.getByLabel("Compare with").selectOption("");
    const shown = dialog.getByTestId("version-document");
    await shown.getByText("Install twelve pallet racks.").waitFor();
    expect(await shown.locator(".scopewise-document").getAttribute("contenteditable")).toBe("false");
    expect(await shown.textContent()).not.toContain("anchor");
    await dialog.getByRole("button", { name: "Restore this version" }).click();
    await toast(page, "Version 1 restored as version 4");
    await dialog.waitFor({ state: "detached" });
    await canvas(page).getByText("Install twelve pallet racks.", { exact: true }).waitFor();
    expect(await canvas(page).textContent()).not.toContain("anchor");

    // After the restore, saving works on from the restored version (no conflict).
    await canvas(page).locator("p").first().click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Checked.");
    await save();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the Download menu makes a PDF and a DOCX of the saved document", async () => {
    const { page, context, errors } = await openNewDocument();
    await page.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menu", { name: "Download as" }).waitFor();
    await saveShot(page, "download-menu-1280");
    await page.keyboard.press("Escape");
    const pdf = await downloadAs(page, "PDF");
    expect(pdf.name).toMatch(FILE_NAME);
    expect(pdf.name.endsWith(".pdf")).toBe(true);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await toast(page, "PDF file downloaded");
    const docx = await downloadAs(page, "Word (DOCX)");
    expect(docx.name.endsWith(".docx")).toBe(true);
    expect(docx.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the history reads on a phone", async () => {
    const { page, context, errors } = await openNewDocument({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Version history" }).click();
    const dialog = page.getByRole("dialog", { name: "Version history" });
    await dialog.getByTestId("version-document").getByText("Install twelve pallet racks.").waitFor();
    await saveShot(page, "history-390");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menu", { name: "Download as" }).waitFor();
    await saveShot(page, "download-menu-390");
    expect(errors).toEqual([]);
    await context.close();
  });
});
