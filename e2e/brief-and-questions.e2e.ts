import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser.js";
import { openEstimatePanel } from "./editor-page.js";
import { api, type Session, signedInPage as openSignedIn, signUpAndIn } from "./session.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedInPage = (session: Session) => openSignedIn(browser, session, { width: 1440, height: 900 });

const DOCUMENT_URL = /\/proposals\/([0-9a-f-]{36})$/;

interface DocumentState {
  status: string;
  version: number;
}

/** Creates a document from a request through the API and waits until its generation has ended. */
async function generated(session: Session, conversation: string): Promise<{ id: string; document: DocumentState }> {
  const { id } = await api<{ id: string }>("documents/", {
    method: "POST",
    token: session.access_token,
    body: { conversation },
  });
  for (let i = 0; i < 200; i++) {
    const document = await api<DocumentState>(`documents/${id}/`, { token: session.access_token });
    if (document.status !== "generating") return { id, document };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("generation did not end");
}

/** The generated proposal, open in the editor. */
async function waitForProposal(page: Page) {
  const doc = page.locator(".scopewise-document");
  await doc.getByRole("heading", { name: "Executive summary" }).waitFor({ timeout: 20_000 });
  return doc;
}

/** The "Expected cost" figure of the estimate above the proposal. */
async function expectedCost(page: Page): Promise<string> {
  const figure = (await openEstimatePanel(page))
    .locator("dt", { hasText: "Expected cost" })
    .locator("xpath=following-sibling::dd[1]");
  await figure.waitFor();
  return (await figure.textContent()) ?? "";
}

describe("a request too thin to price", () => {
  it("asks in the chat instead of pricing, and the answer there leads to the proposal", async () => {
    const session = await signUpAndIn();
    const { page, context, errors } = await signedInPage(session);

    await page.goto("/estimate-your-project");
    const message = page.getByRole("textbox", { name: "Message" });
    await message.fill("hello");
    await message.press("Enter");
    await page.waitForURL(DOCUMENT_URL);

    // No proposal and no estimate: the questions, on the page and in the chat, where the answer box is.
    await page.getByRole("heading", { name: "A few questions before pricing" }).waitFor({ timeout: 20_000 });
    const questions = page.getByRole("list", { name: "Questions" }).getByRole("listitem");
    await questions.first().waitFor();
    const firstQuestion = ((await questions.first().textContent()) ?? "").trim();
    expect(firstQuestion.length).toBeGreaterThan(5);
    const chat = page.getByRole("list", { name: "Messages" });
    await chat.getByText(firstQuestion, { exact: false }).waitFor();
    expect(await page.locator(".scopewise-document").count()).toBe(0);
    expect(await page.getByRole("region", { name: "Estimate", exact: true }).count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("textbox", { name: "Instruction for the assistant" }).count()).toBe(0);

    // "Answer in the chat" takes the keyboard to the answer box.
    await page.getByRole("button", { name: "Answer in the chat" }).click();
    const answer = page.getByRole("textbox", { name: "Your answer" });
    await expect.poll(() => answer.evaluate((box) => box === document.activeElement)).toBe(true);
    const replies: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/reply/")) replies.push(request.postDataJSON());
    });
    const text = "A web app where customers book yoga classes and pay online, about 12 screens, budget $40,000";
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");

    await waitForProposal(page);
    expect(replies).toEqual([{ content: text }]);
    await chat.getByText(text).waitFor();
    await page.getByRole("region", { name: "Estimate", exact: true }).waitFor();
    expect(await page.getByRole("heading", { name: "A few questions before pricing" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the brief panel", () => {
  it("prices a corrected area before applying it, asks first, and rebuilds the proposal from it", async () => {
    const session = await signUpAndIn();
    const { id } = await generated(session, "Build a 2,000 m² warehouse in Leeds, UK");
    const { page, context, errors } = await signedInPage(session);
    const briefWrites: { method: string; body: unknown }[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(`/documents/${id}/brief/`) && request.method() !== "GET")
        briefWrites.push({ method: request.method(), body: request.postDataJSON() });
    });

    await page.goto(`/proposals/${id}`);
    await waitForProposal(page);
    const costBefore = await expectedCost(page);

    const panel = page.getByRole("region", { name: "What I understood" });
    const toggle = panel.getByRole("button", { name: /What I understood/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const area = panel.getByLabel("Floor area (m²)");
    await expect.poll(() => area.inputValue()).toBe("2,000");
    const total = panel.getByTestId("live-total-cost");
    await expect.poll(() => total.textContent()).toBe(costBefore);

    // The new figures come from the estimator in the browser, before anything is sent.
    await area.fill("4000");
    await panel.getByText("Total cost with your changes").waitFor();
    await panel.getByText(`now ${costBefore}`).waitFor();
    const costAfter = (await total.textContent()) ?? "";
    expect(costAfter).not.toBe(costBefore);
    expect(Number(costAfter.replace(/\D/g, ""))).toBeGreaterThan(Number(costBefore.replace(/\D/g, "")));
    expect(briefWrites).toEqual([]);

    // Apply asks first, with the focus in the dialog; Escape cancels and gives the focus back.
    const apply = panel.getByRole("button", { name: "Apply" });
    await apply.click();
    const dialog = page.getByRole("dialog", { name: "Rebuild the proposal?" });
    await dialog.getByText("Your own edits to the proposal text are replaced").waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await apply.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(briefWrites).toEqual([]);

    await apply.click();
    await dialog.getByRole("button", { name: "Rebuild proposal" }).click();
    await page
      .getByRole("list", { name: "Generation stages" })
      .or(page.locator(".scopewise-document"))
      .first()
      .waitFor();
    await waitForProposal(page);
    expect(briefWrites).toHaveLength(1);
    expect(briefWrites[0]).toMatchObject({
      method: "PUT",
      body: { quantities: { area_m2: 4000 }, version: expect.any(Number) },
    });

    // The rebuilt proposal is priced as the panel said it would be.
    await expect.poll(() => expectedCost(page)).toBe(costAfter);
    await panel.getByRole("button", { name: /What I understood.*4,000 m²/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers a reload when the document changed after the page read it", async () => {
    const session = await signUpAndIn();
    const { id, document } = await generated(session, "Build a 2,000 m² warehouse in Leeds, UK");
    const { page, context, errors } = await signedInPage(session);
    await page.goto(`/proposals/${id}`);
    await waitForProposal(page);

    // Another tab saves the document: the version this page holds is now stale.
    await api(`documents/${id}/`, {
      method: "PATCH",
      token: session.access_token,
      body: { title: "Leeds warehouse", version: document.version },
    });

    const panel = page.getByRole("region", { name: "What I understood" });
    await panel.getByRole("button", { name: /What I understood/ }).click();
    await panel.getByLabel("Floor area (m²)").fill("3000");
    await panel.getByRole("button", { name: "Apply" }).click();
    await page
      .getByRole("dialog", { name: "Rebuild the proposal?" })
      .getByRole("button", { name: "Rebuild proposal" })
      .click();

    const stale = panel.getByRole("alert").filter({ hasText: "This document changed" });
    await stale.waitFor();
    await stale.getByRole("button", { name: "Reload" }).click();
    await stale.waitFor({ state: "detached" });
    // The correction is kept, and now applies to the current version.
    expect(await panel.getByLabel("Floor area (m²)").inputValue()).toBe("3000");
    await panel.getByRole("button", { name: "Apply" }).click();
    await page
      .getByRole("dialog", { name: "Rebuild the proposal?" })
      .getByRole("button", { name: "Rebuild proposal" })
      .click();
    await waitForProposal(page);
    await panel.getByRole("button", { name: /What I understood.*3,000 m²/ }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
