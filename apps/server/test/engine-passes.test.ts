import { calibrateOrganisation, estimate, understandRequest } from "@scopewise/estimator";
import { afterAll, describe, expect, it } from "vitest";
import { enginePassesIn } from "../src/modules/generation/engine-passes.js";
import { sanitizeDocumentHtml } from "../src/html/sanitize.js";
import { createFileWorkers } from "../src/workers/file-tasks.js";

const REQUEST = "Estimate the timeline and cost for a mobile app with payments and chat, for iOS and Android.";
const SIZED = "A claims system of 400 function points in Java.";
/** An organisation whose recorded projects took twice their estimates. */
const SLOW = calibrateOrganisation(
  Array.from({ length: 12 }, () => ({ estimatedP50Hours: 1_000, actualHours: 2_000 })),
);

describe("a generation's CPU-heavy passes in the file workers", () => {
  const workers = createFileWorkers({ warn: () => undefined });
  afterAll(() => workers.close());
  const passes = enginePassesIn(workers);

  it("read, price and sanitize exactly as on the event loop", async () => {
    const understood = await passes.understand(REQUEST);
    expect(understood).toEqual(understandRequest(REQUEST));
    const priced = await passes.estimate(understood.brief, calibrateOrganisation([]));
    expect(priced).toEqual(estimate(understood.brief, undefined, { organisation: calibrateOrganisation([]) }));
    // The owner's calibration reaches the worker: a stated size is priced with it there as here.
    const sized = understandRequest(SIZED).brief;
    const calibrated = await passes.estimate(sized, SLOW);
    expect(calibrated).toEqual(estimate(sized, undefined, { organisation: SLOW }));
    expect(calibrated.effort_hours?.p50 ?? 0).toBeGreaterThan(estimate(sized).effort_hours?.p50 ?? 0);
    const html = '<h2 onclick="alert(1)">Scope</h2><script>alert(2)</script><p>Twelve racks.</p>';
    expect(await passes.sanitize(html)).toBe(sanitizeDocumentHtml(html));
    expect(await passes.sanitize(html)).not.toMatch(/script|onclick/);
  }, 120_000);
});
