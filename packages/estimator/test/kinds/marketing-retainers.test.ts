/**
 * SEO, content and PR retainers: a monthly fee for set deliverables × the months the retainer runs, after
 * onboarding. Reference ranges are published monthly bands × the months (onboarding counted as one more
 * month at the band's top), independent of the model's hours and rates.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { constraintOf } from "../fixtures.js";
import { expectInsideReference, expectKindProperties, QUICK } from "./harness.js";
import { brief, expectStatedLine, fromUsd } from "./marketing-support.js";

/** A monthly band (USD) over `months`, with onboarding counted as one more month at the top. */
const band = (low: number, high: number, months: number, currency: string, source: string) => ({
  low: fromUsd(low * months, currency),
  high: fromUsd(high * (months + 1), currency),
  currency,
  source,
});

/** Search Engine Journal, State of SEO 2024: the most common monthly SEO budget band is $1,001–5,000. */
const seo = (months: number, currency: string) =>
  band(1001, 5000, months, currency, "Search Engine Journal, State of SEO 2024: $1,001–5,000 a month");
/** usefulatlas, Content marketing cost guide (2026): small programmes $700–3,500 a month, mid-size $2,100–7,000. */
const content = (low: number, high: number, months: number, currency: string) =>
  band(low, high, months, currency, "usefulatlas, Content marketing cost guide (2026)");
/** PR Crossing, The Role of Public Relations Agencies (undated): retainers from $4,000 (smallest firms) to $15,000 a month. */
const pr = (months: number, currency: string) =>
  band(
    4000,
    15000,
    months,
    currency,
    "PR Crossing, The Role of Public Relations Agencies (n.d.): $4,000–15,000 a month",
  );

describe("seo_retainer", () => {
  it("a six-month retainer in London", () => {
    const e = expectInsideReference(
      brief("seo_retainer", "An SEO retainer for 6 months", {
        location: "London",
        duration_weeks: 26,
        currency: "GBP",
      }),
      "seo_retainer",
      seo(6, "GBP"),
    );
    expect(e.metrics.months).toBe(6);
    expect(e.assumptions.some((a) => /runs 6 months \(as stated\)/.test(a))).toBe(true);
  });

  it("local SEO for a dental clinic in Texas, length assumed", () => {
    const e = expectInsideReference(
      brief("seo_retainer", "Local SEO for a dental clinic", { location: "Texas" }),
      "seo_retainer",
      seo(6, "USD"),
    );
    expect(e.assumptions.join(" ")).toMatch(/assumed: the request gave no length/);
  });

  it("a twelve-month retainer in Berlin", () => {
    expectInsideReference(
      brief("seo_retainer", "SEO retainer for 12 months for our software company", {
        location: "Berlin",
        duration_weeks: 52,
        currency: "EUR",
      }),
      "seo_retainer",
      seo(12, "EUR"),
    );
  });

  it("monthly fee × months: the deliverable lines add up to the fee times the months, plus onboarding", () => {
    const e = estimate(
      brief("seo_retainer", "An SEO retainer for 6 months with 4 blog posts a month", { duration_weeks: 26 }),
      QUICK,
    );
    expect(e.metrics.articles_per_month).toBe(4);
    const monthly = e.phases[1]!;
    expect(monthly.name).toBe("Retainer delivery: 6 months");
    expect(Math.abs(monthly.cost - Number(e.metrics.monthly_fee) * 6)).toBeLessThanOrEqual(6 * monthly.tasks.length);
    expect(Math.abs(e.phases[0]!.cost - Number(e.metrics.onboarding))).toBeLessThanOrEqual(e.phases[0]!.tasks.length);
    expect(monthly.tasks.every((t) => /a month × 6 months/.test(t.name))).toBe(true);
  });

  it("a retainer shorter than Google's four months says results may not show", () => {
    const e = estimate(brief("seo_retainer", "SEO for two months", { duration_weeks: 8.7 }), QUICK);
    expect(e.assumptions.join(" ")).toMatch(/four months to a year/);
  });

  it("a budget stated per month is compared with the monthly fee", () => {
    const e = estimate(
      brief("seo_retainer", "SEO retainer at £2,000 a month for 6 months", {
        duration_weeks: 26,
        budget: 2000,
        currency: "GBP",
        location: "Manchester",
      }),
      QUICK,
    );
    const c = constraintOf(e, "budget")!;
    expect(c.needed).toBe(e.metrics.monthly_fee);
    expect(c.message).toMatch(/a month is compared with the retainer's monthly fee/);
  });

  it("a stated retainer that cannot fit the deadline says so", () => {
    const e = estimate(
      brief("seo_retainer", "An SEO retainer for 6 months", { duration_weeks: 26, deadline_weeks: 12 }),
      QUICK,
    );
    expect(constraintOf(e, "deadline")).toMatchObject({ fits: false });
    expect(constraintOf(e, "deadline")!.message).toMatch(/Shorten the retainer/);
  });

  it("more months never cost less", () => {
    expectKindProperties("seo_retainer", fc.integer({ min: 1, max: 18 }), (n) =>
      brief("seo_retainer", "An SEO retainer", { duration_weeks: n * 4.345, location: "Toronto" }),
    );
  });

  it("asks about the site, the search market and who implements fixes; no media lines", () => {
    const e = estimate(brief("seo_retainer", "An SEO retainer", {}), QUICK);
    expect((e.questions ?? []).join(" ")).toMatch(/pages/);
    expect((e.lines ?? []).some((l) => /Media spend/.test(l.item))).toBe(false);
    expect(Object.keys(e.metrics).some((k) => k.endsWith("_impressions"))).toBe(false);
  });
});

describe("content_marketing", () => {
  it("four articles and a newsletter a month for six months in Berlin", () => {
    const e = expectInsideReference(
      brief("content_marketing", "Content marketing: 4 blog posts a month and a newsletter for 6 months", {
        location: "Berlin",
        duration_weeks: 26,
        currency: "EUR",
      }),
      "content_marketing",
      content(2100, 7000, 6, "EUR"),
    );
    expect(e.metrics.articles_per_month).toBe(4);
    expect(Number(e.metrics.newsletters_per_month)).toBeGreaterThan(0);
  });

  it("two posts a month for an accountancy firm in Manchester, length assumed", () => {
    const e = expectInsideReference(
      brief("content_marketing", "Two blog posts a month for our accountancy firm", {
        location: "Manchester",
        currency: "GBP",
      }),
      "content_marketing",
      content(700, 3500, 6, "GBP"),
    );
    expect(e.metrics.articles_per_month).toBe(2);
  });

  it("eight articles a month for a year in Texas", () => {
    expectInsideReference(
      brief("content_marketing", "8 articles a month for 12 months", { location: "Texas", duration_weeks: 52 }),
      "content_marketing",
      content(2100, 7000, 12, "USD"),
    );
  });

  it("a stated promotion budget is its own line, priced as given", () => {
    const e = estimate(
      brief("content_marketing", "4 articles a month for 6 months with $6,000 of paid media to promote them", {
        duration_weeks: 26,
      }),
      QUICK,
    );
    expectStatedLine(e, 6000);
  });

  it("more articles a month never cost less", () => {
    expectKindProperties("content_marketing", fc.integer({ min: 1, max: 20 }), (n) =>
      brief("content_marketing", `${n} blog posts a month`, { location: "Lisbon" }),
    );
  });
});

describe("pr_campaign", () => {
  it("a national fintech launch campaign in New York for three months", () => {
    const e = expectInsideReference(
      brief("pr_campaign", "A national PR campaign for our fintech launch for 3 months", {
        location: "New York",
        duration_weeks: 13,
      }),
      "pr_campaign",
      pr(3, "USD"),
    );
    expect(Number(e.metrics.media_list)).toBeGreaterThan(60);
  });

  it("local PR for a restaurant opening in Texas, length assumed", () => {
    expectInsideReference(
      brief("pr_campaign", "Local PR for our restaurant opening", { location: "Texas" }),
      "pr_campaign",
      pr(3, "USD"),
    );
  });

  it("a twelve-month retainer in London with two press releases a month", () => {
    const e = expectInsideReference(
      brief("pr_campaign", "PR retainer for 12 months with 2 press releases a month", {
        location: "London",
        duration_weeks: 52,
        currency: "GBP",
      }),
      "pr_campaign",
      pr(12, "GBP"),
    );
    expect(e.metrics.press_releases_per_month).toBe(2);
  });

  it("more months never cost less; coverage is earned, so nothing is priced as media", () => {
    expectKindProperties("pr_campaign", fc.integer({ min: 1, max: 18 }), (n) =>
      brief("pr_campaign", "A PR campaign", { duration_weeks: n * 4.345, location: "Paris" }),
    );
    const e = estimate(brief("pr_campaign", "A PR campaign", {}), QUICK);
    expect(e.non_labor_cost).toBe(0);
    expect((e.questions ?? []).join(" ")).toMatch(/media matter most/);
  });
});
