/**
 * Extractions a reasonable reader gets right and the engine currently gets wrong.
 * Regressions: each test asserts a reading the extractor once got wrong
 * (vitest then reports it as an unexpected pass, so the marker must be removed).
 */
import { describe, expect, it } from "vitest";
import { estimate, extractBrief } from "../src/index.js";

const WEEKS_PER_MONTH = 52 / 12;

describe("known extraction defects", () => {
  // extract-brief.ts quality: /\b(budget|...)\b/ → "basic" fires on the word "budget" used as a request.
  it("one software feature word alone does not make a handbook software; two do, and so does a software word", () => {
    expect(extractBrief("Write an employee handbook with policies, onboarding guide and review").domain).toBe("other");
    expect(extractBrief("An online shop with Stripe payments").domain).toBe("software");
    expect(extractBrief("a mobile app with onboarding and reviews").domain).toBe("software");
  });

  it("'risk analysis and budget for …' (spec example) keeps standard quality", () => {
    expect(extractBrief("risk analysis and budget for a 3-storey office building of 2,000 m²").quality).toBe(
      "standard",
    );
  });

  it("'with a £30k budget' keeps standard quality", () => {
    expect(extractBrief("gala dinner for 200 guests with a £30k budget").quality).toBe("standard");
  });

  // numbers.ts: NUMBER_WORD includes "a"/"an", and parseNumber adds UNITS.a = 1 to what follows.
  it("'a three-storey office building' has 3 floors", () => {
    expect(extractBrief("a three-storey office building of 2,000 m²").quantities.floors).toBe(3);
  });

  it("'a single-storey school' has 1 floor", () => {
    expect(extractBrief("a single-storey school building of 1,200 sqm").quantities.floors).toBe(1);
  });

  it("'build a two storey house' has 2 floors", () => {
    expect(extractBrief("build a two storey house of 180 m2").quantities.floors).toBe(2);
  });

  it("'an eight-week Instagram campaign' lasts 8 weeks (its length, not a deadline)", () => {
    expect(extractBrief("an eight-week Instagram campaign").duration_weeks).toBe(8);
  });

  it("'a two-day conference' lasts 2 days", () => {
    expect(extractBrief("a two-day conference for 300 attendees").quantities.days).toBe(2);
  });

  it("'over a dozen weeks' is 12 weeks", () => {
    expect(extractBrief("a product launch campaign on YouTube over a dozen weeks").duration_weeks).toBe(12);
    expect(extractBrief("write an employee handbook over a dozen weeks").deadline_weeks).toBe(12);
  });

  // quantities.ts durationWeeksIn takes only the first "<n> <unit>"; for events a day count there
  // makes it give up, so the later "in 6 months" is lost.
  it("an event's '… in 6 months' deadline survives an earlier day count", () => {
    const b = extractBrief("a 2-day conference for 300 attendees in 6 months");
    expect(b.quantities.days).toBe(2);
    expect(Math.abs((b.deadline_weeks ?? NaN) - 6 * WEEKS_PER_MONTH)).toBeLessThanOrEqual(0.1);
  });

  // quantities.ts areaIn: NUMBER_PATTERN ends in \b, which never holds between "2000" and "m²".
  it("'2000m²' (no space) is an area of 2,000 m²", () => {
    expect(extractBrief("office building of 2000m² in London").quantities.area_m2).toBe(2000);
  });

  it("'1500sqm' (no space) is an area of 1,500 m²", () => {
    expect(extractBrief("a warehouse of 1500sqm").quantities.area_m2).toBe(1500);
  });

  // Any "<n> years" becomes deadline_weeks; above 520 briefSchema.parse throws a ZodError.
  it("'a company with 20 years of history' does not throw and sets no 1,040-week deadline", () => {
    const b = extractBrief("a website for a company with 20 years of history");
    expect(b.deadline_weeks).toBeUndefined();
  });

  it("'respondents aged 18-35 years' does not throw", () => {
    expect(() => extractBrief("a survey of 500 respondents aged 18-35 years")).not.toThrow();
  });

  // participants > 1,000,000 (schema maximum) also throws instead of being capped or dropped.
  it("'a survey of 1.2 million customers' does not throw", () => {
    expect(() => extractBrief("a survey of 1.2 million customers")).not.toThrow();
  });

  // "a week" matches the duration pattern, so a frequency becomes a one-week deadline.
  it("'3 posts a week' is a frequency, not a one-week deadline", () => {
    expect(extractBrief("Instagram campaign with 3 posts a week, $5k").deadline_weeks).toBeUndefined();
  });

  // money.ts only knows amounts with a currency; "a budget of 50,000" is lost.
  it("'a budget of 50,000' is a budget of 50,000 in the default currency", () => {
    expect(extractBrief("a mobile app with a budget of 50,000").budget).toBe(50_000);
  });

  // DOMAIN_WORDS.software has no "landing page"; "build" scores for construction.
  it("'build a landing page' is software", () => {
    expect(extractBrief("a couple of weeks to build a landing page").domain).toBe("software");
  });

  // LEADING_ASKS only strips "help me" / "we need" when an estimate word and for/of/to follow.
  it("'Help me plan a workshop …' is titled after the workshop", () => {
    expect(extractBrief("Help me plan a workshop for twenty-five people").title).not.toMatch(/^help me/i);
  });

  it("'We need an iOS and Android app …' is titled after the app", () => {
    expect(extractBrief("We need an iOS and Android app for food delivery with GPS tracking").title).not.toMatch(
      /^we need/i,
    );
  });
});

describe("known round-trip defects (keys the extractor emits, the models ignore)", () => {
  // research.ts re-matches quantities.methods with keyword regexes; "focus_groups" matches none.
  it("research: quantities.methods ['focus_groups'] plans focus groups", () => {
    const e = estimate(
      { domain: "research", title: "Study", summary: "A study", quantities: { methods: ["focus_groups"] } },
      200,
    );
    expect(Object.keys(e.metrics)).toContain("focus_groups_groups");
  });

  it("research: an extracted focus-group brief does plan focus groups (the summary carries the words)", () => {
    const e = estimate(extractBrief("market research with 4 focus groups"), 200);
    expect(e.metrics.focus_groups_groups).toBe(4);
  });
});

describe("budget, team and scope items read in context", () => {
  // Once a defect: the budget was simply the first amount.
  it.each([
    ["Google Ads campaign targeting a $2 cost per click, with a budget of $10,000", 10_000],
    ["We pay $15 per hour for moderators; total budget $40k for the app", 40_000],
    ["A $500/month hosting plan and a website with up to $12,000 to spend", 12_000],
    ["Between €10k and €15k for a TikTok campaign", 15_000],
  ])("%s → budget %d", (text, budget) => {
    expect(extractBrief(text).budget).toBe(budget);
  });

  it("space-separated thousands keep their value and currency word", () => {
    const b = extractBrief("Facebook campaign, budget 120 000 euros");
    expect([b.budget, b.currency]).toEqual([120_000, "EUR"]);
  });

  // Once a defect: "budget of 5000 EUR", "team of 3", "needs to launch by March" became 60-hour scope items.
  it("budget, team and time phrases are not scope items", () => {
    const b = extractBrief(
      "Organise our office move with a budget of 5000 EUR, a team of 3, new furniture and IT setup, needs to launch by March",
    );
    expect(b.features).toEqual(["new furniture", "IT setup"]);
    expect(b.team_size).toBe(3);
    expect([b.budget, b.currency]).toEqual([5_000, "EUR"]);
  });

  // Once a defect: the 40 people moved were taken as the delivery team.
  it("'for a team of 40 people' is who the work is for, not the team doing it", () => {
    expect(extractBrief("office move for a team of 40 people").team_size).toBeUndefined();
    expect(extractBrief("a 3-storey office of 2,000 m² for 40 staff").team_size).toBeUndefined();
    expect(extractBrief("office move for 40 people, with a team of 4 movers").team_size).toBe(4);
  });

  // Once a defect: "An online shop with Stripe payments" was classed "other".
  it("catalogue capabilities count towards software", () => {
    expect(extractBrief("An online shop with Stripe payments").domain).toBe("software");
    expect(extractBrief("a booking system with reminders").domain).toBe("software");
    expect(extractBrief("an Instagram campaign for our video course").domain).toBe("marketing");
  });

  // Once a defect: titles were cut inside an amount ("… budget of ₦2").
  it("a shortened title never ends inside an amount", () => {
    for (const text of [
      "Organise a product launch party for our fintech startup in Lagos, budget of ₦2 million for 300 guests",
      "Plan a customer conference for our retail partners across the region with a budget of $2.5 million",
    ]) {
      const { title } = extractBrief(text);
      expect(title).not.toMatch(/[$€£¥₹₦]\s*[\d.,]*$|\d$|\b(of|budget)$/);
    }
  });
});
