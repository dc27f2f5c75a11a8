import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser.js";
import { api, signedInPage, signUpAndIn, type Session } from "./session.js";

// Journeys found by using the product at phone width, with the built-in assistant.
let browser: Browser;
let session: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await signUpAndIn();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const chatPanel = (page: Page) => page.getByRole("complementary", { name: "Chat history" });
const canvas = (page: Page) => page.locator(".scopewise-document");

async function instruct(page: Page, instruction: string) {
  await page.getByLabel("Instruction for the assistant").fill(instruction);
  await page.getByRole("button", { name: "Send instruction" }).click();
}

describe("the assistant on a phone", () => {
  it("uncovers each proposed change, and a change accepted earlier does not come back as a change", async () => {
    const { id } = await api<{ id: string }>("documents/", {
      method: "POST",
      token: session.access_token,
      body: {
        title: "Bakery site",
        document: "<h1>Bakery site</h1><p>The build costs $1,000 in total.</p><p>We start in May.</p>",
      },
    });
    const { page, context, errors } = await signedInPage(browser, session, PHONE);
    await page.goto(`/proposals/${id}`);

    // A selection change: the chat panel (70% of the screen) gets out of the way of Accept.
    await canvas(page).locator("p", { hasText: "We start in May." }).click({ clickCount: 3 });
    await page.getByRole("button", { name: "Ask AI about the selected text" }).click();
    await chatPanel(page).waitFor();
    await instruct(page, "make this a bullet list");
    const review = page.getByRole("group", { name: "Proposed change" });
    await review.getByRole("button", { name: "Accept" }).waitFor();
    await chatPanel(page).waitFor({ state: "detached" });
    await review.getByRole("button", { name: "Accept" }).click();
    await canvas(page).locator("li", { hasText: "We start in May." }).waitFor();

    // A whole-document change: only the amount changes, not the list item accepted a moment ago.
    await page.getByRole("button", { name: "Open chat history" }).click();
    await instruct(page, "increase the costs by 10%");
    await canvas(page).locator(".ai-deletion").first().waitFor();
    await chatPanel(page).waitFor({ state: "detached" });
    expect(await canvas(page).locator(".ai-deletion").allTextContents()).toEqual(["$1,000"]);
    expect(await canvas(page).locator(".ai-insertion").allTextContents()).toEqual(["$1,100"]);
    await page.getByText("1 change proposed").waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
