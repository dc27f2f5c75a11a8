/** Company events and trade show stands: cited reference ranges, stated sizes used as given, properties. */
import type { BriefInput } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { expectInsideReference, expectKindProperties, QUICK } from "./harness.js";
import { AMEX_2019_PER_ATTENDEE } from "./meeting-references.js";

const company = (location: string, summary: string, attendees: number, days?: number): BriefInput => ({
  domain: "event",
  title: "Company event",
  summary,
  location,
  quantities: { attendees, ...(days ? { days } : {}) },
});
const stand = (location: string, area_m2: number, extra: Partial<BriefInput> = {}): BriefInput => ({
  domain: "event",
  title: "Trade show stand",
  summary: `A ${area_m2} m² stand at a trade fair in ${location}`,
  location,
  quantities: { area_m2 },
  ...extra,
});

/** CWT Meetings & Events 2020 Future Trends: per attendee per day all in (NA $234–253, EMEA $229–255); an event without hotels costs at least 40% of it. */
const cwtRange = (people: number, low: number, high: number, perUsd = 1) => ({
  low: 0.4 * low * people * perUsd,
  high: high * people * perUsd,
});

describe("corporate event", () => {
  it("a two-day offsite for 40 in Madrid lies inside the CWT 2020 EMEA range", () => {
    expectInsideReference(company("Madrid", "A two-day team offsite with workshops", 40, 2), "corporate_event", {
      ...cwtRange(80, 229, 255, 0.92),
      currency: "EUR",
      source: "CWT Meetings & Events 2020 Future Trends (EMEA)",
    });
  });

  it("a one-day sales kick-off for 300 in Chicago lies between the CWT 2020 organiser's share and the Amex 2019 cost of an internal meeting", () => {
    expectInsideReference(company("Chicago", "Annual sales kick-off meeting", 300, 1), "corporate_event", {
      low: cwtRange(300, 234, 253).low,
      high: AMEX_2019_PER_ATTENDEE.internal * 300,
      currency: "USD",
      source: "CWT Meetings & Events 2020 Future Trends (North America) to Amex GBT 2019 Forecast (internal meetings)",
    });
  });

  it("a Christmas party for 150 in London lies inside Hitched's cost per guest of a private celebration", () => {
    // Hitched National Wedding Survey 2024: venue £8,800, catering £80 a head; £20,700 for 82 day guests (about £250 a guest).
    const e = expectInsideReference(company("London", "Christmas party with dinner and a DJ", 150), "corporate_event", {
      low: 150 * 120,
      high: 150 * 400,
      currency: "GBP",
      source: "Hitched National Wedding Survey 2024 (cost per guest of a private celebration)",
    });
    expect(JSON.stringify([e.summary, e.lines])).not.toMatch(/ticket|sponsor|registration/i);
  });

  it("a residential sales meeting prices its hotel nights and dinners, inside the CWT all-in range", () => {
    const e = expectInsideReference(
      company("Lisbon", "A two-day sales meeting at a resort with 2 nights of accommodation, full board", 120, 2),
      "corporate_event",
      {
        low: 0.7 * 229 * 240 * 0.92,
        high: 1.5 * 255 * 240 * 0.92,
        currency: "EUR",
        source: "CWT Meetings & Events 2020 Future Trends (EMEA, all-in per attendee-day)",
      },
    );
    const rooms = e.lines!.find((l) => l.unit === "room-night");
    expect(rooms?.quantity).toBe(240);
    expect(e.lines!.some((l) => l.item === "Evening dinners during the stay" && l.quantity === 240)).toBe(true);
  });

  it("reads the nights in the request's language and prices none when no stay is asked for", () => {
    const nights = (summary: string) =>
      estimate({ ...company("Porto", summary, 50, 2), kind: "corporate_event" }, QUICK).metrics.nights;
    expect(nights("Convenção de 2 dias com 3 noites de hospedagem")).toBe(3);
    expect(nights("Zweitägiges Offsite mit Übernachtung im Hotel")).toBe(1);
    expect(nights("A two-day team offsite with workshops")).toBe(0);
  });

  it("a two-day sales convention with a closing dinner is a working event with one dinner, not an evening party", () => {
    const e = estimate(
      {
        ...company("Madrid", "Two-day sales convention with workshops and a closing gala dinner", 80, 2),
        kind: "corporate_event",
      },
      QUICK,
    );
    expect(e.metrics.format).toBe("working");
    expect(e.metrics.days).toBe(2);
    expect(e.lines!.find((l) => l.item === "Dinner")?.quantity).toBe(80);
  });

  it("keeps more attendees from costing less", () => {
    expectKindProperties("corporate_event", fc.integer({ min: 10, max: 2_000 }), (n) =>
      company("Dublin", "Leadership offsite", n, 2),
    );
  });
});

describe("trade show stand", () => {
  /** German rule of thumb (expotise, Messekosten): a participation costs about five times the bare space rent; rents run €150–€300/m². */
  const germanRule = (m2: number) => ({ low: 4 * 150 * m2, high: 5 * 300 * m2 });

  it("a 36 m² stand in Frankfurt lies inside the five-times-rent rule", () => {
    const e = expectInsideReference(stand("Frankfurt", 36), "trade_show_stand", {
      ...germanRule(36),
      currency: "EUR",
      source: "expotise, Messekosten: Quadratmeterpreis mal fünf; organisers' rates €150–300/m²",
    });
    expect(e.lines?.find((l) => /space rent/i.test(l.item))?.quantity).toBe(36);
  });

  it("a 100 m² stand in Munich lies inside the five-times-rent rule", () => {
    expectInsideReference(stand("Munich", 100), "trade_show_stand", {
      ...germanRule(100),
      currency: "EUR",
      source: "expotise, Messekosten: Quadratmeterpreis mal fünf",
    });
  });

  it("a 100 m² stand in Las Vegas lies between the CEIR three-times-space rule and Constellation's total spend per ft²", () => {
    // EXHIBITOR Magazine / CEIR: space is about a third of the budget at $20–40 per ft²; Constellation (2008): $150–190 per ft² total, × 1.55 to 2026.
    const ft2 = 100 / 0.0929;
    expectInsideReference(stand("Las Vegas", 100), "trade_show_stand", {
      low: 3 * 20 * ft2,
      high: 190 * 1.55 * ft2,
      currency: "USD",
      source: "EXHIBITOR Magazine/CEIR space share; Constellation Communication total spend per ft² (2008)",
    });
  });

  it("a custom stand booked two weeks before the show is not feasible", () => {
    const e = estimate(
      { ...stand("Frankfurt", 200, { quality: "premium" }), kind: "trade_show_stand", deadline_weeks: 2 },
      QUICK,
    );
    expect(e.feasible).toBe(false);
  });

  it("keeps a larger stand from costing less", () => {
    expectKindProperties("trade_show_stand", fc.integer({ min: 9, max: 1_500 }), (n) => stand("Cologne", n));
  });
});
