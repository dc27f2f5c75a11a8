import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, outboxMailsTo, saveShot } from "./browser.js";
import { api, signedInPage, signUpAndIn, toast } from "./session.js";
import { readPdf, squeeze } from "../apps/server/test/export-readers.js";
import { downloadAs } from "./editor-page.js";
import { openShareBox } from "./workspace-page.js";

// The client's side of a proposal, with two browser profiles: the owner shares a priced proposal with a
// password and options; a signed-out client opens it, reads, changes an option and accepts; the owner
// then sees the reading time, the acceptance and its certificate, and the document locked.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = "harbour-view-42";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function pricedProposal(token: string): Promise<{ id: string; title: string }> {
  const created = await api<{ id: string }>("documents/", {
    method: "POST",
    token,
    body: { conversation: "Renovate a 40 m2 kitchen in Austin: new cabinets, countertops, tiling and lighting." },
  });
  for (let i = 0; i < 200; i++) {
    const job = await api<{ status: string }>(`technical-estimation/proposal/${created.id}`, { token });
    if (job.status === "ready") break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const doc = await api<{ title: string }>(`documents/${created.id}/`, { token });
  return { id: created.id, title: doc.title };
}

/** The page as the browser shows it when the tab is hidden: the reading beacon reports then. */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

/**
 * The signed PDF from the Download menu. A server this loaded may answer that the export took too
 * long ("Please try again"): a person tries again, and so does this, up to three times.
 */
async function downloadOnceBuilt(page: Page): Promise<{ name: string; bytes: Buffer }> {
  for (let attempt = 1; ; attempt++) {
    const tooSlow = page.getByRole("status").filter({ hasText: "took too long" }).first();
    const outcome = await Promise.race([
      downloadAs(page, "PDF").catch(() => null),
      tooSlow.waitFor({ timeout: 60_000 }).then(() => null),
    ]);
    if (outcome) return outcome;
    if (attempt === 3) throw new Error("the PDF export took too long three times");
    await tooSlow.waitFor({ state: "detached", timeout: 15_000 }).catch(() => undefined);
  }
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("the client's side of a proposal", () => {
  it("owner shares with a password and options; the client reads, chooses, accepts; the owner sees it all", async () => {
    const session = await signUpAndIn();
    const ownerEmail = (session.user as unknown as { email: string }).email;
    const proposal = await pricedProposal(session.access_token);
    const owner = await signedInPage(browser, session, DESKTOP);

    // The owner marks the first priced item optional.
    await owner.page.goto(`/proposals/${proposal.id}`);
    await owner.page.getByRole("button", { name: /Client options/ }).click();
    const optionsPanel = owner.page.getByRole("region", { name: "Client options" });
    await optionsPanel.getByRole("checkbox", { name: "Optional" }).first().check();
    const optionalItem = (await optionsPanel.locator("li p").first().textContent())!.split(" · ")[0]!.trim();
    await optionsPanel.getByRole("button", { name: "Save client options" }).click();
    await toast(owner.page, "Client options saved.");

    // The share dialog: the link on (a new document's is off), a password, and the client may choose options.
    const linkBox = await openShareBox(owner.page, proposal.title);
    const link = await linkBox.inputValue();
    const dialog = owner.page.getByRole("dialog", { name: "Share public link to chat" });
    await dialog.getByRole("checkbox", { name: "Link is on" }).click();
    await toast(owner.page, "Link turned on.");
    await dialog.getByLabel("Password (optional)").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Set password" }).click();
    await toast(owner.page, "Password set.");
    // Saved as it is clicked; the box shows the server's answer.
    await dialog.getByRole("checkbox", { name: "Let the client choose options" }).click();
    await toast(owner.page, "The client can choose options.");
    await expect
      .poll(() => dialog.getByRole("checkbox", { name: "Let the client choose options" }).isChecked())
      .toBe(true);
    await dialog.getByLabel("Change the password").waitFor();
    await saveShot(owner.page, "share-dialog-1280x800");
    await owner.page.setViewportSize(PHONE);
    await saveShot(owner.page, "share-dialog-390x844");
    await owner.page.setViewportSize(DESKTOP);
    await owner.page.keyboard.press("Escape");

    // The client, signed out, in a browser of their own.
    const client = await newPage(browser, DESKTOP);
    const scripts: string[] = [];
    client.page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await client.page.goto(link);
    await client.page.getByRole("heading", { name: "This proposal is protected" }).waitFor();
    await client.page.getByLabel("Password").fill("not the password");
    await client.page.getByRole("button", { name: "Open proposal" }).click();
    await client.page.getByText("That password is not correct.").waitFor();
    await client.page.getByLabel("Password").fill(PASSWORD);
    await client.page.getByRole("button", { name: "Open proposal" }).click();
    await client.page.getByText(`Title : ${proposal.title}`).waitFor();

    // Reads: scrolls through the proposal, a few seconds on screen.
    await client.page.locator(".scopewise-document h2").first().scrollIntoViewIfNeeded();
    await client.page.waitForTimeout(2500);
    await client.page.getByRole("heading", { name: "Your options" }).scrollIntoViewIfNeeded();
    await client.page.waitForTimeout(1500);

    // Toggles the optional item off: the totals change at once.
    const total = client.page.getByTestId("quote-total");
    const before = await total.textContent();
    const option = client.page.getByRole("checkbox", {
      name: new RegExp(`^${optionalItem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} — `),
    });
    expect(await option.isChecked()).toBe(true);
    await option.uncheck();
    await expect.poll(() => total.textContent()).not.toBe(before);
    const after = (await total.textContent())!;
    await client.page.getByRole("row").filter({ hasText: optionalItem }).getByText("left out").waitFor();
    await saveShot(client.page, "client-page-1280x800");
    await client.page.setViewportSize(PHONE);
    expect(await fitsWidth(client.page)).toBe(true);
    await client.page.getByRole("heading", { name: "Your total" }).scrollIntoViewIfNeeded();
    await saveShot(client.page, "client-page-390x844");
    await client.page.setViewportSize(DESKTOP);
    await hideTab(client.page);

    // Accepts with a typed signature.
    await client.page.getByLabel("Your full name").fill("Grace Hopper");
    await client.page.getByLabel("Your email").fill("grace@client.example");
    await client.page.getByLabel("Typed signature").fill("Grace Hopper");
    await client.page
      .getByRole("checkbox", {
        name: new RegExp(`I accept this proposal for ${after.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      })
      .check();
    await client.page.getByRole("button", { name: "Accept and sign" }).click();
    await client.page.getByRole("heading", { name: "Accepted by Grace Hopper" }).waitFor();
    const clientCertificateLink = client.page.getByRole("link", { name: "Acceptance certificate" });
    const clientCertificate = await clientCertificateLink.getAttribute("href");
    expect(clientCertificate).toMatch(/\/api\/certificates\/[A-Za-z0-9_-]{32}\/$/);
    // Opened from the page, which sends the link's password: the client's copy, without where it was signed from.
    const [clientCopy] = await Promise.all([client.page.waitForEvent("popup"), clientCertificateLink.click()]);
    await clientCopy.getByRole("heading", { name: "Acceptance certificate" }).waitFor();
    expect(await clientCopy.getByText("Grace Hopper").count()).toBeGreaterThan(0);
    expect(await clientCopy.getByText("IP address").count()).toBe(0);
    await clientCopy.close();
    const [clientPdf] = await Promise.all([
      client.page.waitForEvent("download"),
      client.page.getByRole("link", { name: "Certificate (PDF)" }).click(),
    ]);
    expect(
      readFileSync(await clientPdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(client.errors).toEqual([]);

    // No editor code reached the client's browser.
    for (const url of scripts) {
      const body = await (await fetch(url)).text();
      expect(body, url).not.toMatch(/prosemirror|@tiptap|ProseMirror/);
    }
    await client.context.close();

    // The owner: view time, the acceptance with its certificate, and the document locked.
    await owner.page.goto(`/proposals/${proposal.id}`);
    await owner.page.getByText("The client accepted this proposal, so it is locked as accepted.").waitFor();
    await owner.page.getByRole("button", { name: "Make a new version" }).waitFor();
    const activity = owner.page.getByRole("region", { name: "Client activity" });
    await activity.getByText("Accepted by Grace Hopper (grace@client.example)").waitFor();
    const views = await api<{ totals: { views: number; visitors: number; seconds: number; sections: unknown[] } }>(
      `documents/${proposal.id}/views/`,
      { token: session.access_token },
    );
    expect(views.totals).toMatchObject({ views: 1, visitors: 1 });
    expect(views.totals.seconds).toBeGreaterThanOrEqual(2);
    expect(await activity.getByTestId("section-times").getByRole("listitem").count()).toBeGreaterThan(0);
    const ownerCertificateLink = activity.getByRole("link", { name: "Acceptance certificate" });
    const ownerCertificate = await ownerCertificateLink.getAttribute("href");
    expect(ownerCertificate).toBe(clientCertificate);
    // The address alone does not open it (the link has a password); with the password it is the client's copy.
    expect((await fetch(ownerCertificate!)).status).toBe(404);
    const throughLink = await fetch(ownerCertificate!, { headers: { "X-Share-Password": PASSWORD } });
    expect(throughLink.status).toBe(200);
    const clientCopyText = await throughLink.text();
    expect(clientCopyText).toContain("Grace Hopper");
    expect(clientCopyText).not.toContain("IP address");
    // The owner opens theirs from the page, signed in: with the address and browser it was signed from.
    const [ownerCopy] = await Promise.all([owner.page.waitForEvent("popup"), ownerCertificateLink.click()]);
    await ownerCopy.getByText("IP address").waitFor();
    expect(await ownerCopy.getByText("User agent").count()).toBe(1);
    await ownerCopy.close();
    const [ownerPdf] = await Promise.all([
      owner.page.waitForEvent("download"),
      activity.getByRole("link", { name: "PDF", exact: true }).click(),
    ]);
    expect(
      readFileSync(await ownerPdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await owner.page.locator(".ProseMirror[contenteditable='true']").count()).toBe(0);
    // Download still works on the accepted proposal: its PDF is the signed copy, ending with the acceptance page.
    const signed = await downloadOnceBuilt(owner.page);
    expect(signed.name).toMatch(/^proposal-.*\.pdf$/);
    const signedText = squeeze((await readPdf(signed.bytes)).text);
    const acceptancePage = signedText.slice(signedText.lastIndexOf("Scopeaccepted") - 1500);
    for (const fact of ["Grace Hopper <grace@client.example>", "Document SHA-256", `Total accepted (expected)`])
      expect(acceptancePage, fact).toContain(squeeze(fact));
    expect(signedText.indexOf(squeeze("Executive summary"))).toBeLessThan(signedText.lastIndexOf("Acceptance"));
    const save = await fetch(new URL(`/api/documents/${proposal.id}/`, link), {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ document: "<p>changed</p>" }),
    });
    expect(save.status).toBe(409);
    await saveShot(owner.page, "owner-view-1280x800");
    // On a phone, opened as a phone opens it (the panels start closed there).
    const ownerPhone = await signedInPage(browser, session, PHONE);
    await ownerPhone.page.goto(`/proposals/${proposal.id}`);
    await ownerPhone.page.getByRole("button", { name: "Make a new version" }).waitFor();
    expect(await fitsWidth(ownerPhone.page)).toBe(true);
    await ownerPhone.page.getByRole("region", { name: "Client activity" }).scrollIntoViewIfNeeded();
    await saveShot(ownerPhone.page, "owner-view-390x844");
    expect(ownerPhone.errors).toEqual([]);
    await ownerPhone.context.close();

    // The outbox holds the owner's three mails: the sign-up's verification link, the first view and the acceptance.
    const mails = outboxMailsTo(ownerEmail);
    // Long headers are folded onto the next line: unfold them before reading the subject.
    expect(mails.map((mail) => /^Subject: (.*)$/m.exec(mail.replace(/\r?\n[ \t]+/g, " "))?.[1])).toEqual([
      "Verify your Scopewise email address",
      `Your proposal was opened: ${proposal.title}`,
      `Proposal accepted: ${proposal.title}`,
    ]);

    // "Make a new version" opens an editable copy.
    await owner.page.getByRole("button", { name: "Make a new version" }).click();
    await toast(owner.page, "New version made.");
    await expect.poll(() => owner.page.url()).not.toContain(proposal.id);
    await owner.page.locator(".ProseMirror[contenteditable='true']").waitFor();
    expect(owner.errors).toEqual([]);
    await owner.context.close();
    // Two browsers and a generation on a shared machine: longer than the default minute.
  }, 180_000);
});
