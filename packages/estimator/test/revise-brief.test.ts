import { describe, expect, it } from "vitest";
import { extractBrief, reviseBrief } from "../src/index.js";

describe("revising a brief from an instruction", () => {
  const campaign = extractBrief("An eight-week Instagram campaign with a budget of €12,000");

  it("reads a budget given without a currency in the brief's own currency", () => {
    const { brief, changes } = reviseBrief(campaign, "update the estimate for a budget of 60k");
    expect([brief.budget, brief.currency]).toEqual([60_000, "EUR"]);
    expect(changes).toEqual(["a budget of 60,000 EUR"]);
  });

  it("takes a budget's stated currency over the brief's", () => {
    const { brief } = reviseBrief(campaign, "what if the budget were $25,000");
    expect([brief.budget, brief.currency]).toEqual([25_000, "USD"]);
  });

  it("changes nothing for an instruction that names no budget", () => {
    const { brief, changes } = reviseBrief(campaign, "make it friendlier");
    expect(changes).toEqual([]);
    expect(brief).toEqual(campaign);
  });
});
