import { describe, expect, it } from "vitest";
import { changedFigures, numbersIn } from "../src/modules/generation/figure-check.js";

describe("figures in prose", () => {
  it.each([
    ["It takes twelve weeks and costs $40k.", [40_000, 12]],
    ["one hundred and twenty people", [120]],
    ["a dozen interviews and 12 thousand users", [12_000, 12]],
    ["twenty-five sessions", [25]],
    ["phases one, two and three", [1, 2, 3]],
    ["2,000 m² over 3 floors", [2000, 3]],
    ["No figures here, someone said.", []],
  ])("reads the numbers of %j, in digits and in words", (text, expected) => {
    expect(numbersIn(text)).toEqual(expected);
  });

  it("flags a figure the sources do not have, however it is written", () => {
    const sources = ["Expected cost €73,000 over 14 weeks."];
    expect(changedFigures("It costs seventy-three thousand euros over fourteen weeks.", sources)).toEqual([]);
    expect(changedFigures("It costs seventy-three thousand euros over twelve weeks.", sources)).toEqual([12]);
    expect(changedFigures("It costs €73k over 14 weeks.", sources)).toEqual([]);
  });
});
