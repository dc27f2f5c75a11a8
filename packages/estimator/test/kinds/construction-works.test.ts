/**
 * The general works model: building and works types without a model of their own, priced from the cited
 * table in src/kinds/construction/works/. Each case is a quantity × the table's unit rate for the type
 * (basic to premium) × the place's construction factor, in the place's currency; the whole estimate
 * (with design fees, permits, escalation and contingency, which the table leaves out) must lie inside
 * that cited range, its upper end × SOFT.
 */
import { translator } from "@scopewise/i18n";
import type { BriefInput } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locationIndex, usdTo } from "../../src/core/reference-data.js";
import { estimate, understandRequest } from "../../src/index.js";
import { sizeModifier } from "../../src/kinds/construction/shared/building.js";
import { indexRatio } from "../../src/kinds/construction/shared/indices.js";
import { WORKS_TYPES, worksTypeOf } from "../../src/kinds/construction/works/reference.js";
import type { WorksUnit } from "../../src/kinds/construction/works/types.js";
import { citation } from "../../src/reference/cited.js";
import { expectConsistent, QUICK, RUNS } from "./harness.js";

/** Fees, permits, escalation, contingency and risk on top of the contract cost the table prices. */
const SOFT = 1.7;

function worksBrief(type: string, unit: WorksUnit, quantity: number, location: string): BriefInput {
  const quantities = unit === "m2" ? { area_m2: quantity } : { [unit]: quantity };
  return {
    domain: "construction",
    kind: "construction_works",
    title: type,
    summary: `${type} in ${location}`,
    building_type: type,
    location,
    quantities,
  };
}

const CASES: Array<[string, WorksUnit, number[], string[]]> = [
  ["parking_structure", "parking_spaces", [80, 400, 2_000], ["Denver", "Leeds", "Madrid"]],
  ["solar_rooftop", "power_kw", [10, 120, 2_000], ["Phoenix", "Lyon", "Manchester"]],
  ["hotel", "rooms", [40, 150, 600], ["Chicago", "Lisbon", "Berlin"]],
  ["swimming_pool", "m2", [30, 300, 1_250], ["Austin", "Marbella", "Bristol"]],
  ["landscaping", "m2", [500, 5_000, 80_000], ["Seattle", "Nantes", "Milan"]],
  ["ev_charger", "chargers", [4, 20, 200], ["Dallas", "Dublin", "Utrecht"]],
  ["fence", "length_m", [50, 800, 10_000], ["Atlanta", "Leeds", "Munich"]],
];

describe("construction works: priced inside the cited table's range", () => {
  for (const [id, unit, sizes, places] of CASES) {
    const type = worksTypeOf(id)!;
    const measure = type.measures.find((m) => m.unit === unit)!;
    for (const [i, quantity] of sizes.entries()) {
      const place = places[i]!;
      it(`${id}: ${quantity} ${unit} in ${place}`, () => {
        const e = estimate(worksBrief(id, unit, quantity, place), QUICK);
        expectConsistent(e);
        const location = locationIndex(place);
        const local = (usd: number) => usdTo(e.currency, usd * location.construction);
        expect(e.kind).toBe("construction_works");
        expect(e.metrics.building_type).toBe(id);
        expect(e.metrics.works_quantity).toBe(quantity);
        // Unit cost = table rate escalated to the price year × size modifier × place, in the place's currency.
        const expected = local(
          measure.rates.value.standard *
            indexRatio(measure.rates.year) *
            sizeModifier(translator("en"), quantity, measure.typical).factor,
        );
        expect(Number(e.metrics.unit_rate)).toBeCloseTo(expected, -1);
        expect(Math.abs(Number(e.metrics.construction_cost) - quantity * expected)).toBeLessThanOrEqual(
          quantity * expected * 0.001 + 1,
        );
        // Every element line is quantity × unit cost, and names the table's citation.
        const elements = (e.lines ?? []).filter((l) => l.source.includes(citation(measure.rates)));
        expect(elements.length).toBeGreaterThanOrEqual(4);
        for (const line of elements) {
          expect(line.quantity).toBe(quantity);
          expect(Math.abs(line.quantity * line.unit_cost - line.cost)).toBeLessThanOrEqual(
            Math.max(2, line.cost * 0.001),
          );
        }
        expect(e.total_cost.expected).toBeGreaterThanOrEqual(quantity * local(measure.rates.value.basic));
        expect(e.total_cost.expected).toBeLessThanOrEqual(quantity * local(measure.rates.value.premium) * SOFT);
        expect(e.assumptions.join(" ")).toMatch(/general cost table/);
        expect(e.estimate_class).toBeGreaterThanOrEqual(4);
      });
    }
  }

  it("prices a premium specification above a standard one, and a basic one below", () => {
    const at = (quality: BriefInput["quality"]) =>
      estimate({ ...worksBrief("parking_structure", "parking_spaces", 400, "Leeds"), quality }, QUICK).total_cost
        .expected;
    expect(at("premium")).toBeGreaterThan(at("standard"));
    expect(at("standard")).toBeGreaterThan(at("basic"));
  });

  it("asks for the quantity only when it is not stated", () => {
    const without = estimate(
      {
        domain: "construction",
        kind: "construction_works",
        title: "Car park",
        summary: "A parking garage in Leeds",
        location: "Leeds",
      },
      QUICK,
    );
    expect((without.questions ?? []).join(" ")).toMatch(/How many parking spaces/);
    expect(without.assumptions.join(" ")).toMatch(/assumed/);
    const stated = estimate(worksBrief("parking_structure", "parking_spaces", 400, "Leeds"), QUICK);
    expect((stated.questions ?? []).join(" ")).not.toMatch(/How many parking spaces/);
  });

  it("prices the quantity the reader read from the request (the model does not read the summary again)", () => {
    const read = understandRequest("A 150-room hotel in Lisbon").brief;
    expect(read.quantities.rooms).toBe(150);
    const e = estimate({ ...read, domain: "construction", building_type: "hotel" }, QUICK);
    expect(e.metrics.works_quantity).toBe(150);
    expect(e.metrics.works_unit).toBe("rooms");
  });

  it("prices a building type a kind prices by that kind, and an unknown one at the general building rate", () => {
    const supermarket = estimate(
      {
        domain: "construction",
        title: "Supermarket",
        summary: "A supermarket",
        building_type: "supermarket",
        quantities: { area_m2: 2_000 },
      },
      QUICK,
    );
    expect(supermarket.summary).toMatch(/^A retail building/);
    const other = estimate(
      {
        domain: "construction",
        title: "Building",
        summary: "A building",
        building_type: "pavilion",
        quantities: { area_m2: 800 },
      },
      QUICK,
    );
    expect(other.metrics.building_type).toBe("other_building");
  });
});

describe("construction works: properties", () => {
  const units = fc.constantFrom(...CASES.map(([id, unit]) => [id, unit] as const));
  const places = fc.constantFrom(
    ["Leeds", "GBP"],
    ["Lyon", "EUR"],
    ["Denver", "USD"],
    ["Toronto", "CAD"],
    ["Mexico City", "MXN"],
  );

  it("more of the quantity never costs less; no figure is NaN; the currency follows the place", () => {
    fc.assert(
      fc.property(units, fc.integer({ min: 1, max: 5_000 }), places, ([id, unit], n, [place, currency]) => {
        const small = estimate(worksBrief(id, unit, n, place), QUICK);
        const large = estimate(worksBrief(id, unit, n * 2, place), QUICK);
        expect(large.total_cost.expected).toBeGreaterThanOrEqual(small.total_cost.expected);
        for (const e of [small, large]) {
          expect(e.currency).toBe(currency);
          expect(Number.isFinite(e.total_cost.expected)).toBe(true);
          for (const line of e.lines ?? []) expect(Number.isFinite(line.cost)).toBe(true);
          expectConsistent(e);
        }
      }),
      RUNS,
    );
  });
});

describe("the works cost table", () => {
  it("holds at least 40 types, each figure cited with a year, basic ≤ standard ≤ premium", () => {
    expect(WORKS_TYPES.length).toBeGreaterThanOrEqual(40);
    for (const type of WORKS_TYPES) {
      for (const m of type.measures) {
        const { basic, standard, premium } = m.rates.value;
        expect(m.rates.source.length, type.id).toBeGreaterThan(30);
        expect(m.rates.year, type.id).toBeGreaterThanOrEqual(2023);
        expect(basic, type.id).toBeGreaterThan(0);
        expect(basic, type.id).toBeLessThanOrEqual(standard);
        expect(standard, type.id).toBeLessThanOrEqual(premium);
        expect(m.plausible.min, type.id).toBeLessThanOrEqual(m.typical);
        expect(m.typical, type.id).toBeLessThanOrEqual(m.plausible.max);
      }
    }
  });
});
