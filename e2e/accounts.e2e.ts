import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage, resetLinkFromOutbox, uniqueUser } from "./browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).first().waitFor({ timeout: 10_000 });

async function signUpThroughForm(page: Page, user: ReturnType<typeof uniqueUser>): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("First name").fill(user.first);
  await page.getByLabel("Last name").fill(user.last);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await toast(page, "Signup successful");
  await page.waitForURL(`${baseUrl()}/`);
}

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("accounts in the browser", () => {
  it("sign up → sign in → home → reload stays signed in → log out → protected page sends to /", async () => {
    const { page, context, errors } = await newPage(browser);
    const user = uniqueUser();
    await signUpThroughForm(page, user);
    await page.getByRole("heading", { name: "We are Here to Help You" }).waitFor();

    await signInThroughForm(page, user.email, user.password);
    await page.waitForURL(/\/estimate-your-project\/?$/);
    await page.getByRole("heading", { name: "What Would You Like To Know?" }).waitFor();
    expect(await page.getByText("How can I help you today?").isVisible()).toBe(true);

    await page.reload();
    await page.getByRole("heading", { name: "What Would You Like To Know?" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/estimate-your-project\/?$/);
    const stored = await page.evaluate(() => localStorage.getItem("persist:root"));
    expect(stored).toContain("access_token");

    // A signed-in visitor is sent away from the sign-in page.
    await page.goto("/login");
    await page.waitForURL(/\/estimate-your-project\/?$/);

    await page.getByRole("button", { name: new RegExp(`${user.first} ${user.last}`) }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto("/proposals/create");
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "We are Here to Help You" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("forgot password → link from the outbox → reset → sign in with the new password", async () => {
    const { page, context, errors } = await newPage(browser);
    const user = uniqueUser();
    await signUpThroughForm(page, user);

    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await page.waitForURL(/\/forgot-password$/);
    const send = page.getByRole("button", { name: "Send Reset Instructions" });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel("Email").fill(user.email);
    await send.click();
    await toast(page, "Password reset instructions sent successfully!");
    await page.getByText("Check Your Email").waitFor();
    await page.getByText("Instructions Sent!").waitFor();

    const link = await resetLinkFromOutbox(user.email);
    await page.goto(link);
    const newPassword = "a fresh password 42";
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Password Reset Successful!").waitFor();
    await page.getByRole("link", { name: "Continue to Login" }).click();

    await signInThroughForm(page, user.email, user.password);
    await toast(page, "Invalid email or password.");
    await signInThroughForm(page, user.email, newPassword);
    await page.waitForURL(/\/estimate-your-project\/?$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows each form's validation messages", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await toast(page, "Email is required");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await toast(page, "Invalid email address");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await toast(page, "Password is required");

    await page.goto("/signup");
    await page.getByRole("button", { name: "Continue" }).click();
    await toast(page, "Please fill all the fields");
    const user = uniqueUser();
    await page.getByLabel("First name").fill(user.first);
    await page.getByLabel("Last name").fill(user.last);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm password").fill(`${user.password}x`);
    await page.getByRole("button", { name: "Continue" }).click();
    await toast(page, "Passwords do not match");

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("nope");
    await page.getByRole("button", { name: "Send Reset Instructions" }).click();
    await toast(page, "Please enter a valid email address");

    await page.goto("/reset-password");
    await toast(page, "Invalid or missing reset token");
    await page.waitForURL(/\/forgot-password$/);

    await page.goto("/reset-password?token=abc&email=x%40example.com");
    await page.getByLabel("New password").fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await toast(page, "Password must be at least 8 characters");
    await context.close();
  });

  it("edits the profile name and deletes the account from Settings", async () => {
    const { page, context, errors } = await newPage(browser);
    const user = uniqueUser();
    await signUpThroughForm(page, user);
    await signInThroughForm(page, user.email, user.password);
    await page.waitForURL(/\/estimate-your-project\/?$/);

    await page.getByRole("button", { name: new RegExp(`${user.first} ${user.last}`) }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Username cannot be changed").waitFor();
    const save = dialog.getByRole("button", { name: "Save Changes" });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel("First Name").fill("Katherine");
    await save.click();
    await toast(page, "Profile updated successfully!");
    await page.getByRole("button", { name: new RegExp(`Katherine ${user.last}`) }).waitFor();

    await page.getByRole("button", { name: new RegExp(`Katherine ${user.last}`) }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await page.getByRole("dialog").getByText("Auto-detect").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog").getByRole("textbox").fill("DELETE");
    await page.getByRole("dialog").getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${baseUrl()}/`);

    await signInThroughForm(page, user.email, user.password);
    await toast(page, "Invalid email or password.");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works at a phone's width", async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await page.goto("/login");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await context.close();
  });
});
