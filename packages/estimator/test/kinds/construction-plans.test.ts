import type { BriefInput } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { locationCurrency, locationIndex } from "../../src/core/reference-data.js";
import { estimate, extractBrief } from "../../src/index.js";
import { request } from "./construction-cases.js";
import { QUICK } from "./harness.js";

const lineNames = (e: ReturnType<typeof estimate>) => (e.lines ?? []).map((l) => l.item);
const planEnd = (e: ReturnType<typeof estimate>) => Math.max(...e.phases.map((p) => p.end_week));

describe("location: site currency and cited factors", () => {
  it.each([
    ["Leipzig", "EUR"],
    ["Manchester", "GBP"],
    ["São Paulo", "BRL"],
    ["Mexico City", "MXN"],
    ["Toronto", "CAD"],
    ["Sydney", "AUD"],
    ["Mumbai", "INR"],
    ["Lyon", "EUR"],
    ["Porto", "EUR"],
    ["Valencia", "EUR"],
    ["Milan", "EUR"],
    ["Utrecht", "EUR"],
    ["Guadalajara", "MXN"],
    ["Rio de Janeiro", "BRL"],
    ["Calgary", "CAD"],
    ["Brisbane", "AUD"],
    ["Pune", "INR"],
    ["Austin", "USD"],
    ["Porto Alegre", "BRL"],
  ])("%s is priced in %s", (place, currency) => {
    expect(locationCurrency(place)).toBe(currency);
    const index = locationIndex(place);
    expect(index.construction).toBeGreaterThan(0);
    expect(index.constructionSource).toMatch(/\(20\d\d\)$/);
    expect(index.labourSource).toMatch(/\(20\d\d\)$/);
  });

  it("US metros have their own construction and labour factors (New York dearer than Houston)", () => {
    expect(locationIndex("New York").construction).toBeGreaterThan(locationIndex("Houston").construction);
    expect(locationIndex("San Francisco").factor).toBeGreaterThan(locationIndex("Phoenix").factor);
    expect(locationIndex("Austin, Texas").label).toBe("Austin");
  });

  it("a request naming only a city is priced in the site's currency", () => {
    const e = estimate(extractBrief("Build a 2,400 m² warehouse in Leipzig"), QUICK);
    expect(e.currency).toBe("EUR");
    expect(e.metrics.location_factor).toBe(locationIndex("Leipzig").construction);
  });
});

describe("basis of estimate by element, with escalation to the midpoint", () => {
  const e = estimate(request("office", "A 6,000 m² office in Toronto", "Toronto", 6_000), QUICK);

  it("has element, markup, fee, permit, escalation and contingency lines, each with a source", () => {
    const names = lineNames(e).join(" | ");
    for (const part of [
      /Substructure/,
      /Shell/,
      /Interiors/,
      /Services/,
      /Site preparation and external works/,
      /General conditions/,
      /overhead and profit/,
      /Design and engineering fees/,
      /Permits/,
      /Escalation to the midpoint/,
      /Design contingency/,
    ])
      expect(names).toMatch(part);
    for (const line of e.lines ?? []) expect(line.source.length).toBeGreaterThan(10);
  });

  it("states the cost index, the escalation to the midpoint of construction and the duration rule", () => {
    expect(e.method).toMatch(/Turner Building Cost Index/);
    expect(e.method).toMatch(/midpoint of construction, \d+ months after the price date/);
    expect(e.method).toMatch(/Bromilow/);
    const escalation = (e.lines ?? []).find((l) => /Escalation/.test(l.item))!;
    expect(escalation.cost).toBeGreaterThan(0);
  });
});

describe("programmes a professional would accept", () => {
  it("public buildings (school, hospital) take years from planning to handover, with public procurement", () => {
    for (const [kind, area] of [
      ["school", 6_000],
      ["hospital", 20_000],
    ] as const) {
      const e = estimate(request(kind, `A ${kind}`, "Manchester", area), QUICK);
      expect(e.phases.map((p) => p.name)).toEqual([
        "Planning and permits",
        "Design",
        "Public procurement and contract award",
        "Construction",
        "Commissioning and handover",
      ]);
      expect(planEnd(e)).toBeGreaterThan(2 * 52);
    }
  });

  it("construction grows with size, and a hospital takes longer than a warehouse of the same area", () => {
    const weeks = (kind: "warehouse" | "hospital", area: number) =>
      Number(estimate(request(kind, "x", "Dallas", area), QUICK).metrics.construction_weeks);
    expect(weeks("warehouse", 20_000)).toBeGreaterThan(weeks("warehouse", 2_000));
    expect(weeks("hospital", 20_000)).toBeGreaterThan(weeks("warehouse", 20_000));
  });

  it("a kitchen is weeks, not years", () => {
    const e = estimate(request("kitchen_remodel", "A 15 m² kitchen", "Austin", 15), QUICK);
    expect(planEnd(e)).toBeGreaterThan(8);
    expect(planEnd(e)).toBeLessThan(40);
  });
});

describe("feasibility of stated budgets, deadlines and sizes", () => {
  it("a hospital for $100,000 cannot be built, and the message says what the budget buys", () => {
    const e = estimate(request("hospital", "A 120-bed hospital", "Chicago", 15_000, { budget: 100_000 }), QUICK);
    expect(e.feasible).toBe(false);
    const budget = e.constraints.find((c) => c.kind === "budget")!;
    expect(budget.fits).toBe(false);
    expect(budget.message).toMatch(/pays for about \d+ m² GFA/);
  });

  it("a school in 30 weeks is below the statutory and procurement periods plus a compressed build", () => {
    const e = estimate(request("school", "A school in 30 weeks", "Manchester", 6_000, { deadline_weeks: 30 }), QUICK);
    expect(e.feasible).toBe(false);
    expect(e.constraints.find((c) => c.kind === "deadline")!.message).toMatch(/cannot hold this project/);
  });

  it("an absurd size is called out in the summary and asked about", () => {
    const e = estimate(request("kitchen_remodel", "A 50,000 m² kitchen", "Austin", 50_000), QUICK);
    expect(e.summary).toMatch(/far beyond/);
    expect(e.questions?.[0]).toMatch(/Is the area right/);
  });

  it("without an area the area is assumed from counts the request gives, and said so", () => {
    const beds = estimate(
      {
        domain: "construction",
        title: "Hospital",
        summary: "A 200-bed hospital in Seattle",
        location: "Seattle",
        kind: "hospital",
        quantities: { beds: 200 },
      },
      QUICK,
    );
    expect(beds.metrics.area_m2).toBe(200 * 115);
    expect(beds.assumptions.join(" ")).toMatch(/200 beds × 115 m²/);
    const pupils = estimate(
      {
        domain: "construction",
        title: "School",
        summary: "A school for 900 pupils",
        location: "Leeds",
        kind: "school",
        quantities: { pupils: 900 },
      },
      QUICK,
    );
    expect(pupils.metrics.area_m2).toBe(900 * 7);
    expect(pupils.questions?.join(" ")).toMatch(/area in m²/);
  });
});

describe("questions and risks belong to the kind", () => {
  const of = (brief: BriefInput) => estimate(brief, QUICK);
  it("a kitchen asks about the layout and appliances, not storeys or ground", () => {
    const e = of(request("kitchen_remodel", "A kitchen", "Austin", 15));
    const text = [...(e.questions ?? []), ...e.risks.map((r) => r.title)].join(" ");
    expect(text).toMatch(/layout/);
    expect(text).not.toMatch(/storeys|ground conditions|pupils|beds/i);
  });

  it("a warehouse asks about racking and docks; a school about pupils and procurement", () => {
    expect(of(request("warehouse", "A warehouse", "Dallas", 10_000)).questions?.join(" ")).toMatch(
      /racking.*\n?.*|docks/,
    );
    expect(of(request("school", "A school", "Leeds", 6_000)).questions?.join(" ")).toMatch(
      /pupils.*procurement|procurement/,
    );
  });
});

describe("construction briefs without a kind", () => {
  it("are priced by the kind their building type and scope point to", () => {
    const kitchen = estimate(
      {
        domain: "construction",
        title: "Kitchen",
        summary: "Remodel the kitchen",
        quantities: { area_m2: 14 },
        scope_type: "renovation",
      },
      QUICK,
    );
    expect(lineNames(kitchen).join(" ")).toMatch(/Cabinets and countertops/);
    const hotel = estimate(
      {
        domain: "construction",
        title: "Hotel",
        summary: "A hotel",
        building_type: "hotel",
        quantities: { area_m2: 8_000 },
      },
      QUICK,
    );
    expect(hotel.metrics.building_type).toBe("hotel");
    expect(hotel.assumptions.join(" ")).toMatch(/order of magnitude/);
  });
});

describe("construction estimates in the request's language", () => {
  it.each([
    ["es", "Planeamiento y licencias", "Subestructura: cimentación y solera", "España"],
    ["de", "Genehmigungsphase", "Gründung: Fundamente und Bodenplatte", "Spanien"],
    ["fr", "Urbanisme et autorisations", "Infrastructure : fondations et dallage", "Espagne"],
    ["pt", "Licenciamento", "Infraestrutura: fundações e laje térrea", "Espanha"],
  ])("%s: phases, lines and place are translated", (language, phase, element, place) => {
    const e = estimate({ ...request("warehouse", "2.400 m²", "Valencia", 2_400), language }, QUICK);
    expect(e.phases[0]?.name).toBe(phase);
    expect(lineNames(e)).toContain(element);
    expect(e.summary).toContain(place);
    for (const text of [...(e.questions ?? []), ...e.risks.map((r) => r.title), ...e.assumptions.slice(1)])
      expect(text).not.toMatch(/\b(the|and|of)\b/);
  });
});
