/**
 * A company's profile in its proposals: its own hourly rates replace the reference rate card's for the
 * roles it names (and the basis of estimate says so), its default place and currency price a request
 * that states none, and its validity and payment days are the terms quoted.
 */
import { briefSchema } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { estimate, extractBrief, withCompanyDefaults, type CompanyTerms } from "../src/index.js";
import { proposalHtml } from "./proposal-html.js";

const brief = briefSchema.parse({ domain: "software", title: "Booking app", summary: "A booking app with payments" });

describe("company terms", () => {
  it("prices the roles it names at its own rates, converted to the proposal's currency", () => {
    const reference = estimate(brief);
    const own = estimate(brief, undefined, { company: { rates: [{ role: "software ENGINEER", rate: 200 }] } });
    expect(own.roles.find((r) => r.role === "Software engineer")?.rate).toBe(200);
    expect(own.roles.find((r) => r.role === "QA engineer")?.rate).toBe(
      reference.roles.find((r) => r.role === "QA engineer")?.rate,
    );
    expect(own.total_cost.expected).toBeGreaterThan(reference.total_cost.expected);
    expect(own.lines?.some((l) => l.source === "the company's own rate")).toBe(true);
    const inEuros = estimate(brief, undefined, {
      company: { currency: "EUR", rates: [{ role: "QA engineer", rate: 100 }] },
    });
    expect(inEuros.currency).toBe("USD");
    expect(inEuros.roles.find((r) => r.role === "QA engineer")?.rate).toBeGreaterThan(100);
  });

  it("gives a request that states no currency or place the company's, and leaves a stated one alone", () => {
    const company: CompanyTerms = { currency: "EUR", location: "Lisbon" };
    expect(withCompanyDefaults(brief, company)).toMatchObject({ currency: "EUR", location: "Lisbon" });
    const stated = briefSchema.parse(extractBrief("A booking app in Toronto for CAD 40,000"));
    expect(withCompanyDefaults(stated, company)).toMatchObject({
      currency: stated.currency,
      location: stated.location,
    });
  });

  it("quotes the company's validity and payment days", () => {
    const e = estimate(brief);
    const html = proposalHtml(e, brief, {}, { date: "2026-03-01" }, { validityDays: 60, paymentDays: 10 });
    expect(html).toContain("valid for 60 days from its date, until");
    expect(html).toContain("payable within 10 days of their date");
    expect(proposalHtml(e, brief, {}, { date: "2026-03-01" })).toContain("valid for 30 days");
  });
});
