import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, describeFindings } from "./axe.js";
import { launchBrowser, newPage } from "./browser.js";
import { generatedProposal } from "./editor-page.js";
import { pageFitsWidth } from "./keyboard.js";
import { clientScreenData } from "./client-screens.js";
import { SCREENS as ALL_SCREENS, type ScreenData } from "./screens.js";
import { api, signedInPage, signUpAndIn } from "./session.js";

// Every screen at desktop and phone width passes the WCAG 2.2 A/AA rules of axe-core with no
// critical or serious violation; moderate and minor ones are printed for the record.
const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

// SCREENS_MATCHING=<regular expression> scans only the screens whose name matches (to check a fix quickly).
const only = process.env.SCREENS_MATCHING ? new RegExp(process.env.SCREENS_MATCHING, "i") : null;
const SCREENS = only ? ALL_SCREENS.filter((screen) => only.test(screen.name)) : ALL_SCREENS;

// SCREENS_SHOTS=<folder> also saves a full-page screenshot of each screen as scanned, to look at.
const shots = process.env.SCREENS_SHOTS;

let browser: Browser;
let data: ScreenData;

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signUpAndIn();
  // Generating without a project files the proposal in a new project named after the request.
  const documentId = await generatedProposal(session);
  const document = await api<{ uuid: string; title: string; project_id: string }>(`documents/${documentId}/`, { token: session.access_token });
  const client = await clientScreenData(session, document.project_id);
  const projects = await api<{ id: string; title: string }[]>("projects/", { token: session.access_token });
  const projectTitle = projects.find((project) => project.id === document.project_id)?.title ?? "";
  data = { session, projectTitle, documentId, documentTitle: document.title, shareUuid: document.uuid, client };
}, 180_000);
afterAll(async () => browser?.close());

describe.each(WIDTHS)("at $label width", ({ label, viewport }) => {
  // One signed-in and one signed-out browser profile per width, reused from screen to screen: the app's
  // files (cached as immutable) load once per profile rather than once per screen.
  let profiles: Record<"signedIn" | "signedOut", Awaited<ReturnType<typeof newPage>>>;
  beforeAll(async () => {
    profiles = { signedIn: await signedInPage(browser, data.session, viewport), signedOut: await newPage(browser, viewport) };
    await Promise.all(Object.values(profiles).map(({ page }) => page.emulateMedia({ reducedMotion: "reduce" })));
  });
  afterAll(async () => Promise.all(Object.values(profiles ?? {}).map(({ context }) => context.close())));

  it.each(SCREENS)("$name has no critical or serious WCAG A/AA violation", async (screen) => {
    const { page } = profiles[screen.signedIn ? "signedIn" : "signedOut"];
    await screen.open(page, data);
    if (shots) await page.screenshot({ path: `${shots}/${screen.name.replace(/\W+/g, "-")}-${viewport.width}x${viewport.height}.png`, fullPage: true });
    const findings = await expectAccessible(page, `${screen.name} @ ${label}`);
    if (findings.length > 0) console.info(describeFindings(`${screen.name} @ ${label}`, findings));
  });
});

// WCAG 1.4.10 Reflow: at 320 px, and at 200 % zoom of a 1280 × 800 window (640 × 400 CSS pixels),
// no screen scrolls the page sideways.
describe.each([
  { label: "320 px width", viewport: { width: 320, height: 640 } },
  { label: "200 % zoom", viewport: { width: 640, height: 400 } },
])("at $label", ({ viewport }) => {
  it("no screen scrolls the page sideways", async () => {
    const signedIn = await signedInPage(browser, data.session, viewport);
    const signedOut = await newPage(browser, viewport);
    const overflowing: string[] = [];
    try {
      for (const screen of SCREENS) {
        const { page } = screen.signedIn ? signedIn : signedOut;
        await screen.open(page, data);
        if (!(await pageFitsWidth(page))) overflowing.push(`${screen.name}: ${await page.evaluate(() => document.documentElement.scrollWidth)} px`);
        await page.keyboard.press("Escape");
      }
    } finally {
      await Promise.all([signedIn.context.close(), signedOut.context.close()]);
    }
    expect(overflowing).toEqual([]);
  }, 240_000);
});
