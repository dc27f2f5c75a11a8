import { describe, expect, it } from "vitest";
import { understandRequest } from "../src/index.js";

/** A stated length of a campaign or retainer is a value of the Brief, with its words, never an unplaced number. */
describe("stated lengths of marketing work", () => {
  it.each([
    [
      "We want an SEO agency on a 12-month retainer at about $4,000 a month for our law firm in Chicago.",
      52,
      "12-month",
    ],
    ["Social media management for our restaurant group, €2.500 al mes durante 6 meses", 26, "6 meses"],
  ])("%s", (text, weeks, words) => {
    const brief = understandRequest(text).brief;
    expect(brief.fields?.duration_weeks).toMatchObject({ value: weeks, source: words });
    for (const unplaced of brief.not_understood ?? []) expect(unplaced).not.toContain(words);
  });

  it("other numbers near the length are still listed when nothing places them", () => {
    const brief = understandRequest("A 12-month content retainer with 4 blog posts a month for our bakery").brief;
    expect(brief.fields?.duration_weeks?.value).toBe(52);
    expect((brief.not_understood ?? []).some((words) => words.includes("4 blog posts"))).toBe(true);
  });
});
