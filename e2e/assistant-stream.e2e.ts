import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStub } from "../apps/server/test/openai-stub.js";
import { launchBrowser } from "./browser.js";
import { startServerProcess, type ServerProcess } from "./server-process.js";
import { api, signedInPage, signUpAndIn, toast, type Session } from "./session.js";

const ORIGINAL = "We will design the app first and then build it in short sprints.";
const REWRITTEN =
  "<p>Our team will first design the application, then build it in short, two-week sprints with a demo at the end of each one.</p>";

let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
let server: ServerProcess;
let browser: Browser;
let session: Session;

// This journey needs its own server, configured with a language model: an OpenAI-compatible stub
// on loopback that writes its answer a few characters at a time.
beforeAll(async () => {
  stub = await startOpenAiStub(() => ({ content: REWRITTEN, chunkDelayMs: 60 }));
  server = await startServerProcess("sw-e2e-llm-", {
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: stub.baseUrl,
    OPENAI_API_KEY: "stub-key",
    AI_MODEL: "stub-model",
  });
  browser = await launchBrowser();
  session = await signUpAndIn(server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stub?.stop();
});

const canvas = (page: Page): Locator => page.locator(".scopewise-document");

describe("the assistant with a language model", () => {
  it("shows the answer as the model writes it, then as a change to accept, and the chat keeps both", async () => {
    const { id } = await api<{ id: string }>("documents/", {
      method: "POST",
      base: server.baseUrl,
      token: session.access_token,
      body: { title: "Delivery plan", document: `<h1>Delivery plan</h1><p>${ORIGINAL}</p>` },
    });
    const { page, context, errors } = await signedInPage(browser, session, undefined, server.baseUrl);
    await page.goto(`/proposals/${id}`);
    const paragraph = canvas(page).locator("p", { hasText: ORIGINAL });
    await paragraph.click({ clickCount: 3 });
    await page.getByRole("button", { name: "Ask AI about the selected text" }).click();
    await page.getByLabel("Instruction for the assistant").fill("make this sound more formal");
    await page.getByRole("button", { name: "Send instruction" }).click();

    // Part of the answer is on screen before the whole of it has arrived.
    const draft = page.getByTestId("answer-draft");
    await draft.waitFor();
    const partial = (await draft.textContent()) ?? "";
    expect(partial).toMatch(/^Writing: Our/);
    expect(partial).not.toContain("end of each one.");

    // Then the checked answer as a tracked change.
    await canvas(page).locator(".ai-insertion").first().waitFor();
    await draft.waitFor({ state: "detached" });
    expect(await canvas(page).locator(".ai-deletion").first().textContent()).toBe(ORIGINAL);
    expect(await canvas(page).locator(".ai-insertion").first().textContent()).toContain(
      "two-week sprints with a demo at the end of each one.",
    );
    await page.getByRole("group", { name: "Proposed change" }).getByRole("button", { name: "Accept" }).click();
    await toast(page, "Content updated successfully");

    const messages = page.getByRole("list", { name: "Messages" });
    await messages.getByText("make this sound more formal").waitFor();
    await messages.getByText("Here is the proposed change: accept or reject it in the document.").waitFor();
    await messages.getByText("Content updated successfully").waitFor();
    // The model was asked to stream, with the instruction and the selected HTML.
    expect(stub.requests.at(-1)).toMatchObject({ stream: true, model: "stub-model" });
    expect(JSON.stringify(stub.requests.at(-1)?.messages)).toContain(ORIGINAL);

    expect(errors).toEqual([]);
    await context.close();
  });
});
