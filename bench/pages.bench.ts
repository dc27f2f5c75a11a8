import { startApp } from "./editor/app-server.js";
import { printLighthouseTable } from "./pages/lighthouse-table.js";
import { benchUser, generatedProposal } from "./pages/proposal-fixture.js";

/**
 * Pages benchmark: Lighthouse (desktop and mobile presets, Debian Chromium) on the sign-in page and
 * on a generated proposal's page, side by side. The server runs in its own process.
 */
export async function runPagesBench(): Promise<void> {
  const app = await startApp();
  try {
    const user = await benchUser(app.baseUrl);
    const proposalId = await generatedProposal(app.baseUrl, user);
    console.log("Pages benchmark (Lighthouse, Debian Chromium; one run per column)");
    await printLighthouseTable([
      { name: "sign-in", url: `${app.baseUrl}/login` },
      { name: "proposal", url: `${app.baseUrl}/proposals/${proposalId}`, storage: user.storage },
    ]);
  } finally {
    await app.stop();
  }
}
