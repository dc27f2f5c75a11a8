import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveShot } from "./browser.js";
import { markClientOptions, pricedProposal, SHARE_PASSWORD } from "./client-screens.js";
import { expectVisibleFocus, isFocused, pressUntilFocused } from "./keyboard.js";
import { api, signUpAndIn } from "./session.js";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("the client, with the keyboard alone", () => {
  it("enters the password, leaves out an option, changes a quantity, sees the total change, signs, accepts and reaches the certificate", async () => {
    const session = await signUpAndIn();
    const id = await pricedProposal(session.access_token);
    await markClientOptions(session.access_token, id);
    const { uuid } = await api<{ uuid: string }>(`documents/${id}/share/`, {
      method: "PUT",
      token: session.access_token,
      body: { enabled: true, password: SHARE_PASSWORD, allow_options: true },
    });

    const { page, context, errors } = await newPage(browser, { width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/proposals/spectate/${uuid}`);

    // The password gate: the field, typed, sent with Enter.
    const password = page.getByLabel("Password");
    await password.waitFor({ timeout: 20_000 });
    await pressUntilFocused(page, password);
    await expectVisibleFocus(page);
    await page.keyboard.type(SHARE_PASSWORD);
    await page.keyboard.press("Enter");
    const options = page.getByRole("region", { name: "Your options" });
    await options.waitFor({ timeout: 20_000 });

    // An optional item left out with Space: the total changes.
    const total = page.getByTestId("quote-total");
    await total.waitFor();
    const priced = await total.textContent();
    const optional = options.getByRole("checkbox").first();
    await pressUntilFocused(page, optional, "Tab", 150);
    await expectVisibleFocus(page);
    expect(await optional.isChecked()).toBe(true);
    await page.keyboard.press("Space");
    expect(await optional.isChecked()).toBe(false);
    await expect.poll(() => total.textContent()).not.toBe(priced);
    const withoutOption = await total.textContent();

    // A quantity typed over: the total changes again.
    const quantity = options.getByRole("spinbutton").first();
    await pressUntilFocused(page, quantity);
    await expectVisibleFocus(page);
    const before = Number(await quantity.inputValue());
    const max = Number(await quantity.getAttribute("max"));
    await page.keyboard.press("Control+A");
    await page.keyboard.type(String(before === max ? 1 : max));
    await expect.poll(() => total.textContent()).not.toBe(withoutOption);

    // The accept form: name, email, typed signature, the confirmation box, then the button.
    const fill = async (label: string, text: string) => {
      await pressUntilFocused(page, page.getByLabel(label, { exact: true }));
      await expectVisibleFocus(page);
      await page.keyboard.type(text);
    };
    await fill("Your full name", "Grace Hopper");
    await fill("Your email", "grace@client.example");
    await fill("Typed signature", "Grace Hopper");
    const confirm = page.getByRole("checkbox", { name: /^I accept this proposal for / });
    await pressUntilFocused(page, confirm);
    await expectVisibleFocus(page);
    await page.keyboard.press("Space");
    const acceptButton = page.getByRole("button", { name: "Accept and sign" });
    await pressUntilFocused(page, acceptButton);
    await expectVisibleFocus(page);
    await page.getByRole("region", { name: /^Accept/ }).scrollIntoViewIfNeeded();
    await saveShot(page, "focus-accept-form-1280x800");
    await page.keyboard.press("Enter");

    // Accepted: the notice and its certificate link, reached by Tab.
    await page.getByRole("heading", { name: "Accepted by Grace Hopper" }).waitFor({ timeout: 20_000 });
    const certificate = page.getByRole("link", { name: "Acceptance certificate" }).first();
    await pressUntilFocused(page, certificate, "Tab", 150);
    expect(await isFocused(certificate)).toBe(true);
    await expectVisibleFocus(page);
    await saveShot(page, "focus-certificate-link-1280x800");
    expect(await certificate.getAttribute("href")).toMatch(/\/api\/certificates\/[A-Za-z0-9_-]{32}\/$/);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
