import { lighthouseFigures, type PageFigures, type Preset } from "./lighthouse-run.js";

export interface PageUnderTest {
  name: string;
  url: string;
  storage?: Record<string, string>;
}

const PRESETS: Preset[] = ["desktop", "mobile"];

const ROWS: Array<[string, (f: PageFigures) => string]> = [
  ["performance", (f) => String(f.performance)],
  ["best practices", (f) => String(f.bestPractices)],
  ["total blocking time", (f) => `${Math.round(f.totalBlockingMs)} ms`],
  ["main-thread work", (f) => `${(f.mainThreadMs / 1000).toFixed(2)} s`],
  ["largest contentful paint", (f) => `${(f.largestPaintMs / 1000).toFixed(2)} s`],
  ["layout shift (CLS)", (f) => f.layoutShift.toFixed(3)],
  ["DOM elements", (f) => String(Math.round(f.domElements))],
  ["unused JavaScript", (f) => `${Math.round(f.unusedJsKiB)} KiB`],
];

/** Lighthouse on every page with both presets (one run each, one after another), printed side by side. */
export async function printLighthouseTable(pages: readonly PageUnderTest[]): Promise<void> {
  const columns: Array<{ title: string; figures: PageFigures }> = [];
  for (const page of pages) {
    for (const preset of PRESETS)
      columns.push({
        title: `${page.name}, ${preset}`,
        figures: await lighthouseFigures(page.url, preset, page.storage),
      });
  }
  const width = Math.max(...columns.map((c) => c.title.length)) + 2;
  console.log(`  ${"".padEnd(26)}${columns.map((c) => c.title.padStart(width)).join("")}`);
  for (const [label, format] of ROWS)
    console.log(`  ${label.padEnd(26)}${columns.map((c) => format(c.figures).padStart(width)).join("")}`);
  for (const column of columns) {
    for (const error of column.figures.consoleErrors) console.log(`  console error on ${column.title}: ${error}`);
  }
}
