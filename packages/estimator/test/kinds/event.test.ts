/**
 * Conferences and weddings: priced requests land inside published ranges that do not come from the model's
 * own unit costs, stated guest and attendee counts are used as given, and the text fits the kind.
 */
import type { BriefInput } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../../src/index.js";
import { expectConsistent, expectInsideReference, expectKindProperties, QUICK } from "./harness.js";
import { AMEX_2019_PER_ATTENDEE } from "./meeting-references.js";

const conference = (
  location: string,
  attendees: number,
  days: number,
  extra: Partial<BriefInput> = {},
): BriefInput => ({
  domain: "event",
  title: "Conference",
  summary: `A ${days}-day conference for ${attendees} attendees in ${location}`,
  location,
  quantities: { attendees, days },
  ...extra,
});
const wedding = (location: string, guests: number, extra: Partial<BriefInput> = {}): BriefInput => ({
  domain: "event",
  title: "Wedding",
  summary: `A wedding for ${guests} guests in ${location}`,
  location,
  quantities: { attendees: guests },
  ...extra,
});

/**
 * CWT Meetings & Events, 2020 Future Trends: cost per attendee per day including accommodation, F&B, AV,
 * space and transport — North America $234 (2019) to $253 (2020), EMEA $229 (2020) to $255 (2019). An
 * organiser's conference budget excludes attendees' hotels and travel (35% of meeting spend, M&C Meeting
 * Spend Survey 2019), so it lies between 40% of the all-in low figure and the all-in high one.
 */
const CWT = { northAmerica: [234, 253], emea: [229, 255] } as const;
const EUR_PER_USD = 0.92;
const GBP_PER_USD = 0.79;

describe("conference", () => {
  it("an 800-attendee, two-day conference in Lisbon lies inside the CWT 2020 EMEA range (EUR)", () => {
    const e = expectInsideReference(conference("Lisbon", 800, 2, { currency: "EUR" }), "conference", {
      low: 0.4 * CWT.emea[0] * 1600 * EUR_PER_USD,
      high: CWT.emea[1] * 1600 * EUR_PER_USD,
      currency: "EUR",
      source:
        "CWT Meetings & Events 2020 Future Trends (EMEA per attendee per day) less travel share (M&C Meeting Spend Survey 2019)",
    });
    expectConsistent(e);
    // 800 attendees × 2 days, as stated: the catering line is priced per attendee-day.
    expect(e.lines?.find((l) => /catering/i.test(l.item))?.quantity).toBe(1600);
  });

  it("a 300-attendee, one-day conference in Austin lies between the CWT 2020 organiser's share and the Amex 2019 cost per attendee", () => {
    expectInsideReference(conference("Austin", 300, 1), "conference", {
      low: 0.4 * CWT.northAmerica[0] * 300,
      high: AMEX_2019_PER_ATTENDEE.incentive * 300,
      currency: "USD",
      source:
        "CWT Meetings & Events 2020 Future Trends (North America per attendee per day) to Amex GBT 2019 Forecast (per attendee, excluding air)",
    });
  });

  it("a 150-attendee, two-day conference in London lies between venue revenue per delegate and the Amex 2019 cost per attendee", () => {
    // The Business of Events, Event Economy Tracker 2023: UK venues' revenue per delegate £125.40 (H1 2023) — the venue alone.
    expectInsideReference(conference("London", 150, 2), "conference", {
      low: 125.4 * 300,
      high: AMEX_2019_PER_ATTENDEE.incentive * 150 * GBP_PER_USD,
      currency: "GBP",
      source:
        "The Business of Events Event Economy Tracker 2023 (venue revenue per delegate) to Amex GBT 2019 Forecast (per attendee, excluding air)",
    });
  });

  it("an 800-attendee conference three weeks away is not feasible, and the estimate says why", () => {
    const e = estimate({ ...conference("Lisbon", 800, 2), kind: "conference", deadline_weeks: 3 }, QUICK);
    expect(e.feasible).toBe(false);
    const deadline = e.constraints.find((c) => c.kind === "deadline");
    expect(deadline?.fits).toBe(false);
    expect(deadline?.message).toMatch(/at least \d+ weeks of planning/);
  });

  it("keeps more scope from costing less, at any size", () => {
    expectKindProperties("conference", fc.integer({ min: 20, max: 5_000 }), (n) => conference("Berlin", n, 2));
  });
});

describe("wedding", () => {
  it("prices each stated day of celebrations as a function of its own, and says so", () => {
    const oneDay = estimate({ ...wedding("Udaipur", 300, { currency: "INR" }), kind: "wedding" }, QUICK);
    const threeDays = estimate(
      { ...wedding("Udaipur", 300, { currency: "INR", quantities: { attendees: 300, days: 3 } }), kind: "wedding" },
      QUICK,
    );
    const ratio = threeDays.total_cost.expected / oneDay.total_cost.expected;
    // Venue, catering, drinks, decor, music and photography thrice; the planner's preparation once.
    expect(ratio).toBeGreaterThan(2.2);
    expect(ratio).toBeLessThan(3);
    expect(threeDays.assumptions.join(" ")).toMatch(/3 days of celebrations, as stated/);
    expect(oneDay.assumptions.join(" ")).toMatch(/one venue on one day/);
  });

  it("a 120-guest wedding in Lyon lies inside French wedding surveys' range (EUR)", () => {
    // Sofinscope/Sofinco 2018: weddings of 150+ guests budgeted at €16,397; Cofidis 2019: Paris €14,555 — couples' own
    // spend without a planner; escalated to 2026 (× 1.3) and with a full-service planner the range is €15,000–€35,000.
    const e = expectInsideReference(wedding("Lyon", 120, { currency: "EUR" }), "wedding", {
      low: 15_000,
      high: 35_000,
      currency: "EUR",
      source: "Sofinscope (Sofinco) 2018 and Cofidis 2019 wedding budgets, escalated, plus a planner",
    });
    expect(e.lines?.find((l) => /catering/i.test(l.item))?.quantity).toBe(120);
  });

  it("a 150-guest wedding in Austin lies inside The Knot's range for weddings over 100 guests", () => {
    // The Knot 2025 Real Weddings Study: weddings with more than 100 guests averaged $42,000; The Wedding Report: $31,428 average.
    expectInsideReference(wedding("Austin", 150), "wedding", {
      low: 30_000,
      high: 65_000,
      currency: "USD",
      source: "The Knot 2025 Real Weddings Study (>100 guests: $42,000) and The Wedding Report ($31,428)",
    });
  });

  it("a 116-guest wedding in Madrid lies inside Spanish wedding studies' range", () => {
    // El libro imprescindible de las bodas (ESADE, Google, bodas.net): about €20,000 for about 130 guests; Libro blanco de las bodas: about €23,000.
    expectInsideReference(wedding("Madrid", 116), "wedding", {
      low: 15_000,
      high: 32_000,
      currency: "EUR",
      source: "El libro imprescindible de las bodas (ESADE/bodas.net) and Libro blanco de las bodas",
    });
  });

  it("an 82-guest wedding in Manchester lies inside Bridebook's UK range", () => {
    // Bridebook UK Wedding Report 2025: UK average £20,822, London about £28,800 — plus a planner.
    expectInsideReference(wedding("Manchester", 82), "wedding", {
      low: 18_000,
      high: 36_000,
      currency: "GBP",
      source: "Bridebook UK Wedding Report 2025",
    });
  });

  it("prices the city the reader placed in the request's words (the model reads the brief, not the text)", () => {
    const placed = estimate({ ...wedding("Lyon", 120, { currency: "EUR" }), kind: "wedding" }, QUICK);
    const read = understandRequest("A wedding for 120 guests in Lyon").brief;
    expect(read.location).toBe("Lyon");
    const fromReading = estimate({ ...read, kind: "wedding", currency: "EUR" }, QUICK);
    expect(fromReading.lines?.map((l) => l.unit_cost)).toEqual(placed.lines?.map((l) => l.unit_cost));
  });

  it("never speaks of tickets, speakers or sponsors", () => {
    const e = estimate({ ...wedding("Lisbon", 140), kind: "wedding" }, QUICK);
    const text = JSON.stringify([e.summary, e.method, e.assumptions, e.risks, e.questions, e.phases, e.lines]);
    expect(text).not.toMatch(/ticket|speaker|sponsor|registration|attendee/i);
    expect(e.questions?.length).toBeGreaterThan(0);
  });

  it("compares a stated budget without replacing the estimate", () => {
    const open = estimate({ ...wedding("London", 80), kind: "wedding" }, QUICK);
    const tight = estimate({ ...wedding("London", 80), kind: "wedding", budget: 15_000 }, QUICK);
    expect(tight.total_cost.expected).toBe(open.total_cost.expected);
    const budget = tight.constraints.find((c) => c.kind === "budget");
    expect(budget?.stated).toBe(15_000);
    expect(budget?.fits).toBe(false);
    expect(budget?.message).toMatch(/covers about \d+ guests/);
  });

  it("says so when a guest list is of absurd size", () => {
    const e = estimate({ ...wedding("Austin", 40_000), kind: "wedding" }, QUICK);
    expect(e.assumptions[0]).toMatch(/far beyond the usual scale/);
  });

  it("keeps more guests from costing less", () => {
    expectKindProperties("wedding", fc.integer({ min: 10, max: 600 }), (n) => wedding("Porto", n, { currency: "EUR" }));
  });
});
