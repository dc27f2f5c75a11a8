/**
 * Content defects found by reading generated proposals: set-up work after a campaign, a conference
 * placed in the wrong region and priced in the wrong currency, registration closing weeks early, and
 * research summaries that do not read as English.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate, extractBrief } from "../src/index.js";
import { proposalHtml } from "./proposal-html.js";
import { marketingBrief } from "./fixtures.js";

const SET_UP = /set-?up|pixel|tracking|creative|copywriting|video production/i;

describe("marketing: everything a campaign needs is set up before the flight starts", () => {
  it("for every marketing brief, set-up tasks end before the flight and only reporting comes after", () => {
    fc.assert(
      fc.property(marketingBrief, (brief) => {
        const e = estimate(brief, 50);
        const flight = e.phases.find((p) => p.tasks.some((t) => t.name.startsWith("Media spend")));
        expect(flight).toBeDefined();
        for (const phase of e.phases) {
          for (const task of phase.tasks.filter((t) => SET_UP.test(t.name)))
            expect(phase.end_week, task.name).toBeLessThan(flight!.start_week);
          if (phase.start_week > flight!.end_week)
            for (const task of phase.tasks) expect(task.name).toMatch(/report|insight/i);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("event: region and currency follow the location", () => {
  const cases: Array<[string, string, string]> = [
    ["A two-day conference for 300 attendees in Berlin", "EUR", "Germany"],
    ["A gala dinner for 200 guests in London", "GBP", "London"],
    ["A product launch event for 400 people in Tokyo", "JPY", "Japan"],
    ["A 1-day workshop for 80 people in Mumbai", "INR", "India"],
  ];
  it.each(cases)("%s is priced in %s and placed in %s, and says why", (request, currency, region) => {
    const brief = extractBrief(request);
    const e = estimate(brief, 200);
    expect(e.currency).toBe(currency);
    expect(e.summary).toContain(`in ${region}`);
    expect(e.assumptions.join(" ")).toMatch(new RegExp(`figures are in ${currency}.*request named no currency`, "i"));
  });

  it("does not call Berlin, Munich or Amsterdam Northern Europe", () => {
    for (const city of ["Berlin", "Munich", "Amsterdam", "Vienna"])
      expect(
        estimate({ domain: "event", title: "E", summary: "A conference", location: city }, 50).summary,
      ).not.toContain("Northern Europe");
  });

  it("a currency stated in the request wins over the location's", () => {
    const named = estimate(extractBrief("A conference for 300 attendees in Berlin, priced in USD"), 200);
    expect(named.currency).toBe("USD");
    const budget = estimate(extractBrief("A conference for 300 attendees in Berlin with a budget of £200,000"), 200);
    expect(budget.currency).toBe("GBP");
    expect(budget.assumptions.join(" ")).not.toMatch(/request named no currency/);
    expect(
      estimate({ domain: "event", title: "E", summary: "A conference", location: "Berlin", currency: "USD" }, 50)
        .currency,
    ).toBe("USD");
    expect(estimate({ domain: "event", title: "E", summary: "A conference", location: "Berlin" }, 50).currency).toBe(
      "EUR",
    );
  });

  it("states one planning length (the phases end to end), keeps registration open until the event, and pluralises days", () => {
    const brief = extractBrief("A two-day conference for 300 attendees in Berlin");
    const e = estimate(brief, 200);
    const end = Math.max(...e.phases.map((p) => p.end_week));
    expect(e.summary).toContain(`planned over ${end} weeks`);
    const delivery = e.phases.find((p) => p.name === "Event delivery")!;
    const registration = e.phases.filter((p) => p.tasks.some((t) => /registration/i.test(t.name)));
    expect(Math.max(...registration.map((p) => p.end_week))).toBe(delivery.start_week - 1);
    expect(e.assumptions).toContain("300 attendees for 2 days.");
    expect(proposalHtml(e, brief)).not.toContain("(s)");
  });
});

describe("research: summaries read as English and lines match the work", () => {
  it("puts an article before a single survey and lists several methods with commas and 'and'", () => {
    expect(estimate(extractBrief("A research study with a survey of 500 respondents"), 50).summary).toBe(
      "A research study using a survey (500 respondents).",
    );
    expect(
      estimate(extractBrief("A study with 20 interviews, 4 focus groups and a survey of 500 respondents"), 50).summary,
    ).toMatch(
      /using a survey \(500 respondents\), in-depth interviews \(20 interviews\) and focus groups \(4 groups\)\./,
    );
  });

  it("synthesises across methods only when there is more than one", () => {
    const names = (request: string) =>
      estimate(extractBrief(request), 50).phases.flatMap((p) => p.tasks.map((t) => t.name));
    expect(names("A research study with a survey of 500 respondents").join(" ")).not.toMatch(/across methods/);
    expect(names("A research study with 20 interviews and a survey of 500 respondents")).toContain(
      "Synthesis across methods and insights",
    );
  });

  it("describes a phase of bought-in costs without claiming 0 hours of work", () => {
    const brief = extractBrief("A research study with a survey of 500 respondents");
    const e = estimate(brief, 50);
    expect(e.phases.some((p) => p.effort_hours === 0 && p.cost > 0)).toBe(true);
    const html = proposalHtml(e, brief);
    expect(html).not.toMatch(/\b0 hours/);
    expect(html).toContain("external costs only, no team hours");
  });
});
