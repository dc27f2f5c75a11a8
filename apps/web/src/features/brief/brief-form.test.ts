import { briefSchema, type Brief } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { briefFrom, draftFrom, isChanged, kindLabel, quantityFields, sourceText, type BriefDraft } from "./brief-form";

const warehouse: Brief = briefSchema.parse({
  domain: "construction",
  kind: "warehouse",
  title: "Warehouse in Leeds",
  summary: "A 2,000 m² warehouse with a small office in Leeds, budget £1.8m",
  quantities: { area_m2: 2000 },
  location: "Leeds",
  currency: "GBP",
  budget: 1_800_000,
  scope: [
    { item: "Structure", included: true },
    { item: "Landscaping", included: false },
  ],
  not_understood: ["with a mezzanine maybe"],
  fields: {
    "quantities.area_m2": { value: 2000, source: "2,000 m²", confidence: 0.9 },
    location: { value: "Leeds", source: "in Leeds", confidence: 0.95 },
    team_size: { value: 6, source: "assumed", confidence: 0.3 },
  },
});

const edited = (change: (draft: BriefDraft) => void) => {
  const draft = draftFrom(warehouse);
  change(draft);
  return draft;
};

describe("the brief panel's form", () => {
  it("gives back the same brief when nothing was changed", () => {
    const draft = draftFrom(warehouse);
    expect(draft.numbers).toMatchObject({ budget: "1,800,000", area_m2: "2,000", team_size: "" });
    expect(isChanged(warehouse, draft)).toBe(false);
    expect(briefFrom(warehouse, draft)).toEqual({ brief: warehouse, errors: {} });
  });

  it("writes a changed area into the quantities, and drops one that was cleared", () => {
    const bigger = briefFrom(
      warehouse,
      edited((draft) => (draft.numbers.area_m2 = "3,500")),
    );
    expect(bigger.brief?.quantities.area_m2).toBe(3500);
    const cleared = briefFrom(
      warehouse,
      edited((draft) => (draft.numbers.area_m2 = " ")),
    );
    expect(cleared.brief?.quantities).not.toHaveProperty("area_m2");
    expect(
      isChanged(
        warehouse,
        edited((draft) => (draft.numbers.area_m2 = "3500")),
      ),
    ).toBe(true);
  });

  it("keeps scope choices and the fields it does not edit", () => {
    const result = briefFrom(
      warehouse,
      edited((draft) => (draft.scope[1] = { item: "Landscaping", included: true })),
    );
    expect(result.brief?.scope).toEqual([
      { item: "Structure", included: true },
      { item: "Landscaping", included: true },
    ]);
    expect(result.brief?.not_understood).toEqual(["with a mezzanine maybe"]);
    expect(result.brief?.summary).toBe(warehouse.summary);
  });

  it("refuses numbers that are not positive, or not whole where they count", () => {
    const result = briefFrom(
      warehouse,
      edited((draft) => {
        draft.numbers.budget = "-5";
        draft.numbers.team_size = "2.5";
        draft.numbers.deadline_weeks = "soon";
      }),
    );
    expect(result.brief).toBeUndefined();
    expect(result.errors).toEqual({
      budget: "Budget must be a number above zero.",
      team_size: "Team size must be a whole number.",
      deadline_weeks: "Deadline (weeks) must be a number above zero.",
    });
  });

  it("checks the shared schema's limits, naming the field", () => {
    const result = briefFrom(
      warehouse,
      edited((draft) => (draft.numbers.area_m2 = "6000000")),
    );
    expect(result.brief).toBeUndefined();
    expect(result.errors.area_m2).toMatch(/^Floor area \(m²\): /);
  });

  it("reads a currency in any case and refuses one that is not a code", () => {
    expect(
      briefFrom(
        warehouse,
        edited((draft) => (draft.currency = "eur")),
      ).brief?.currency,
    ).toBe("EUR");
    expect(
      briefFrom(
        warehouse,
        edited((draft) => (draft.currency = "euros")),
      ).errors.currency,
    ).toMatch(/three-letter code/);
  });

  it("moves the brief to the domain of a kind chosen from another one", () => {
    const result = briefFrom(
      warehouse,
      edited((draft) => (draft.kind = "trade_show_stand")),
    );
    expect(result.brief).toMatchObject({ domain: "event", kind: "trade_show_stand" });
  });

  it("says where each value came from", () => {
    expect(sourceText(warehouse, "area_m2")).toBe("From “2,000 m²”");
    expect(sourceText(warehouse, "location")).toBe("From “in Leeds”");
    expect(sourceText(warehouse, "team_size")).toBe("Assumed: your request did not say");
    expect(sourceText(warehouse, "deadline_weeks")).toBe("Not in your request");
  });

  it("says nothing of a value's origin the reader did not record", () => {
    expect(sourceText(warehouse, "budget")).toBeUndefined();
    expect(sourceText({ ...warehouse, fields: undefined }, "area_m2")).toBeUndefined();
    expect(sourceText({ ...warehouse, fields: undefined }, "floors")).toBe("Not in your request");
  });

  it("shows the quantities the work is priced by, and any the request gave", () => {
    expect(quantityFields(warehouse).map((field) => field.key)).toEqual(["area_m2", "floors"]);
    const app = briefSchema.parse({ domain: "software", title: "App", summary: "", quantities: { attendees: 40 } });
    expect(quantityFields(app).map((field) => field.key)).toEqual(["attendees", "pages"]);
  });

  it("names kinds in words", () => {
    expect(kindLabel("kitchen_remodel")).toBe("Kitchen remodel");
    expect(kindLabel("seo_retainer")).toBe("SEO retainer");
  });
});
