import { chromium, type Browser, type Page } from "playwright-core";

interface EditorBenchWindow {
  EditorBench: { fixtureHtml: (pages: number, tables: number) => string };
}

/** The benchmarks' Chromium: headless, software rendering, no background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** A blank page with the benchmark bundle (the editor's schema, diff and fixture, see diff-page.mjs) loaded. */
export async function openBundlePage(browser: Browser, bundle: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><html><body></body></html>");
  await page.addScriptTag({ path: bundle });
  return page;
}

/** The 40-page proposal with 20 tables and the 1-page reference, as HTML. */
export async function fixtureDocuments(page: Page): Promise<{ large: string; small: string }> {
  const [large, small] = await page.evaluate(() => {
    const bench = (window as unknown as EditorBenchWindow).EditorBench;
    return [bench.fixtureHtml(40, 20), bench.fixtureHtml(1, 1)];
  });
  return { large, small };
}
