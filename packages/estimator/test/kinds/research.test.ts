/**
 * User interviews and surveys. No publication gives a total price for a study of a given size, so each range
 * is built from published components that are not the model's own figures where possible: incentives and
 * recruiting spans, researcher hours from transcription benchmarks, and BLS-based billing rates.
 */
import type { BriefInput } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { expectInsideReference, expectKindProperties, QUICK } from "./harness.js";

const interviews = (
  summary: string,
  participants: number,
  location?: string,
  extra: Partial<BriefInput> = {},
): BriefInput => ({
  domain: "research",
  title: "User interviews",
  summary,
  ...(location ? { location } : {}),
  quantities: { participants, methods: ["interviews"] },
  ...extra,
});
const survey = (
  summary: string,
  participants: number,
  location?: string,
  extra: Partial<BriefInput> = {},
): BriefInput => ({
  domain: "research",
  title: "Survey",
  summary,
  ...(location ? { location } : {}),
  quantities: { participants, methods: ["survey"] },
  ...extra,
});

/** Billing rates for researchers: about 2–3.5 × the BLS OEWS 2023 median wages of research occupations ($29–$50 an hour). */
const RATE = { low: 60, high: 120 };
/**
 * Interview study components: incentive per session, recruiting fee per participant (User Interviews' panel fee
 * to NN/g's 2003 agency average, escalated), 5–8 researcher hours per interview (transcription alone is 4–6 h
 * per hour, UT Austin IAR) and 30–60 lead hours for plan, synthesis and read-out.
 */
function interviewRange(n: number, incentive: [number, number], recruiting: [number, number], perUsd = 1) {
  const low = n * incentive[0] + n * recruiting[0] + n * 5 * RATE.low + 30 * RATE.low;
  const high = n * incentive[1] + n * recruiting[1] + n * 8 * RATE.high + 60 * (RATE.high + 20);
  return { low: low * perUsd, high: high * perUsd };
}
/** Survey components: cost per complete (Drive Research 2020 $5, GreenBook 2009 B2B $7–$50) and 80–160 hours of design, programming and analysis. */
function surveyRange(n: number, cpi: [number, number], perUsd = 1) {
  return { low: (n * cpi[0] + 80 * RATE.low) * perUsd, high: (n * cpi[1] + 160 * RATE.high) * perUsd };
}

describe("user interviews", () => {
  it("20 consumer interviews in New York lie inside the component range", () => {
    const e = expectInsideReference(
      interviews("20 user interviews with app users", 20, "New York"),
      "user_interviews",
      {
        ...interviewRange(20, [40, 100], [45, 193]),
        currency: "USD",
        source:
          "User Interviews incentive guide 2019, NN/g recruiting report 2003, UT Austin IAR transcription hours, BLS OEWS 2023",
      },
    );
    expect(e.lines?.find((l) => /incentive/i.test(l.item))?.quantity).toBe(20);
    expect(e.lines?.find((l) => /recruiting fee/i.test(l.item))?.quantity).toBe(20);
  });

  it("12 interviews with IT decision makers in Berlin lie inside the component range (EUR)", () => {
    expectInsideReference(interviews("12 interviews with IT decision makers", 12, "Berlin"), "user_interviews", {
      ...interviewRange(12, [150, 350], [107, 290], 0.92),
      currency: "EUR",
      source:
        "User Interviews 2022 incentives report (professionals $90–200/h), NN/g recruiting report 2003, BLS OEWS 2023",
    });
  });

  it("40 interviews with small business owners in London lie inside the component range (GBP)", () => {
    expectInsideReference(interviews("40 interviews with small business owners", 40, "London"), "user_interviews", {
      ...interviewRange(40, [90, 200], [45, 193], 0.79),
      currency: "GBP",
      source: "User Interviews 2022 incentives report, NN/g recruiting report 2003, BLS OEWS 2023",
    });
  });

  it("plans 20 interviews in weeks, not months, and calls three weeks tight but possible", () => {
    const open = estimate({ ...interviews("20 user interviews", 20), kind: "user_interviews" }, QUICK);
    // Recruiting, a week of sessions a moderator can hold, synthesis, and the client's two review rounds.
    expect(open.duration_weeks.p50).toBeLessThanOrEqual(8);
    const tight = estimate(
      { ...interviews("20 user interviews", 20), kind: "user_interviews", deadline_weeks: 3 },
      QUICK,
    );
    expect(tight.feasible).toBe(true);
    expect(tight.constraints.find((c) => c.kind === "deadline")?.message).toMatch(/tight but possible/);
    const impossible = estimate(
      { ...interviews("20 user interviews", 20), kind: "user_interviews", deadline_weeks: 1 },
      QUICK,
    );
    expect(impossible.feasible).toBe(false);
  });

  it("keeps more interviews from costing less", () => {
    expectKindProperties("user_interviews", fc.integer({ min: 3, max: 150 }), (n) =>
      interviews(`${n} customer interviews`, n, "Toronto"),
    );
  });
});

describe("survey", () => {
  it("a 1,000-respondent consumer survey in Germany keeps its sample and lies inside the component range (EUR)", () => {
    const e = expectInsideReference(survey("Online survey of 1,000 consumers in Germany", 1000, "Germany"), "survey", {
      ...surveyRange(1000, [3, 10], 0.92),
      currency: "EUR",
      source: "Drive Research CPI 2020, GreenBook CPI 2009, BLS OEWS 2023",
    });
    expect(e.lines?.find((l) => /panel sample/i.test(l.item))?.quantity).toBe(1000);
    expect(e.assumptions.join(" ")).toMatch(/1,000 completes, as stated/);
  });

  it("a 400-respondent consumer survey in Texas lies inside the component range", () => {
    expectInsideReference(survey("Survey of 400 shoppers", 400, "Texas"), "survey", {
      ...surveyRange(400, [3, 10]),
      currency: "USD",
      source: "Drive Research CPI 2020, BLS OEWS 2023",
    });
  });

  it("a B2B survey of 300 procurement managers in the UK lies inside the component range (GBP)", () => {
    expectInsideReference(survey("B2B survey of 300 procurement managers", 300, "UK"), "survey", {
      ...surveyRange(300, [7, 50], 0.79),
      currency: "GBP",
      source: "GreenBook / Amplitude Research B2B CPI 2009, BLS OEWS 2023",
    });
  });

  it("keeps a larger sample from costing less", () => {
    expectKindProperties("survey", fc.integer({ min: 50, max: 20_000 }), (n) =>
      survey(`Survey of ${n} respondents`, n, "Spain"),
    );
  });
});

describe("a study with interviews and a survey", () => {
  it("prices both with their stated counts, whichever kind it was read as", () => {
    for (const kind of ["user_interviews", "survey"] as const) {
      const e = estimate(
        {
          domain: "research",
          kind,
          title: "Study",
          summary: "20 in-depth interviews and a survey of 500 respondents with customers in Chicago",
          location: "Chicago",
        },
        400,
      );
      expect(e.metrics).toMatchObject({ interviews: 20, respondents: 500 });
      expect(e.lines!.find((l) => l.unit === "complete")?.quantity).toBe(500);
      expect(e.lines!.filter((l) => l.unit === "participant").map((l) => l.quantity)).toContain(20);
    }
  });
});
