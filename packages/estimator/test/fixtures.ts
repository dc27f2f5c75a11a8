/**
 * Shared briefs, arbitraries and helpers for the estimator tests.
 * Expected values in the tests are derived from published formulas or from the
 * brief itself, never copied from the engine's output.
 */
import type { BriefInput, Domain, Estimate } from "@scopewise/shared";
import fc from "fast-check";

export const DOMAINS: Domain[] = ["software", "construction", "marketing", "event", "research", "other"];

/** One representative brief per domain. */
export const SAMPLE_BRIEFS: Record<Domain, BriefInput> = {
  software: {
    domain: "software",
    title: "Marketplace app",
    summary: "A mobile app with payments, chat and an admin panel",
    features: ["payments", "chat", "admin"],
  },
  construction: {
    domain: "construction",
    title: "Office",
    summary: "A 3-storey office building",
    quantities: { area_m2: 2000, floors: 3 },
    building_type: "office",
  },
  marketing: {
    domain: "marketing",
    title: "Launch",
    summary: "Launch campaign on Instagram and Google Ads",
    budget: 40_000,
  },
  event: {
    domain: "event",
    title: "Conference",
    summary: "A two-day conference",
    quantities: { attendees: 300, days: 2 },
    location: "Berlin",
  },
  research: {
    domain: "research",
    title: "Study",
    summary: "20 interviews and a survey of 500 respondents",
    quantities: { participants: 20 },
  },
  other: {
    domain: "other",
    title: "Handbook",
    summary: "An employee handbook",
    features: ["Policies", "Onboarding guide", "Review"],
  },
};

export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

export function phaseTotal(e: Estimate): number {
  return sum(e.phases.map((p) => p.cost));
}

export function constraintOf(
  e: Estimate,
  kind: Estimate["constraints"][number]["kind"],
): Estimate["constraints"][number] | undefined {
  return e.constraints.find((c) => c.kind === kind);
}

/** Marketing channels with a word from the request that names them. */
export const CHANNEL_WORDS: Record<string, string> = {
  meta: "Instagram",
  search: "Google Ads",
  display: "display banners",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  x: "Twitter",
  influencer: "influencers",
  email: "email newsletter",
};

export const SOFTWARE_FEATURE_KEYS = [
  "auth",
  "profiles",
  "payments",
  "chat",
  "notifications",
  "search",
  "admin",
  "analytics",
  "files",
  "maps",
  "booking",
  "commerce",
  "social",
  "video",
  "integrations",
  "offline",
  "i18n",
  "ai",
  "security",
  "reviews",
  "loyalty",
  "iot",
];

const RESEARCH_METHOD_WORDS = ["a survey", "interviews", "usability tests", "an experiment", "a literature review"];
const EVENT_TYPES = ["conference", "wedding", "gala", "product launch", "trade show", "meetup", "workshop", "festival"];
const BUILDING_TYPES = [
  "office",
  "residential",
  "house",
  "retail",
  "warehouse",
  "hospital",
  "school",
  "hotel",
  "data center",
  "barn",
];

const currency = fc.constantFrom("USD", "EUR", "GBP", "INR", "JPY", "AED", "THB", "NGN", "BRL");
const location = fc.option(fc.constantFrom("London", "Texas", "Berlin", "India", "Lagos", "Springfield"), {
  nil: undefined,
});
const budget = fc.option(fc.integer({ min: 1_000, max: 20_000_000 }), { nil: undefined });
const deadline = fc.option(fc.integer({ min: 1, max: 156 }), { nil: undefined });
const team = fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined });
const complexity = fc.constantFrom("low" as const, "nominal" as const, "high" as const);
const quality = fc.constantFrom("basic" as const, "standard" as const, "premium" as const);

const common = fc.record({
  currency,
  location,
  budget,
  deadline_weeks: deadline,
  team_size: team,
  complexity,
  quality,
});

export const softwareBrief: fc.Arbitrary<BriefInput> = fc
  .tuple(
    common,
    fc.subarray(SOFTWARE_FEATURE_KEYS, { maxLength: 8 }),
    fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
    fc.subarray(["web", "ios", "android", "native"]),
  )
  .map(([c, features, pages, platforms]) => ({
    ...c,
    domain: "software",
    title: "App",
    summary: "A digital product",
    features,
    quantities: { pages, platforms },
  }));

export const constructionBrief: fc.Arbitrary<BriefInput> = fc
  .tuple(
    common,
    fc.option(fc.integer({ min: 50, max: 200_000 }), { nil: undefined }),
    fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    fc.constantFrom(...BUILDING_TYPES),
    fc.option(fc.constantFrom("concept" as const, "schematic" as const, "detailed" as const), { nil: undefined }),
    fc.option(fc.constantFrom("new_build" as const, "renovation" as const, "extension" as const, "fit_out" as const), {
      nil: undefined,
    }),
  )
  .map(([c, area_m2, floors, building_type, design_maturity, scope_type]) => ({
    ...c,
    domain: "construction",
    title: "Building",
    summary: `A ${building_type}`,
    quantities: { area_m2, floors },
    building_type,
    design_maturity,
    scope_type,
  }));

export const marketingBrief: fc.Arbitrary<BriefInput> = fc
  .tuple(
    common,
    fc.subarray(Object.keys(CHANNEL_WORDS)),
    fc.option(fc.integer({ min: 1, max: 52 }), { nil: undefined }),
  )
  .map(([c, channels, duration_weeks]) => ({
    ...c,
    duration_weeks,
    domain: "marketing",
    title: "Campaign",
    summary: `A campaign${channels.length > 0 ? ` on ${channels.map((k) => CHANNEL_WORDS[k]).join(", ")}` : ""}`,
    quantities: { channels },
  }));

export const eventBrief: fc.Arbitrary<BriefInput> = fc
  .tuple(
    common,
    fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: undefined }),
    fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    fc.constantFrom(...EVENT_TYPES),
  )
  .map(([c, attendees, days, type]) => ({
    ...c,
    domain: "event",
    title: "Event",
    summary: `A ${type}`,
    quantities: { attendees, days },
  }));

export const researchBrief: fc.Arbitrary<BriefInput> = fc
  .tuple(common, fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }), fc.subarray(RESEARCH_METHOD_WORDS))
  .map(([c, participants, methods]) => ({
    ...c,
    domain: "research",
    title: "Study",
    summary: `A study with ${methods.join(" and ") || "mixed methods"}`,
    quantities: { participants },
  }));

export const otherBrief: fc.Arbitrary<BriefInput> = fc
  .tuple(
    common,
    fc.array(fc.constantFrom("Report", "Training", "Handbook", "Audit", "Workshop materials", "Translation"), {
      maxLength: 10,
    }),
  )
  .map(([c, features]) => ({ ...c, domain: "other", title: "Project", summary: "A general project", features }));

export const anyBrief: fc.Arbitrary<BriefInput> = fc.oneof(
  softwareBrief,
  constructionBrief,
  marketingBrief,
  eventBrief,
  researchBrief,
  otherBrief,
);
