import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendToFirstParagraphAndSave, generatedProposal } from "./editor-page.js";
import { expectAccessible } from "./axe.js";
import { launchBrowser, proposalLinkFromOutbox, saveShot, uniqueUser } from "./browser.js";
import { api, toast } from "./session.js";
import {
  createTeamInBrowser,
  inviteInSettings,
  joinThroughLink,
  openWorkspaceSettings,
  sessionOf,
  signUpAndInInBrowser,
  watchedPage,
} from "./teams-page.js";

// Approval before a proposal goes out: the owner sets a threshold below the proposal's total and
// names themself approver; a colleague who joined as editor edits the proposal and asks in the Share
// dialog, where the link stays off while the request is pending; the owner, from the mailed link,
// approves with a comment; then the colleague turns the link on and the client opens it and reads the
// edit. The owner finds all of it under Workspace settings → Activity, and downloads it as CSV.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const TEAM = "Harbour Works";
const HELD_BACK = "Held back until this proposal is approved";
/** The colleague's edit, which the client reads once the owner has approved. */
const EDIT = " Timeline checked with the site team.";

describe("approval before sharing, in the browser", () => {
  it("a colleague edits and asks, the link stays off while pending, the owner approves from the mail, the client reads the edit", async () => {
    const problems: string[] = [];
    const ownerUser = uniqueUser();
    const authorUser = uniqueUser();

    // The owner makes the team and invites a colleague as editor, who writes and asks.
    const owner = await watchedPage(browser, "owner", problems);
    await signUpAndInInBrowser(owner, ownerUser);
    await createTeamInBrowser(owner, TEAM);
    await inviteInSettings(owner, authorUser.email);
    await owner.getByRole("dialog", { name: "Workspace settings" }).getByRole("button", { name: "Close" }).click();

    // A priced proposal in the team; its total is what the threshold is set under.
    const ownerSession = await sessionOf(owner);
    const documentId = await generatedProposal(ownerSession);
    let total: number | null = null;
    await expect
      .poll(async () => {
        ({ value: total } = await api<{ value: number | null }>(`documents/${documentId}/approval/`, {
          token: ownerSession.access_token,
        }));
        return total;
      })
      .toBeGreaterThan(10);

    const author = await watchedPage(browser, "author", problems);
    await joinThroughLink(author, authorUser, "Editor", TEAM);

    // Workspace settings → Approval: a threshold below the total, and the owner named approver
    // (nobody may approve their own request, and the colleague is the one who asks).
    const settings = await openWorkspaceSettings(owner);
    const approval = settings.getByRole("region", { name: "Approval" });
    await approval.getByLabel("Threshold (total cost)").fill(String(Math.floor(total! / 2)));
    await approval.getByRole("checkbox", { name: new RegExp(ownerUser.email) }).check();
    await approval.getByRole("button", { name: "Save approval settings" }).click();
    await toast(owner, "Approval settings saved");
    await settings.getByRole("button", { name: "Close" }).click();

    // The colleague edits the proposal and saves, then opens the Share dialog: the link switch and
    // sending wait for approval, and say why.
    await author.goto(`/proposals/${documentId}`);
    await appendToFirstParagraphAndSave(author, EDIT);
    await author.getByRole("button", { name: "Share", exact: true }).click();
    const share = author.getByRole("dialog", { name: "Share public link to chat" });
    const panel = share.getByRole("region", { name: "Approval" });
    await panel.getByText("This proposal needs approval before it goes to the client.").waitFor();
    const linkSwitch = share.getByRole("checkbox", { name: "Link is on" });
    expect(await linkSwitch.isDisabled()).toBe(true);
    expect(await share.getByRole("button", { name: "Send to client" }).isDisabled()).toBe(true);
    await share.getByText(HELD_BACK).first().waitFor();

    // Asks, with a comment; while pending the link still cannot be turned on.
    await panel.getByLabel("Comment for the approver (optional)").fill("Rates as agreed with the client.");
    await panel.getByRole("button", { name: "Request approval" }).click();
    await toast(author, "Approval requested");
    await panel.getByText(`Waiting for approval (asked by ${authorUser.first} ${authorUser.last})`).waitFor();
    expect(await linkSwitch.isDisabled()).toBe(true);
    expect(await linkSwitch.isChecked()).toBe(false);
    expect(await share.getByRole("button", { name: "Copy link" }).isDisabled()).toBe(true);
    await saveShot(author, "teams-approval-pending");
    // The server holds the same line: the link stays off.
    const authorSession = await sessionOf(author);
    await expect(
      api(`documents/${documentId}/share/`, {
        method: "PUT",
        token: authorSession.access_token,
        body: { enabled: true },
      }),
    ).rejects.toThrow(/: 409 /);
    await author.keyboard.press("Escape");

    // The owner follows the mailed link to the proposal and approves it with a comment.
    await owner.goto(await proposalLinkFromOutbox(ownerUser.email));
    await owner.waitForURL(`**/proposals/${documentId}`);
    await owner.getByRole("button", { name: "Share", exact: true }).click();
    const decision = owner
      .getByRole("dialog", { name: "Share public link to chat" })
      .getByRole("region", { name: "Approval" });
    await decision.getByText("“Rates as agreed with the client.”").waitFor();
    await decision.getByLabel("Comment (required to reject)").fill("Approved: go ahead.");
    await decision.getByRole("button", { name: "Approve" }).click();
    await toast(owner, "Approved");
    await decision.getByText(`Approved by ${ownerUser.first} ${ownerUser.last}`).waitFor();
    await owner.keyboard.press("Escape");

    // The author, back in the dialog, sees the approval and turns the link on.
    await author.reload();
    await author.getByRole("button", { name: "Share", exact: true }).click();
    await panel.getByText("“Approved: go ahead.”").waitFor();
    expect(await share.getByText(HELD_BACK).count()).toBe(0);
    expect(await share.getByRole("button", { name: "Send to client" }).isDisabled()).toBe(false);
    await linkSwitch.click();
    await toast(author, "Link turned on.");
    await expect.poll(() => linkSwitch.isChecked()).toBe(true);
    const link = await share.getByRole("textbox").first().inputValue();

    // The client, signed out, opens the proposal and reads the colleague's edit.
    const client = await watchedPage(browser, "client", problems);
    await client.goto(link);
    await client.locator(".scopewise-document h2").first().waitFor({ timeout: 30_000 });
    await client.getByText(EDIT.trim(), { exact: false }).first().waitFor({ timeout: 30_000 });

    // The owner's Workspace settings → Activity: the request, the approval and the link, newest first.
    await owner.reload();
    const ownerSettings = await openWorkspaceSettings(owner);
    const activity = ownerSettings.getByRole("region", { name: "Activity" });
    const log = activity.getByRole("table", { name: "Activity in this workspace" });
    const whatColumn = async () =>
      (await log.getByRole("row").all()).length > 1
        ? await Promise.all(
            (await log.getByRole("row").all()).slice(1).map((row) => row.getByRole("cell").nth(1).innerText()),
          )
        : [];
    await expect
      .poll(whatColumn)
      .toEqual(expect.arrayContaining(["Share link turned on", "Approved", "Approval requested"]));
    const actions = await whatColumn();
    expect(actions.indexOf("Share link turned on")).toBeLessThan(actions.indexOf("Approved"));
    expect(actions.indexOf("Approved")).toBeLessThan(actions.indexOf("Approval requested"));
    await log.getByRole("row").filter({ hasText: "Approved" }).getByText(ownerUser.email).waitFor();
    await activity.scrollIntoViewIfNeeded();
    await saveShot(owner, "teams-activity-1280");
    await expectAccessible(owner, "activity 1280");
    // Narrowed to approvals: only the decision stays.
    await activity.getByLabel("Action").selectOption("approval_approved");
    await expect.poll(whatColumn).toEqual(["Approved"]);
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      activity.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^"at","action"/);
    expect(csv).toContain('"approval_approved"');
    expect(csv).not.toContain('"share_enabled"');
    await activity.getByLabel("Action").selectOption("");
    await owner.setViewportSize({ width: 390, height: 844 });
    await activity.scrollIntoViewIfNeeded();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveShot(owner, "teams-activity-390");
    await expectAccessible(owner, "activity 390");

    expect(problems).toEqual([]);
    // Three browser profiles, two sign-ups and a generated proposal.
  }, 240_000);
});
