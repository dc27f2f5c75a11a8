import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { saveShot } from "./browser.js";
import { ask, canvas, selectParagraph, useGeneratedProposal } from "./editor-page.js";
import { api, toast } from "./session.js";

// The built-in assistant on a selection (a paragraph, a list item) and a whole-document change decided change by change.
const fixture = useGeneratedProposal();

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const PARAGRAPH =
  "In order to keep the plan honest, we will basically price every task bottom-up. The expected cost is $504,804 including a $45,239 contingency. The team will really meet you every week, which keeps surprises small and decisions quick. We expect it to take about 50.8 weeks (55.1 weeks at 80% confidence).";
const ITEM =
  "Discovery and design: weeks 1–10, about $79,983. It ends with a design review, where you sign off the scope before the build starts.";
const PROPOSAL = `<h1>Bakery ordering app</h1><h2>Approach</h2><p>${PARAGRAPH}</p><ul><li><p>${ITEM}</p></li><li><p>Build: weeks 11–31, about $249,690.</p></li></ul><p>We start in May.</p>`;
const PRICED = "<h1>Bakery site</h1><p>Design costs $1,000.</p><p>Build costs $2,000.</p><p>Launch costs $4,000.</p>";

const figures = (value: string) => (value.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
const review = (page: Page) => page.getByRole("region", { name: "Review the assistant's change" });
const decision = (page: Page) => page.getByRole("group", { name: "Proposed change" });
const steps = (page: Page) => page.getByRole("toolbar", { name: "Change by change" });

async function documentWith(html: string, title: string): Promise<string> {
  const { id } = await api<{ id: string }>("documents/", {
    method: "POST",
    token: fixture.session.access_token,
    body: { title, document: html },
  });
  return id;
}

const openDocument = (id?: string, viewport = DESKTOP) => fixture.openDocument(id, viewport);

/** Opens the chat panel unless the page shows it already (wide windows do). */
async function openChat(page: Page) {
  const panel = page.getByRole("complementary", { name: "Chat history" });
  if (!(await panel.isVisible())) await page.getByRole("button", { name: "Open chat history" }).click();
  await panel.waitFor();
}

async function askAboutSelection(page: Page, block: Locator, instruction: string) {
  await selectParagraph(block);
  await page.getByRole("button", { name: "Ask AI about the selected text" }).click();
  await ask(page, instruction);
  await decision(page).getByRole("button", { name: "Accept" }).waitFor({ timeout: 20_000 });
}

/** WCAG contrast of two CSS colours (opaque rgb or rgba over white). */
function contrast(foreground: string, background: string): number {
  const channels = (colour: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b].map((c) => c * a + 255 * (1 - a));
  };
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The text colour and fill of every tracked change on the page (the document's and the banner's legend). */
function changeColours(page: Page) {
  return page.locator(".ai-deletion, .ai-insertion").evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return { kind: element.className, color: style.color, background: style.backgroundColor };
    }),
  );
}

async function expectReadableChanges(page: Page) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const colours = await changeColours(page);
    expect(colours.length).toBeGreaterThan(2);
    for (const { kind, color, background } of colours) {
      expect(color, `${scheme} ${kind}: white text`).not.toBe("rgb(255, 255, 255)");
      expect(contrast(color, background), `${scheme} ${kind}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    const results = await new AxeBuilder({ page })
      .include(".scopewise-document")
      .withRules(["color-contrast"])
      .analyze();
    const onChanges = results.violations
      .flatMap((violation) => violation.nodes)
      .filter((node) => /ai-(deletion|insertion)/.test(node.html));
    expect(onChanges.map((node) => node.html)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

describe("the assistant on a selection", () => {
  it("makes a selected paragraph more concise and shortens a selected list item, each accepted in place", async () => {
    const id = await documentWith(PROPOSAL, "Bakery ordering app");
    const { page, context, errors } = await openDocument(id);

    // A paragraph: the proposed change covers exactly the selection, with every figure kept.
    const paragraph = canvas(page).locator("p", { hasText: "keep the plan honest" });
    await askAboutSelection(page, paragraph, "make this more concise");
    expect(await canvas(page).locator("del.ai-deletion").allTextContents()).toEqual([PARAGRAPH]);
    const proposed = (await canvas(page).locator("ins.ai-insertion").allTextContents()).join("");
    expect(proposed.length).toBeLessThan(PARAGRAPH.length);
    expect(figures(proposed)).toEqual(figures(PARAGRAPH));
    await expectReadableChanges(page);
    await saveShot(page, "assistant-selection-review-1440");
    await decision(page).getByRole("button", { name: "Accept" }).click();
    await toast(page, "Content updated successfully");
    await expect
      .poll(() => canvas(page).locator("p", { hasText: "To keep the plan honest" }).textContent())
      .toBe(proposed);
    expect(await canvas(page).locator("p").count()).toBe(4);
    expect(await canvas(page).locator("p", { hasText: "We start in May." }).count()).toBe(1);

    // A list item: shortened in place, still one item of the same list.
    const item = canvas(page).locator("li p", { hasText: "Discovery and design" });
    await askAboutSelection(page, item, "shorten this");
    expect(await canvas(page).locator("del.ai-deletion").allTextContents()).toEqual([ITEM]);
    await decision(page).getByRole("button", { name: "Accept" }).click();
    await toast(page, "Content updated successfully");
    await expect
      .poll(() => canvas(page).locator("li").first().textContent())
      .toBe("Discovery and design: weeks 1–10, about $79,983.");
    expect(await canvas(page).locator("ul > li").count()).toBe(2);
    expect(await canvas(page).locator("li ul, li ol").count()).toBe(0);

    await page.getByRole("button", { name: "Save Chat" }).click();
    await toast(page, "Chat Saved Successfully");
    const saved = (await api<{ document: string }>(`documents/${id}/`, { token: fixture.session.access_token }))
      .document;
    const savedText = saved.replace(/<\/(p|li|h\d)>/g, "\n").replace(/<[^>]+>/g, "");
    expect(savedText.split("\n").filter(Boolean)).toEqual([
      "Bakery ordering app",
      "Approach",
      proposed,
      "Discovery and design: weeks 1–10, about $79,983.",
      "Build: weeks 11–31, about $249,690.",
      "We start in May.",
    ]);
    expect(figures(saved.replace(/<[^>]+>/g, " "))).toEqual(figures(PROPOSAL.replace(/<[^>]+>/g, " ")));

    expect(errors).toEqual([]);
    await context.close();
  });

  it("decides a whole-document change one change at a time: the saved document keeps what was accepted", async () => {
    const id = await documentWith(PRICED, "Bakery site");
    const { page, context, errors } = await openDocument(id);
    await openChat(page);
    await ask(page, "increase the costs by 10%");
    await review(page).waitFor({ timeout: 20_000 });
    await page.getByText("3 changes proposed").waitFor();
    const status = steps(page).getByText(/^Change \d of 3/);
    expect(await status.textContent()).toBe("Change 1 of 3");

    // Next and Previous move the outline; the buttons are reached and pressed from the keyboard.
    await steps(page).getByRole("button", { name: "Next change" }).click();
    expect(await status.textContent()).toBe("Change 2 of 3");
    expect(await canvas(page).locator(".ai-current.ai-deletion").allTextContents()).toEqual(["$2,000"]);
    await steps(page).getByRole("button", { name: "Previous change" }).click();
    expect(await canvas(page).locator(".ai-current.ai-deletion").allTextContents()).toEqual(["$1,000"]);
    await saveShot(page, "assistant-change-by-change-1440");

    const acceptThis = steps(page).getByRole("button", { name: "Accept this change" });
    await acceptThis.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => status.textContent()).toBe("Change 2 of 3 · 1 decided");
    // The accepted change is no longer marked; its new figure is the text.
    expect(await canvas(page).locator(".ai-deletion").allTextContents()).toEqual(["$2,000", "$4,000"]);
    expect(await canvas(page).locator("p", { hasText: "Design costs" }).textContent()).toBe("Design costs $1,100.");

    await steps(page).getByRole("button", { name: "Reject this change" }).click();
    await expect.poll(() => status.textContent()).toBe("Change 3 of 3 · 2 decided");
    expect(await canvas(page).locator("p", { hasText: "Build costs" }).textContent()).toBe("Build costs $2,000.");
    await review(page).getByRole("button", { name: "Accept the rest" }).click();
    await review(page).waitFor({ state: "detached" });
    await toast(page, "Content updated successfully");
    expect(await canvas(page).locator(".ai-insertion, .ai-deletion").count()).toBe(0);

    await page.getByRole("button", { name: "Save Chat" }).click();
    await toast(page, "Chat Saved Successfully");
    const saved = (await api<{ document: string }>(`documents/${id}/`, { token: fixture.session.access_token }))
      .document;
    expect(
      saved
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe("Bakery site Design costs $1,100. Build costs $2,000. Launch costs $4,400.");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the review of a whole generated proposal made more concise, readable in both colour schemes and on a phone", async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1440],
      [PHONE, 390],
    ] as const) {
      const { page, context, errors } = await openDocument(undefined, viewport);
      await openChat(page);
      await ask(page, "make this more concise");
      await review(page).waitFor({ timeout: 30_000 });
      await steps(page).getByRole("button", { name: "Accept this change" }).waitFor();
      if (width === PHONE.width)
        await page
          .getByRole("button", { name: "Close chat history" })
          .click()
          .catch(() => undefined);
      await expectReadableChanges(page);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await saveShot(page, `assistant-review-${scheme}-${width}`);
      }
      await review(page)
        .getByRole("button", { name: /^Reject/ })
        .click();
      await review(page).waitFor({ state: "detached" });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
