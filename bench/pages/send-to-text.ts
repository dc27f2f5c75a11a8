import type { Browser } from "playwright-core";
import { percentile } from "../stats.js";
import type { BenchUser } from "./proposal-fixture.js";

/** Requests a user might send, varied so each is a new proposal (the engine keeps nothing between them). */
const REQUESTS = [
  "Estimate the timeline and cost for a mobile app with payments and chat",
  "Estimate a bakery website with online orders and delivery slots",
  "Renovate a 40 m2 kitchen in Austin: new cabinets, countertops, tiling and lighting",
  "Build an internal dashboard for warehouse stock levels with barcode scanning",
];

export interface SendToTextFigures {
  /** Milliseconds from pressing send to the proposal's first heading on screen, in the order sent. */
  times: number[];
  /** Which of `times` came right after the idle wait. */
  afterIdleIndex: number;
}

/**
 * In Chromium, signed in: types a request on the home page, presses Enter, and times until the
 * proposal's first heading is shown in the editor; `count` times, the first right after the server
 * started, and one (the middle one) after `idleMs` without any request.
 */
export async function sendToTextTimes(
  browser: Browser,
  baseUrl: string,
  user: BenchUser,
  count: number,
  idleMs: number,
): Promise<SendToTextFigures> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript((storage: Record<string, string>) => {
    for (const [key, value] of Object.entries(storage))
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
  }, user.storage);
  const page = await context.newPage();
  const afterIdleIndex = Math.floor(count / 2);
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      await page.goto("/estimate-your-project");
      const message = page.getByRole("textbox", { name: "Message" });
      await message.fill(`${REQUESTS[i % REQUESTS.length]} (${i + 1})`);
      if (i === afterIdleIndex) await page.waitForTimeout(idleMs);
      const sent = performance.now();
      await message.press("Enter");
      await page
        .locator(".scopewise-document :is(h1, h2)")
        .first()
        .waitFor({ state: "visible", timeout: 60_000 })
        .catch(async (error: unknown) => {
          throw new Error(
            `proposal ${i + 1} showed no heading at ${page.url()}: ${(
              await page
                .locator("main")
                .innerText()
                .catch(() => "")
            ).slice(0, 300)}`,
            { cause: error },
          );
        });
      times.push(performance.now() - sent);
    }
  } finally {
    await context.close();
  }
  return { times, afterIdleIndex };
}

export function printSendToText(figures: SendToTextFigures, idleMs: number): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const { times, afterIdleIndex } = figures;
  console.log(
    `  send to text on screen, ${times.length} proposals in Chromium: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`,
  );
  console.log(
    `    first after the server started ${ms(times[0] ?? NaN)}; first after ${Math.round(idleMs / 1000)} s idle ${ms(times[afterIdleIndex] ?? NaN)}; slowest ${ms(Math.max(...times))}`,
  );
}
