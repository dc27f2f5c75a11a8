import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TABLE_IN_TABLE } from "../apps/web/src/editor/tables/table-messages.js";
import { launchBrowser } from "./browser.js";
import { saveAndCapture, showAllTools } from "./editor-page.js";
import { api, signedInPage, signUpAndIn, toast, type Session } from "./session.js";

/**
 * Every format of the editor, made the way a user makes it (toolbar, menus, keyboard), survives a
 * save and a reload unchanged: the stored HTML is byte for byte what the editor sent, and the editor
 * reads it back into the same document (its JSON) and writes the same HTML again.
 */

let browser: Browser;
let session: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await signUpAndIn();
});
afterAll(async () => browser?.close());

const canvas = (page: Page): Locator => page.locator(".scopewise-document");
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

async function openNewDocument(html: string) {
  const { id } = await api<{ id: string }>("documents/", {
    method: "POST",
    token: session.access_token,
    body: { title: "Formats", document: html },
  });
  const opened = await signedInPage(browser, session);
  // Video embeds stay offline: an empty page answers for the allowed hosts.
  await opened.context.route(
    /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>video</title>" }),
  );
  await opened.page.goto(`/proposals/${id}`);
  await canvas(opened.page).locator("h1").first().waitFor({ timeout: 20_000 });
  await showAllTools(opened.page);
  return { id, ...opened };
}

/** The editor's document model, through the hook TipTap puts on its element ("for tests"). */
type WithEditor = HTMLElement & { editor: { getJSON(): unknown; state: { selection: { empty: boolean } } } };
const editorJson = (page: Page): Promise<unknown> =>
  canvas(page).evaluate((element) => (element as WithEditor).editor.getJSON());

describe("every format through the real editor", () => {
  it("builds each format with the toolbar, menus and keyboard, and a save and reload give back the same document", async () => {
    const { id, page, context, errors } = await openNewDocument("<h1>Formats</h1><p>Start</p>");
    const keyboard = page.keyboard;
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    const button = (name: string) => toolbar.getByRole("button", { name, exact: true });
    // Menus, selects and dialogs hand the focus back to the editor a frame later; typing waits for it.
    const focused = () =>
      expect.poll(() => canvas(page).evaluate((element) => element === document.activeElement)).toBe(true);
    const moreFormat = async (name: string, opensDialog = false) => {
      await button("More formats").click();
      // Toggles are menu checkboxes, insertions plain items.
      await page
        .getByRole("menu", { name: "More formats" })
        .locator('[role="menuitem"], [role="menuitemcheckbox"]')
        .filter({ hasText: name })
        .click();
      if (!opensDialog) await focused();
    };
    const line = async (text: string) => {
      await focused();
      await keyboard.press("Enter");
      await keyboard.type(text);
    };
    const selectionEmpty = () =>
      canvas(page).evaluate((element) => (element as WithEditor).editor.state.selection.empty);
    // End collapses the selection once the editor has taken the browser's; on a loaded machine the
    // first press can land before that, so it is pressed again (at the line's end it changes nothing).
    const toLineEnd = async () => {
      await keyboard.press("End");
      await expect
        .poll(
          async () => {
            if (!(await selectionEmpty())) await keyboard.press("End");
            return selectionEmpty();
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    };
    const selectLine = async () => {
      await keyboard.press("Home");
      await keyboard.press("Shift+End");
      // The editor takes the browser's selection on its next event; menus act on the editor's.
      await expect.poll(selectionEmpty).toBe(false);
    };
    const pickColour = async (menu: string, colour: string) => {
      await button(menu).click();
      await page.getByRole("menu", { name: menu }).getByRole("menuitem", { name: colour, exact: true }).click();
      await focused();
      await toLineEnd();
    };

    await canvas(page).getByText("Start").click();
    await toLineEnd();

    // The text colour with nothing set is the paper page's ink.
    expect(
      await button("Text colour")
        .locator("span")
        .evaluate((swatch) => getComputedStyle(swatch).backgroundColor),
    ).toBe("rgb(24, 24, 27)");

    // Headings 1-4 from the menu, 5 and 6 from the keyboard.
    for (const level of [1, 2, 3, 4]) {
      await line(`Heading ${level}`);
      await page.getByLabel("Text style", { exact: true }).selectOption(String(level));
      await focused();
    }
    for (const level of [5, 6]) {
      await line(`Heading ${level}`);
      await keyboard.press(`Control+Alt+${level}`);
    }

    // Marks from the keyboard and the menu; a link from the dialog.
    await line("Marks: ");
    for (const [shortcut, word] of [
      ["Control+b", "bold"],
      ["Control+i", "italic"],
      ["Control+u", "underline"],
      ["Control+Shift+s", "struck"],
      ["Control+e", "code()"],
    ] as const) {
      await keyboard.press(shortcut);
      await keyboard.type(word);
      await keyboard.press(shortcut);
      await keyboard.type(" ");
    }
    await keyboard.type("H");
    await moreFormat("Subscript");
    await keyboard.type("2");
    await moreFormat("Subscript");
    await keyboard.type("O x");
    await moreFormat("Superscript");
    await keyboard.type("2");
    await moreFormat("Superscript");
    await keyboard.type(" ");
    await moreFormat("Highlight");
    await keyboard.type("marked");
    await moreFormat("Highlight");
    await keyboard.type(" site");
    for (let i = 0; i < 4; i++) await keyboard.press("Shift+ArrowLeft");
    await button("Link").click();
    const dialog = page.getByRole("dialog", { name: "Add link" });
    await dialog.getByLabel("Address").fill("https://example.com/formats");
    await dialog.getByRole("button", { name: "Apply" }).click();
    // The closed dialog hands the focus back to its button; the next line starts after the link.
    await dialog.waitFor({ state: "detached" });
    await canvas(page).getByRole("link", { name: "site" }).click();
    await toLineEnd();

    // The thirteen fonts, a larger and a smaller size, a colour and a background.
    const fonts = await page
      .getByLabel("Font", { exact: true })
      .locator("option")
      .evaluateAll((options) =>
        options.map((option) => ({ id: (option as HTMLOptionElement).value, label: option.textContent ?? "" })),
      );
    expect(fonts).toHaveLength(13);
    for (const font of fonts) {
      await line(`Font ${font.label}`);
      await selectLine();
      await page.getByLabel("Font", { exact: true }).selectOption(font.id);
      await focused();
      await toLineEnd();
    }
    await line("Larger");
    await selectLine();
    await button("Increase font size").click();
    await button("Increase font size").click();
    await toLineEnd();
    await line("Smaller");
    await selectLine();
    await button("Decrease font size").click();
    await toLineEnd();
    await line("Red text");
    await selectLine();
    await pickColour("Text colour", "#e60000");
    await line("Yellow background");
    await selectLine();
    await pickColour("Background colour", "#ffff00");

    // Alignment, direction and indent.
    await line("Centred");
    await button("Align center").click();
    await line("Right aligned");
    await button("Align right").click();
    await line("Left again");
    await button("Align left").click();
    await line("مرحبا بالعالم");
    await moreFormat("Right-to-left text");
    // A new line keeps the direction (like alignment); the next one goes back to left to right.
    await line("Back to left to right");
    await moreFormat("Right-to-left text");
    await line("Indented twice");
    await button("Increase indent").click();
    await button("Increase indent").click();
    await line("Not indented");
    await button("Decrease indent").click();
    await button("Decrease indent").click();

    // Lists: bullets with a nested item, numbers, a checklist.
    await line("");
    await button("Bullet list").click();
    await keyboard.type("one");
    await line("two");
    await line("nested");
    await button("Increase indent").click();
    for (let i = 0; i < 3; i++) await keyboard.press("Enter");
    await button("Numbered list").click();
    await keyboard.type("first");
    await line("second");
    await keyboard.press("Enter");
    await keyboard.press("Enter");
    await button("Checklist").click();
    await keyboard.type("done");
    await line("open");
    await keyboard.press("Enter");
    await keyboard.press("Enter");

    // A highlighted code block (left with three Enters) and a formula.
    await keyboard.press("Control+Alt+c");
    await keyboard.type("const total = 100;");
    for (let i = 0; i < 3; i++) await keyboard.press("Enter");
    await keyboard.type("Energy ");
    await moreFormat("Formula", true);
    const formula = page.getByRole("dialog", { name: "Insert formula" });
    await formula.getByLabel("Formula (LaTeX)").fill("E=mc^2");
    await formula.getByRole("button", { name: "Insert" }).click();
    await canvas(page).locator(".math-inline .katex").waitFor();
    await focused();

    // An uploaded image, a video and a table, each followed by the trailing paragraph.
    const lastParagraph = async () => {
      await canvas(page).locator(":scope > p").last().click();
      await toLineEnd();
    };
    const folder = mkdtempSync(path.join(tmpdir(), "sw-formats-e2e-"));
    const png = path.join(folder, "dot.png");
    writeFileSync(png, Buffer.from(PNG_1PX, "base64"));
    await lastParagraph();
    await keyboard.type("Picture:");
    await page.locator('input[type="file"]').setInputFiles(png);
    await canvas(page).locator('img[src^="/api/media/"]').waitFor();
    await lastParagraph();
    await keyboard.type("Video:");
    await moreFormat("Embed video", true);
    const video = page.getByRole("dialog", { name: "Embed video" });
    await video.getByLabel("Video address").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await video.getByRole("button", { name: "Embed" }).click();
    await canvas(page).locator("iframe.ql-video").waitFor();
    await focused();
    await lastParagraph();
    await keyboard.type("Table:");
    await button("Insert table").click();
    await focused();
    for (const [index, text] of [
      "Phase",
      "Cost",
      "Notes",
      "Design",
      "100",
      "first",
      "Build",
      "200",
      "second",
    ].entries()) {
      if (index > 0) await keyboard.press("Tab");
      await keyboard.type(text);
    }
    const table = canvas(page).locator("table");
    const menu = page.getByRole("menu", { name: "Table" });
    // The menu closes when the page scrolls under it (the editor may still be scrolling to the cursor).
    const fromMenu = async (cell: Locator, item: string) => {
      await expect
        .poll(async () => {
          if (!(await menu.isVisible())) await cell.click({ button: "right" });
          await menu.getByRole("menuitem", { name: item, exact: true }).click({ timeout: 2_000 });
          return true;
        })
        .toBe(true);
    };
    const cells = table.locator("tr").nth(1).locator("td");
    await cells.nth(1).click();
    await cells.nth(2).click({ modifiers: ["Shift"] });
    await fromMenu(cells.nth(2), "Merge cells");
    await fromMenu(table.locator("tr").nth(2).locator("td").first(), "Red cell");
    await fromMenu(table.locator("tr").nth(2).locator("td").first(), "Insert column right");

    // The checklist's first box ticked, then the cursor back in plain text.
    await canvas(page).locator('ul[data-type="taskList"] input[type="checkbox"]').first().check();
    await lastParagraph();

    const sent = await saveAndCapture(page, id);
    // The server keeps the editor's HTML byte for byte.
    const stored = await api<{ document: string }>(`documents/${id}/`, { token: session.access_token });
    expect(stored.document).toBe(sent);
    for (const expected of [
      "<h1>Heading 1</h1>",
      "<h4>Heading 4</h4>",
      "<h5>Heading 5</h5>",
      "<h6>Heading 6</h6>",
      "<strong>bold</strong>",
      "<em>italic</em>",
      "<u>underline</u>",
      "<s>struck</s>",
      "<code>code()</code>",
      "<sub>2</sub>",
      "<sup>2</sup>",
      "<mark>marked</mark>",
      'href="https://example.com/formats"', // Styles are written through the browser's CSS object model: rgb() colours, double-quoted font names.
      "font-family: &quot;Courier New&quot;, Courier, monospace;",
      "font-family: &quot;Playfair Display&quot;, serif;",
      "font-family: cursive",
      "font-size: 20px",
      'font-size: 18px;">Smaller',
      "color: rgb(230, 0, 0)",
      "background-color: rgb(255, 255, 0)",
      "text-align: center",
      "text-align: right",
      'dir="rtl"',
      'data-indent="2"',
      'data-type="taskList"',
      'checked="checked"',
      "<pre><code>const total = 100;</code></pre>",
      'data-latex="E=mc^2"',
      '<img src="/api/media/documents/',
      'class="ql-video"',
      'colspan="2"',
      "background-color: rgb(254, 202, 202); color: rgb(17, 24, 39);",
      "data-row-id=",
      "data-col-id=",
      'colwidth="100"',
    ]) {
      expect(sent, expected).toContain(expected);
    }
    // Lists (their paragraphs keep the alignment of the line before them).
    expect(sent).toMatch(
      /<ul><li><p[^>]*>one<\/p><\/li><li><p[^>]*>two<\/p><ul><li><p[^>]*>nested<\/p><\/li><\/ul><\/li><\/ul>/,
    );
    expect(sent).toMatch(/<ol><li><p[^>]*>first<\/p><\/li><li><p[^>]*>second<\/p><\/li><\/ol>/);
    for (const font of [
      "serif",
      "monospace",
      "sans-serif",
      "Poppins, sans-serif",
      "Roboto",
      "Montserrat",
      "Lato",
      "&quot;Open Sans&quot;",
      "Raleway",
      "Ubuntu",
    ]) {
      expect(sent, font).toContain(`font-family: ${font}`);
    }
    expect(await table.locator("tr").first().locator("th").count()).toBe(4);
    const before = await editorJson(page);

    await page.reload();
    await canvas(page).locator("h1").first().waitFor({ timeout: 20_000 });
    expect(await editorJson(page)).toEqual(before);
    // Read back and written again, the document is the same: the same HTML goes out.
    expect(await saveAndCapture(page, id)).toBe(sent);

    expect(errors.filter((error) => !error.includes("Failed to read the 'localStorage' property"))).toEqual([]);
    await context.close();
  });

  it("refuses a paste that would put a table inside a table cell, and gives a table pasted outside ids and widths", async () => {
    const { page, context, errors } = await openNewDocument("<h1>Paste</h1><p>Outside</p>");
    await canvas(page).getByText("Outside").click();
    await page.getByRole("button", { name: "Insert table", exact: true }).click();
    await page.keyboard.type("Cell");

    const paste = (html: string) =>
      canvas(page).evaluate((element, content) => {
        const data = new DataTransfer();
        data.setData("text/html", content);
        data.setData("text/plain", "intro pasted");
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, html);
    const mixed = "<p>intro</p><table><tbody><tr><td><p>pasted</p></td><td><p>cell</p></td></tr></tbody></table>";

    await paste(mixed);
    await toast(page, TABLE_IN_TABLE);
    expect(await canvas(page).locator("table table").count()).toBe(0);
    expect(await canvas(page).textContent()).not.toContain("pasted");

    await canvas(page).getByText("Outside").click();
    await page.keyboard.press("End");
    await paste(mixed);
    const pasted = canvas(page).locator("table").filter({ hasText: "pasted" });
    await pasted.waitFor();
    expect(await canvas(page).locator("table table").count()).toBe(0);
    expect(await pasted.locator("tr").first().getAttribute("data-row-id")).toMatch(/^row-/);
    expect(
      await pasted
        .locator("td")
        .evaluateAll((tds) =>
          tds.map((td) => [td.getAttribute("data-col-id")?.startsWith("col-"), td.getAttribute("colwidth")]),
        ),
    ).toEqual([
      [true, "100"],
      [true, "100"],
    ]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
