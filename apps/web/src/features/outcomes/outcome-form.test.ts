import { describe, expect, it } from "vitest";
import { draftOf, readDraft, typedNumber } from "./outcome-form";

describe("the outcome form", () => {
  it("reads typed numbers with a point or a comma, and refuses words", () => {
    expect(typedNumber(" 1250,5 ")).toBe(1250.5);
    expect(typedNumber("1 250")).toBe(1250);
    expect(typedNumber("")).toBeUndefined();
    expect(typedNumber("about 10")).toBeNaN();
  });

  it("states the outcome the fields hold, leaving out phases with nothing typed", () => {
    const draft = { ...draftOf(null, ["Build", "Testing"], "2025-06-30"), hours: "5200", cost: "610000" };
    draft.phases.Build = { hours: "3100", cost: "" };
    expect(readDraft(draft)).toEqual({
      outcome: {
        actual_effort_hours: 5200,
        actual_cost: 610000,
        finished_on: "2025-06-30",
        phases: [{ name: "Build", effort_hours: 3100, cost: null }],
        notes: "",
      },
    });
  });

  it("says which fields are wrong", () => {
    const draft = { ...draftOf(null, ["Build"], ""), hours: "0", cost: "lots" };
    draft.phases.Build = { hours: "", cost: "12" };
    expect(readDraft(draft).errors).toEqual({
      hours: expect.any(String),
      cost: expect.any(String),
      finishedOn: expect.any(String),
      "phase:Build": expect.any(String),
    });
  });
});
