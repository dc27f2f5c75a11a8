import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { startApp } from "./app-server.js";
import { bundleDiffPage } from "./bundle-diff-page.js";
import { fixtureDocuments, launchChromium, openBundlePage } from "./chromium.js";
import { benchSession, createDocument, openAtMiddleParagraph } from "./keystrokes.js";
import { inclusiveTimes, phaseTimes, type CpuProfile, type TraceEvent } from "./trace-summary.js";

/**
 * Where a keystroke's time goes in the real editor, for the 40-page proposal beside the 1-page one:
 * Chromium's main-thread phases from a performance trace, and the JavaScript functions taking the
 * most time from a sampled CPU profile. Not a benchmark (tracing slows everything down); it points
 * at what grows with the document.
 *
 *   node --import tsx bench/editor/profile-keystrokes.ts [keystrokes] [file prefix to keep the trace and profile]
 *   EXTRA_CSS="..." adds a style sheet to the page first, EXTRA_JS="..." runs a script in it, to try a
 *   change without a build.
 */
const KEYSTROKES = Number(process.argv[2] ?? 60);
const KEEP_AS = process.argv[3];
const TYPED = "the quick brown fox jumps over the lazy dog ";

async function profileTyping(page: Page, label: string): Promise<void> {
  if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
  if (process.env.EXTRA_JS) await page.evaluate(process.env.EXTRA_JS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await page.keyboard.type("warm up ", { delay: 40 });
  await page.waitForTimeout(300);
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  await cdp.send("Profiler.start");
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc"],
  });
  await page.keyboard.type(TYPED.repeat(Math.ceil(KEYSTROKES / TYPED.length)).slice(0, KEYSTROKES), { delay: 40 });
  await page.waitForTimeout(300);
  const trace = await browser.stopTracing();
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
  await cdp.detach();

  console.log(`\n${label}: main-thread milliseconds per keystroke (nested phases overlap)`);
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  for (const [phase, ms] of phaseTimes(events, KEYSTROKES)) console.log(`  ${ms.toFixed(2).padStart(6)}  ${phase}`);
  console.log("  JavaScript functions (including what they call):");
  for (const [name, ms] of inclusiveTimes(profile, KEYSTROKES).slice(0, 20))
    console.log(`  ${ms.toFixed(2).padStart(6)}  ${name}`);
  if (KEEP_AS) {
    const file = `${KEEP_AS}.${label.replace(/\W+/g, "-")}`;
    writeFileSync(`${file}.trace.json`, trace);
    writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
  }
}

async function main(): Promise<void> {
  const bundle = await bundleDiffPage();
  const browser = await launchChromium();
  const app = await startApp();
  try {
    const fixturePage = await openBundlePage(browser, bundle);
    const { large, small } = await fixtureDocuments(fixturePage);
    await fixturePage.close();
    const session = await benchSession(app.baseUrl);
    for (const [label, html] of [
      ["1 page", small],
      ["40 pages", large],
    ] as const) {
      const id = await createDocument(app.baseUrl, session, `Profile: ${label}`, html);
      const { page, close } = await openAtMiddleParagraph(browser, app.baseUrl, session, id);
      try {
        await profileTyping(page, label);
      } finally {
        await close();
      }
    }
  } finally {
    await browser.close();
    await app.stop();
    rmSync(path.dirname(bundle), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
