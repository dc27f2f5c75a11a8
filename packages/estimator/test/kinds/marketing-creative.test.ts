/**
 * One-off creative production: films, animation, photography, a finite series and a brand identity, each
 * priced from the deliverables the brief names. The references are published price bands for each kind
 * of work (cited in reference.ts and here), converted at the engine's reference rates.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../../src/index.js";
import { PUBLISHED } from "../../src/kinds/marketing/creative_production/reference.js";
import { citation } from "../../src/reference/cited.js";
import { expectConsistent, expectInsideReference, expectKindProperties, QUICK } from "./harness.js";
import { brief, fromUsd } from "./marketing-support.js";

const KIND = "creative_production" as const;
const band = (published: { value: { low: number; high: number } }, currency: string) => ({
  low: fromUsd(published.value.low, currency),
  high: fromUsd(published.value.high, currency),
  currency,
  source: citation(published as typeof PUBLISHED.corporateVideo),
});

describe("creative_production: the reader", () => {
  it("reads a film's length, shoot days, cut-downs, languages and extras, each with its words", () => {
    const { brief: read, questions } = understandRequest(
      "We'd like a 3-minute company film for our brewery in Portland: 2 shoot days at the brewery with drone shots, voice-over in English and Spanish, subtitles in French, and 4 cut-downs of 15 seconds for Instagram.",
    );
    expect(read.kind).toBe(KIND);
    expect(questions).toEqual([]);
    expect(read.details?.creative?.film).toMatchObject({ count: 1, seconds: 180 });
    expect(read.details?.creative?.cutdowns).toMatchObject({ count: 4, seconds: 15 });
    expect(read.details).toMatchObject({ shoot_days: 2, voice_languages: 2, subtitle_languages: 1, drone: true });
    expect(read.fields?.["details.shoot_days"]?.source).toMatch(/2 shoot days/);
  });

  it("leaves out what the client already has or supplies", () => {
    const read = understandRequest(
      "A 90-second company film with one shoot day; our product photos are provided by us, and we already have a logo.",
    ).brief;
    expect(Object.keys(read.details?.creative ?? {})).toEqual(["film"]);
  });

  it.each([
    ["Fotos de producto para 120 referencias, 4 ángulos cada una, fondo blanco", 120, 4],
    ["Produktfotos von 80 Produkten auf weißem Hintergrund, je 3 Ansichten", 80, 3],
    ["We need 250 product photos for the new shop", 250, 1],
  ])("counts the photos of %s", (text, count, perItem) => {
    const read = understandRequest(text).brief;
    expect(read.details?.creative?.photos).toMatchObject({ count, per_item: perItem });
  });

  it("reads a finite podcast as episodes of its length, and a cadence of episodes as ongoing content", () => {
    const series = understandRequest(
      "Podcast voor ons advieskantoor: 8 afleveringen van 25 minuten, inclusief montage, shownotes, coverart en een jingle.",
    ).brief;
    expect(series.kind).toBe(KIND);
    expect(series.details?.creative?.episodes).toMatchObject({ count: 8, seconds: 1500 });
    const ongoing = understandRequest(
      "We want a podcast produced for us, 2 episodes a month of 30 minutes with show notes, for the next year.",
    ).brief;
    expect(ongoing.kind).toBe("content_marketing");
  });

  it.each([
    "Wir möchten regelmäßig kurze Videos und Fotos für unseren Blog, Budget ca. 18.000 € im Jahr.",
    "We need short product videos on an ongoing basis for our online store.",
  ])("reads work asked for as ongoing as content marketing: %s", (text) => {
    expect(understandRequest(text).brief.kind).toBe("content_marketing");
  });

  it.each([
    ["Panadería en Sevilla: queremos fotografía de producto de 30 panes y algunas fotos del local.", 30],
    ["Ik zoek iemand voor productfoto's van 25 producten vrijstaand op wit, liefst binnen 3 weken.", 25],
  ])("reads a photo shoot as the production, whatever else its words name: %s", (text, count) => {
    const read = understandRequest(text).brief;
    expect(read.domain).toBe("marketing");
    expect(read.kind).toBe(KIND);
    expect(read.details?.creative?.photos?.count).toBe(count);
  });

  it("takes labels and a naming project as the production, not the product launch around them", () => {
    const read = understandRequest(
      "Piccolo birrificio a Bergamo: lanciamo 4 nuove birre e cerchiamo uno studio per naming, logo e etichette (4 pezzi), con file esecutivi per la stampa.",
    ).brief;
    expect(read.kind).toBe(KIND);
    expect(read.details?.creative).toMatchObject({
      naming: { count: 1 },
      identity: { count: 1 },
      packaging: { count: 4 },
    });
  });
});

describe("creative_production: prices inside published bands", () => {
  it("a two-minute company film with one shoot day in Denver (Sortlist's corporate video band)", () => {
    const e = expectInsideReference(
      brief(KIND, "A 2-minute company film with 1 shoot day at our offices and 2 interviews", {
        location: "Denver",
        currency: "USD",
      }),
      KIND,
      band(PUBLISHED.corporateVideo, "USD"),
    );
    expectConsistent(e);
    expect(e.duration_weeks.p50).toBeGreaterThanOrEqual(4);
    expect(e.duration_weeks.p50).toBeLessThanOrEqual(9);
  });

  it("a 90-second animated explainer in Manchester (Wyzowl's explainer band)", () => {
    const e = expectInsideReference(
      brief(
        KIND,
        "A 90-second animated explainer video for our payroll app, with a professional voice-over in English",
        {
          location: "Manchester",
          currency: "GBP",
        },
      ),
      KIND,
      band(PUBLISHED.explainer, "GBP"),
    );
    expect(e.lines?.some((l) => /voice-over/i.test(l.item))).toBe(true);
  });

  it("a logo, visual identity and brand guidelines in Munich (Clutch's identity band)", () => {
    const e = expectInsideReference(
      brief(KIND, "A new logo and visual identity with brand guidelines for our engineering firm", {
        location: "Munich",
        currency: "EUR",
        language: "en",
      }),
      KIND,
      band(PUBLISHED.brandIdentity, "EUR"),
    );
    expect(e.duration_weeks.p50).toBeGreaterThanOrEqual(7);
  });
});

describe("creative_production: properties", () => {
  it("more product photos never cost less, and every estimate adds up", () => {
    expectKindProperties(KIND, fc.integer({ min: 1, max: 2_000 }), (count) =>
      brief(KIND, `Packshots of ${count} products on a white background`, { location: "Lyon", currency: "EUR" }),
    );
  });

  it("more episodes never cost less, and a series runs about an episode a week after its set-up", () => {
    expectKindProperties(KIND, fc.integer({ min: 1, max: 60 }), (count) =>
      brief(KIND, `A podcast of ${count} episodes of 30 minutes with editing and show notes`, {
        location: "Toronto",
        currency: "CAD",
      }),
    );
    const e = estimate(brief(KIND, "A podcast of 10 episodes of 30 minutes with editing and show notes"), QUICK);
    expect(e.duration_weeks.p50).toBeGreaterThanOrEqual(11);
    expect(e.duration_weeks.p50).toBeLessThanOrEqual(18);
  });

  it("a longer film or more shoot days never cost less", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 600 }), fc.integer({ min: 1, max: 6 }), (seconds, days) => {
        const cost = (s: number, d: number) =>
          estimate(brief(KIND, `A company film of ${s} seconds with ${d} shoot days`), QUICK).total_cost.expected;
        expect(cost(seconds * 2, days)).toBeGreaterThanOrEqual(cost(seconds, days));
        expect(cost(seconds, days + 1)).toBeGreaterThanOrEqual(cost(seconds, days));
      }),
      { numRuns: 15 },
    );
  });

  it("a production that names nothing it counts is priced as one film and says so", () => {
    const e = estimate(brief(KIND, "Creative production for our brand"), QUICK);
    expect(e.total_cost.expected).toBeGreaterThan(0);
    expect(e.assumptions.some((a) => /one company film is assumed/.test(a))).toBe(true);
  });
});
