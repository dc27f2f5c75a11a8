import { describe, expect, it } from "vitest";
import { toast } from "./session.js";
import { ask, canvas, openEstimatePanel, selectParagraph, showAllTools, useGeneratedProposal } from "./editor-page.js";

const fixture = useGeneratedProposal();

describe("the assistant's changes in the editor", () => {
  it("rewrites a selection as a tracked change: accept and save keep it, reject restores the original exactly", async () => {
    const { page, context, errors } = await fixture.openDocument();
    const summary = canvas(page).locator("h2#executive-summary + p");
    const summaryText = (await summary.textContent()) ?? "";
    expect(summaryText).toContain("cross-platform app for iOS and Android");

    await selectParagraph(summary);
    await page.getByRole("button", { name: "Ask AI about the selected text" }).click();
    expect(await page.getByTestId("selection-preview").textContent()).toBe(`${summaryText.slice(0, 90)}...`);
    await ask(page, "make this a bullet list");

    // The original struck through, the answer after it, the editor read-only, the decision below.
    const deleted = canvas(page).locator(".ai-deletion");
    await deleted.first().waitFor();
    expect(await deleted.first().textContent()).toBe(summaryText);
    expect(await canvas(page).locator("ul .ai-insertion").first().textContent()).toContain(
      "cross-platform app for iOS and Android",
    );
    expect(await canvas(page).getAttribute("contenteditable")).toBe("false");
    const decision = page.getByRole("group", { name: "Proposed change" });
    await decision.getByRole("button", { name: "Accept" }).click();
    await toast(page, "Content updated successfully");
    expect(await canvas(page).locator(".ai-insertion, .ai-deletion").count()).toBe(0);
    expect(await canvas(page).getAttribute("contenteditable")).toBe("true");
    // The last lines: a retry of this test finds the first try's lines in the stored chat too.
    const messages = page.getByRole("list", { name: "Messages" });
    await messages.getByText("make this a bullet list").last().waitFor();
    await messages.getByText("Content updated successfully").last().waitFor();
    // One decision line for each instruction: the shown line was replaced by the stored one, not doubled.
    expect(await messages.getByText("Content updated successfully").count()).toBe(
      await messages.getByText("make this a bullet list").count(),
    );

    await page.getByRole("button", { name: "Save Chat" }).click();
    await toast(page, "Chat Saved Successfully");
    await page.reload();
    await canvas(page).locator("h2").first().waitFor();
    await canvas(page)
      .locator("h2#executive-summary + ul li")
      .filter({ hasText: "cross-platform app for iOS and Android" })
      .waitFor();
    // The decision is part of the stored chat, not just of the visit.
    await messages.getByText("Content updated successfully").last().waitFor();

    // Reject puts back exactly what was there.
    const timeline = canvas(page).locator("h2#timeline + p");
    // The document as drawn, less the view-only mark of the block holding the selection (rendered even
    // out of view), which follows the selection: reject leaves it on the paragraph asked about.
    const drawnDocument = async () =>
      (await canvas(page).innerHTML()).replace(/ class="scopewise-caret-block"| scopewise-caret-block/g, "");
    const before = await drawnDocument();
    await selectParagraph(timeline);
    await page.getByRole("button", { name: "Ask AI about the selected text" }).click();
    await ask(page, "make it bold");
    await canvas(page).locator(".ai-insertion").first().waitFor();
    await page.getByRole("group", { name: "Proposed change" }).getByRole("button", { name: "Reject" }).click();
    await canvas(page).locator(".ai-insertion").first().waitFor({ state: "detached" });
    expect(await drawnDocument()).toBe(before);
    await messages.getByText("Change rejected: the content was left as it was.").last().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a whole-document instruction as a word-level diff, accepts it, and undoes it in one step", async () => {
    const { page, context, errors } = await fixture.openDocument();
    const tablesBefore = await canvas(page).locator("table").count();
    const textBefore = await canvas(page).textContent();

    await ask(page, "increase the costs by 10%");
    const review = page.getByRole("region", { name: "Review the assistant's change" });
    await review.waitFor();
    // The decision is also offered below the change, as for a selection.
    const below = page.getByRole("group", { name: "Proposed change" });
    await below.getByRole("button", { name: "Accept" }).waitFor();
    expect(await below.getByRole("button", { name: "Reject" }).count()).toBe(1);
    // Ctrl+S while deciding saves nothing (and never opens the fixture.browser's "Save page"): it says why.
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

    await showAllTools(page);
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
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ detail: "The chat could not be updated." }),
      }),
    );
    await page.getByRole("group", { name: "Proposed change" }).getByRole("button", { name: "Reject" }).click();
    await review.waitFor({ state: "detached" });
    expect(await canvas(page).textContent()).toBe(textBefore);
    await toast(page, "The chat could not be updated.");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the estimate closed above a generated proposal, its total in the heading, and shows its charts when opened", async () => {
    const { page, context, errors } = await fixture.openDocument();
    const estimate = page.getByRole("region", { name: "Estimate" });
    const toggle = estimate.getByRole("button", { name: /^Estimate/ });
    // Closed at first, so the document is what the page shows; the heading still gives the total and the timeline.
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => toggle.textContent()).toMatch(/\$[\d,]+ · about \d+ (weeks|months)/);
    await openEstimatePanel(page);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    for (const name of ["Cost breakdown chart", "Timeline chart"]) {
      const chart = estimate.getByRole("img", { name, exact: true });
      await chart.waitFor();
      expect(await chart.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
