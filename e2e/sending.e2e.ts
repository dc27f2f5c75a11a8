import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeQuotedPrintable } from "../apps/server/test/outbox.js";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.js";
import { launchBrowser, newPage, saveShot } from "./browser.js";
import { markClientOptions, pricedProposal } from "./client-screens.js";
import { startServerProcess, type ServerProcess } from "./server-process.js";
import { api, signedInPage, signUpAndIn, toast, type Session } from "./session.js";
import { projectButton, sidebar } from "./workspace-page.js";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const MESSAGE = "Hello Ada, here is our kitchen proposal. Happy to walk you through it.";
const REASON = "The timeline does not work for us: we need the kitchen before the summer.";

/**
 * Sending a proposal as a step, end to end on a server that mails by SMTP to a catcher on loopback:
 * Share from the document page (a new document's link answers 404 until then), Send to client with
 * a message, the client's page with its summary always in view, accept in view, decline with a
 * reason, and the statuses on the project cards, the sidebar and All Chats.
 */
describe("sending a proposal to a client", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let server: ServerProcess;
  let browser: Browser;
  let session: Session;
  let projectTitle: string;
  let projectId: string;
  const base = () => server.baseUrl;
  const mailsTo = (to: string) =>
    smtp.messages.filter((mail) => mail.to.includes(to)).map((mail) => decodeQuotedPrintable(mail.raw));
  const call = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
    api<T>(path, { ...init, token: session.access_token, base: base() });
  const publicStatus = async (uuid: string) => (await fetch(`${base()}/api/documents/get-by-uuid/${uuid}/`)).status;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startServerProcess("sw-e2e-sending-", { SMTP_URL: smtp.url });
    browser = await launchBrowser();
    session = await signUpAndIn(base());
    const project = await call<{ id: string; title: string }>("projects/", {
      method: "POST",
      body: { title: "Kitchen clients", created_by: session.user.id },
    });
    projectTitle = project.title;
    projectId = project.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  /** The status a document's card shows on its project's page (the page read again each time). */
  async function cardStatus(page: Page, title: string): Promise<string | null> {
    await page.goto("/proposals/create");
    // On a phone the sidebar starts closed.
    const openSidebar = page.getByRole("button", { name: "Open sidebar" });
    await Promise.race([projectButton(page, projectTitle).waitFor(), openSidebar.waitFor()]);
    if (await openSidebar.isVisible()) await openSidebar.click();
    await projectButton(page, projectTitle).click();
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
    await card.waitFor();
    return card.getByTestId("proposal-standing").getAttribute("data-status");
  }

  it("Share from the document page, Send to client, the client reads, accepts in view; statuses move Draft → Shared → Viewed → Accepted", async () => {
    const CLIENT = `ada-${Date.now()}@client.example`;
    const id = await pricedProposal(session.access_token, projectId, base());
    await markClientOptions(session.access_token, id, base());
    const doc = await call<{ uuid: string; title: string }>(`documents/${id}/`, {
      method: "PATCH",
      body: { title: `Kitchen for Ada ${Date.now()}` },
    });
    expect(await publicStatus(doc.uuid)).toBe(404);

    const owner = await signedInPage(browser, session, DESKTOP, base());
    await owner.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { page } = owner;
    expect(await cardStatus(page, doc.title)).toBe("draft");

    await page.goto(`/proposals/${id}`);
    const share = page.getByRole("button", { name: "Share", exact: true });
    await share.waitFor({ timeout: 30_000 });
    await saveShot(page, "sending-document-page-1440");
    await share.click();
    const dialog = page.getByRole("dialog", { name: "Share public link to chat" });
    await dialog.getByText("Not shared yet: copying the link turns it on.").waitFor();
    await saveShot(page, "sending-share-dialog-1440");
    // The box follows the saved setting, so it is ticked once the server has it.
    await dialog.getByRole("checkbox", { name: "Let the client choose options" }).click();
    await toast(page, "The client can choose options.");
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await dialog.getByRole("button", { name: "Link Copied!" }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${base()}/estimate-your-project/spectate/${doc.uuid}`);
    await dialog.getByText("The client can open this link.").waitFor();
    expect(await publicStatus(doc.uuid)).toBe(200);

    await dialog.getByRole("button", { name: "Send to client" }).click();
    const send = page.getByRole("dialog", { name: "Send to client" });
    await send.getByRole("textbox", { name: "To" }).fill(`${CLIENT}, not an address`);
    await send.getByRole("textbox", { name: "Message" }).fill(MESSAGE);
    await send.getByRole("button", { name: "Send proposal" }).click();
    await send.getByText("Invalid email address").waitFor();
    expect(mailsTo(CLIENT)).toEqual([]);
    await send.getByRole("textbox", { name: "To" }).fill(CLIENT);
    await send.getByRole("spinbutton", { name: "After (days)" }).fill("5");
    await saveShot(page, "sending-send-dialog-1440");
    await send.getByRole("button", { name: "Send proposal" }).click();
    await expect.poll(() => mailsTo(CLIENT).length).toBe(1);
    const [mail] = mailsTo(CLIENT);
    expect(mail).toContain(MESSAGE);
    expect(mail).toContain(link);
    await page.getByRole("dialog", { name: "Share public link to chat" }).getByTestId("share-standing").waitFor();
    await page.keyboard.press("Escape");
    expect(await cardStatus(page, doc.title)).toBe("shared");

    // The client, on a phone, opens the mailed link.
    const client = await newPage(browser, PHONE, base());
    await client.page.goto(link);
    await client.page.getByText(`Title : ${doc.title}`).waitFor({ timeout: 20_000 });
    const summary = client.page.getByRole("region", { name: "Your proposal summary" });
    const total = summary.getByTestId("sticky-total");
    await total.waitFor();
    const before = await total.textContent();
    await expectInView(client.page, summary);
    await saveShot(client.page, "sending-client-page-390");
    // Leaving an optional item out lowers the total in the summary, and in the proposal's own text where it states it.
    const option = client.page.getByRole("region", { name: "Your options" }).getByRole("checkbox").first();
    await option.uncheck();
    await expect.poll(() => total.textContent()).not.toBe(before);
    const after = await total.textContent();
    const liveTotals = client.page.locator("[data-live-total]");
    if ((await liveTotals.count()) > 0) expect(await liveTotals.first().textContent()).toBe(after);
    await expectInView(client.page, summary);
    await expect.poll(() => cardStatus(page, doc.title)).toBe("viewed");

    await summary.getByRole("button", { name: "Review and accept" }).click();
    const form = client.page.getByRole("region", { name: "Accept this proposal" });
    await expect
      .poll(() => client.page.evaluate(() => document.activeElement?.getAttribute("autocomplete")))
      .toBe("name");
    await client.page.keyboard.type("Ada Lovelace");
    await form.getByRole("textbox", { name: "Your email" }).fill(CLIENT);
    await form.getByRole("textbox", { name: "Typed signature" }).fill("Ada Lovelace");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Accept and sign" }).click();
    const confirmation = client.page
      .locator('[data-section="Accepted"]')
      .filter({ hasText: "Accepted by Ada Lovelace" });
    await confirmation.waitFor();
    await expectInView(client.page, confirmation);
    await confirmation.getByRole("link", { name: "Acceptance certificate" }).waitFor();
    await summary.getByText("Accepted by Ada Lovelace").waitFor();
    await saveShot(client.page, "sending-client-accepted-390");
    expect(await cardStatus(page, doc.title)).toBe("accepted");

    // The same page at desktop width: the summary is in view there too.
    const wide = await newPage(browser, DESKTOP, base());
    await wide.page.goto(link);
    await wide.page.getByText(`Title : ${doc.title}`).waitFor({ timeout: 20_000 });
    await expectInView(wide.page, wide.page.getByRole("region", { name: "Your proposal summary" }));
    await saveShot(wide.page, "sending-client-page-1440");

    const errors = [...owner.errors, ...client.errors, ...wide.errors];
    expect(errors, errors.join("\n")).toEqual([]);
    await Promise.all([owner.context.close(), client.context.close(), wide.context.close()]);
  }, 240_000);

  it("the client declines with a reason: the owner is mailed and sees it on the document page; the lists say Declined", async () => {
    const id = await pricedProposal(session.access_token, projectId, base());
    const doc = await call<{ uuid: string; title: string }>(`documents/${id}/`, {
      method: "PATCH",
      body: { title: `Kitchen for Grace ${Date.now()}` },
    });
    await call(`documents/${id}/send/`, {
      method: "POST",
      body: { recipients: ["grace@client.example"], message: "Our proposal", remind_after_days: null },
    });

    const client = await newPage(browser, DESKTOP, base());
    await client.page.goto(`/estimate-your-project/spectate/${doc.uuid}`);
    await client.page.getByText(`Title : ${doc.title}`).waitFor({ timeout: 20_000 });
    await client.page.getByRole("button", { name: "Decline this proposal" }).click();
    const form = client.page.getByRole("region", { name: "Decline this proposal" });
    await form.getByRole("textbox", { name: "Your name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "Why are you declining?" }).fill(REASON);
    await form.getByRole("button", { name: "Decline proposal" }).click();
    const declined = client.page.locator('[data-section="Declined"]').filter({ hasText: "Declined by Grace Hopper" });
    await declined.waitFor();
    await expectInView(client.page, declined);
    expect(await client.page.getByRole("button", { name: "Review and accept" }).count()).toBe(0);

    // The owner's mail: the reason, and a link to the proposal's page.
    const declineMail = () =>
      smtp.messages.find((mail) => decodeQuotedPrintable(mail.raw).includes(`Proposal declined: ${doc.title}`));
    await expect.poll(() => declineMail() !== undefined).toBe(true);
    const raw = decodeQuotedPrintable(declineMail()!.raw);
    expect(raw).toContain(REASON);
    expect(raw).toContain(`${base()}/proposals/${id}`);
    expect(declineMail()!.to).not.toContain("grace@client.example");

    for (const [viewport, suffix] of [
      [DESKTOP, "1440"],
      [PHONE, "390"],
    ] as const) {
      const owner = await signedInPage(browser, session, viewport, base());
      const { page } = owner;
      await page.goto(`/proposals/${id}`);
      const notice = page.getByTestId("decline-notice");
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.textContent()).toContain(REASON);
      await notice.scrollIntoViewIfNeeded();
      await saveShot(page, `sending-declined-document-${suffix}`);

      expect(await cardStatus(page, doc.title)).toBe("declined");
      await saveShot(page, `sending-project-cards-${suffix}`);
      if (suffix === "1440") {
        await sidebar(page)
          .getByRole("button", { name: `Show documents of ${projectTitle}` })
          .click();
        const row = sidebar(page).getByRole("link", { name: doc.title });
        await expect.poll(() => row.getByTestId("proposal-standing").getAttribute("data-status")).toBe("declined");
        await saveShot(page, "sending-sidebar-1440");
      }
      await page.goto("/proposals/history/all");
      const cards = page.getByRole("list", { name: "Chats" });
      const card = cards.getByRole("article").filter({ has: page.getByRole("heading", { name: doc.title }) });
      await expect.poll(() => card.getByTestId("proposal-standing").getAttribute("data-status")).toBe("declined");
      await saveShot(page, `sending-all-chats-${suffix}`);
      expect(owner.errors).toEqual([]);
      await owner.context.close();
    }
    expect(client.errors).toEqual([]);
    await client.context.close();
  }, 240_000);
});

/** The element is on screen, whole (not scrolled away, not under the window's edge). */
async function expectInView(page: Page, locator: ReturnType<Page["locator"]>): Promise<void> {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const viewport = page.viewportSize();
      return box !== null && viewport !== null && box.y >= 0 && box.y + Math.min(box.height, 120) <= viewport.height;
    })
    .toBe(true);
}
