import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const brief = understandRequest(text).brief;
  return { brief, e: estimate(brief, 500) };
};

describe("an event no event kind fits is priced by its format", () => {
  const festival = (attendees: string, days: number) =>
    `We are organising a ${days}-day open-air music festival in a park near Manchester for about ${attendees} attendees a day, with 2 stages. We book the bands ourselves; we need the production, site and security.`;

  it("the reader marks a festival as an event open to the public, with its attendees, days and stages", () => {
    const { brief } = priced(festival("6,000", 2));
    expect(brief.domain).toBe("event");
    expect(brief.event_format).toBe("public");
    expect(brief.quantities.attendees).toBe(6000);
    expect(brief.quantities.days).toBe(2);
    expect(brief.quantities.stages).toBe(2);
  });

  it("a festival for thousands costs hundreds of thousands, far more than a party, and grows with attendees and days", () => {
    const party = priced("A summer party for 120 staff in Manchester, one evening, with a DJ and drinks.").e;
    const small = priced(festival("3,000", 1)).e;
    const big = priced(festival("12,000", 3)).e;
    expect(small.total_cost.expected).toBeGreaterThan(party.total_cost.expected * 2);
    expect(big.total_cost.expected).toBeGreaterThan(small.total_cost.expected * 4);
    expect(big.total_cost.expected).toBeGreaterThan(400_000);
    expect(big.duration_weeks.p50).toBeGreaterThan(small.duration_weeks.p50);
  });

  it("an incentive trip is priced by its travellers and nights", () => {
    const trip = (people: number, nights: number) =>
      `We want to plan an incentive trip for our ${people} best sales reps: ${nights} nights in Lisbon, a gala dinner and excursions.`;
    const short = priced(trip(40, 2));
    const long = priced(trip(40, 5));
    const many = priced(trip(120, 2));
    expect(short.brief.event_format).toBe("trip");
    expect(short.brief.quantities.nights).toBe(2);
    expect(long.e.total_cost.expected).toBeGreaterThan(short.e.total_cost.expected * 1.6);
    expect(many.e.total_cost.expected).toBeGreaterThan(short.e.total_cost.expected * 2.2);
  });
});
