import { writeFileSync } from "node:fs";
import { launchChromium } from "../editor/chromium.js";
import { startApp } from "../editor/app-server.js";
import { inclusiveTimes, type CpuProfile, type TraceEvent } from "../editor/trace-summary.js";
import { benchUser, generatedProposal } from "./proposal-fixture.js";

/**
 * Where a generated proposal's page load spends its main thread: a sampled CPU profile (functions
 * by time including callees, and by their own time) and the trace's layouts, forced ones counted
 * apart. Not a benchmark: it points at the work to remove. Build the web app unminified first
 * (`npx vite build --minify false` in apps/web) to read function names.
 *
 *   node --import tsx bench/pages/profile-load.ts [file prefix to keep the trace and profile]
 */
const KEEP_AS = process.argv[2];

const app = await startApp();
const browser = await launchChromium();
try {
  const user = await benchUser(app.baseUrl);
  const id = await generatedProposal(app.baseUrl, user);
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1350, height: 940 } });
  await context.addInitScript((storage: Record<string, string>) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, user.storage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
  });
  await page.goto(`/proposals/${id}`);
  await page.locator(".scopewise-document h2").first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
  if (KEEP_AS) {
    writeFileSync(`${KEEP_AS}.trace.json`, JSON.stringify(trace));
    writeFileSync(`${KEEP_AS}.cpuprofile`, JSON.stringify(profile));
  }
  // The page's renderer main thread: the busiest one (the blank page before navigation had its own).
  const mains = trace.traceEvents.filter(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const eventsOf = (thread: TraceEvent) =>
    trace.traceEvents.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length;
  const main = mains.sort((a, b) => eventsOf(b) - eventsOf(a))[0];
  const onMain = trace.traceEvents.filter(
    (event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === "X" && event.dur,
  );
  const sum = (name: string) =>
    onMain.filter((event) => event.name === name).reduce((total, event) => total + (event.dur ?? 0) / 1000, 0);
  const count = (name: string) => onMain.filter((event) => event.name === name).length;
  const long = onMain
    .filter((event) => event.name === "RunTask" && (event.dur ?? 0) > 50_000)
    .map((event) => Math.round((event.dur ?? 0) / 1000));
  console.log(
    `tasks over 50 ms: ${long.length} (${long.join(", ")} ms); DOM elements: ${await page.evaluate(() => document.querySelectorAll("*").length)}`,
  );
  console.log(
    `layout: ${count("Layout")} layouts, ${sum("Layout").toFixed(0)} ms; style: ${count("UpdateLayoutTree")} recalcs, ${sum("UpdateLayoutTree").toFixed(0)} ms; script: ${sum("FunctionCall").toFixed(0)} ms; parse/compile: ${(sum("v8.compile") + sum("EvaluateScript")).toFixed(0)} ms`,
  );
  console.log("heaviest functions (ms including callees):");
  for (const [name, ms] of inclusiveTimes(profile, 1).slice(0, 40))
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
  await context.close();
} finally {
  await browser.close();
  await app.stop();
}
