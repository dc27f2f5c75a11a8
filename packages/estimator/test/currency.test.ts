import { describe, expect, it } from "vitest";
import { FX_PER_USD, usdTo } from "../src/core/reference-data.js";
import { estimate, extractBrief, moneyIn } from "../src/index.js";
import { SAMPLE_BRIEFS } from "./fixtures.js";

/** Currencies a request commonly names; each must have a reference rate. */
const COMMON = [
  "USD",
  "EUR",
  "GBP",
  "THB",
  "INR",
  "BRL",
  "MXN",
  "ZAR",
  "SGD",
  "AED",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "NGN",
  "KES",
  "JPY",
  "CNY",
  "AUD",
  "CAD",
  "MYR",
  "PHP",
  "IDR",
  "EGP",
];

describe("currencies", () => {
  it.each(COMMON)("%s has a reference rate and prices the same work in one place in proportion to it", (code) => {
    expect(FX_PER_USD[code]).toBeGreaterThan(0);
    const inDenver = { ...SAMPLE_BRIEFS.construction, location: "Denver" };
    const usd = estimate({ ...inDenver, currency: "USD" }, 200).total_cost.expected;
    const local = estimate({ ...inDenver, currency: code }, 200).total_cost.expected;
    // Rounding to whole units (tens above 10,000) per figure: well within 0.1%.
    expect(Math.abs(local / usd - FX_PER_USD[code]!) / FX_PER_USD[code]!).toBeLessThan(0.001);
  });

  it("prices work in a currency only one country writes, at no known place, at that country's level and says so", () => {
    const noPlace = { ...SAMPLE_BRIEFS.construction, location: undefined };
    const usAverage = estimate({ ...noPlace, currency: "USD" }, 200);
    const reais = estimate({ ...noPlace, currency: "BRL" }, 200);
    const inBrazil = estimate({ ...noPlace, location: "Brazil", currency: "BRL" }, 200);
    expect(reais.total_cost.expected).toBe(inBrazil.total_cost.expected);
    expect(reais.total_cost.expected).toBeLessThan(usAverage.total_cost.expected * FX_PER_USD.BRL! * 0.8);
    expect(reais.assumptions.join(" ")).toContain("the cost level of Brazil");
    // Euros and dollars are written in many countries: no country is assumed for them.
    const euros = estimate({ ...noPlace, currency: "EUR" }, 200);
    expect(euros.assumptions.join(" ")).not.toContain("the cost level of");
  });

  it.each(COMMON.filter((c) => c !== "USD"))("'%s 120,000' in a request is read with its currency", (code) => {
    expect(moneyIn(`a budget of ${code} 120,000`)[0]).toMatchObject({ amount: 120_000, currency: code });
  });

  it("reads words and symbols: 500,000 baht, ₦2 million, 120 000 euros", () => {
    expect(moneyIn("500,000 baht")[0]).toMatchObject({ amount: 500_000, currency: "THB" });
    expect(moneyIn("₦2 million")[0]).toMatchObject({ amount: 2_000_000, currency: "NGN" });
    expect(moneyIn("budget 120 000 euros")[0]).toMatchObject({ amount: 120_000, currency: "EUR" });
    expect(moneyIn("฿90,000")[0]).toMatchObject({ amount: 90_000, currency: "THB" });
  });

  it("does not read tech names or words as money (PHP 8, try 3 variants)", () => {
    expect(moneyIn("a PHP 8 backend; try 3 variants")).toEqual([]);
  });

  // Once a defect: a code missing from the table was converted 1:1, silently.
  it("an unknown code is priced in USD with an assumption saying so, and its budget is not compared", () => {
    const e = estimate({ ...SAMPLE_BRIEFS.construction, currency: "XTS", budget: 1_000_000 }, 200);
    const usd = estimate({ ...SAMPLE_BRIEFS.construction, currency: "USD" }, 200);
    expect(e.currency).toBe("USD");
    expect(e.total_cost.expected).toBe(usd.total_cost.expected);
    expect(e.assumptions[0]).toMatch(/no reference exchange rate for XTS.*US dollars/);
    expect(e.assumptions[0]).toMatch(/budget/);
    expect(e.constraints).toEqual([]);
    expect(() => usdTo("XTS", 1)).toThrow(/XTS/);
  });

  it("a request in baht is estimated in baht", () => {
    const brief = extractBrief("A website for a hotel in Bangkok, budget 500,000 THB");
    const e = estimate(brief, 200);
    expect(e.currency).toBe("THB");
    expect(e.assumptions.join(" ")).not.toMatch(/no reference exchange rate/);
  });
});
