import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveShot, uniqueUser } from "./browser.js";
import { canvas, generatedProposal } from "./editor-page.js";
import { expectVisibleFocus, isFocused, pressUntilFocused } from "./keyboard.js";
import { api, signedInPage, signUpAndIn, toast } from "./session.js";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Walks the caret down the document until it sits in a paragraph of running text. */
async function caretToParagraph(page: Page): Promise<string> {
  await page.keyboard.press("Control+Home");
  for (let step = 0; step < 80; step++) {
    const text = await page.evaluate(() => {
      const anchor = window.getSelection()?.anchorNode;
      const element = anchor instanceof Element ? anchor : anchor?.parentElement;
      const paragraph = element?.closest(".scopewise-document p");
      return paragraph && !paragraph.closest("li, td, th") && (paragraph.textContent ?? "").length > 40
        ? (paragraph.textContent ?? "")
        : null;
    });
    if (text) return text;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error("no paragraph reached with the arrow keys");
}

describe("with the keyboard alone", () => {
  it("signs in, generates a proposal, asks the assistant about a selection, accepts the change, saves and copies the share link", async () => {
    const user = uniqueUser();
    await api("auth/register/", {
      method: "POST",
      body: {
        first_name: user.first,
        last_name: user.last,
        email: user.email,
        username: user.username,
        password: user.password,
        password_confirm: user.password,
      },
    });
    const { page, context, errors } = await newPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/login");

    // Sign in.
    const email = page.getByLabel("Email");
    await pressUntilFocused(page, email);
    await expectVisibleFocus(page);
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(user.password);
    await page.keyboard.press("Enter");

    // Generate: the request is typed into the composer and sent with Enter.
    const request = page.getByRole("textbox", { name: "Message" });
    await request.waitFor();
    await pressUntilFocused(page, request);
    await page.keyboard.type("estimate the timeline and cost for a mobile app with payments and chat");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/proposals\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await canvas(page).locator("h2").first().waitFor({ timeout: 40_000 });

    // Into the text, and a line of a paragraph selected with Shift+End.
    const editor = canvas(page);
    await pressUntilFocused(page, editor);
    const paragraph = await caretToParagraph(page);
    await page.keyboard.press("Home");
    await page.keyboard.press("Shift+End");
    expect(await page.evaluate(() => window.getSelection()?.toString().length ?? 0)).toBeGreaterThan(0);

    // Alt+F10 reaches the toolbar, which is one tab stop moved along with the arrow keys.
    await page.keyboard.press("Alt+F10");
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    expect(await toolbar.evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
    expect(await toolbar.locator('[tabindex="0"]').count()).toBe(1);
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowRight");
    await expectVisibleFocus(page);
    await saveShot(page, "focus-toolbar-1280");
    const askAi = toolbar.getByRole("button", { name: "Ask AI about the selected text" });
    await pressUntilFocused(page, askAi, "ArrowRight");
    await page.keyboard.press("Enter");

    // The instruction box takes the focus; Enter sends it.
    const instruction = page.getByLabel("Instruction for the assistant");
    await expect.poll(() => isFocused(instruction)).toBe(true);
    await page.keyboard.type("make this a bullet list");
    await page.keyboard.press("Enter");

    // The proposed change: Accept takes the focus, with the change spoken as inserted and deleted text.
    const review = page.getByRole("group", { name: "Proposed change" });
    const accept = review.getByRole("button", { name: "Accept" });
    await accept.waitFor({ timeout: 30_000 });
    await expect.poll(() => isFocused(accept)).toBe(true);
    await expectVisibleFocus(page);
    expect(await editor.locator("ins.ai-insertion, del.ai-deletion").count()).toBeGreaterThan(0);
    await saveShot(page, "focus-accept-1280");
    await page.keyboard.press("Enter");
    await editor
      .locator("li")
      .filter({ hasText: paragraph.slice(0, 20) })
      .first()
      .waitFor();

    // Save.
    const save = page.getByRole("button", { name: "Save Chat" });
    await pressUntilFocused(page, save);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await toast(page, "Chat Saved Successfully");

    // Share: All Chats in the sidebar, the card's actions menu, Share, Copy link.
    const documentId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const { title } = await api<{ title: string }>(`documents/${documentId}/`, { token: await accessToken(page) });
    await pressUntilFocused(page, page.getByRole("link", { name: "All Chats" }), "Shift+Tab");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "All Chats" }).waitFor();
    const actions = page.getByRole("list", { name: "Chats" }).getByRole("button", { name: `Actions for ${title}` });
    await pressUntilFocused(page, actions);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const share = page.getByRole("menuitem", { name: "Share" });
    await pressUntilFocused(page, share, "ArrowDown", 5);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Share public link to chat" });
    const copy = dialog.getByRole("button", { name: "Copy link" });
    await copy.waitFor();
    await pressUntilFocused(page, copy, "Tab", 10);
    await expectVisibleFocus(page);
    await saveShot(page, "focus-modal-1280");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Link Copied!" }).waitFor();
    const link = await dialog.getByRole("textbox").first().inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Focus stays in the dialog, and Escape gives it back to the menu's button.
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(actions)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the editor's keyboard aids", () => {
  it("Ctrl+/ lists the shortcuts, Shift+F10 opens the table menu in a table, and the table of contents is reached and used", async () => {
    const session = await signUpAndIn();
    const documentId = await generatedProposal(session);
    const { page, context, errors } = await signedInPage(browser, session);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/proposals/${documentId}`);
    const editor = canvas(page);
    await editor.locator("h2").first().waitFor({ timeout: 20_000 });
    await pressUntilFocused(page, editor);

    // The shortcuts dialog, and focus back in the text when it closes.
    await page.keyboard.press("Control+/");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await help.getByRole("cell", { name: "Move to the formatting toolbar" }).waitFor();
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(editor)).toBe(true);

    // The caret walks into a table; Shift+F10 opens its menu with the first item focused.
    await page.keyboard.press("Control+Home");
    const inCell = () =>
      page.evaluate(
        () =>
          window.getSelection()?.anchorNode?.parentElement?.closest(".scopewise-document td, .scopewise-document th") !=
          null,
      );
    for (let step = 0; step < 400 && !(await inCell()); step++) await page.keyboard.press("ArrowDown");
    expect(await inCell()).toBe(true);
    await page.keyboard.press("Shift+F10");
    const menu = page.getByRole("menu", { name: "Table" });
    await menu.waitFor();
    await expect.poll(() => menu.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
    const first = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(first);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(editor)).toBe(true);

    // The table of contents: its button, then a heading picked from it with Enter.
    const openToc = page.getByRole("button", { name: "Open table of contents" });
    await pressUntilFocused(page, openToc, "Shift+Tab");
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const toc = page.getByRole("complementary", { name: "Table of contents" });
    await expect.poll(() => toc.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    const risks = toc.getByRole("button", { name: /Risks/ }).first();
    await pressUntilFocused(page, risks);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => toc.locator('[aria-current="location"]').textContent()).toMatch(/Risks/);

    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The access token the signed-in page holds (the session redux-persist keeps). */
async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem("persist:root") ?? "{}");
  const auth = JSON.parse((JSON.parse(stored) as { auth?: string }).auth ?? "{}") as { access_token?: string };
  return auth.access_token ?? "";
}
