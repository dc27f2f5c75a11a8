import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const { brief } = understandRequest(text);
  const e = estimate(brief, 300);
  return { brief, e, lines: e.phases.flatMap((p) => p.tasks.map((t) => t.name)) };
};

describe("what the client says they provide is not priced", () => {
  it.each([
    [
      "A two-day conference for 300 people in Lisbon in May; the venue is already booked and paid.",
      "venue",
      /Venue hire/,
    ],
    [
      "Conferencia de dos días para 300 personas en Madrid. La sala ya está reservada por nosotros.",
      "venue",
      /Alquiler del recinto/,
    ],
    ["Zweitägige Konferenz für 300 Personen in München, die Location ist bereits gebucht.", "venue", /Raummiete/],
    [
      "Casamento em Sintra com 120 convidados, cerimónia e jantar numa quinta. A quinta já está reservada e paga por nós.",
      "venue",
      /Aluguer do espaço/,
    ],
    [
      "Team offsite for 40 people near Lyon, 2 days and 1 night; the hotel rooms are booked separately by the company.",
      "accommodation",
      /Hotel rooms/,
    ],
  ])("%s", (text, item, line) => {
    const { brief, e, lines } = priced(text);
    expect(brief.details?.provided_by_client).toContain(item);
    expect(brief.fields?.["details.provided_by_client"]?.source).toBeTruthy();
    expect(lines.some((name) => line.test(name))).toBe(false);
    expect(e.assumptions.join(" ")).toMatch(/Not priced|No se presupuesta|Nicht berechnet|Não orçado/);
  });

  it("prices it when the request only asks for it", () => {
    const { brief, lines } = priced(
      "A two-day conference for 300 people in Lisbon in May; we need a venue and catering.",
    );
    expect(brief.details?.provided_by_client).toBeUndefined();
    expect(lines.some((name) => /Venue hire/.test(name))).toBe(true);
  });

  it("costs less by about the venue's share, nothing else changed", () => {
    const base = "A two-day conference for 300 people in Lisbon in May.";
    const all = priced(base).e.total_cost.expected;
    const without = priced(`${base} The venue is already booked.`).e.total_cost.expected;
    expect(without).toBeLessThan(all * 0.95);
    expect(without).toBeGreaterThan(all * 0.5);
  });
});
