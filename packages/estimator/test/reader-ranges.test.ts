import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

describe("a figure outside the Brief's ranges", () => {
  it.each([
    ["A survey of our 2,000,000 members about the new loyalty scheme.", "2,000,000 members"],
    ["Encuesta a 2.000.000 clientes de nuestra cadena en México.", "2.000.000 clientes"],
    ["Focus groups with patients; 4,500,000 participants are in the programme.", "4,500,000 participants"],
  ])("is listed as not understood, never an error: %s", (text, words) => {
    const { brief } = understandRequest(text);
    expect(brief.not_understood).toContain(words);
    expect(Object.values(brief.quantities).every((v) => typeof v !== "number" || v <= 1_000_000)).toBe(true);
    expect(() => estimate(brief, 100)).not.toThrow();
  });

  it("never makes the reader throw, whatever the count", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.constantFrom(
          "respondents",
          "participants",
          "users",
          "guests",
          "interviews",
          "m²",
          "parking spaces",
          "servers",
        ),
        (n, unit) => {
          expect(() => understandRequest(`A project for ${n.toLocaleString("en-US")} ${unit} in Leeds.`)).not.toThrow();
        },
      ),
      { numRuns: 60 },
    );
  });
});
