import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import type { uniqueUser } from "./browser.js";
import { baseUrl, invitationLinkFromOutbox, watchForProblems } from "./browser.js";
import { type Session, toast } from "./session.js";

export type JourneyUser = ReturnType<typeof uniqueUser>;

/** A fresh browser profile whose every error and failed request lands in `problems`. */
export async function watchedPage(
  browser: Browser,
  who: string,
  problems: string[],
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  watchForProblems(page, who, problems);
  return page;
}

/** The session the signed-in page keeps (redux-persist's copy in localStorage). */
export async function sessionOf(page: Page): Promise<Session> {
  return page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem("persist:root") ?? "{}") as Record<string, string>;
    return JSON.parse(root.auth ?? "{}") as Session;
  });
}

export const switcher = (page: Page) => page.getByRole("button", { name: /^Workspace: .*Switch workspace$/ });
export const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

/** Signs up through the sign-up screen (the email may be prefilled by an invitation) and lands on sign-in. */
export async function signUpInBrowser(page: Page, user: JourneyUser, emailPrefilled = false) {
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

export async function signInInBrowser(page: Page, user: JourneyUser, emailPrefilled = false) {
  if (emailPrefilled) expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
  else await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A new user signs up and in from the sign-up screen and lands in their personal workspace. */
export async function signUpAndInInBrowser(page: Page, user: JourneyUser): Promise<void> {
  await page.goto("/signup");
  await signUpInBrowser(page, user);
  await signInInBrowser(page, user);
  await page.waitForURL(/\/estimate-your-project\/?$/);
  await expect.poll(() => switcher(page).getAttribute("aria-label")).toBe("Workspace: Personal. Switch workspace");
}

/** Creates a team from the switcher; it becomes current and its settings open at the invitation. */
export async function createTeamInBrowser(page: Page, team: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole("menuitem", { name: "Create a team workspace" }).click();
  const create = page.getByRole("dialog", { name: "Create a team workspace" });
  await create.getByLabel("Workspace name").fill(team);
  await create.getByRole("button", { name: "Create workspace" }).click();
  await toast(page, `${team} is ready`);
  await expect.poll(() => switcher(page).getAttribute("aria-label")).toContain(team);
}

/** From the open Workspace settings: invites `email` with `role`, and waits for the sent toast. */
export async function inviteInSettings(page: Page, email: string, role = "editor"): Promise<void> {
  const settings = page.getByRole("dialog", { name: "Workspace settings" });
  await settings.getByLabel("Email address").fill(email);
  await settings.getByLabel("Role", { exact: true }).selectOption(role);
  await settings.getByRole("button", { name: "Send invitation" }).click();
  await toast(page, `Invitation sent to ${email}`);
}

/** Opens Workspace settings from the switcher. */
export async function openWorkspaceSettings(page: Page) {
  await switcher(page).click();
  await page.getByRole("menuitem", { name: "Workspace settings" }).click();
  const settings = page.getByRole("dialog", { name: "Workspace settings" });
  await settings.waitFor();
  return settings;
}

/** The colleague opens the mailed link signed out, signs up with the invited address, signs in and accepts. */
export async function joinThroughLink(page: Page, user: JourneyUser, role: string, team: string): Promise<void> {
  await page.goto(await invitationLinkFromOutbox(user.email));
  await page.getByRole("heading", { name: `Join ${team}` }).waitFor();
  await page.getByText(`invited you to join as ${role}.`).waitFor();
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.waitForURL(/\/signup\?/);
  await signUpInBrowser(page, user, true);
  await signInInBrowser(page, user, true);
  await page.waitForURL(/\/invite\//);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await toast(page, `Welcome to ${team}`);
  await page.waitForURL(/\/estimate-your-project\/?$/);
  await expect.poll(() => switcher(page).getAttribute("aria-label")).toContain(team);
}
