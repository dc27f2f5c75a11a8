import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, describeFindings } from "./axe.js";
import { launchBrowser, newPage, saveShot } from "./browser.js";
import { generatedProposal } from "./editor-page.js";
import { pageFitsWidth } from "./keyboard.js";
import { clientScreenData } from "./client-screens.js";
import { SCREENS as ALL_SCREENS, type ScreenData } from "./screens.js";
import { api, shareDocument, signedInPage, signUpAndIn } from "./session.js";

// The accessibility journeys, one file per width so that the journeys' two workers scan them side by side.

type Viewport = { width: number; height: number };

// SCREENS_MATCHING=<regular expression> scans only the screens whose name matches (to check a fix quickly).
const only = process.env.SCREENS_MATCHING ? new RegExp(process.env.SCREENS_MATCHING, "i") : null;
const SCREENS = only ? ALL_SCREENS.filter((screen) => only.test(screen.name)) : ALL_SCREENS;

/** A browser and the data every screen needs (a user, a generated proposal, client-side states), made once per file. */
function useScreenData(): { browser: () => Browser; data: () => ScreenData } {
  let browser: Browser;
  let data: ScreenData;
  beforeAll(async () => {
    browser = await launchBrowser();
    const session = await signUpAndIn();
    // Generating without a project files the proposal in a new project named after the request.
    const documentId = await generatedProposal(session);
    const document = await api<{ uuid: string; title: string; project_id: string }>(`documents/${documentId}/`, {
      token: session.access_token,
    });
    const client = await clientScreenData(session, document.project_id);
    const projects = await api<{ id: string; title: string }[]>("projects/", { token: session.access_token });
    const projectTitle = projects.find((project) => project.id === document.project_id)?.title ?? "";
    data = {
      session,
      projectTitle,
      documentId,
      documentTitle: document.title,
      shareUuid: await shareDocument(session, documentId),
      client,
    };
  }, 180_000);
  afterAll(async () => browser?.close());
  return { browser: () => browser, data: () => data };
}

/**
 * Every screen at the given width passes the WCAG 2.2 A/AA rules of axe-core with no critical or
 * serious violation; moderate and minor ones are printed for the record.
 */
export function describeScreenScans(label: string, viewport: Viewport): void {
  const context = useScreenData();
  describe(`at ${label} width`, () => {
    // One signed-in and one signed-out browser profile, reused from screen to screen: the app's files
    // (cached as immutable) load once per profile rather than once per screen.
    let profiles: Record<"signedIn" | "signedOut", Awaited<ReturnType<typeof newPage>>>;
    beforeAll(async () => {
      const browser = context.browser();
      profiles = {
        signedIn: await signedInPage(browser, context.data().session, viewport),
        signedOut: await newPage(browser, viewport),
      };
      await Promise.all(Object.values(profiles).map(({ page }) => page.emulateMedia({ reducedMotion: "reduce" })));
    });
    afterAll(async () => Promise.all(Object.values(profiles ?? {}).map(({ context: profile }) => profile.close())));

    it.each(SCREENS)("$name has no critical or serious WCAG A/AA violation", async (screen) => {
      const { page } = profiles[screen.signedIn ? "signedIn" : "signedOut"];
      await screen.open(page, context.data());
      await saveShot(page, `${screen.name.replace(/\W+/g, "-")}-${viewport.width}x${viewport.height}`, {
        fullPage: true,
      });
      const findings = await expectAccessible(page, `${screen.name} @ ${label}`);
      if (findings.length > 0) console.info(describeFindings(`${screen.name} @ ${label}`, findings));
    });
  });
}

/** WCAG 1.4.10 Reflow: at the given window, no screen scrolls the page sideways. */
export function describeReflow(windows: readonly { label: string; viewport: Viewport }[]): void {
  const context = useScreenData();
  describe.each(windows)("at $label", ({ viewport }) => {
    it("no screen scrolls the page sideways", async () => {
      const browser = context.browser();
      const signedIn = await signedInPage(browser, context.data().session, viewport);
      const signedOut = await newPage(browser, viewport);
      const overflowing: string[] = [];
      try {
        for (const screen of SCREENS) {
          const { page } = screen.signedIn ? signedIn : signedOut;
          await screen.open(page, context.data());
          if (!(await pageFitsWidth(page)))
            overflowing.push(`${screen.name}: ${await page.evaluate(() => document.documentElement.scrollWidth)} px`);
          await page.keyboard.press("Escape");
        }
      } finally {
        await Promise.all([signedIn.context.close(), signedOut.context.close()]);
      }
      expect(overflowing).toEqual([]);
    }, 240_000);
  });
}
