/**
 * Market sizing and desk research: ranges built from published components (BLS-based billing rates, hours
 * per source and per market, report list prices), stated figures kept, and the properties.
 */
import type { BriefInput } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { expectInsideReference, expectKindProperties, QUICK } from "./harness.js";

const research = (title: string, summary: string, location?: string, extra: Partial<BriefInput> = {}): BriefInput => ({
  domain: "research",
  title,
  summary,
  ...(location ? { location } : {}),
  ...extra,
});
/** Researchers bill about 2–3.5 × the BLS OEWS 2023 median wages of research occupations. */
const RATE = { low: 60, high: 140 };

describe("market sizing", () => {
  /** 30–50 analyst hours per market plus 20–40 hours of scoping and review; one to two syndicated reports ($500–$3,000 each) per market. */
  const range = (markets: number, perUsd = 1, extraUsd = 0) => ({
    low: ((30 * markets + 20) * RATE.low + 500 * markets + extraUsd * 0.5) * perUsd,
    high: ((50 * markets + 40) * RATE.high + 3_000 * markets + extraUsd * 1.5) * perUsd,
  });

  it("three named markets are sized as three and lie inside the component range", () => {
    const e = expectInsideReference(
      research("E-bike market", "Size the market for e-bikes in Germany, France and Spain"),
      "market_sizing",
      { ...range(3), currency: "USD", source: "BLS OEWS 2023 rates; IBISWorld/Mintel report list prices 2024" },
    );
    expect(e.lines?.find((l) => /industry reports/i.test(l.item))?.quantity).toBe(3);
  });

  it("one market in Boston lies inside the component range", () => {
    expectInsideReference(
      research("Dental SaaS TAM", "TAM for a dental practice software", "Boston"),
      "market_sizing",
      { ...range(1), currency: "USD", source: "BLS OEWS 2023 rates; report list prices 2024" },
    );
  });

  it("eight markets with expert interviews in London lie inside the component range (GBP)", () => {
    // Expert calls: 19 calls at $250–$500 each with recruiting (User Interviews 2022 specialist rates, NN/g 2003 recruiting).
    expectInsideReference(
      research("Market sizing", "Market sizing across 8 markets with expert interviews", "London"),
      "market_sizing",
      {
        ...range(8, 0.79, 19 * 400),
        currency: "GBP",
        source: "BLS OEWS 2023 rates; report list prices 2024; expert call honoraria",
      },
    );
  });

  it("keeps more markets from costing less", () => {
    expectKindProperties("market_sizing", fc.integer({ min: 1, max: 25 }), (n) =>
      research("Sizing", `Market sizing across ${n} markets`),
    );
  });
});

describe("desk research", () => {
  /** 1.5–3 hours per source for search, screening and reading, 2–4 hours per written page, 10–20 hours of scoping and review. */
  const range = (sources: number, pages: number, perUsd = 1) => ({
    low: (sources * 1.5 + pages * 2 + 10) * RATE.low * perUsd,
    high: (sources * 3 + pages * 4 + 20) * RATE.high * perUsd,
  });

  it("a review of 40 papers keeps its count and lies inside the component range", () => {
    const e = expectInsideReference(
      research("Literature review", "Literature review of 40 papers on remote work"),
      "desk_research",
      { ...range(40, 15), currency: "USD", source: "BLS OEWS 2023 rates; hours per source and page" },
    );
    expect(e.assumptions.join(" ")).toMatch(/40 sources, as stated/);
  });

  it("a 30-page regulatory review in Madrid lies inside the component range (EUR)", () => {
    expectInsideReference(
      research("Regulation review", "Desk research on EU battery regulation", "Madrid", { quantities: { pages: 30 } }),
      "desk_research",
      { ...range(30, 30, 0.92 * 0.7), currency: "EUR", source: "BLS OEWS 2023 rates at the Southern Europe level" },
    );
  });

  it("a review of 150 studies in India lies inside the component range (INR)", () => {
    expectInsideReference(
      research("Evidence review", "Review of 150 studies on microfinance", "India", { quantities: { pages: 60 } }),
      "desk_research",
      { ...range(150, 60, 83 * 0.3), currency: "INR", source: "BLS OEWS 2023 rates at the India level" },
    );
  });

  it("keeps more sources from costing less", () => {
    expectKindProperties("desk_research", fc.integer({ min: 5, max: 400 }), (n) =>
      research("Review", `Review of ${n} reports`),
    );
  });

  it("a review of 400 sources in one week is not feasible", () => {
    expect(
      estimate({ ...research("Review", "Review of 400 reports"), kind: "desk_research", deadline_weeks: 1 }, QUICK)
        .feasible,
    ).toBe(false);
  });
});
