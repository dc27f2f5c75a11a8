import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { toast } from "./session.js";
import {
  ask,
  canvas,
  generatedProposal,
  openEstimatePanel,
  showAllTools,
  useGeneratedProposal,
} from "./editor-page.js";

const fixture = useGeneratedProposal();

const panel = (page: Page): Locator => page.getByRole("region", { name: "Estimate" });
/** A headline figure of the Estimate panel ("P80 cost" → "$547,620"). */
const figure = async (page: Page, label: string) =>
  (await panel(page)
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
    .first()
    .textContent()) ?? "";

/** The figures the proposal's text states, in the panel's words. */
async function textFigures(page: Page) {
  const text = (await canvas(page).textContent()) ?? "";
  const p50 = /50% \(P50\): the project costs (\S+) or less and takes ([\d.]+) weeks/.exec(text);
  const p80 = /80% \(P80\): (\S+) or less and ([\d.]+) weeks/.exec(text);
  const expected = /The expected cost, (\S+),/.exec(text);
  if (!p50 || !p80 || !expected) throw new Error("the proposal does not state its confidence figures");
  return {
    "Expected cost": expected[1],
    "P50 cost": p50[1],
    "P80 cost": p80[1],
    "P50 duration": `${p50[2]} weeks`,
    "P80 duration": `${p80[2]} weeks`,
  };
}

async function panelFigures(page: Page) {
  const labels = ["Expected cost", "P50 cost", "P80 cost", "P50 duration", "P80 duration"] as const;
  await openEstimatePanel(page);
  await panel(page).locator("dl").waitFor();
  return Object.fromEntries(
    await Promise.all(labels.map(async (label) => [label, await figure(page, label)])),
  ) as Record<(typeof labels)[number], string>;
}

async function decide(page: Page, instruction: string, decision: "Accept" | "Reject") {
  await ask(page, instruction);
  const review = page.getByRole("region", { name: "Review the assistant's change" });
  await review.waitFor({ timeout: 20_000 });
  await review.getByRole("button", { name: decision }).click();
  await review.waitFor({ state: "detached" });
}

async function saveAndReload(page: Page) {
  await page.getByRole("button", { name: "Save Chat" }).click();
  await toast(page, "Chat Saved Successfully");
  await page.reload();
  await canvas(page).locator("h1, h2").first().waitFor({ timeout: 20_000 });
}

describe("the Estimate panel states what the saved text states", () => {
  it("converts the currency: nothing moves until the save, then the panel shows the text's euros, also after a reload", async () => {
    const { page, context, errors } = await fixture.openDocument(await generatedProposal(fixture.session));
    const before = await panelFigures(page);
    expect(before).toEqual(await textFigures(page));

    await decide(page, "convert to EUR at 0.92", "Reject");
    expect(await panelFigures(page)).toEqual(before);
    await decide(page, "convert to EUR at 0.92", "Accept");
    expect((await textFigures(page))["P80 cost"]).toMatch(/^€/);
    // Accepted but not saved: the stored estimate is still the saved text's.
    expect(await panelFigures(page)).toEqual(before);

    await page.getByRole("button", { name: "Save Chat" }).click();
    await toast(page, "Chat Saved Successfully");
    await expect.poll(() => figure(page, "P80 cost")).toMatch(/^€/);
    expect(await panelFigures(page)).toEqual(await textFigures(page));
    await page.reload();
    await canvas(page).locator("h1").first().waitFor({ timeout: 20_000 });
    expect(await panelFigures(page)).toEqual(await textFigures(page));
    expect((await panelFigures(page))["P80 cost"]).toMatch(/^€[\d,]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("re-estimates for a team: a rejected or unsaved one leaves the panel, a saved one is what the panel and the chat report", async () => {
    const { page, context, errors } = await fixture.openDocument(await generatedProposal(fixture.session));
    const before = await panelFigures(page);

    await decide(page, "re-estimate with a team of 1", "Reject");
    expect(await panelFigures(page)).toEqual(before);
    expect(await textFigures(page)).toEqual(before);

    await decide(page, "re-estimate with a team of 1", "Accept");
    const stated = await textFigures(page);
    expect(stated["P50 duration"]).not.toBe(before["P50 duration"]);
    expect(await panelFigures(page)).toEqual(before);
    // The chat reports the figures the text stated before, each beside its new value.
    const report = page
      .getByRole("list", { name: "Messages" })
      .getByText(/Re-estimated with a team of 1:/)
      .last();
    await report.waitFor();
    expect(await report.textContent()).toContain(`${stated["P80 cost"]} (was ${before["P80 cost"]}) at 80% confidence`);
    expect(await report.textContent()).toContain(
      `about ${stated["P50 duration"]} (was ${before["P50 duration"]}) at P50`,
    );

    await saveAndReload(page);
    expect(await panelFigures(page)).toEqual(stated);
    expect(await textFigures(page)).toEqual(stated);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("undoing an accepted re-estimate before saving keeps the estimate the text states", async () => {
    const { page, context, errors } = await fixture.openDocument(await generatedProposal(fixture.session));
    const before = await panelFigures(page);
    await decide(page, "re-estimate with a team of 1", "Accept");
    // At the default width Undo sits behind "More tools".
    await showAllTools(page);
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await textFigures(page)).toEqual(before);
    await saveAndReload(page);
    expect(await panelFigures(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the proposals area's own paths", () => {
  it("/proposals/history opens the history screen, never reading it as a document", async () => {
    const { page, context, errors } = await fixture.openDocument();
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/") && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto("/proposals/history");
    await page.waitForURL("**/proposals/history/all");
    await page.getByRole("list", { name: "Chats" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(failed).toEqual([]);
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: /not found|went wrong|could not/i })
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
