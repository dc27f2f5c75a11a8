import type { Page } from "playwright-core";
import type { TraceEvent } from "./trace-summary.js";

/** A trace event with its start time (microseconds) and, for dispatched DOM events, their type. */
interface TimedEvent extends TraceEvent {
  ts: number;
  args?: TraceEvent["args"] & { data?: { type?: string } };
}

/** The renderer's top-level tasks: every piece of main-thread work runs inside one of them. */
const TOP_LEVEL_TASK = "ThreadControllerImpl::RunTask";

/**
 * Milliseconds of renderer main-thread work each keystroke caused, from Chromium's trace: the
 * top-level tasks from the one that dispatched its keydown up to the one dispatching the next
 * keystroke (the insertion, the editor's transaction and its plugins, React, timers it set, style,
 * layout and paint). Unlike keydown-to-next-frame it does not include waiting for the frame, so a
 * keystroke fits in a 60 Hz frame when this stays under 16.7 ms.
 */
export function workPerKeystroke(events: readonly TimedEvent[]): number[] {
  const main = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  if (!main) return [];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const tasks = onMain
    .filter((event) => event.name === TOP_LEVEL_TASK && event.ph === "X" && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const keydowns = onMain
    .filter((event) => event.name === "EventDispatch" && event.args?.data?.type === "keydown")
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  // The task each keydown was dispatched in: where that keystroke's work starts.
  const starts = keydowns
    .map((at) => tasks.find((task) => task.ts <= at && at <= task.ts + (task.dur ?? 0))?.ts)
    .filter((start): start is number => start !== undefined);
  const work: number[] = [];
  for (let index = 0; index + 1 < starts.length; index++) {
    const from = starts[index]!;
    const to = starts[index + 1]!;
    const busy = tasks
      .filter((task) => task.ts >= from && task.ts < to)
      .reduce((sum, task) => sum + (task.dur ?? 0), 0);
    work.push(busy / 1000);
  }
  return work;
}

/** Runs `type` with a light trace of the page's renderer and returns each keystroke's main-thread work. */
export async function tracedKeystrokeWork(page: Page, type: () => Promise<void>): Promise<number[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error("the page has no browser to trace");
  await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline"] });
  await type();
  const trace = await browser.stopTracing();
  return workPerKeystroke((JSON.parse(trace.toString()) as { traceEvents: TimedEvent[] }).traceEvents);
}
