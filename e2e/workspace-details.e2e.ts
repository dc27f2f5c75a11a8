import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser } from "./browser.js";
import { startServerProcess } from "./server-process.js";
import { openSidebar } from "./screens.js";
import { api, signedInPage, signUpAndIn, toast } from "./session.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

import {
  HISTORY,
  createDocument,
  createProject,
  deleteProjectFromSidebar,
  expectNoReadOfDeleted,
  historyCards,
  holdRequests,
  openDocumentOfNewProject,
  openSettings,
  openShareBox,
  openShareLink,
  projectButton,
  sidebar,
} from "./workspace-page.js";

describe("workspace details in the browser", () => {
  it("history's Start New Project opens the composer for a new project, not the project last selected", async () => {
    const session = await signUpAndIn();
    await createProject(session, "Selected earlier");
    const { page, context, errors } = await signedInPage(browser, session);
    await page.goto("/proposals/create");
    await projectButton(page, "Selected earlier").click();
    await page.getByRole("heading", { name: "Selected earlier" }).waitFor();

    // Within the app (a reload would forget the selection anyway).
    await sidebar(page).getByRole("link", { name: "All Chats" }).click();
    await page.getByRole("heading", { name: "All Chats" }).waitFor();
    await page.getByRole("link", { name: "Start New Project" }).click();
    await page.waitForURL(/\/proposals\/create$/);
    await page.getByRole("heading", { name: "Start a new proposal" }).waitFor();
    expect(await page.getByRole("button", { name: "Back to Home" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("share links are built on the server's PUBLIC_URL", async () => {
    const publicUrl = "https://proposals.example.test";
    const server = await startServerProcess("sw-e2e-public-url-", { PUBLIC_URL: publicUrl });
    try {
      const session = await signUpAndIn(server.baseUrl);
      await createDocument(session, "Public address plan", undefined, server.baseUrl);
      const { page, context } = await signedInPage(browser, session, undefined, server.baseUrl);
      const linkBox = await openShareBox(page, "Public address plan");
      await expect
        .poll(() => linkBox.inputValue())
        .toMatch(new RegExp(`^${publicUrl}/estimate-your-project/spectate/[0-9a-f-]{36}$`));
      await context.close();
    } finally {
      await server.stop();
    }
  });

  it("share links fall back to the page's own address when the server's settings cannot be read", async () => {
    const session = await signUpAndIn();
    await createDocument(session, "Fallback address plan");
    const { page, context } = await signedInPage(browser, session);
    await page.route("**/api/config/", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"detail":"down"}' }),
    );
    const link = await openShareLink(page, "Fallback address plan");
    expect(link).toMatch(new RegExp(`^${baseUrl()}/estimate-your-project/spectate/[0-9a-f-]{36}$`));
    await context.close();
  });

  it("deleting a project that holds the open document leaves its page without a 'not found'", async () => {
    const { page, context, errors, readsSinceOpen } = await openDocumentOfNewProject(
      browser,
      "Holds the open one",
      "Open while deleted",
    );
    await deleteProjectFromSidebar(page, "Holds the open one");
    await toast(page, "Project deleted successfully");
    await page.waitForURL(/\/estimate-your-project\/?$/);
    await projectButton(page, "Holds the open one").waitFor({ state: "detached" });
    await expectNoReadOfDeleted(page, readsSinceOpen, errors);
    await context.close();
  });

  it("deleting the selected project while one of its documents is open clears the selection and shows the Create screen", async () => {
    const { page, context, errors, readsSinceOpen } = await openDocumentOfNewProject(
      browser,
      "Selected and open",
      "Card opened",
      { throughProject: true },
    );
    await deleteProjectFromSidebar(page, "Selected and open");
    await toast(page, "Project deleted successfully");
    await page.waitForURL(/\/proposals\/create$/);
    await page.getByRole("heading", { name: "Start a new proposal" }).waitFor();
    await expectNoReadOfDeleted(page, readsSinceOpen, errors);
    await context.close();
  });

  it("Settings' Delete all projects with a document open leaves its page without a 'not found'", async () => {
    const { page, context, errors, readsSinceOpen } = await openDocumentOfNewProject(
      browser,
      "Cleared while open",
      "Open while all go",
    );
    const settings = await openSettings(page);
    await settings.getByRole("button", { name: "Delete all projects" }).click();
    await page.getByRole("dialog", { name: "Delete all projects" }).getByRole("button", { name: "Delete all" }).click();
    await toast(page, "All projects deleted");
    await page.waitForURL(/\/estimate-your-project\/?$/);
    await sidebar(page).getByText("No projects yet. Create one to get started.").waitFor();
    await expectNoReadOfDeleted(page, readsSinceOpen, errors);
    await context.close();
  });

  it("a failed refresh of a project's documents says so, and keeps the cards shown", async () => {
    const session = await signUpAndIn();
    const project = await createProject(session, "Flaky connection");
    await createDocument(session, "Still shown", project.id);
    const { page, context } = await signedInPage(browser, session);
    await page.goto("/proposals/create");
    await projectButton(page, "Flaky connection").click();
    await page.getByRole("link", { name: "Still shown" }).waitFor();

    await page.route("**/api/documents/by-project/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"detail":"boom"}' }),
    );
    await page.getByRole("button", { name: "Back to Home" }).click();
    await projectButton(page, "Flaky connection").click();
    await toast(page, "Error refreshing documents");
    await page.getByRole("link", { name: "Still shown" }).waitFor();
    expect(await page.getByText("Error fetching documents").count()).toBe(0);
    await context.close();
  });

  it("inline rename: a click outside saves, Escape cancels, empty and unchanged titles are refused", async () => {
    const session = await signUpAndIn();
    await createProject(session, "Rename me");
    await createDocument(session, "History title");
    const { page, context, errors } = await signedInPage(browser, session);
    const renames: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH") renames.push(request.url());
    });
    await page.goto(HISTORY);
    const box = page.getByRole("textbox", { name: "Project name" });
    const startRename = async () => {
      await page.getByRole("button", { name: "Actions for Rename me" }).click();
      await page.getByRole("menuitem", { name: "Rename" }).click();
      await box.waitFor();
    };

    await startRename();
    await box.fill("Not kept");
    await box.press("Escape");
    await box.waitFor({ state: "detached" });
    await projectButton(page, "Rename me").waitFor();
    expect(renames).toEqual([]);

    await startRename();
    await box.fill("   ");
    await box.press("Enter");
    await toast(page, "Project title cannot be empty");
    expect(await box.isVisible()).toBe(true);
    await page.getByRole("heading", { name: "All Chats" }).click();
    await box.waitFor({ state: "detached" });

    await startRename();
    await page.getByRole("heading", { name: "All Chats" }).click();
    await toast(page, "New title cannot be the same as the old title");
    await box.waitFor({ state: "detached" });
    expect(renames).toEqual([]);

    await startRename();
    await box.fill("Renamed by clicking away");
    await page.getByRole("heading", { name: "All Chats" }).click();
    await toast(page, "Project title updated successfully");
    await projectButton(page, "Renamed by clicking away").waitFor();

    // A history card renames its document the same way.
    const cards = page.getByRole("list", { name: "Chats" });
    await cards.getByRole("heading", { name: "History title" }).hover();
    await cards.getByRole("button", { name: "Actions for History title" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    await page.getByRole("textbox", { name: "Document title" }).fill("History title, renamed");
    await page.getByRole("textbox", { name: "Document title" }).press("Enter");
    await toast(page, "Document title updated successfully");
    await page.getByRole("heading", { name: "History title, renamed" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 200 % zoom a project far down the sidebar's list can be renamed: its menu stays open while the list scrolls it into view and closes once the list moves it", async () => {
    const session = await signUpAndIn();
    for (let index = 1; index <= 8; index++) await createProject(session, `Project ${index}`);
    const { page, context, errors } = await signedInPage(browser, session, { width: 640, height: 400 });
    await page.goto("/proposals/create");
    await openSidebar(page);
    const trigger = sidebar(page)
      .getByRole("button", { name: /^Actions for Project \d$/ })
      .last();
    const title = ((await trigger.getAttribute("aria-label")) ?? "").replace("Actions for ", "");
    const before = await trigger.boundingBox();
    // Clicking brings the trigger into view first; the list's scroll event arrives a frame later.
    await trigger.click();
    expect((await trigger.boundingBox())?.y).not.toBe(before?.y);
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const box = page.getByRole("textbox", { name: "Project name" });
    await box.fill(`${title}, renamed`);
    await box.press("Enter");
    await toast(page, "Project title updated successfully");

    // Scrolling the list once the menu is open moves its trigger away from it: the menu closes.
    const renamed = sidebar(page).getByRole("button", { name: `Actions for ${title}, renamed` });
    await renamed.click();
    await page.getByRole("menu").waitFor();
    const at = await renamed.boundingBox();
    await page.mouse.move((at?.x ?? 0) + 4, (at?.y ?? 0) + 4);
    await page.mouse.wheel(0, -400);
    await page.getByRole("menu").waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Settings deletes all documents and all projects, and says when there is nothing to delete", async () => {
    const session = await signUpAndIn();
    const project = await createProject(session, "Cleared project");
    await createDocument(session, "Cleared document", project.id);
    const { page, context, errors } = await signedInPage(browser, session);
    await page.goto(HISTORY);
    await page.getByRole("heading", { name: "Cleared document" }).waitFor();
    const settings = await openSettings(page);

    await settings.getByRole("button", { name: "Delete all documents" }).click();
    await page
      .getByRole("dialog", { name: "Delete all documents" })
      .getByRole("button", { name: "Delete all" })
      .click();
    await toast(page, "All documents deleted");
    await page.getByText("Example proposals — start from one of these").waitFor();
    await settings.getByRole("button", { name: "Delete all documents" }).click();
    await toast(page, "No documents to delete");
    expect(await page.getByRole("dialog", { name: "Delete all documents" }).count()).toBe(0);

    await settings.getByRole("button", { name: "Delete all projects" }).click();
    await page.getByRole("dialog", { name: "Delete all projects" }).getByRole("button", { name: "Delete all" }).click();
    await toast(page, "All projects deleted");
    await sidebar(page).getByText("No projects yet. Create one to get started.").waitFor();
    await settings.getByRole("button", { name: "Delete all projects" }).click();
    await toast(page, "No projects to delete");
    expect(await api<unknown[]>("projects/", { token: session.access_token })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the copy button reads 'Link Copied!' and then goes back; the other spectate route opens without signing in", async () => {
    const session = await signUpAndIn();
    const doc = await createDocument(session, "Copied link plan");
    const { page, context } = await signedInPage(browser, session);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const link = await openShareLink(page, "Copied link plan");
    const dialog = page.getByRole("dialog", { name: "Share public link to chat" });
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await dialog.getByRole("button", { name: "Link Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect.poll(() => dialog.getByRole("button", { name: "Copy link" }).count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Link Copied!" }).count()).toBe(0);

    const { uuid } = await api<{ uuid: string }>(`documents/${doc.id}/`, { token: session.access_token });
    const visitor = await browser.newContext({ baseURL: baseUrl() });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/proposals/spectate/${uuid}`);
    await visitorPage.getByRole("heading", { name: "Spectate Chat" }).waitFor();
    await visitorPage.getByText("Title : Copied link plan").waitFor();
    expect(new URL(visitorPage.url()).pathname).toBe(`/proposals/spectate/${uuid}`);
    await visitor.close();
    await context.close();
  });

  it("a deleted card is dimmed while busy and then gone; history search also matches the date", async () => {
    const session = await signUpAndIn();
    const project = await createProject(session, "Cards project");
    await createDocument(session, "Card to delete", project.id);
    await createDocument(session, "Card to keep", project.id);
    const { page, context, errors } = await signedInPage(browser, session);
    await page.goto("/proposals/create");
    await projectButton(page, "Cards project").click();
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Card to delete" }) });
    await card.waitFor();

    const held = await holdRequests(page, "**/api/documents/*/", "DELETE");
    await card.getByRole("button", { name: "Delete Card to delete" }).click();
    await page.getByRole("dialog", { name: "Delete Document" }).getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => card.getAttribute("aria-busy")).toBe("true");
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("0.5");
    held.release();
    await toast(page, "Document deleted successfully");
    await card.waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Card to keep" }).waitFor();

    await page.goto(HISTORY);
    await expect.poll(() => historyCards(page).count()).toBe(1);
    const shownDate = (await page.getByRole("list", { name: "Chats" }).locator("time").first().textContent()) ?? "";
    expect(shownDate).not.toBe("");
    const search = page.getByRole("searchbox", { name: "Search chats" });
    await search.fill(shownDate.toUpperCase());
    await expect.poll(() => historyCards(page).count()).toBe(1);
    await search.fill("Jan 1, 1999");
    await page.getByText("No results found for “Jan 1, 1999”").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("example cards for a new user carry a View button that fills the composer", async () => {
    const session = await signUpAndIn();
    const { page, context } = await signedInPage(browser, session);
    await page.goto(HISTORY);
    await page.getByText("Example proposals — start from one of these").waitFor();
    const views = page.getByRole("button", { name: /^Use the example ".+": View$/ });
    expect(await views.count()).toBe(14);
    expect(await views.first().evaluate((button) => button.textContent?.trim().endsWith("View"))).toBe(true);
    await page.getByRole("button", { name: 'Use the example "Company offsite": View' }).click();
    await page.waitForURL(/\/proposals\/create$/);
    const message = page.getByRole("textbox", { name: "Message" });
    expect(await message.inputValue()).toContain("leadership offsite");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await context.close();
  });
});
