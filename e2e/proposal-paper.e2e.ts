import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./browser.js";
import { canvas, downloadFile, saveAndCapture, useGeneratedProposal } from "./editor-page.js";
import { api, shareDocument, toast } from "./session.js";

/**
 * A generated proposal reads as a document a client receives: a white page with its cover block and
 * right-aligned figures in the editor, on the public page and in the download (with SVG charts),
 * and the editor gives its HTML back byte for byte through a save and a reload.
 */

const fixture = useGeneratedProposal();
const WHITE = "rgb(255, 255, 255)";

/** The page's paper and ink, the cover's lines and how a cell holding an amount is aligned. */
async function paperLook(page: Page) {
  const doc = page.locator(".scopewise-document");
  const amount = doc.locator("td p", { hasText: /^\$[\d,]+$/ }).first();
  return {
    paper: await doc.evaluate((element) => getComputedStyle(element).backgroundColor),
    ink: await doc
      .locator("p")
      .first()
      .evaluate((element) => getComputedStyle(element).color),
    // Read as a reader sees it: scrolled into view, since the editor leaves blocks out of view
    // unrendered (content-visibility: auto), and an unrendered block has no rendered text.
    cover: await doc
      .locator("h1 + p")
      .first()
      .evaluate(async (element: HTMLElement) => {
        element.scrollIntoView({ behavior: "instant", block: "center" });
        await new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered)));
        return element.innerText.split("\n");
      }),
    amountAlign: await amount.evaluate((element) => getComputedStyle(element).textAlign),
  };
}

describe("a proposal as a client receives it", () => {
  // Skipped until fixed: the cover's lines read empty where the test looks for them since the
  // document page renders once with its panels.
  it("is a white page with a cover block and right-aligned figures in the editor and on the public page", async () => {
    const { page, context, errors } = await fixture.openDocument();
    const look = await paperLook(page);
    expect(look.paper).toBe(WHITE);
    expect(look.ink).not.toBe(WHITE);
    // The request names no client: the cover leaves the line out rather than write a placeholder.
    expect(look.cover).toEqual([
      expect.stringMatching(/^Date: \d{1,2} [A-Z][a-z]+ \d{4}$/),
      "Prepared by: Mary Jackson",
    ]);
    expect(look.amountAlign).toBe("right");

    const uuid = await shareDocument(fixture.session, fixture.documentId);
    const visitor = await newPage(fixture.browser);
    await visitor.page.goto(`/proposals/spectate/${uuid}`);
    await visitor.page.locator(".scopewise-document h1").waitFor({ timeout: 20_000 });
    expect(await paperLook(visitor.page)).toEqual(look);

    expect([...errors, ...visitor.errors]).toEqual([]);
    await Promise.all([context.close(), visitor.context.close()]);
  });

  it("goes through a save and a reload byte for byte", async () => {
    const { documentId: id, session } = fixture;
    const generated = (await api<{ document: string }>(`documents/${id}/`, { token: session.access_token })).document;
    const { page, context, errors } = await fixture.openDocument();
    const sent = await saveAndCapture(page, id);
    expect(sent).toBe(generated);
    expect((await api<{ document: string }>(`documents/${id}/`, { token: session.access_token })).document).toBe(
      generated,
    );
    await page.reload();
    await canvas(page).locator("h1").first().waitFor({ timeout: 20_000 });
    expect(await saveAndCapture(page, id)).toBe(generated);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads with SVG charts drawn from the estimate instead of block characters, on a white page", async () => {
    const { page, context, errors } = await fixture.openDocument();
    const { html } = await downloadFile(page);
    await toast(page, "Document downloaded successfully");
    expect(html).not.toContain("█");

    const file = await newPage(fixture.browser, { width: 1440, height: 900 });
    await file.page.setContent(html);
    const charts = file.page.locator('figure.chart svg[role="img"]');
    expect(await charts.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("aria-label")))).toEqual([
      "Timeline chart",
      "Cost breakdown chart",
    ]);
    // One bar per phase in the Gantt; the cost chart adds the contingency.
    const { estimate } = await api<{ estimate: { phases: unknown[] } }>(
      `technical-estimation/proposal/${fixture.documentId}`,
      { token: fixture.session.access_token },
    );
    expect(await charts.nth(0).locator("rect").count()).toBe(estimate.phases.length);
    expect(await charts.nth(1).locator("rect").count()).toBe(estimate.phases.length + 1);
    // The charts carry their own colours: the file has none of the app's classes to style them.
    expect(
      await charts
        .nth(0)
        .locator("rect")
        .first()
        .evaluate((rect) => getComputedStyle(rect).fill),
    ).not.toBe("rgb(0, 0, 0)");
    expect(await file.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(WHITE);
    expect(
      await file.page
        .locator("td p", { hasText: /^\$[\d,]+$/ })
        .first()
        .evaluate((element) => getComputedStyle(element).textAlign),
    ).toBe("right");

    expect([...errors, ...file.errors]).toEqual([]);
    await Promise.all([context.close(), file.context.close()]);
  });
});
