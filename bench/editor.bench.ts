import { rmSync } from "node:fs";
import path from "node:path";
import { startApp } from "./editor/app-server.js";
import { bundleDiffPage } from "./editor/bundle-diff-page.js";
import { fixtureDocuments, launchChromium, openBundlePage } from "./editor/chromium.js";
import { bareContentEditableLatencies, benchSession, createDocument, keystrokeLatencies } from "./editor/keystrokes.js";
import { percentile } from "./stats.js";

const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 15);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 120);
/** The first keystrokes warm the page up and are left out. */
const WARM_UP = 20;

interface DiffFigures {
  htmlBytes: number;
  tables: number;
  changes: number;
  largeDiff: number[];
  smallDiff: number[];
  largeParse: number[];
}

interface EditorBenchPage {
  EditorBench: { run: (runs: number) => DiffFigures };
}

const ms = (value: number) => `${value.toFixed(2).padStart(8)} ms`;
const row = (name: string, values: readonly number[]) =>
  console.log(`  ${name.padEnd(44)} median ${ms(percentile(values, 0.5))}   p95 ${ms(percentile(values, 0.95))}`);

/**
 * Editor benchmark, in Chromium: (a) the whole-document diff of a 40-page proposal (about 150 KB of
 * HTML with 20 tables) beside the diff of a 1-page one and beside parsing the same 40 pages into the
 * editor's model; (b) keystroke latency in the real editor with the 40-page document beside a
 * 1-page one. Figures and ratios only; nothing passes or fails on time.
 */
export async function runEditorBench(): Promise<void> {
  const bundle = await bundleDiffPage();
  const browser = await launchChromium();
  const app = await startApp();
  try {
    const page = await openBundlePage(browser, bundle);
    const figures = await page.evaluate((runs) => (window as unknown as EditorBenchPage).EditorBench.run(runs), RUNS);
    const { large: largeHtml, small: smallHtml } = await fixtureDocuments(page);
    await page.close();

    console.log(`Editor benchmark (Chromium, ${RUNS} runs each)`);
    console.log(
      `  40-page proposal: ${(figures.htmlBytes / 1024).toFixed(0)} KB of HTML, ${figures.tables} tables, every amount raised by 10% (${figures.changes} changed stretches)`,
    );
    row("whole-document diff, 40 pages", figures.largeDiff);
    row("whole-document diff, 1 page (reference)", figures.smallDiff);
    row("parse 40 pages into the model (reference)", figures.largeParse);
    console.log(
      `  ratio diff 40 pages / parse 40 pages: ${(percentile(figures.largeDiff, 0.5) / percentile(figures.largeParse, 0.5)).toFixed(2)}`,
    );
    console.log(
      `  ratio diff 40 pages / diff 1 page: ${(percentile(figures.largeDiff, 0.5) / percentile(figures.smallDiff, 0.5)).toFixed(1)}`,
    );

    const session = await benchSession(app.baseUrl);
    const largeId = await createDocument(app.baseUrl, session, "Benchmark: 40 pages", largeHtml);
    const smallId = await createDocument(app.baseUrl, session, "Benchmark: 1 page", smallHtml);
    const bare = await bareContentEditableLatencies(browser, KEYSTROKES);
    const floor = bare.latencies.slice(WARM_UP);
    const smallTyping = await keystrokeLatencies(browser, app.baseUrl, session, smallId, KEYSTROKES);
    const largeTyping = await keystrokeLatencies(browser, app.baseUrl, session, largeId, KEYSTROKES);
    const small = smallTyping.latencies.slice(WARM_UP);
    const large = largeTyping.latencies.slice(WARM_UP);
    console.log(`Keystroke latency in the editor (keydown to the next frame, ${small.length} keystrokes each)`);
    row("bare contenteditable, no editor (floor)", floor);
    row("1-page document (reference)", small);
    row("40-page document", large);
    console.log(`  ratio 40 pages / 1 page (median): ${(percentile(large, 0.5) / percentile(small, 0.5)).toFixed(2)}`);
    console.log(`  40 pages above the floor (median): ${ms(percentile(large, 0.5) - percentile(floor, 0.5))}`);
    console.log(
      `  main-thread work per keystroke: 1 page ${ms(smallTyping.mainThreadPerKeystroke)}, 40 pages ${ms(largeTyping.mainThreadPerKeystroke)}`,
    );
    // The figure the 16 ms budget is about: a keystroke's own main-thread work, from a trace, with
    // no wait for the next frame in it (a 60 Hz frame is 16.7 ms).
    console.log(
      `Main-thread work of each keystroke (Chromium trace of ${KEYSTROKES} more keystrokes each; the frame budget is 16.7 ms)`,
    );
    row("bare contenteditable, no editor (floor)", bare.work.slice(WARM_UP));
    row("1-page document (reference)", smallTyping.work.slice(WARM_UP));
    row("40-page document", largeTyping.work.slice(WARM_UP));
  } finally {
    await browser.close();
    await app.stop();
    rmSync(path.dirname(bundle), { recursive: true, force: true });
  }
}
