import { writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";

export type Preset = "desktop" | "mobile";

/** The figures the pages benchmark prints for one Lighthouse run. */
export interface PageFigures {
  performance: number;
  bestPractices: number;
  totalBlockingMs: number;
  mainThreadMs: number;
  largestPaintMs: number;
  layoutShift: number;
  domElements: number;
  unusedJsKiB: number;
  /** Console errors Lighthouse saw (best practices counts them). */
  consoleErrors: string[];
}

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/** Local storage to set on the page's origin before the run (e.g. a signed-in session), without loading the app first. */
export type OriginStorage = Record<string, string>;

/**
 * Lighthouse (the npm package) on `url` in Debian's Chromium, cold cache, with `storage` set on the
 * origin first (read from a plain file of that origin, so that no app code is cached beforehand).
 */
export async function lighthouseFigures(
  url: string,
  preset: Preset,
  storage: OriginStorage = {},
): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    if (Object.keys(storage).length > 0) await setOriginStorage(chrome.port, new URL("/robots.txt", url).href, storage);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "best-practices"],
        disableStorageReset: true,
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // BENCH_LIGHTHOUSE_KEEP=<folder> keeps each whole report, to read what the figures come from.
    const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
    if (keep)
      writeFileSync(
        path.join(keep, `${new URL(url).pathname.split("/")[1] || "root"}-${preset}.json`),
        JSON.stringify(result.lhr),
      );
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const errors =
      (audits["errors-in-console"]?.details as { items?: Array<{ description?: string; source?: string }> } | undefined)
        ?.items ?? [];
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
      totalBlockingMs: numeric("total-blocking-time"),
      mainThreadMs: numeric("mainthread-work-breakdown"),
      largestPaintMs: numeric("largest-contentful-paint"),
      layoutShift: numeric("cumulative-layout-shift"),
      domElements: numeric("dom-size"),
      unusedJsKiB:
        ((audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ??
          0) / 1024,
      consoleErrors: errors.map((item) => `${item.source ?? ""}: ${item.description ?? ""}`),
    };
  } finally {
    chrome.kill();
  }
}

async function setOriginStorage(port: number, plainUrl: string, storage: OriginStorage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(plainUrl);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects only: Lighthouse drives the same browser next.
    await browser.close();
  }
}
