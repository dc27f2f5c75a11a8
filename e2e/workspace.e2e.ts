import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser } from "./browser.js";
import { api as call, type Session, signedInPage as openSignedIn, signUpAndIn, toast } from "./session.js";

const signedInPage = (session: Session, viewport?: { width: number; height: number }) =>
  openSignedIn(browser, session, viewport);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const createProject = (session: Session, title: string) =>
  call<{ id: string }>("projects/", {
    method: "POST",
    token: session.access_token,
    body: { title, created_by: session.user.id },
  });

const createDocument = (session: Session, body: { title: string; document: string; project_id?: string }) =>
  call<{ id: string }>("documents/", { method: "POST", token: session.access_token, body });

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

describe("workspace in the browser", () => {
  it("creates, renames, searches, opens and deletes a project from the sidebar", async () => {
    const session = await signUpAndIn();
    await createProject(session, "Office fit-out Leeds");
    const { page, context, errors } = await signedInPage(session);
    await page.goto("/proposals/create");
    await page.getByRole("heading", { name: "Start a new proposal" }).waitFor();
    await sidebar(page).getByRole("button", { name: "Office fit-out Leeds", exact: true }).waitFor();

    // Create through the modal; Enter submits.
    await page.getByRole("button", { name: "New Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Project" });
    expect(await dialog.getByRole("button", { name: "Create" }).isDisabled()).toBe(true);
    await dialog.getByLabel("Project name").press("Enter");
    await toast(page, "Please enter a project name");
    await dialog.getByLabel("Project name").fill("Harbour bridge repair");
    await dialog.getByLabel("Project name").press("Enter");
    await toast(page, "New project created successfully");
    await page.getByRole("heading", { name: "Harbour bridge repair" }).waitFor();
    await page.getByText("No documents found").waitFor();
    await page.getByText("This project doesn't have any documents yet.").waitFor();

    // Rename inline: unchanged is refused, Enter saves.
    await page.getByRole("button", { name: "Actions for Harbour bridge repair" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const renameBox = page.getByRole("textbox", { name: "Project name" });
    await renameBox.press("Enter");
    await toast(page, "New title cannot be the same as the old title");
    await page.getByRole("button", { name: "Actions for Harbour bridge repair" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    await renameBox.fill("Harbour bridge refit");
    await renameBox.press("Enter");
    await toast(page, "Project title updated successfully");
    await page.getByRole("heading", { name: "Harbour bridge refit" }).waitFor();

    // Search narrows the sidebar, case-insensitively.
    await page.getByRole("button", { name: "Search chats" }).click();
    await page.getByPlaceholder("Search chats...").fill("BRIDGE");
    await sidebar(page)
      .getByRole("button", { name: "Office fit-out Leeds", exact: true })
      .waitFor({ state: "detached" });
    const projectName = sidebar(page).getByRole("button", { name: "Harbour bridge refit", exact: true });
    await projectName.waitFor();

    // A document made elsewhere appears when the project is opened again.
    const projects = await call<{ id: string; title: string }[]>("projects/", { token: session.access_token });
    const project = projects.find((p) => p.title === "Harbour bridge refit");
    if (!project) throw new Error("renamed project not found");
    await createDocument(session, {
      title: "Bridge condition survey",
      document: "<p>Survey of the deck.</p>",
      project_id: project.id,
    });
    await page.getByRole("button", { name: "Back to Home" }).click();
    await page.getByRole("heading", { name: "Start a new proposal" }).waitFor();
    await projectName.click();
    await page.getByRole("link", { name: "Bridge condition survey" }).waitFor();
    await page.getByText("No description available").waitFor();

    // Delete through the ellipsis menu and its confirmation.
    await page.getByRole("button", { name: "Actions for Harbour bridge refit" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete Project" }).getByRole("button", { name: "Delete" }).click();
    await toast(page, "Project deleted successfully");
    await page.getByRole("heading", { name: "Start a new proposal" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/proposals/create");
    await projectName.waitFor({ state: "detached" });
    const left = await call<unknown[]>("documents/", { token: session.access_token });
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shares a document whose link opens without signing in, and revokes it", async () => {
    const session = await signUpAndIn();
    const project = await createProject(session, "Riverside offices");
    await createDocument(session, {
      title: "Riverside estimate",
      document:
        "<h2>Budget</h2><table><tr><th>Phase</th><th>Cost</th></tr><tr><td>Foundations</td><td>$120,000</td></tr></table>",
      project_id: project.id,
    });
    const { page, context, errors } = await signedInPage(session);
    await page.goto("/proposals/history/all");
    await page.getByRole("heading", { name: "All Chats" }).waitFor();
    await page.getByRole("heading", { name: "Riverside estimate" }).hover();
    await page.getByRole("button", { name: "Actions for Riverside estimate" }).click();
    await page.getByRole("menuitem", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share public link to chat" });
    const linkBox = dialog.getByRole("textbox", { name: "Riverside estimate" });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/estimate-your-project/spectate/[0-9a-f-]{36}$`));
    // A new document's link is off; copying it from the dialog turns it on.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await dialog.getByRole("button", { name: "Link Copied!" }).waitFor();

    const visitor: BrowserContext = await browser.newContext({ baseURL: baseUrl() });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await visitorPage.getByRole("heading", { name: "Spectate Chat" }).waitFor();
    await visitorPage.getByText("You cannot make changes to this chat.").waitFor();
    await visitorPage.getByText("Title : Riverside estimate").waitFor();
    await visitorPage.locator(".scopewise-document").getByText("Foundations").waitFor();

    // Revoking makes a new link; the old one stops working.
    await dialog.getByRole("button", { name: "Revoke link" }).click();
    await dialog.getByRole("button", { name: "Revoke link" }).click();
    await toast(page, "Link revoked. The old link no longer works.");
    await expect.poll(() => linkBox.inputValue()).not.toBe(link);
    await visitorPage.reload();
    await visitorPage.getByText("Error loading chat").waitFor();
    await visitorPage.getByRole("button", { name: "Go to Home" }).waitFor();
    expect(errors).toEqual([]);
    await visitor.close();
    await context.close();
  });

  it("filters history cards and says when nothing matches", async () => {
    const session = await signUpAndIn();
    await createDocument(session, { title: "Alpha launch plan", document: "<p>Launch.</p>" });
    await createDocument(session, { title: "Beta conference budget", document: "<p>Budget.</p>" });
    const { page, context, errors } = await signedInPage(session);
    await page.goto("/proposals/history/all");
    const cards = page.getByRole("list", { name: "Chats" }).getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByText(`Status: ready | Created by: ${session.user.username}`).first().waitFor();

    const search = page.getByRole("searchbox", { name: "Search chats" });
    await search.fill("ALPHA");
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole("heading", { name: "Alpha launch plan" }).waitFor();
    await search.fill("   ");
    await expect.poll(() => cards.count()).toBe(2);
    await search.fill("submarine");
    await page.getByText("No results found for “submarine”").waitFor();
    expect(await cards.count()).toBe(0);

    await search.fill("");
    await page.getByRole("link", { name: "View" }).first().click();
    await page.waitForURL(/\/proposals\/[0-9a-f-]{36}$/);
    await page.getByRole("tab", { name: "Chats" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a request from the composer, shows progress, and opens the new proposal", async () => {
    const session = await signUpAndIn();
    const { page, context, errors } = await signedInPage(session);
    await page.goto("/estimate-your-project");
    const message = page.getByRole("textbox", { name: "Message" });
    const send = page.getByRole("button", { name: "Send message" });
    expect(await send.isDisabled()).toBe(true);

    // A failed request keeps the user on the page with the server's reason and their text.
    await page.route("**/api/documents/", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 503,
            contentType: "application/json",
            body: JSON.stringify({ detail: "Generation is paused for maintenance." }),
          })
        : route.fallback(),
    );
    await message.fill("Estimate a bakery website");
    await message.press("Enter");
    await toast(page, "Generation is paused for maintenance.");
    expect(new URL(page.url()).pathname).toBe("/estimate-your-project");
    expect(await message.inputValue()).toBe("Estimate a bakery website");
    await page.unrouteAll();
    await message.fill("");

    // While the request runs the box shows it is busy; then the document opens.
    await page.route("**/api/documents/", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await page.getByRole("button", { name: /Put "Software timeline and cost"/ }).click();
    expect(await message.inputValue()).toContain("mobile banking app");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await message.press("Enter");
    await page.getByText("Processing your request...").waitFor();
    await page.getByText("Generating your proposal.").waitFor();
    expect(await message.inputValue()).toBe("");
    await toast(page, "Document created successfully");
    await page.waitForURL(/\/proposals\/[0-9a-f-]{36}$/);
    await page.locator("header").getByText("Estimate the timeline and...").waitFor();
    await page.locator(".scopewise-document h1").first().waitFor({ timeout: 20_000 });
    await page
      .getByRole("list", { name: "Messages" })
      .getByText(/mobile banking app/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers example proposals apart from the user's own, and an example fills the composer", async () => {
    const session = await signUpAndIn();
    const { page, context, errors } = await signedInPage(session, { width: 390, height: 844 });
    await page.goto("/proposals/history/all");
    await page.getByText("Example proposals — start from one of these").waitFor();
    expect(await page.getByRole("button", { name: /^Use the example/ }).count()).toBe(14);
    expect(await page.getByRole("list", { name: "Chats" }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: 'Use the example "Company offsite"' }).click();
    await page.waitForURL(/\/proposals\/create$/);
    const message = page.getByRole("textbox", { name: "Message" });
    expect(await message.inputValue()).toContain("leadership offsite for 60 managers");
    expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(false);
    await message.fill("   ");
    expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
