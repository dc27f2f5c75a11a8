import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ask, useGeneratedProposal } from "./editor-page.js";

// Messages that fit where they show: one-line toasts, long reasons in the chat, no toast over a dialog's title.
const fixture = useGeneratedProposal();
const chatPanel = (page: Page) => page.getByRole("complementary", { name: "Chat history" });
const toastNamed = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

describe("messages", () => {
  it("puts a long reason from the assistant in the chat and keeps its toast to one line", async () => {
    const { page, context, errors } = await fixture.openDocument(undefined, { width: 1440, height: 900 });
    await ask(page, "write a sonnet about the moon");
    // The built-in assistant answers 422 with a paragraph on what it can do.
    const note = chatPanel(page).getByRole("note", { name: "The assistant's answer" });
    await note.getByText("I can't do that with the built-in assistant.", { exact: false }).waitFor();
    expect(await note.textContent()).toContain("re-estimate the timeline or cost");
    const shown = toastNamed(page, "The assistant could not do that");
    await shown.waitFor();
    expect((await shown.boundingBox())?.height).toBeLessThan(30);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("clears a name's error once it is valid and shows no toast over the dialog's title", async () => {
    const { page, context, errors } = await fixture.openDocument(undefined, { width: 390, height: 600 });
    await page.goto("/proposals/create");
    await page.getByRole("button", { name: "Open sidebar" }).click();
    await page.getByRole("button", { name: /^Mary Jackson/ }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Profile Settings" });
    const firstName = dialog.getByLabel("First Name");
    await firstName.fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    const shown = toastNamed(page, "Please fix the form errors");
    await shown.waitFor();
    const [toastBox, titleBox] = await Promise.all([
      shown.boundingBox(),
      dialog.getByRole("heading", { name: "Profile Settings" }).boundingBox(),
    ]);
    if (!toastBox || !titleBox) throw new Error("nothing to compare");
    expect(toastBox.y + toastBox.height <= titleBox.y || toastBox.y >= titleBox.y + titleBox.height).toBe(true);

    const error = dialog.locator('[id$="-error"]');
    await error.first().waitFor();
    await firstName.fill("Katherine");
    await expect.poll(() => firstName.getAttribute("aria-invalid")).toBeNull();
    expect(await error.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
