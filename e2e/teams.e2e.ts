import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedProposal } from "./editor-page.js";
import { baseUrl, invitationLinkFromOutbox, launchBrowser, saveShot, uniqueUser, watchForProblems } from "./browser.js";
import { api, type Session, toast } from "./session.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const TEAM = "Northwind Studio";

/** A fresh browser profile whose every error and failed request lands in `problems`. */
async function watchedPage(who: string, problems: string[], viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  watchForProblems(page, who, problems);
  return page;
}

/** The session the signed-in page keeps (redux-persist's copy in localStorage). */
async function sessionOf(page: Page): Promise<Session> {
  return page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem("persist:root") ?? "{}") as Record<string, string>;
    return JSON.parse(root.auth ?? "{}") as Session;
  });
}

const switcher = (page: Page) => page.getByRole("button", { name: /^Workspace: .*Switch workspace$/ });
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

/** Signs up through the sign-up screen (the email may be prefilled by an invitation) and lands on sign-in. */
async function signUpInBrowser(page: Page, user: ReturnType<typeof uniqueUser>, emailPrefilled = false) {
  if (emailPrefilled) expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
  else await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("First name").fill(user.first);
  await page.getByLabel("Last name").fill(user.last);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await toast(page, "Signup successful");
  await page.waitForURL(/\/(login)?(\?.*)?$/);
}

async function signInInBrowser(page: Page, user: ReturnType<typeof uniqueUser>, emailPrefilled = false) {
  if (emailPrefilled) expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
  else await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The colleague opens the mailed link signed out, signs up with the invited address, signs in and accepts. */
async function joinThroughLink(page: Page, user: ReturnType<typeof uniqueUser>, role: string): Promise<void> {
  await page.goto(await invitationLinkFromOutbox(user.email));
  await page.getByRole("heading", { name: `Join ${TEAM}` }).waitFor();
  await page.getByText(`invited you to join as ${role}.`).waitFor();
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.waitForURL(/\/signup\?/);
  await signUpInBrowser(page, user, true);
  await signInInBrowser(page, user, true);
  await page.waitForURL(/\/invite\//);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await toast(page, `Welcome to ${TEAM}`);
  await page.waitForURL(/\/estimate-your-project\/?$/);
  await expect.poll(() => switcher(page).getAttribute("aria-label")).toContain(TEAM);
}

describe("team workspaces in the browser", () => {
  it("an owner makes a team and invites; a colleague joins through the mail and edits; a viewer only reads; no error anywhere", async () => {
    const problems: string[] = [];
    const ownerUser = uniqueUser();
    const editorUser = uniqueUser();
    const viewerUser = uniqueUser();

    // The owner signs up and in; they start in their personal workspace.
    const owner = await watchedPage("owner", problems);
    await owner.goto("/signup");
    await signUpInBrowser(owner, ownerUser);
    await signInInBrowser(owner, ownerUser);
    await owner.waitForURL(/\/estimate-your-project\/?$/);
    await expect.poll(() => switcher(owner).getAttribute("aria-label")).toBe("Workspace: Personal. Switch workspace");

    // Creates a team from the switcher: an empty name is refused in the form, then it is made and opened.
    await switcher(owner).click();
    await owner.getByRole("menuitem", { name: "Create a team workspace" }).click();
    const create = owner.getByRole("dialog", { name: "Create a team workspace" });
    await create.getByRole("button", { name: "Create workspace" }).click();
    await create.getByText("Please enter a workspace name").waitFor();
    await create.getByLabel("Workspace name").fill(TEAM);
    await create.getByRole("button", { name: "Create workspace" }).click();
    await toast(owner, `${TEAM} is ready`);
    await expect.poll(() => switcher(owner).getAttribute("aria-label")).toContain(TEAM);

    // Workspace settings open at the invitation: an editor and a viewer are invited, each mailed a link.
    const settings = owner.getByRole("dialog", { name: "Workspace settings" });
    await settings.getByLabel("Email address").waitFor();
    await settings.getByLabel("Email address").fill(editorUser.email);
    await settings.getByRole("button", { name: "Send invitation" }).click();
    await toast(owner, `Invitation sent to ${editorUser.email}`);
    await settings.getByLabel("Email address").fill(viewerUser.email);
    await settings.getByLabel("Role", { exact: true }).selectOption("viewer");
    await settings.getByRole("button", { name: "Send invitation" }).click();
    await toast(owner, `Invitation sent to ${viewerUser.email}`);
    const pending = settings.getByRole("list", { name: "Pending invitations" });
    await pending.getByText(viewerUser.email).waitFor();
    await saveShot(owner, "teams-settings-owner");
    await settings.getByRole("button", { name: "Close" }).click();

    // A proposal written in the team (the current workspace): its project shows in the owner's sidebar.
    const ownerSession = await sessionOf(owner);
    const documentId = await generatedProposal(ownerSession);
    const { project_id: projectId } = await api<{ project_id: string; title: string }>(`documents/${documentId}/`, {
      token: ownerSession.access_token,
    });
    const project = await api<{ title: string }>(`projects/${projectId}/`, { token: ownerSession.access_token });
    await owner.reload();
    await sidebar(owner).getByRole("button", { name: project.title, exact: true }).waitFor();

    // The colleague signs up through the mailed link with the invited address and accepts.
    const editor = await watchedPage("editor", problems);
    await joinThroughLink(editor, editorUser, "Editor");
    await saveShot(editor, "teams-editor-home");

    // They see the team's project, open the proposal, edit and save it.
    await sidebar(editor).getByRole("button", { name: project.title, exact: true }).click();
    await editor.getByRole("heading", { level: 1, name: project.title }).waitFor();
    await editor.getByRole("list", { name: "Documents" }).getByRole("link").first().click();
    await editor.waitForURL(`**/proposals/${documentId}`);
    const canvas = editor.locator(".scopewise-document");
    await canvas.getByRole("heading", { name: "Executive summary" }).waitFor({ timeout: 30_000 });
    const paragraph = canvas.locator("p").filter({ hasText: /\w/ }).first();
    await paragraph.click();
    await editor.keyboard.press("End");
    await editor.keyboard.type(" Reviewed by the studio team.");
    await editor.getByRole("button", { name: "Save Chat" }).click();
    await toast(editor, "Chat Saved Successfully");

    // The owner sees the colleague's edit.
    await owner.goto(`/proposals/${documentId}`);
    await owner
      .locator(".scopewise-document")
      .getByText("Reviewed by the studio team.", { exact: false })
      .waitFor({ timeout: 30_000 });

    // The viewer joins the same way and reads the proposal: no editor, no save, no share, no new project.
    const viewer = await watchedPage("viewer", problems);
    await joinThroughLink(viewer, viewerUser, "Viewer");
    await viewer.getByRole("note").filter({ hasText: "is Viewer" }).first().waitFor();
    expect(await sidebar(viewer).getByRole("button", { name: "New Project" }).count()).toBe(0);
    expect(await viewer.getByRole("textbox", { name: "Message" }).count()).toBe(0);
    await viewer.goto(`/proposals/${documentId}`);
    await viewer.getByText("Reviewed by the studio team.", { exact: false }).waitFor({ timeout: 30_000 });
    await viewer.getByRole("note").filter({ hasText: "but not change them" }).waitFor();
    expect(await viewer.getByRole("button", { name: "Save Chat" }).count()).toBe(0);
    expect(await viewer.getByRole("button", { name: /^Share/ }).count()).toBe(0);
    expect(await viewer.getByRole("textbox", { name: "Document" }).count()).toBe(0);
    expect(await viewer.locator('[contenteditable="true"]').count()).toBe(0);
    await saveShot(viewer, "teams-viewer-document");
    // The server agrees: the viewer's write is refused.
    const viewerSession = await sessionOf(viewer);
    await expect(
      api(`documents/${documentId}/`, {
        method: "PATCH",
        token: viewerSession.access_token,
        body: { title: "Mine now" },
      }),
    ).rejects.toThrow(/: 403 /);

    // The viewer's settings: members listed read-only, no invitations.
    await switcher(viewer).click();
    await viewer.getByRole("menuitem", { name: "Workspace settings" }).click();
    const viewerSettings = viewer.getByRole("dialog", { name: "Workspace settings" });
    await viewerSettings.getByText(ownerUser.email).first().waitFor();
    expect(await viewerSettings.getByRole("button", { name: "Send invitation" }).count()).toBe(0);
    expect(await viewerSettings.getByRole("combobox").count()).toBe(0);
    expect(await viewerSettings.getByRole("button", { name: /^Remove/ }).count()).toBe(0);

    // The last owner cannot leave: the server's answer is shown in the dialog.
    await owner.goto("/estimate-your-project");
    await switcher(owner).click();
    await owner.getByRole("menuitem", { name: "Workspace settings" }).click();
    const ownerSettings = owner.getByRole("dialog", { name: "Workspace settings" });
    await ownerSettings.getByText(editorUser.email).first().waitFor();
    await ownerSettings.getByRole("button", { name: "Leave", exact: true }).click();
    await owner
      .getByRole("dialog", { name: `Leave ${TEAM}?` })
      .getByRole("button", { name: "Leave workspace" })
      .click();
    await ownerSettings.getByRole("alert").filter({ hasText: "A workspace needs at least one owner." }).waitFor();
    const leaveRefused = `owner: 409 DELETE`;
    const unexpected = problems.filter((problem) => !problem.startsWith(leaveRefused) && !isLeaveRefusalLog(problem));
    expect(unexpected).toEqual([]);
    // Three people sign up and a proposal is generated: longer than a one-user journey.
  }, 180_000);
});

/** The browser logs the 409 it was answered (the refusal the journey asks for) as a failed resource. */
function isLeaveRefusalLog(problem: string): boolean {
  return problem.startsWith("owner: console Failed to load resource: the server responded with a status of 409");
}
