import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, saveShot } from "./browser.js";
import { canvas, generatedProposal, openEstimatePanel } from "./editor-page.js";
import { openSidebar } from "./screens.js";
import { signedInPage, signUpAndIn, toast } from "./session.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
/** Sized the way professionals measure software, so its estimate is the calibrated model's (which learns from outcomes). */
const SIZED_REQUEST = "A claims portal web app for an insurer, 400 function points.";
const TOGGL_EXPORT = readFileSync(
  path.join(import.meta.dirname, "..", "apps", "server", "test", "fixtures", "time-entries", "toggl.csv"),
);

/** The proposal's "Actual outcome" panel, opened. */
async function outcomePanel(page: Page) {
  const panel = page.getByRole("region", { name: "Actual outcome" });
  await panel.waitFor({ timeout: 20_000 });
  const toggle = panel.getByRole("button", { name: /^Actual outcome/ });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  return panel;
}

describe("outcomes and the calibration scorecard", () => {
  // Three proposals are generated on the way: more than the usual minute on a loaded machine.
  it(
    "records an outcome by hand, imports a tracker's CSV on another proposal, and shows both as points on the scorecard",
    { timeout: 180_000 },
    async () => {
      // A user of its own on every try, so a retry starts with no outcomes.
      const session = await signUpAndIn();
      const byHand = await generatedProposal(session, SIZED_REQUEST);
      const imported = await generatedProposal(session, SIZED_REQUEST);
      const { page, context, errors } = await signedInPage(browser, session, { width: 1440, height: 900 });
      await page.goto(`/proposals/${byHand}`);

      // By hand: the total, the end date and one phase.
      const panel = await outcomePanel(page);
      await panel.getByRole("button", { name: "Record outcome" }).click();
      const form = panel.getByRole("form", { name: "Record the outcome" });
      await form.getByRole("textbox", { name: "Actual effort (hours)" }).fill("3400");
      await form.getByLabel("Finished on").fill("2025-06-30");
      await form.getByRole("textbox", { name: "Build: hours" }).fill("2100");
      await saveShot(page, "outcome-form-1440");
      await form.getByRole("button", { name: "Record outcome" }).click();
      await toast(page, "Outcome recorded.");
      await panel.getByText("3,400 h", { exact: true }).waitFor();
      await panel.getByText(/Build: 2,100 h/).waitFor();

      // From Toggl Track's export: the preview lists the row that cannot be read; nothing is imported until confirmed.
      await page.goto(`/proposals/${imported}`);
      const second = await outcomePanel(page);
      await second.getByRole("button", { name: "Import time entries" }).click();
      const dialog = page.getByRole("dialog", { name: "Import time entries" });
      await dialog
        .getByLabel(/CSV export from Harvest/)
        .setInputFiles({ name: "toggl.csv", mimeType: "text/csv", buffer: TOGGL_EXPORT });
      await dialog.getByText(/toggl\.csv reads as a Toggl Track detailed report: 3 of 4 rows, 13\.75 hours/).waitFor();
      await dialog
        .getByRole("list", { name: "Rows that could not be read" })
        .getByText(/Line 4: "2025-13-40" is not a calendar date/)
        .waitFor();
      const importButton = dialog.getByRole("button", { name: "Import 3 entries" });
      expect(await importButton.isDisabled()).toBe(true);
      await saveShot(page, "import-preview-1440");
      await dialog.getByLabel("Import the other rows and leave these out").check();
      await importButton.click();
      await toast(page, "Imported 3 time entries.");
      await second.getByText(/Imported from 3 time entries/).waitFor();

      // The scorecard, from the sidebar: one point per finished project, and the same figures as a table.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calibration" }).click();
      await page.getByRole("heading", { name: "Calibration", level: 1 }).waitFor();
      const chart = page.getByRole("img", { name: "Estimate against actual effort, log scales" });
      await chart.waitFor();
      await expect.poll(() => chart.getByTestId("scorecard-point").count()).toBe(2);
      await page.getByText("Show the figures as a table").click();
      const rows = page.getByRole("table", { name: "Estimate against actual, per project" }).getByRole("row");
      await expect.poll(() => rows.count()).toBe(3);
      await page.getByRole("table", { name: "Estimate against actual, per project" }).getByText("3,400 h").waitFor();
      await page.getByText(/software: calibrated on 2 of your finished projects/).waitFor();
      // The estimates made from now on say what they were calibrated on.
      const later = await generatedProposal(session, SIZED_REQUEST);
      await page.goto(`/proposals/${later}`);
      // In the proposal's own text, and in the Estimate panel once it is opened (it opens closed).
      await canvas(page)
        .getByText("calibrated on 2 of your finished projects", { exact: false })
        .first()
        .waitFor({ timeout: 20_000 });
      await (
        await openEstimatePanel(page)
      )
        .getByText("calibrated on 2 of your finished projects", { exact: false })
        .first()
        .waitFor();
      await page.goto("/calibration");
      await chart.waitFor();
      await saveShot(page, "calibration-1440", { fullPage: true });
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download CSV" }).click();
      expect((await download).suggestedFilename()).toMatch(/^calibration-scorecard-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(errors).toEqual([]);
      await context.close();

      // On a phone the same page fits its width, the points still there.
      const phone = await signedInPage(browser, session, { width: 390, height: 844 });
      await phone.page.goto("/proposals/create");
      await openSidebar(phone.page);
      await phone.page.getByRole("link", { name: "Calibration" }).click();
      const phoneChart = phone.page.getByRole("img", { name: "Estimate against actual effort, log scales" });
      await phoneChart.waitFor();
      await expect.poll(() => phoneChart.getByTestId("scorecard-point").count()).toBe(2);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await saveShot(phone.page, "calibration-390", { fullPage: true });
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    },
  );
});
