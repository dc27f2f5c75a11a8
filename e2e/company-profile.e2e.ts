import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveShot } from "./browser.js";
import { api, shareDocument, signedInPage, signUpAndIn, toast, type Session } from "./session.js";
import { logoPng } from "./png-logo.js";
import { openSettings } from "./workspace-page.js";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const COMPANY = "Northwind Studio";
const ABOUT_US = "<h2>About us</h2><p>Northwind has built booking apps since 2012.</p>";
const DOCUMENT_URL = /\/proposals\/([0-9a-f-]{36})$/;

/** Opens Settings from the account menu (after opening the sidebar on a phone), then the company profile. */
async function openCompanyProfile(page: Page, shot?: string) {
  await page.goto("/proposals/create");
  const openSidebar = page.getByRole("button", { name: /^(Open|Expand) sidebar$/ });
  const account = page.getByRole("button", { name: /^Mary Jackson/ });
  await Promise.race([openSidebar.waitFor(), account.waitFor()]);
  if (await openSidebar.isVisible()) await openSidebar.click();
  const settings = await openSettings(page);
  if (shot) await saveShot(page, shot);
  await settings.getByRole("button", { name: "Edit company profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Company profile" });
  await dialog.getByLabel("Company name").waitFor();
  return dialog;
}

/** Sends a request from the home page and waits for the generated proposal in the editor. */
async function generateFromHome(page: Page, request: string, template?: string): Promise<string> {
  await page.goto("/estimate-your-project");
  if (template) {
    await page.getByLabel("Template", { exact: true }).selectOption({ label: template });
    await saveShot(page, "composer-template-desktop");
  }
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill(request);
  await message.press("Enter");
  await page.waitForURL(DOCUMENT_URL, { timeout: 20_000 });
  await page
    .locator(".scopewise-document")
    .getByRole("heading", { name: "Cost breakdown" })
    .waitFor({ timeout: 30_000 });
  return DOCUMENT_URL.exec(page.url())![1]!;
}

/**
 * The company profile and templates end to end: the profile filled in Settings with a logo, a
 * proposal priced with it, the client's page showing the sender's logo and name, the proposal saved
 * as a template and a new proposal started from it.
 */
describe("company profile and templates", () => {
  let browser: Browser;
  let session: Session;
  const call = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
    api<T>(path, { ...init, token: session.access_token });

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signUpAndIn();
  }, 60_000);
  afterAll(async () => browser?.close());

  it(
    "fills the profile with a logo, and the client's page and a templated proposal show it",
    { timeout: 180_000 },
    async () => {
      const { page, context, errors } = await signedInPage(browser, session, DESKTOP);
      const dialog = await openCompanyProfile(page, "settings-desktop");
      await dialog.getByLabel("Company name").fill(COMPANY);
      await dialog.locator('input[type="file"][name="logo"]').setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: logoPng(),
      });
      await toast(page, "Logo uploaded");
      await dialog.getByRole("img", { name: `${COMPANY} logo` }).waitFor();
      await dialog.getByLabel("Brand colour", { exact: true }).fill("#0b3d91");
      await dialog.getByLabel("Address").fill("1 Harbour Street, Lisbon");
      await dialog.getByLabel("Default currency").fill("EUR");
      await dialog.getByLabel("Default location").fill("Lisbon");
      await dialog.getByRole("button", { name: "Add a rate" }).click();
      await dialog.getByLabel("Role 1").fill("Software engineer");
      await dialog.getByLabel("Hourly rate 1").fill("150");
      await dialog.getByLabel("Payment terms (days)").fill("14");
      await dialog.getByLabel("Quotation validity (days)").fill("45");
      await dialog.getByRole("img", { name: `${COMPANY} logo` }).scrollIntoViewIfNeeded();
      await saveShot(page, "company-profile-desktop");
      await dialog.getByRole("button", { name: "Save company profile" }).click();
      await toast(page, "Company profile saved");
      const saved = await call<{ company_name: string; logo_url: string; rates: unknown[] }>("company-profile/");
      expect(saved).toMatchObject({ company_name: COMPANY, rates: [{ role: "Software engineer", rate: 150 }] });

      const phone = await signedInPage(browser, session, PHONE);
      const onPhone = await openCompanyProfile(phone.page, "settings-phone");
      await onPhone.getByRole("img", { name: `${COMPANY} logo` }).waitFor();
      await saveShot(phone.page, "company-profile-phone");
      await onPhone.getByLabel("Hourly rate 1").scrollIntoViewIfNeeded();
      await saveShot(phone.page, "company-profile-phone-rates");
      await phone.page.goto("/estimate-your-project");
      await phone.page.getByLabel("Template", { exact: true }).waitFor();
      await saveShot(phone.page, "composer-template-phone");
      await phone.context.close();

      const id = await generateFromHome(page, "A mobile app for booking yoga classes with payments");
      const uuid = await shareDocument(session, id);
      for (const [viewport, name] of [
        [DESKTOP, "client-page-desktop"],
        [PHONE, "client-page-phone"],
      ] as const) {
        const client = await newPage(browser, viewport);
        await client.page.goto(`/proposals/spectate/${uuid}`);
        const banner = client.page.getByRole("region", { name: "Sender" });
        await banner.getByText(COMPANY).waitFor({ timeout: 20_000 });
        const logo = banner.getByRole("img", { name: `${COMPANY} logo` });
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
        // The name is set in the colour that reads on the brand colour (white on dark blue).
        expect(await banner.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 255, 255)");
        await saveShot(client.page, name);
        expect(client.errors).toEqual([]);
        await client.context.close();
      }

      // A section of the owner's own, kept by the template with its text.
      const doc = await call<{ document: string; version: number }>(`documents/${id}/`);
      const first = doc.document.indexOf("<h2");
      await call(`documents/${id}/`, {
        method: "PATCH",
        body: { document: doc.document.slice(0, first) + ABOUT_US + doc.document.slice(first), version: doc.version },
      });
      await page.reload();
      await page.locator(".scopewise-document").getByRole("heading", { name: "About us" }).waitFor({ timeout: 20_000 });
      await page.getByRole("button", { name: "Save as template" }).click();
      const saveDialog = page.getByRole("dialog", { name: "Save as template" });
      await saveDialog.getByLabel("Template name").fill("Northwind apps");
      await saveDialog.getByRole("button", { name: "Save template" }).click();
      await toast(page, "Template saved");

      const next = await generateFromHome(page, "A web shop for handmade furniture", "Northwind apps");
      const editor = page.locator(".scopewise-document");
      await editor.getByRole("heading", { name: "About us" }).waitFor();
      await editor.getByText("Northwind has built booking apps since 2012.").waitFor();
      const headings = await editor.locator("h2").allTextContents();
      expect(headings[0]).toBe("About us");
      expect(next).not.toBe(id);

      // On a phone the top bar keeps every button, Save as template included, inside the screen.
      const small = await signedInPage(browser, session, PHONE);
      await small.page.goto(`/proposals/${next}`);
      await small.page.locator(".scopewise-document").getByRole("heading", { name: "About us" }).waitFor();
      const box = await small.page.getByRole("button", { name: "Save as template" }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await saveShot(small.page, "document-phone");
      await small.context.close();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
