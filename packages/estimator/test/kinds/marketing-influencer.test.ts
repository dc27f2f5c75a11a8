/**
 * Influencer campaigns: creator fees per post by platform and tier, the agency's work per creator, and any
 * stated paid amplification as its own line. The reference is creator fees at the edges of Influencer
 * Marketing Hub's published bands (the model prices their midpoints) plus the agency's work at Clutch's
 * most common agency rate band ($100–149 an hour) for 4–8 hours per creator and 12 hours of strategy and
 * reporting (a planning assumption of this test).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { constraintOf } from "../fixtures.js";
import { expectInsideReference, expectKindProperties, QUICK } from "./harness.js";
import { brief, expectStatedLine, fromUsd } from "./marketing-support.js";

const creators = (count: number, posts: number, band: [number, number], currency: string, source: string) => ({
  low: fromUsd(count * posts * band[0] + (count * 4 + 12) * 100, currency),
  high: fromUsd(count * posts * band[1] + (count * 8 + 12) * 149, currency),
  currency,
  source: `${source} + Clutch (2024) agency rates $100–149/h`,
});

describe("influencer_campaign", () => {
  it.each([
    ["5 food creators (10k–50k abonnés) in Bordeaux", "micro"],
    ["4 influencers de entre 10 y 50 mil seguidores en Madrid", "micro"],
    ["3 creators of 50k followers on Instagram", "mid"],
    ["2 creators with 2M followers", "mega"],
  ])("reads the follower band of %s as %s", (summary, tier) => {
    expect(
      estimate({ ...brief("influencer_campaign", summary), kind: "influencer_campaign" }, QUICK).metrics.tier,
    ).toBe(tier);
  });

  it("ten micro creators on Instagram for a skincare brand in Paris", () => {
    const e = expectInsideReference(
      brief("influencer_campaign", "10 micro-influencers on Instagram for our skincare brand", {
        location: "Paris",
        currency: "EUR",
      }),
      "influencer_campaign",
      creators(
        10,
        2,
        [100, 500],
        "EUR",
        "Influencer Marketing Hub, Influencer Rates (2024): Instagram micro $100–500 a post",
      ),
    );
    expect(e.metrics.creators).toBe(10);
    expect(e.metrics.posts).toBe(20);
  });

  it("25 nano creators on TikTok in Texas", () => {
    expectInsideReference(
      brief("influencer_campaign", "A TikTok campaign with 25 nano influencers", { location: "Texas" }),
      "influencer_campaign",
      creators(25, 2, [5, 25], "USD", "Influencer Marketing Hub, Influencer Rates (2024): TikTok nano $5–25 a post"),
    );
  });

  it("three mid-tier YouTube creators in London", () => {
    expectInsideReference(
      brief("influencer_campaign", "YouTube campaign with 3 mid-tier creators", {
        location: "London",
        currency: "GBP",
      }),
      "influencer_campaign",
      creators(
        3,
        2,
        [1000, 10000],
        "GBP",
        "Influencer Marketing Hub, Influencer Rates (2024): YouTube mid-tier $1,000–10,000 a video",
      ),
    );
  });

  it("creator fees are posts × the tier's rate per post, a line of their own", () => {
    const e = estimate(brief("influencer_campaign", "10 micro-influencers on Instagram", {}), QUICK);
    const fees = (e.lines ?? []).find((l) => l.item.startsWith("Creator fees"))!;
    expect(fees.unit).toBe("post");
    expect(fees.quantity).toBe(20);
    expect(fees.source).toMatch(/Influencer Marketing Hub/);
  });

  it("stated paid amplification is its own line with a funnel", () => {
    const e = estimate(
      brief("influencer_campaign", "15 micro influencers on TikTok and $4,000 of ad spend to boost the best posts", {}),
      QUICK,
    );
    expectStatedLine(e, 4000);
    expect(Number(e.metrics.tiktok_clicks)).toBeGreaterThan(0);
  });

  it("a total budget too small for three creators with the agency's work is a finding", () => {
    const e = estimate(
      brief("influencer_campaign", "An Instagram influencer campaign with a budget of $1,500", { budget: 1500 }),
      QUICK,
    );
    expect(e.feasible).toBe(false);
    expect(constraintOf(e, "budget")!.message).toMatch(/smallest campaign worth running/);
  });

  it("a stated budget sets how many creators are booked", () => {
    const e = estimate(
      brief("influencer_campaign", "An Instagram influencer campaign with a budget of $40,000", { budget: 40000 }),
      QUICK,
    );
    expect(Number(e.metrics.creators)).toBeGreaterThan(3);
    expect(e.total_cost.expected).toBeLessThanOrEqual(40000);
  });

  it("more creators never cost less", () => {
    expectKindProperties("influencer_campaign", fc.integer({ min: 1, max: 60 }), (n) =>
      brief("influencer_campaign", `${n} micro influencers on Instagram`, { location: "Madrid" }),
    );
  });
});
