import type { Page } from "playwright-core";
import { baseUrl, resetLinkFromOutbox, uniqueUser, verifyLinkFromOutbox } from "./browser.js";
import { canvas, showAllTools } from "./editor-page.js";
import { type ClientScreenData, expandPanel } from "./client-screens.js";
import { api, type Session } from "./session.js";
import { HISTORY } from "./workspace-page.js";

/** What the screens need: a signed-in user with a project, a generated proposal and its public link. */
export interface ScreenData {
  session: Session;
  projectTitle: string;
  documentId: string;
  documentTitle: string;
  shareUuid: string;
  client: ClientScreenData;
}

export interface Screen {
  name: string;
  /** Opens a signed-in browser profile for this screen; a signed-out one otherwise. */
  signedIn: boolean;
  /** Brings the page to the state to look at and waits until it shows. */
  open: (page: Page, data: ScreenData) => Promise<void>;
}

/** On a narrow window the sidebar is closed or a rail; this opens it in full. */
export async function openSidebar(page: Page): Promise<void> {
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await page
    .getByRole("button", { name: /^(Open|Expand) sidebar$/ })
    .or(sidebar)
    .first()
    .waitFor();
  if (await sidebar.isVisible()) return;
  await page.getByRole("button", { name: /^(Open|Expand) sidebar$/ }).click();
  await sidebar.waitFor();
}

async function openAccountItem(page: Page, item: "Settings" | "Profile", dialog: string) {
  await page.goto("/proposals/create");
  await openSidebar(page);
  await page.getByRole("button", { name: /^Mary Jackson/ }).click();
  await page.getByRole("menuitem", { name: item }).click();
  await page.getByRole("dialog", { name: dialog }).waitFor();
}

async function openDocument(page: Page, data: ScreenData) {
  await page.goto(`/proposals/${data.documentId}`);
  await canvas(page).locator("h1, h2").first().waitFor({ timeout: 20_000 });
}

async function openPublicPage(page: Page, uuid: string) {
  await page.goto(`/proposals/spectate/${uuid}`);
  await canvas(page).locator("h1, h2").first().waitFor({ timeout: 20_000 });
}

async function openHistory(page: Page, data: ScreenData) {
  await page.goto(`/proposals/${data.client.historyDocumentId}`);
  await canvas(page).locator("h2").first().waitFor({ timeout: 20_000 });
  await page.getByRole("button", { name: "Version history" }).click();
  const dialog = page.getByRole("dialog", { name: "Version history" });
  await dialog.getByRole("list", { name: "Versions" }).getByRole("button").nth(2).waitFor();
  return dialog;
}

async function openCardAction(page: Page, data: ScreenData, action: string) {
  await page.goto(HISTORY);
  const cards = page.getByRole("list", { name: "Chats" });
  await cards.getByRole("heading", { name: data.documentTitle }).hover();
  await cards.getByRole("button", { name: `Actions for ${data.documentTitle}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function openProject(page: Page, data: ScreenData) {
  await page.goto("/proposals/create");
  await openSidebar(page);
  await page
    .getByRole("complementary", { name: "Sidebar" })
    .getByRole("button", { name: data.projectTitle, exact: true })
    .click();
  await page.getByRole("heading", { name: data.projectTitle }).first().waitFor();
}

/**
 * Every screen of the app, signed out, signed in and public, with the dialogs and panels that open
 * over them. A new screen is one more entry here; the accessibility journey scans each at two widths.
 */
export const SCREENS: Screen[] = [
  {
    name: "sign in",
    signedIn: false,
    open: async (page) => void (await page.goto("/login"), await page.getByRole("heading", { level: 1 }).waitFor()),
  },
  {
    name: "sign up",
    signedIn: false,
    open: async (page) => void (await page.goto("/signup"), await page.getByRole("heading", { level: 1 }).waitFor()),
  },
  {
    name: "forgot password",
    signedIn: false,
    open: async (page) =>
      void (await page.goto("/forgot-password"), await page.getByRole("heading", { level: 1 }).waitFor()),
  },
  {
    name: "reset password",
    signedIn: false,
    open: async (page) => {
      const user = uniqueUser();
      await api("auth/register/", {
        method: "POST",
        body: {
          first_name: user.first,
          last_name: user.last,
          email: user.email,
          username: user.username,
          password: user.password,
          password_confirm: user.password,
        },
      });
      await api("auth/forgot-password/", { method: "POST", body: { email: user.email } });
      await page.goto(await resetLinkFromOutbox(user.email));
      await page.getByRole("heading", { level: 1 }).waitFor();
    },
  },
  {
    name: "verify email",
    signedIn: false,
    open: async (page) => {
      const user = uniqueUser();
      await api("auth/register/", {
        method: "POST",
        body: {
          first_name: user.first,
          last_name: user.last,
          email: user.email,
          username: user.username,
          password: user.password,
          password_confirm: user.password,
        },
      });
      await page.goto(await verifyLinkFromOutbox(user.email));
      await page.getByRole("heading", { name: "Email address verified", level: 1 }).waitFor();
    },
  },
  {
    name: "accessibility statement",
    signedIn: false,
    open: async (page) =>
      void (
        await page.goto("/accessibility"),
        await page.getByRole("heading", { name: "Accessibility", level: 1 }).waitFor()
      ),
  },
  {
    name: "create proposal",
    signedIn: true,
    open: async (page) =>
      void (
        await page.goto("/proposals/create"),
        await page.getByRole("heading", { name: "Start a new proposal" }).waitFor()
      ),
  },
  {
    name: "sidebar",
    signedIn: true,
    open: async (page) => void (await page.goto("/proposals/create"), await openSidebar(page)),
  },
  { name: "project workspace", signedIn: true, open: openProject },
  {
    name: "rename project",
    signedIn: true,
    open: async (page, data) => {
      await openProject(page, data);
      await openSidebar(page);
      await page.getByRole("button", { name: `Actions for ${data.projectTitle}` }).click();
      await page.getByRole("menuitem", { name: "Rename" }).click();
      await page.getByRole("textbox", { name: "Project name" }).waitFor();
    },
  },
  {
    name: "create project dialog",
    signedIn: true,
    open: async (page) => {
      await page.goto("/proposals/create");
      await openSidebar(page);
      await page.getByRole("button", { name: "New Project" }).click();
      await page.getByRole("dialog", { name: "Create New Project" }).waitFor();
    },
  },
  { name: "document", signedIn: true, open: openDocument },
  {
    name: "assistant panel",
    signedIn: true,
    open: async (page, data) => {
      await openDocument(page, data);
      const panel = page.getByRole("complementary", { name: "Chat history" });
      if (!(await panel.isVisible())) await page.getByRole("button", { name: "Open chat history" }).click();
      await panel.waitFor();
    },
  },
  {
    name: "proposed change",
    signedIn: true,
    open: async (page, data) => {
      await openDocument(page, data);
      await canvas(page).locator("p").first().click({ clickCount: 3 });
      await page.getByRole("button", { name: "Ask AI about the selected text" }).click();
      await page.getByLabel("Instruction for the assistant").fill("make this a bullet list");
      await page.getByRole("button", { name: "Send instruction" }).click();
      await page
        .getByRole("group", { name: "Proposed change" })
        .getByRole("button", { name: "Accept" })
        .waitFor({ timeout: 20_000 });
    },
  },
  {
    name: "table of contents",
    signedIn: true,
    open: async (page, data) => {
      await openDocument(page, data);
      const toc = page.getByRole("complementary", { name: "Table of contents" });
      if (!(await toc.isVisible())) await page.getByRole("button", { name: "Open table of contents" }).click();
      await toc.waitFor();
    },
  },
  {
    name: "keyboard shortcuts dialog",
    signedIn: true,
    open: async (page, data) => {
      await openDocument(page, data);
      await showAllTools(page);
      await page
        .getByRole("toolbar", { name: "Formatting" })
        .getByRole("button", { name: "Keyboard shortcuts" })
        .click();
      await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    },
  },
  {
    name: "estimate",
    signedIn: true,
    open: async (page) =>
      void (await page.goto("/estimate-your-project"), await page.getByRole("heading", { level: 1 }).first().waitFor()),
  },
  {
    name: "proposal history",
    signedIn: true,
    open: async (page) =>
      void (await page.goto(HISTORY), await page.getByRole("heading", { name: "All Chats" }).waitFor()),
  },
  {
    name: "rename chat",
    signedIn: true,
    open: async (page, data) => {
      await openCardAction(page, data, "Rename");
      await page.getByRole("textbox", { name: "Document title" }).waitFor();
    },
  },
  { name: "settings dialog", signedIn: true, open: (page) => openAccountItem(page, "Settings", "Settings") },
  { name: "profile dialog", signedIn: true, open: (page) => openAccountItem(page, "Profile", "Profile Settings") },
  {
    name: "share dialog",
    signedIn: true,
    open: async (page, data) => {
      await openCardAction(page, data, "Share");
      const dialog = page.getByRole("dialog", { name: "Share public link to chat" });
      await dialog.getByRole("textbox").first().waitFor();
      await dialog.getByRole("checkbox", { name: "Let the client choose options" }).waitFor();
    },
  },
  {
    name: "delete dialog",
    signedIn: true,
    open: async (page, data) => {
      await openCardAction(page, data, "Delete");
      await page.getByRole("dialog", { name: /^Delete/ }).waitFor();
    },
  },
  {
    name: "public share page",
    signedIn: false,
    open: async (page, data) => {
      await page.goto(`/proposals/spectate/${data.shareUuid}`);
      await canvas(page).locator("h1, h2").first().waitFor({ timeout: 20_000 });
    },
  },
  {
    name: "public page with client options",
    signedIn: false,
    open: async (page, data) => {
      await openPublicPage(page, data.client.optionsShareUuid);
      await page.getByRole("heading", { name: "Your options" }).waitFor();
      await page.getByRole("button", { name: "Accept and sign" }).waitFor();
    },
  },
  {
    name: "public page password gate",
    signedIn: false,
    open: async (page, data) => {
      await page.goto(`/proposals/spectate/${data.client.gatedShareUuid}`);
      await page.getByRole("heading", { name: "This proposal is protected" }).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: "public page after acceptance",
    signedIn: false,
    open: async (page, data) => {
      await openPublicPage(page, data.client.acceptedShareUuid);
      await page.getByRole("link", { name: "Acceptance certificate" }).first().waitFor();
    },
  },
  {
    name: "acceptance certificate",
    signedIn: false,
    open: async (page, data) => {
      await page.goto(data.client.certificateUrl);
      await page.getByText("Grace Hopper").first().waitFor();
    },
  },
  {
    name: "document with client panels",
    signedIn: true,
    open: async (page, data) => {
      await page.goto(`/proposals/${data.client.optionsDocumentId}`);
      await canvas(page).locator("h1, h2").first().waitFor({ timeout: 20_000 });
      await expandPanel(page, "Client activity");
      await expandPanel(page, "Client options");
    },
  },
  {
    name: "locked document",
    signedIn: true,
    open: async (page, data) => {
      await page.goto(`/proposals/${data.client.acceptedDocumentId}`);
      await page.getByRole("button", { name: "Make a new version" }).waitFor({ timeout: 20_000 });
      await expandPanel(page, "Client activity");
    },
  },
  {
    name: "download menu",
    signedIn: true,
    open: async (page, data) => {
      await openDocument(page, data);
      await page.getByRole("button", { name: "Download" }).click();
      await page.getByRole("menu", { name: "Download as" }).waitFor();
    },
  },
  { name: "version history", signedIn: true, open: async (page, data) => void (await openHistory(page, data)) },
  {
    name: "version history compare",
    signedIn: true,
    open: async (page, data) => {
      const dialog = await openHistory(page, data);
      const compare = dialog.getByLabel("Compare with");
      await compare.selectOption({ label: (await compare.locator("option").last().textContent()) ?? "" });
      await dialog.locator(".scopewise-document .ai-insertion").first().waitFor();
    },
  },
  {
    name: "import time entries",
    signedIn: true,
    open: async (page, data) => {
      await openDocument(page, data);
      const panel = page.getByRole("region", { name: "Actual outcome" });
      const toggle = panel.getByRole("button", { name: /^Actual outcome/ });
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await panel.getByRole("button", { name: "Import time entries" }).click();
      const dialog = page.getByRole("dialog", { name: "Import time entries" });
      const csv = "Date,Task,Hours\n2025-03-03,Build,6\n2025-03-04,Testing,x\n";
      await dialog
        .getByLabel(/CSV export from Harvest/)
        .setInputFiles({ name: "hours.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await dialog.getByRole("list", { name: "Rows that could not be read" }).waitFor();
    },
  },
  {
    name: "calibration scorecard",
    signedIn: true,
    open: async (page, data) => {
      // One finished project, recorded once for every scan of this screen.
      const recorded = await fetch(`${baseUrl()}/api/documents/${data.documentId}/outcome/`, {
        headers: { Authorization: `Bearer ${data.session.access_token}` },
      });
      if (recorded.status === 404) {
        await api(`documents/${data.documentId}/outcome/`, {
          method: "POST",
          token: data.session.access_token,
          body: { actual_effort_hours: 4200, finished_on: "2025-06-30" },
        });
      }
      await page.goto("/calibration");
      await page.getByRole("img", { name: "Estimate against actual effort, log scales" }).waitFor();
    },
  },
];
