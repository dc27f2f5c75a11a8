import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { canvas, useGeneratedProposal } from "./editor-page.js";

// The document page at the sizes people use, with every panel open: nothing squeezed, cut or off-screen.
const fixture = useGeneratedProposal();
const DESKTOP = { width: 1440, height: 900 };
const LAPTOP = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

const editorPane = (page: Page) => page.getByTestId("editor-scroll");
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Formatting" });
const toc = (page: Page) => page.getByRole("complementary", { name: "Table of contents" });

const openAt = (viewport: { width: number; height: number }) => fixture.openDocument(undefined, viewport);

async function openAllPanels(page: Page) {
  await page.getByRole("button", { name: "Open table of contents" }).click();
  await toc(page).getByRole("heading", { name: "Table of Contents" }).waitFor();
  const openChat = page.getByRole("button", { name: "Open chat history" });
  if (await openChat.isVisible()) await openChat.click();
  await page.getByRole("complementary", { name: "Chat history" }).waitFor();
}

const width = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())?.width ?? 0;

describe("the document page's panels", () => {
  it("keep a readable column and a one-row toolbar at 1440×900 with the sidebar, contents and chat open", async () => {
    const { page, context, errors } = await openAt(DESKTOP);
    await openAllPanels(page);
    await page.waitForTimeout(400); // the page's padding eases in
    expect((await editorPane(page).boundingBox())?.width).toBeGreaterThanOrEqual(680);
    expect(await width(page, ".scopewise-document")).toBeGreaterThanOrEqual(680);
    expect((await toolbar(page).boundingBox())?.height).toBeLessThan(50);

    // The rail opens the whole sidebar over the page, and a link followed closes it again.
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "New Project" }).waitFor();
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await page.getByRole("complementary", { name: "Sidebar" }).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("float over the page at 1024×768 instead of squeezing it", async () => {
    const { page, context, errors } = await openAt(LAPTOP);
    await openAllPanels(page);
    await page.waitForTimeout(400);
    expect((await editorPane(page).boundingBox())?.width).toBeGreaterThanOrEqual(640);
    expect((await toolbar(page).boundingBox())?.height).toBeLessThan(50);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The element's box once two frames apart give the same one (a loaded machine lays out late). */
async function settledBox(
  page: Page,
  target: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let before = await target.boundingBox();
  for (let frame = 0; frame < 100; frame++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const now = await target.boundingBox();
    if (before && now && Math.abs(now.x - before.x) < 0.5 && Math.abs(now.y - before.y) < 0.5) return now;
    before = now;
  }
  throw new Error("the element never stopped moving");
}

describe("menus", () => {
  it("keep the whole table menu inside the window when it opens near the bottom", async () => {
    const { page, context, errors } = await openAt(DESKTOP);
    await openAllPanels(page);
    const cell = canvas(page).locator("table").last().locator("td").last();
    await cell.scrollIntoViewIfNeeded();
    // Put the cell at the bottom of the window, then right-click its lowest visible line.
    await editorPane(page).evaluate((pane, y) => {
      const target = pane.querySelector(".scopewise-document table:last-of-type td:last-child") ?? pane;
      pane.scrollTop += target.getBoundingClientRect().top - (y - 30);
    }, DESKTOP.height);
    // A block scrolled into view is drawn (and can be clicked into) over the next frames, and any scroll
    // closes the menu: wait until the cell stops moving, as a person does before right-clicking.
    const box = await settledBox(page, cell);
    await page.mouse.click(box.x + 8, Math.min(box.y + 8, DESKTOP.height - 12), { button: "right" });
    const menu = page.getByRole("menu", { name: "Table" });
    await menu.waitFor();
    const placed = await menu.boundingBox();
    expect(placed?.y).toBeGreaterThanOrEqual(0);
    expect((placed?.y ?? 0) + (placed?.height ?? 0)).toBeLessThanOrEqual(DESKTOP.height);
    // Every item can be reached: the last one shows once the menu is scrolled to it, if it must scroll.
    const last = menu.getByRole("menuitem", { name: "Delete table" });
    await last.scrollIntoViewIfNeeded();
    const lastBox = await last.boundingBox();
    expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(DESKTOP.height);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the toolbar on a phone", () => {
  it("leads with Ask AI and the common formats, never scrolls sideways, and keeps the rest behind More tools", async () => {
    const { page, context, errors } = await openAt(PHONE);
    const askAi = page.getByRole("button", { name: "Ask AI about the selected text" });
    const askBox = await askAi.boundingBox();
    expect(askBox && askBox.x >= 0 && askBox.x + askBox.width <= PHONE.width).toBe(true);
    for (const name of ["Bold", "Italic", "Bullet list", "Numbered list"]) {
      const box = await toolbar(page).getByRole("button", { name, exact: true }).boundingBox();
      expect(box && box.x + box.width <= PHONE.width, name).toBe(true);
    }
    expect(
      await toolbar(page).evaluate((bar) =>
        Array.from(bar.querySelectorAll("div")).every((row) => row.scrollWidth <= row.clientWidth + 1),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // By keyboard: the button says whether it is open; its row's controls are reached with the arrow keys.
    await canvas(page).locator("p").first().click();
    const more = toolbar(page).getByRole("button", { name: "More tools" });
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.focus();
    await page.keyboard.press("Enter");
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    const group = toolbar(page).getByRole("group", { name: "More tools" });
    await expect.poll(() => group.evaluate((row) => row.contains(document.activeElement))).toBe(true);
    let reached = false;
    for (let step = 0; step < 30 && !reached; step++) {
      reached = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") === "Align center");
      if (!reached) await page.keyboard.press("ArrowRight");
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    await canvas(page).locator('p[style*="text-align: center"]').first().waitFor();
    await group.getByRole("button").first().focus();
    await page.keyboard.press("Escape");
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => more.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the table of contents", () => {
  it("highlights the heading that sits at the very top of the pane", async () => {
    const { page, context, errors } = await openAt(DESKTOP);
    await openAllPanels(page);
    for (const id of ["cost-breakdown", "risks", "timeline"]) {
      await editorPane(page).evaluate((pane, headingId) => {
        const heading = pane.querySelector(`h2#${headingId}`);
        if (heading) pane.scrollTop += heading.getBoundingClientRect().top - pane.getBoundingClientRect().top;
      }, id);
      const text = (await canvas(page).locator(`h2#${id}`).textContent()) ?? "";
      await expect.poll(() => toc(page).locator('[aria-current="location"]').textContent()).toContain(text);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
