import { launchChromium } from "./editor/chromium.js";
import { startApp } from "./editor/app-server.js";
import { healthWhileGenerating, printHealth } from "./pages/health-under-generation.js";
import { printLighthouseTable } from "./pages/lighthouse-table.js";
import { benchUser, generatedProposal } from "./pages/proposal-fixture.js";
import { printSendToText, sendToTextTimes } from "./pages/send-to-text.js";

const PROPOSALS = Number(process.env.BENCH_PAGES_PROPOSALS ?? 20);
const GENERATIONS_AT_ONCE = 5;
/** The idle spell before one of the proposals; BENCH_PAGES_IDLE_MS=0 for a quick run. */
const IDLE_MS = Number(process.env.BENCH_PAGES_IDLE_MS ?? 60_000);

/**
 * Pages benchmark, the server in its own process: the time from pressing send to the proposal's text
 * on screen in Chromium (the first proposal right after the server started, one after an idle
 * spell), the health probe's latency while five proposals are generated at once, then Lighthouse (desktop and mobile presets, Debian Chromium) on the sign-in page and on a
 * generated proposal's page, side by side. Figures only; nothing passes or fails on time.
 */
export async function runPagesBench(): Promise<void> {
  const app = await startApp();
  try {
    const user = await benchUser(app.baseUrl);
    const browser = await launchChromium();
    try {
      console.log(`Pages benchmark (Debian Chromium; idle spell ${Math.round(IDLE_MS / 1000)} s, BENCH_PAGES_IDLE_MS)`);
      printSendToText(await sendToTextTimes(browser, app.baseUrl, user, PROPOSALS, IDLE_MS), IDLE_MS);
    } finally {
      await browser.close();
    }
    printHealth(await healthWhileGenerating(app.baseUrl, GENERATIONS_AT_ONCE), GENERATIONS_AT_ONCE);
    const proposalId = await generatedProposal(app.baseUrl, user);
    console.log("  Lighthouse, one run per column:");
    await printLighthouseTable([
      { name: "sign-in", url: `${app.baseUrl}/login` },
      { name: "proposal", url: `${app.baseUrl}/proposals/${proposalId}`, storage: user.storage },
    ]);
  } finally {
    await app.stop();
  }
}
