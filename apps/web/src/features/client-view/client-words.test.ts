import { estimate, jargonIn } from "@scopewise/estimator";
import { briefSchema, quote, quoteBasisOf } from "@scopewise/shared";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuoteSummary } from "./QuoteSummary";

/** The text a reader of the rendered component sees, one cell or line per entry. */
const shownText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const quoteFor = (kind: string, size: number) => {
  const brief = briefSchema.parse({ domain: "software", kind, title: "App", summary: "An app", currency: "USD" });
  return quote(quoteBasisOf(estimate(brief, size)), [], { selected: [], quantities: {} });
};

describe("the client's total, in the proposal's words", () => {
  it.each([
    ["a project of months", "mobile_app", 2_000],
    ["a project of weeks", "website", 10],
  ])("%s: no percentile codes, fractions of weeks or months written as weeks", (_name, kind, size) => {
    const current = quoteFor(kind, size);
    const text = shownText(renderToStaticMarkup(createElement(QuoteSummary, { quote: current })));
    expect(text).toContain("Your total");
    expect(jargonIn(text)).toBeUndefined();
    expect(text).not.toMatch(/\bP\d0\b/);
  });

  it("says months once a project takes months, and how many in ten finish within the longer time", () => {
    const current = quoteFor("mobile_app", 2_000);
    expect(current.duration_weeks.p50).toBeGreaterThan(8);
    const text = shownText(renderToStaticMarkup(createElement(QuoteSummary, { quote: current })));
    expect(text).toMatch(/Likely timeline \d+(\.5)? months/);
    expect(text).toMatch(/8 in 10 finish within \d+(\.5)? months/);
    expect(text).toMatch(/9 in 10 projects like this one cost at most \$[\d,]+\./);
  });
});
