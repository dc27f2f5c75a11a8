import { describe, expect, it } from "vitest";
import { formatShare, formatWeeks, moneyFormat } from "./estimate-format";

describe("moneyFormat", () => {
  it("writes whole amounts in the estimate's currency", () => {
    expect(moneyFormat("USD")(361_902.4)).toBe("$361,902");
    expect(moneyFormat("EUR")(1200)).toBe("€1,200");
  });

  it("writes short amounts for axis ticks", () => {
    expect(moneyFormat("USD", true)(350_000)).toBe("$350K");
    expect(moneyFormat("USD", true)(1_250_000)).toBe("$1.3M");
  });

  it("falls back to the number and the code for an unknown currency", () => {
    expect(moneyFormat("not-a-code")(1500)).toBe("1,500 not-a-code");
  });
});

describe("formatWeeks and formatShare", () => {
  it("writes weeks with at most one decimal", () => {
    expect(formatWeeks(33.14)).toBe("33.1 weeks");
    expect(formatWeeks(1)).toBe("1 week");
  });

  it("writes a share as a whole percentage", () => {
    expect(formatShare(0.5487)).toBe("55%");
  });
});
