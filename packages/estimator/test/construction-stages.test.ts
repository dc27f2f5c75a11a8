import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const brief = understandRequest(text).brief;
  return { brief, e: estimate(brief, 500) };
};
const phaseNames = (e: ReturnType<typeof estimate>) => e.phases.map((p) => p.name);

describe("a schedule starts where the request's project stands", () => {
  it.each([
    [
      "New 2,400 m² office building in Denver; construction drawings are complete and the building permit is approved.",
      "New 2,400 m² office building in Denver.",
    ],
    [
      "Baugenehmigung liegt vor: Neubau eines Mehrfamilienhauses mit 12 Wohnungen, 1.100 m² in Leipzig.",
      "Neubau eines Mehrfamilienhauses mit 12 Wohnungen, 1.100 m² in Leipzig.",
    ],
    [
      "Construction d'un entrepôt de 3 000 m² à Lyon, permis de construire obtenu.",
      "Construction d'un entrepôt de 3 000 m² à Lyon.",
    ],
    [
      "Nieuwbouw kantoor van 1.500 m² in Utrecht, de omgevingsvergunning is verleend.",
      "Nieuwbouw kantoor van 1.500 m² in Utrecht.",
    ],
  ])("%s: no planning or design phase, sooner and cheaper than from concept", (designed, concept) => {
    const done = priced(designed);
    const fresh = priced(concept);
    expect(done.brief.design_maturity).toBe("detailed");
    expect(done.e.phases.length).toBe(fresh.e.phases.length - 2);
    expect(done.e.duration_weeks.p50).toBeLessThan(fresh.e.duration_weeks.p50 * 0.8);
    expect(done.e.total_cost.expected).toBeLessThan(fresh.e.total_cost.expected);
  });

  it("a like-for-like roof starts at the quotes: a few weeks, not months", () => {
    const { e } = priced("Replace the roof of our 180 m² house in Atlanta, asphalt shingles like the existing ones.");
    expect(e.duration_weeks.p50).toBeLessThan(6);
  });
});

describe("public procurement only for a public client", () => {
  it("a school is public unless the request says private; a private one is tendered as a private client does", () => {
    const state = priced("A new primary school of 3,000 m² for the city council of Valencia.");
    const independent = priced("Una nueva escuela privada de 3.000 m² en Valencia.");
    expect(state.brief.client_sector).toBe("public");
    expect(independent.brief.client_sector).toBe("private");
    expect(phaseNames(independent.e).join(" ")).not.toMatch(/pública|public/i);
    expect(independent.e.duration_weeks.p50).toBeLessThan(state.e.duration_weeks.p50);
  });

  it("a warehouse for a municipality goes through public procurement; for a company it does not", () => {
    expect(phaseNames(priced("A 2,000 m² warehouse for the municipality of Leeds.").e).join(" ")).toMatch(
      /public procurement/i,
    );
    expect(phaseNames(priced("A 2,000 m² warehouse for our logistics company in Leeds.").e).join(" ")).not.toMatch(
      /public procurement/i,
    );
  });
});
