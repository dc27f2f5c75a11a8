import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const brief = understandRequest(text).brief;
  return { brief, e: estimate(brief, 500) };
};

describe("a campaign's or retainer's stated months are its length", () => {
  it("a 12-month contract is read as twelve months and its fees multiply", () => {
    const request = (months: number) =>
      `A software company in Manchester is looking for a PR agency on retainer: trade press, a few announcements a quarter and media training. We're looking at a ${months}-month contract.`;
    const three = priced(request(3));
    const twelve = priced(request(12));
    expect(twelve.brief.duration_weeks).toBe(52);
    expect(twelve.e.total_cost.expected).toBeGreaterThan(three.e.total_cost.expected * 2.5);
    expect(twelve.e.duration_weeks.p50).toBeGreaterThan(48);
  });

  it("a media budget stated a month is paid for every month of a stated test", () => {
    const request = (months: number) =>
      `We want to run LinkedIn ads for our accounting software, thinking of a ${months}-month test. Media budget is $10k per month on top of your fees.`;
    const two = priced(request(2)).e;
    const six = priced(request(6)).e;
    expect(six.total_cost.expected).toBeGreaterThan(60_000);
    expect(six.total_cost.expected).toBeGreaterThan(two.total_cost.expected * 2);
    expect(six.duration_weeks.p50).toBeGreaterThan(two.duration_weeks.p50 + 12);
  });
});

describe("a stated term is the engagement's length", () => {
  it.each([
    [
      "Queremos una campaña en Meta y Google Ads para vender 24 departamentos en Mérida. Serían 4 meses, con landing page.",
      17,
    ],
    [
      "Vogliamo campagne Google Ads e Meta per il nostro hotel da marzo a settembre, quindi 7 mesi, con report mensile.",
      30,
    ],
    ["We want LinkedIn ads for our SaaS, a 3-month test, with $5k a month of media.", 13],
    ["Looking for local SEO plus content for 12 months: technical fixes, 4 articles a month, link building.", 52],
  ])("%s → %i weeks, set up inside them", (text, weeks) => {
    const { brief, e } = priced(text);
    expect(Math.round(brief.duration_weeks ?? 0)).toBe(weeks);
    expect(e.duration_weeks.p50).toBe(weeks);
    expect(Math.max(...e.phases.map((p) => p.end_week))).toBe(weeks);
  });

  it("a flight too short to hold its preparation is prepared before it", () => {
    const { e } = priced(
      "Regional retailer: a streaming TV campaign for our sale, running 4 weeks, media budget $90k.",
    );
    expect(e.duration_weeks.p50).toBeGreaterThan(4);
  });
});
