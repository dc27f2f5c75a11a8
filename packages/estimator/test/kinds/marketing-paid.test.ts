/**
 * Paid campaigns and product launches: a media plan priced apart from the agency's fees. Reference
 * ranges come from published fee structures (management fees, launch engagements, PR retainers) around
 * the media the request states, not from the model's own hours and rates.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { constraintOf, sum } from "../fixtures.js";
import { expectConsistent, expectInsideReference, expectKindProperties, QUICK } from "./harness.js";
import { brief, expectStatedLine, fromUsd } from "./marketing-support.js";

/**
 * Search Engine Land, "Ask the PPC: How much should PPC management cost?" (c. 2022): fixed management fees
 * run from $500 to $2,500 a month. A campaign costs its stated media plus that fee for its months of
 * set-up and flight.
 */
const managed = (media: number, months: [number, number], currency: string) => ({
  low: media + fromUsd(500 * months[0], currency),
  high: media + fromUsd(2500 * months[1], currency),
  currency,
  source: "stated media + Search Engine Land, Ask the PPC (c. 2022): PPC management $500–2,500 a month",
});

describe("paid_campaign: inside published ranges", () => {
  it("Google Ads and Meta in Madrid with €5,000 of media (two-month flight, up to four months of fees)", () => {
    const e = expectInsideReference(
      brief("paid_campaign", "Google Ads and Meta campaign in Madrid with €5,000 media", {
        location: "Madrid",
        budget: 5000,
        currency: "EUR",
      }),
      "paid_campaign",
      managed(5000, [2, 4], "EUR"),
    );
    expectStatedLine(e, 5000);
    expect(constraintOf(e, "budget")).toMatchObject({ stated: 5000, needed: 5000, fits: true });
    expect(e.feasible).toBe(true);
  });

  it("a LinkedIn campaign in New York with $15,000 of ad spend over three months", () => {
    const e = expectInsideReference(
      brief("paid_campaign", "A LinkedIn campaign in New York with $15,000 of ad spend over 3 months", {
        location: "New York",
        budget: 15000,
        duration_weeks: 13,
      }),
      "paid_campaign",
      managed(15000, [3, 4], "USD"),
    );
    expectStatedLine(e, 15000);
    expect(Number(e.metrics.linkedin_clicks)).toBeGreaterThan(0);
  });

  it("Google Ads in Texas at $3,000 a month of ad spend for six months", () => {
    // $3,000 a month over 26 weeks (4.345 weeks a month), shown to the nearest 10 as every figure above 10,000.
    const media = Math.round((3000 * 26) / 4.345 / 10) * 10;
    const e = expectInsideReference(
      brief("paid_campaign", "Google Ads campaign in Texas with $3,000 a month ad spend for 6 months", {
        location: "Texas",
        duration_weeks: 26,
      }),
      "paid_campaign",
      managed(media, [6, 7], "USD"),
    );
    expectStatedLine(e, media);
  });

  it("a total budget of £60,000 in London pays the fees first and the rest is media", () => {
    const e = estimate(
      brief(
        "paid_campaign",
        "Campaign on Google Ads, Instagram, YouTube and TikTok in London, total budget £60,000 for 12 weeks",
        { location: "London", budget: 60000, currency: "GBP", duration_weeks: 12 },
      ),
      QUICK,
    );
    expect(e.total_cost.expected).toBeLessThanOrEqual(60000);
    expect(e.total_cost.expected).toBeGreaterThanOrEqual(0.97 * 60000);
    const media = (e.lines ?? []).filter((l) => l.item.startsWith("Media spend"));
    expect(media).toHaveLength(4);
    expect(sum(media.map((l) => l.cost))).toBe(Number(e.metrics.media_spend));
    expect(media.every((l) => l.source === "the stated budget less the agency's fees")).toBe(true);
    expect(e.assumptions.join(" ")).toMatch(/come first, and the rest, .* is the media spend/);
    expect((e.questions ?? []).join(" ")).toMatch(/whole budget .* or the media spend alone/);
  });
});

describe("paid_campaign: a media plan with a funnel per channel", () => {
  const e = estimate(
    brief("paid_campaign", "Google Ads and Meta campaign in Madrid with €5,000 media", {
      location: "Madrid",
      budget: 5000,
      currency: "EUR",
    }),
    QUICK,
  );

  it("reports impressions, clicks, leads and cost per lead per channel, adding up to the media", () => {
    for (const key of ["search", "meta"]) {
      for (const metric of ["spend", "impressions", "clicks", "conversions", "cost_per_lead"])
        expect(Number(e.metrics[`${key}_${metric}`])).toBeGreaterThan(0);
      expect(Number(e.metrics[`${key}_clicks`])).toBeLessThan(Number(e.metrics[`${key}_impressions`]));
    }
    expect(Number(e.metrics.search_spend) + Number(e.metrics.meta_spend)).toBe(5000);
    expect(
      Math.abs(
        Number(e.metrics.total_conversions) - Number(e.metrics.search_conversions) - Number(e.metrics.meta_conversions),
      ),
    ).toBeLessThanOrEqual(1);
    expect(e.assumptions.some((a) => /impressions, .* clicks and .* leads/.test(a))).toBe(true);
  });

  it("keeps fees out of the media line: management is its own line, labour lines are hours × rates", () => {
    const lines = e.lines ?? [];
    const fee = lines.find((l) => l.item.startsWith("Media management fee"))!;
    expect(fee.cost).toBe(Number(e.metrics.management_fee));
    expect(lines.filter((l) => l.unit === "hour").length).toBeGreaterThanOrEqual(5);
    for (const l of lines)
      expect(Math.abs(l.quantity * l.unit_cost - l.cost)).toBeLessThanOrEqual(Math.max(1, 0.01 * l.cost));
  });

  it("asks what would narrow the estimate, about paid media only", () => {
    expect((e.questions ?? []).length).toBeGreaterThanOrEqual(3);
    expect((e.questions ?? []).join(" ")).toMatch(/conversion/);
    expect((e.questions ?? []).join(" ")).not.toMatch(/press|SEO|articles|creators/);
  });
});

describe("paid_campaign: feasibility", () => {
  it("a stated media spend below the smallest readable test is a finding, priced as stated", () => {
    const e = estimate(brief("paid_campaign", "A LinkedIn campaign with $500 of media", { budget: 500 }), QUICK);
    expectStatedLine(e, 500);
    expect(e.feasible).toBe(false);
    expect(constraintOf(e, "budget")!.message).toMatch(/smallest readable test .* at least/);
  });

  it("a total budget that the fees alone use up prices the smallest campaign worth running", () => {
    const e = estimate(
      brief("paid_campaign", "Google Ads and Meta campaign with a budget of $2,000", { budget: 2000 }),
      QUICK,
    );
    expect(e.feasible).toBe(false);
    expect(Number(e.metrics.media_spend)).toBeGreaterThan(0);
    expect(constraintOf(e, "budget")!.message).toMatch(/smallest campaign worth running/);
  });

  it("a flight that cannot fit the deadline says so", () => {
    const e = estimate(
      brief("paid_campaign", "A 6-week Instagram campaign", { duration_weeks: 6, deadline_weeks: 4 }),
      QUICK,
    );
    expect(constraintOf(e, "deadline")).toMatchObject({ fits: false });
    expect(e.feasible).toBe(false);
  });
});

describe("paid_campaign: properties", () => {
  it("more stated media never costs less, and the media line is the stated figure", () => {
    expectKindProperties("paid_campaign", fc.integer({ min: 1000, max: 400_000 }), (n) =>
      brief("paid_campaign", `Google Ads and Meta campaign with $${n.toLocaleString("en-US")} of media`),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 400_000 }), fc.constantFrom("USD", "EUR", "GBP"), (n, currency) => {
        const symbol = { USD: "$", EUR: "€", GBP: "£" }[currency];
        const e = estimate(
          brief("paid_campaign", `A TikTok and YouTube campaign with ${symbol}${n.toLocaleString("en-US")} of media`, {
            currency,
          }),
          QUICK,
        );
        expectConsistent(e);
        expectStatedLine(e, n >= 10_000 ? Math.round(n / 10) * 10 : n);
      }),
      { numRuns: 15 },
    );
  });

  it("a longer flight with no stated media never costs less", () => {
    expectKindProperties("paid_campaign", fc.integer({ min: 1, max: 26 }), (n) =>
      brief("paid_campaign", "A campaign on Instagram and LinkedIn", { duration_weeks: n, location: "Berlin" }),
    );
  });
});

/**
 * usefulatlas, Content marketing cost guide (2026): one-time strategy or launch engagements $3,500–10,000;
 * PR Crossing, The Role of Public Relations Agencies (undated): PR retainers $4,000 (smallest firms) to
 * $15,000 a month, one month around the launch; PPC management as above for the flight's months.
 */
const launch = (media: number, flightMonths: [number, number], currency: string) => ({
  low: media + fromUsd(3500 + 4000 + 500 * flightMonths[0], currency),
  high: media + fromUsd(10000 + 15000 + 2500 * flightMonths[1], currency),
  currency,
  source:
    "stated media + usefulatlas (2026) launch engagements + PR Crossing (n.d.) PR retainers + Search Engine Land (c. 2022) PPC management",
});

describe("product_launch: inside published ranges", () => {
  it("an app launch in Madrid with Google Ads and Meta and €20,000 of media", () => {
    const e = expectInsideReference(
      brief("product_launch", "Launch of our new app with Google Ads and Meta and €20,000 media", {
        location: "Madrid",
        budget: 20000,
        currency: "EUR",
      }),
      "product_launch",
      launch(20000, [1, 2], "EUR"),
    );
    expectStatedLine(e, 20000);
  });

  it("a B2B SaaS launch in New York on LinkedIn with $30,000 of media", () => {
    const e = expectInsideReference(
      brief("product_launch", "Product launch for our B2B SaaS on LinkedIn with $30,000 media", {
        location: "New York",
        budget: 30000,
      }),
      "product_launch",
      launch(30000, [1, 2], "USD"),
    );
    expectStatedLine(e, 30000);
  });

  it("a board game launch in Texas with $8,000 of ad spend on Meta", () => {
    const e = expectInsideReference(
      brief("product_launch", "Launch of a new board game with $8,000 of ad spend on Meta", { location: "Texas" }),
      "product_launch",
      launch(8000, [1, 2], "USD"),
    );
    expectStatedLine(e, 8000);
    expect(e.phases.map((p) => p.name)).toEqual([
      "Launch strategy and positioning",
      "Launch assets, press and setup",
      "Launch flight",
      "Measurement and reporting",
    ]);
  });

  it("more stated launch media never costs less", () => {
    expectKindProperties("product_launch", fc.integer({ min: 2000, max: 300_000 }), (n) =>
      brief("product_launch", `Launch of our app with $${n.toLocaleString("en-US")} of media on Meta`, {
        location: "Lisbon",
      }),
    );
  });

  it("asks about the launch date and existing assets", () => {
    const e = estimate(brief("product_launch", "Launch of a new board game", { location: "Texas" }), QUICK);
    expect((e.questions ?? []).join(" ")).toMatch(/launch date/);
    expect(e.assumptions.join(" ")).toMatch(/No media spend was stated: .* is recommended \(an assumption\)/);
  });
});
