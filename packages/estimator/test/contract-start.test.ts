/**
 * Schedules from the request: a contractor's quote for work that needs no design of its own, a fit-out of
 * a shell and an energy retrofit start at construction (no planning, design or tender stage, nor their
 * fees unless the contractor designs and builds); asking for the design, a public client or a new
 * building keeps the full programme.
 */
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const brief = understandRequest(text).brief;
  return { brief, e: estimate(brief, 300) };
};
const phaseNames = (e: ReturnType<typeof estimate>) => e.phases.map((p) => p.name);
const items = (e: ReturnType<typeof estimate>) => (e.lines ?? []).map((l) => l.item);

describe("a contractor's quote starts at construction", () => {
  const pool =
    "an in-ground concrete pool in our backyard in Sydney, around 8m x 4m, with a heat pump and glass fencing.";

  it("asked as a quote in seven languages' words, it is read as one", () => {
    for (const text of [
      `Hi, after a quote for ${pool}`,
      "Wir hätten gern ein Angebot für eine Photovoltaikanlage mit 30 kWp auf unserer Scheune bei Bern.",
      "Nous souhaitons un devis pour 12 bornes de recharge sur notre parking à Lyon.",
      "Vorremmo un preventivo per il rifacimento del tetto della nostra casa a Torino, circa 120 m².",
      "Graag een offerte voor 40 zonnepanelen op ons dak in Utrecht.",
      "Queremos pedir presupuesto para una piscina de 8 x 4 m en Valencia.",
      "Gostaríamos de pedir orçamento para uma piscina de 8 x 4 m em Lisboa.",
    ])
      expect(understandRequest(text).brief.details?.quote_requested, text).toBe(true);
    // "Presupuesto" and "orçamento" alone are a budget, not a request for a quote.
    expect(
      understandRequest("Tenemos un presupuesto de 40.000 € para una piscina en Valencia.").brief.details
        ?.quote_requested,
    ).toBeUndefined();
  });

  it("for site works a contractor details itself: no planning, design or tender stage and no design fees, quote or not", () => {
    const quote = priced(`Hi, after a quote for ${pool}`);
    const plain = priced(`We are planning ${pool}`);
    const designed = priced(`We are planning ${pool} Please include the design.`);
    for (const works of [quote, plain]) {
      expect(phaseNames(works.e)).toEqual(["Construction", "Commissioning and handover"]);
      expect(items(works.e).some((i) => /design and engineering fees|tender documents/i.test(i))).toBe(false);
      expect(works.e.assumptions.join(" ")).toMatch(/contractor's quote/);
    }
    expect(phaseNames(designed.e)).toContain("Design");
    expect(quote.e.duration_weeks.p50).toBeLessThan(designed.e.duration_weeks.p50 * 0.7);
    expect(quote.e.total_cost.expected).toBeLessThan(designed.e.total_cost.expected);
  });

  it("keeps the design when the request asks for it, and for a public client", () => {
    const design = priced(
      "We need a quote for a new surface parking lot for our church in San Antonio, about 120 spaces. Civil drawings aren't done yet, so please include design.",
    );
    expect(design.brief.details?.design_asked).toBe(true);
    expect(phaseNames(design.e)).toContain("Design");
    const council = priced("The city council wants quotes for 12 EV chargers in the municipal car park in Leeds.");
    expect(council.brief.client_sector).toBe("public");
    expect(phaseNames(council.e).some((n) => /procurement/i.test(n))).toBe(true);
  });

  it("a new building asked as a quote keeps its design and permits", () => {
    const house = priced("Looking for a quote to build a new 180 m² family house on our plot near Austin.");
    expect(phaseNames(house.e)).toContain("Design");
  });
});

describe("a fit-out of a shell and an energy retrofit start at construction", () => {
  it("the contractor designs and builds: its design fees stay, within construction", () => {
    const { e } = priced("Category B fit-out of 600 m² of office space in an existing shell in Manchester.");
    expect(phaseNames(e)).toEqual(["Construction", "Commissioning and handover"]);
    expect(items(e)).toContain("Design by the contractor (design and build)");
    expect(e.method).toMatch(/Design and build from the signed contract/);
  });

  it("unless an architect is asked for", () => {
    const { e } = priced(
      "Category B fit-out of 600 m² of office space in Manchester; we need an architect to design it first.",
    );
    expect(phaseNames(e)).toContain("Design");
  });
});
