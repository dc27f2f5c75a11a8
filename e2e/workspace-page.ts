import type { Browser, Page, Route } from "playwright-core";
import { expect } from "vitest";
import { api, type Session, signedInPage, signUpAndIn } from "./session.js";

export const HISTORY = "/proposals/history/all";

export const createProject = (session: Session, title: string, base?: string) =>
  api<{ id: string }>("projects/", {
    method: "POST",
    base,
    token: session.access_token,
    body: { title, created_by: session.user.id },
  });

export const createDocument = (session: Session, title: string, projectId?: string, base?: string) =>
  api<{ id: string }>("documents/", {
    method: "POST",
    base,
    token: session.access_token,
    body: { title, document: `<p>${title}.</p>`, project_id: projectId },
  });

export const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });
export const projectButton = (page: Page, title: string) =>
  sidebar(page).getByRole("button", { name: title, exact: true });
export const historyCards = (page: Page) => page.getByRole("list", { name: "Chats" }).getByRole("listitem");

/**
 * A new user's page showing a document of a new project, opened by its URL or through the project's
 * cards. `readsSinceOpen` counts reads of that document after it showed (one after its delete would 404).
 */
export async function openDocumentOfNewProject(
  browser: Browser,
  projectTitle: string,
  documentTitle: string,
  options: { throughProject?: boolean } = {},
) {
  const session = await signUpAndIn();
  const project = await createProject(session, projectTitle);
  const doc = await createDocument(session, documentTitle, project.id);
  const opened = await signedInPage(browser, session);
  const { page } = opened;
  let reads = 0;
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === `/api/documents/${doc.id}/`) reads += 1;
  });
  if (options.throughProject) {
    await page.goto("/proposals/create");
    await projectButton(page, projectTitle).click();
    await page.getByRole("link", { name: documentTitle }).click();
  } else {
    await page.goto(`/proposals/${doc.id}`);
  }
  await page.getByText(`${documentTitle}.`, { exact: true }).waitFor();
  const readsWhenShown = reads;
  return { ...opened, readsSinceOpen: () => reads - readsWhenShown };
}

export async function expectNoReadOfDeleted(page: Page, readsSinceOpen: () => number, errors: string[]): Promise<void> {
  expect(readsSinceOpen()).toBe(0);
  expect(await page.getByText("Could not fetch document").count()).toBe(0);
  expect(errors).toEqual([]);
}

/** Holds matching requests until released, so a busy state can be looked at without timing it. */
export function holdRequests(page: Page, pattern: string, method: string): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return page
    .route(pattern, async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      await gate;
      return route.fallback();
    })
    .then(() => ({ release }));
}

/** Opens the history card's share dialog and returns the link it shows. */
export async function openShareLink(page: Page, title: string): Promise<string> {
  return (await openShareBox(page, title)).inputValue();
}

export async function openShareBox(page: Page, title: string) {
  await page.goto(HISTORY);
  const cards = page.getByRole("list", { name: "Chats" });
  await cards.getByRole("heading", { name: title }).hover();
  await cards.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Share" }).click();
  const linkBox = page.getByRole("dialog", { name: "Share public link to chat" }).getByRole("textbox", { name: title });
  await linkBox.waitFor();
  return linkBox;
}

export async function deleteProjectFromSidebar(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete Project" }).getByRole("button", { name: "Delete" }).click();
}

export async function openSettings(page: Page) {
  await page.getByRole("button", { name: /^Mary Jackson/ }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.waitFor();
  return dialog;
}
