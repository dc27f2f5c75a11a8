import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const KINDS = new URL("../src/kinds/", import.meta.url).pathname;

/**
 * The request's own text as a kind could reach it: the brief's summary or title (the request on one
 * line), or the words of the request passed in by another name.
 */
const READS_REQUEST_TEXT = /\b\w*[bB]rief\??\.(?:summary|title)\b|\[\s*["'](?:summary|title)["']\s*\]|\bconversation\b/;

/**
 * Files of kinds that still read the request's text, each to move into the reader; the list only
 * shrinks: a file on it that no longer reads the text fails the test until it is taken off.
 */
const STILL_READING = [
  "construction/shared/kind-of.ts",
  "construction/shared/scopes.ts",
  "construction/works/model.ts",
  "software/automation_script/model.ts",
  "software/data_migration/model.ts",
  "software/data_platform/model.ts",
  "software/ecommerce/model.ts",
  "software/integration/model.ts",
  "software/integration/rollout.ts",
  "software/ml_feature/model.ts",
  "software/mobile_app/model.ts",
  "software/shared/application.ts",
  "software/shared/assemble.ts",
  "software/shared/feasibility.ts",
  "software/shared/general-plan.ts",
  "software/shared/site.ts",
  "software/stated-size/drivers.ts",
  "software/stated-size/effort.ts",
  "software/stated-size/model.ts",
  "software/website/model.ts",
];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("kinds price from the brief the reader produced", () => {
  const reading = sourcesUnder(KINDS)
    .filter((file) => READS_REQUEST_TEXT.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(KINDS, file).split(path.sep).join("/"))
    .sort();

  it("no kind reads the request's text again, beyond the files still being moved into the reader", () => {
    expect(reading.filter((file) => !STILL_READING.includes(file))).toEqual([]);
  });

  it("takes a file off the list once it no longer reads the text", () => {
    expect(STILL_READING.filter((file) => !reading.includes(file))).toEqual([]);
  });

  it("finds a kind that reads the text (the check itself works)", () => {
    expect(READS_REQUEST_TEXT.test("const words = `${brief.title} ${brief.summary}`;")).toBe(true);
    expect(READS_REQUEST_TEXT.test("const audience = brief.details?.audience;")).toBe(false);
  });
});
