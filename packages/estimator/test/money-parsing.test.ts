import { describe, expect, it } from "vitest";
import { currencyNamedIn } from "../src/reader/money.js";
import { moneyIn, parseNumber } from "../src/index.js";

describe("moneyIn", () => {
  it.each([
    ["$40k", 40_000, "USD"],
    ["€1.2m", 1_200_000, "EUR"],
    ["£250,000", 250_000, "GBP"],
    ["50,000 EUR", 50_000, "EUR"],
    ["USD 15000", 15_000, "USD"],
    ["two million dollars", 2_000_000, "USD"],
    ["$1,250.50", 1_250.5, "USD"],
    ["$2.5 million", 2_500_000, "USD"],
    ["AED 90 million", 90_000_000, "AED"],
    ["CHF 12,000", 12_000, "CHF"],
    ["30k euros", 30_000, "EUR"],
    ["¥3,000,000", 3_000_000, "JPY"],
    ["A$75k", 75_000, "AUD"],
    ["C$ 20,000", 20_000, "CAD"],
    ["₹50,000", 50_000, "INR"],
  ])("%s → %d %s", (text, amount, currency) => {
    const found = moneyIn(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ amount, currency });
  });

  it("finds the amount inside a sentence and ignores numbers that are not money", () => {
    const found = moneyIn("A 3-storey office of 2,000 m² for 40 staff, budget $40k, done in 3 months");
    expect(found.map((m) => [m.amount, m.currency])).toEqual([[40_000, "USD"]]);
  });

  it("lists several amounts in the order they appear", () => {
    const found = moneyIn("between €10k and €15k, or £9,000 at most");
    expect(found.map((m) => [m.amount, m.currency])).toEqual([
      [10_000, "EUR"],
      [15_000, "EUR"],
      [9_000, "GBP"],
    ]);
  });

  it("does not count one amount twice when code and symbol styles overlap", () => {
    expect(moneyIn("USD 15000 total")).toHaveLength(1);
    expect(moneyIn("15000 USD total")).toHaveLength(1);
  });

  it("finds nothing in text without money", () => {
    expect(moneyIn("a mobile app with payments and chat for 300 users")).toEqual([]);
  });

  it("recognises a currency named without an amount", () => {
    expect(currencyNamedIn("please price it in euros")?.currency).toBe("EUR");
    expect(currencyNamedIn("priced in GBP")?.currency).toBe("GBP");
    expect(currencyNamedIn("a mobile app")).toBeUndefined();
  });

  // Regression (fixed): "lakh" (100,000) is not a known scale, so "₹5 lakh" is read as ₹5.
  it("₹5 lakh is ₹500,000, not ₹5", () => {
    const found = moneyIn("₹5 lakh");
    expect(found.some((m) => m.amount === 5)).toBe(false);
    expect(found[0]).toMatchObject({ amount: 500_000, currency: "INR" });
  });
});

describe("parseNumber", () => {
  it.each([
    ["2,000", 2_000],
    ["2.5k", 2_500],
    ["three", 3],
    ["twenty-five", 25],
    ["two thousand", 2_000],
    ["1.2 million", 1_200_000],
    ["1,234,567", 1_234_567],
    ["one hundred and twenty", 120],
    ["a hundred", 100],
    ["five hundred thousand", 500_000],
    ["ninety nine", 99],
    ["twelve", 12],
    ["3bn", 3_000_000_000],
    ["0.75", 0.75],
  ])("%s → %d", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(["", "lots", "many people", "2 apples"])("%j is not a number", (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });

  // Regression (fixed): UNITS maps "a" to 1 and adds it, so "a dozen" = 1 + 12.
  it("a dozen → 12", () => {
    expect(parseNumber("a dozen")).toBe(12);
  });

  // Same root cause: an article before a number word is added to it ("a three" = 4).
  it("an article before a number word does not change it", () => {
    expect(parseNumber("a three")).not.toBe(4);
    expect(parseNumber("an eight")).not.toBe(9);
  });
});
