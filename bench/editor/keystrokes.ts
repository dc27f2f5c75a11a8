import type { Browser, CDPSession, Page } from "playwright-core";
import { tracedKeystrokeWork } from "./keystroke-work.js";

interface Session {
  user: unknown;
  access_token: string;
  refresh_token: string;
}

async function call<T>(baseUrl: string, route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function benchSession(baseUrl: string): Promise<Session> {
  const credentials = { email: "editor-bench@example.com", password: "editor benchmark 1" };
  await call(baseUrl, "auth/register/", {
    first_name: "Bench",
    last_name: "Mark",
    username: "editorbench",
    password_confirm: credentials.password,
    ...credentials,
  });
  return call<Session>(baseUrl, "auth/login/", credentials);
}

export async function createDocument(baseUrl: string, session: Session, title: string, html: string): Promise<string> {
  const { id } = await call<{ id: string }>(baseUrl, "documents/", { title, document: html }, session.access_token);
  return id;
}

/** Opens the document in the real editor with the caret at the end of a paragraph in its middle. */
export async function openAtMiddleParagraph(
  browser: Browser,
  baseUrl: string,
  session: Session,
  documentId: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const persisted = JSON.stringify({
    auth: JSON.stringify({
      user: session.user,
      authType: "email",
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  await context.addInitScript((value: string) => localStorage.setItem("persist:root", value), persisted);
  const page = await context.newPage();
  try {
    await page.goto(`/proposals/${documentId}`);
    const paragraphs = page.locator(".scopewise-document > p");
    await paragraphs.first().waitFor({ timeout: 30_000 });
    const target = paragraphs.nth(Math.floor((await paragraphs.count()) / 2));
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await page.keyboard.press("End");
  } catch (error) {
    await context.close();
    throw error;
  }
  return { page, close: () => context.close() };
}

/** Types into the open editor; each keystroke is timed from its keydown to the frame after the editor updated. */
export async function typingLatencies(page: Page, keystrokes: number): Promise<number[]> {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples = samples;
    document.addEventListener(
      "keydown",
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start), 0));
      },
      true,
    );
  });
  await typeText(page, keystrokes);
  return await page.evaluate(() => (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples.slice());
}

/** Types `keystrokes` characters of plain prose at a steady 25 keys a second, then lets the page settle. */
async function typeText(page: Page, keystrokes: number): Promise<void> {
  const text = "the quick brown fox jumps over the lazy dog ".repeat(Math.ceil(keystrokes / 44)).slice(0, keystrokes);
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForTimeout(300);
}

/** The same typing again, traced: each keystroke's main-thread work (see keystroke-work.ts). */
export function typingWork(page: Page, keystrokes: number): Promise<number[]> {
  return tracedKeystrokeWork(page, () => typeText(page, keystrokes));
}

export interface TypingFigures {
  /** Milliseconds from each keydown to the frame after the editor updated. */
  latencies: number[];
  /** Milliseconds of renderer main-thread work per keystroke (Chromium's own count): less sensitive to a busy machine. */
  mainThreadPerKeystroke: number;
  /** Each keystroke's main-thread work from a trace of a second round of typing, in milliseconds. */
  work: number[];
}

async function mainThreadSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
  return metrics.find((metric) => metric.name === "TaskDuration")?.value ?? NaN;
}

/**
 * The same typing into a bare contenteditable paragraph (no editor, no app): the floor of the
 * keydown-to-next-frame measure on this machine. It waits for the next frame, up to one frame
 * interval (16.7 ms at 60 Hz) whatever the page does, so its p95 is close to a frame even for no work.
 */
export async function bareContentEditableLatencies(
  browser: Browser,
  keystrokes: number,
): Promise<{ latencies: number[]; work: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.setContent(
      '<div contenteditable="true" style="font: 16px sans-serif; padding: 1em"><p>A paragraph to type into</p></div>',
    );
    await page.locator("p").click();
    await page.keyboard.press("End");
    const latencies = await typingLatencies(page, keystrokes);
    return { latencies, work: await typingWork(page, keystrokes) };
  } finally {
    await context.close();
  }
}

/** Opens the document in the real editor, puts the caret at the end of a paragraph in its middle and types. */
export async function keystrokeLatencies(
  browser: Browser,
  baseUrl: string,
  session: Session,
  documentId: string,
  keystrokes: number,
): Promise<TypingFigures> {
  const { page, close } = await openAtMiddleParagraph(browser, baseUrl, session, documentId);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const before = await mainThreadSeconds(cdp);
    const latencies = await typingLatencies(page, keystrokes);
    const mainThreadPerKeystroke = (((await mainThreadSeconds(cdp)) - before) * 1000) / keystrokes;
    return { latencies, mainThreadPerKeystroke, work: await typingWork(page, keystrokes) };
  } finally {
    await close();
  }
}
