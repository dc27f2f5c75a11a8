import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BODY_JARGON } from "../packages/estimator/src/document/client-language.js";
import { newPage, saveShot } from "./browser.js";
import { useGeneratedProposal } from "./editor-page.js";
import { shareDocument } from "./session.js";

/**
 * A generated proposal as its two readers see it, in the editor and on the client's page, at desktop
 * and phone width: the body has none of the estimator's terms, no figure is split across two lines
 * (every number's client rects lie on one line), and the appendix with its numbered sources comes
 * last, folded on the client's page.
 */

const fixture = useGeneratedProposal();
const SIZES = [
  { name: "1440", viewport: { width: 1440, height: 900 } },
  { name: "390", viewport: { width: 390, height: 844 } },
];

/** Every figure ("$322,400", "1,294", "17%", "$95/h") and every word of a table cell, with the lines its text takes. */
async function splitFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector(".scopewise-document");
    if (!root) throw new Error("no document");
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const split: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const inCell = node.parentElement?.closest("td, th") !== null;
      // In a cell every word (a unit, "month"); everywhere every figure.
      const pattern = inCell ? /[^\s–—/-]+/g : /[$€£]?\d[\d,.]*\d?(?:%|\/h)?/g;
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        if (rects.length > 1 && rects.some((r) => Math.abs(r.top - rects[0]!.top) > 2)) split.push(match[0]);
      }
    }
    return split;
  });
}

/** The document's text up to its appendix, block by block. */
const bodyBlocks = (page: Page) =>
  page.evaluate(() => {
    const blocks: string[] = [];
    for (const block of Array.from(document.querySelector(".scopewise-document")?.children ?? [])) {
      if (block.matches("h2#appendix, details.document-appendix")) break;
      // Whitespace as words apart: the editor's and the page's table boxes lay cells out with different tabs.
      blocks.push((block as HTMLElement).innerText.replace(/\s+/g, " ").trim());
    }
    return blocks;
  });

/** Lays out every block: the editor skips blocks out of view (content-visibility), and rects need layout. */
const layOutEverything = (page: Page) =>
  page.addStyleTag({ content: ".scopewise-document > * { content-visibility: visible !important; }" });

describe("a generated proposal's figures and words, in the editor and on the client's page", () => {
  for (const { name, viewport } of SIZES) {
    it(`at ${viewport.width}×${viewport.height}: no estimator's terms in the body, no number split across lines, sources numbered once`, async () => {
      const { page, context, errors } = await fixture.openDocument(undefined, viewport);
      await layOutEverything(page);
      await saveShot(page, `figures-editor-${name}`);
      const body = await bodyBlocks(page);
      expect(body.length).toBeGreaterThan(20);
      const request = "estimate the timeline and cost for a mobile app with payments and chat";
      const jargon = body.flatMap((text) =>
        BODY_JARGON.filter((rule) => rule.pattern.test(text.replace(request, ""))).map(
          (rule) => `${rule.name}: ${text.slice(0, 120)}`,
        ),
      );
      expect(jargon).toEqual([]);
      expect(await splitFigures(page)).toEqual([]);
      const sources = page.locator("h3#sources + ol > li");
      // The basis table (in the editor's scroll box) is the only table after its heading.
      const basis = page.locator("h3#basis-of-estimate ~ .tableWrapper table");
      const cited = new Set(
        (await basis.locator("tr td:last-child").allInnerTexts()).map((mark) => mark.trim()).filter(Boolean),
      );
      expect(cited.size).toBeGreaterThan(0);
      expect(await sources.count()).toBe(cited.size);
      // Every source is cited, each as its own number.
      expect([...cited].map((mark) => Number(/^\[(\d+)\]$/.exec(mark)?.[1])).sort((a, b) => a - b)).toEqual(
        Array.from({ length: cited.size }, (_, i) => i + 1),
      );
      await basis.scrollIntoViewIfNeeded();
      await saveShot(page, `figures-editor-basis-${name}`);

      const uuid = await shareDocument(fixture.session, fixture.documentId);
      const client = await newPage(fixture.browser, viewport);
      await client.page.goto(`/proposals/spectate/${uuid}`);
      const appendix = client.page.locator("details.document-appendix");
      await appendix.waitFor({ timeout: 20_000 });
      // Folded until the reader opens it; the body above it is the same client's text.
      expect(await appendix.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await bodyBlocks(client.page)).toEqual(body);
      await saveShot(client.page, `figures-client-${name}`);
      await appendix.locator("summary").click();
      expect(await appendix.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      expect(await splitFigures(client.page)).toEqual([]);
      if (viewport.width <= 600) {
        // A phone: every cell of every table of figures, totals included, lies inside the page (rows
        // stack as cards); the timeline, whose columns are weeks, keeps its scrolling box.
        const cutOff = await client.page.evaluate(() =>
          Array.from(document.querySelectorAll(".scopewise-document table"))
            .filter((table) => table.querySelector('td > p[style*="text-align: right"]'))
            .flatMap((table) => Array.from(table.querySelectorAll("td, th")))
            .filter((cell) => {
              const box = cell.getBoundingClientRect();
              return box.width > 1 && box.right > document.documentElement.clientWidth + 1;
            })
            .map((cell) => (cell.textContent ?? "").trim().slice(0, 40)),
        );
        expect(cutOff).toEqual([]);
        expect(await client.page.locator(".scopewise-document table.stackable").count()).toBeGreaterThan(0);
        await client.page.locator("td", { hasText: "Expected total" }).first().scrollIntoViewIfNeeded();
        await saveShot(client.page, `figures-client-totals-${name}`);
      }
      await client.page.locator("h3#sources").scrollIntoViewIfNeeded();
      await saveShot(client.page, `figures-client-sources-${name}`);
      expect([...errors, ...client.errors]).toEqual([]);
      await Promise.all([context.close(), client.context.close()]);
    });
  }
});
