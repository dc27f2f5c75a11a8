/**
 * Compliance programmes priced in consultant days scaled by headcount (the ISO/IEC 27006 audit time) and by
 * framework, with the external audit and a compliance platform only when asked; each range is a published
 * programme cost or one built from published fees and days.
 */
import fc from "fast-check";
import type { BriefInput } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { readFields } from "../../src/reader/read-fields.js";
import { constraintOf } from "../fixtures.js";
import { expectConsistent, expectInsideReference, expectKindProperties, QUICK, RUNS } from "./harness.js";
import { inCurrency } from "./software-references.js";

const brief = (summary: string, extra: Partial<BriefInput> = {}): BriefInput => {
  const read = readFields(summary, "software", "compliance_programme");
  return {
    domain: "software",
    title: "Compliance programme",
    summary,
    ...(read.deadline_weeks ? { deadline_weeks: read.deadline_weeks } : {}),
    ...extra,
    quantities: { ...read.counts, ...read.quantities, ...extra.quantities },
  };
};
const price = (b: BriefInput) => estimate({ ...b, kind: "compliance_programme" }, QUICK);

/** ISO 27001 certification: three to twelve months and $15,000–$60,000 for small to mid-size organisations. */
const ISO_27001 = {
  low: 15_000,
  high: 60_000,
  currency: "USD",
  source: "LegalClarity, How to become ISO 27001 certified: steps and costs (2025): $15,000–$60,000, 3–12 months",
};

describe("compliance programmes are priced in consultant days by headcount and framework", () => {
  it("ISO 27001 for 40 employees in Chicago with the certification audit lies in the published range", () => {
    const e = expectInsideReference(
      brief("ISO 27001 certification for our 40 employees, including the certification audit", { location: "Chicago" }),
      "compliance_programme",
      ISO_27001,
    );
    expectConsistent(e);
    expect(e.metrics).toMatchObject({ frameworks: "iso27001", employees: 40, audit_days: 8.5, certification_audit: 1 });
    const audit = e.lines!.find((l) => /External audit/.test(l.item));
    expect(audit?.quantity).toBe(8.5);
    expect(audit?.source).toMatch(/ISO\/IEC 27006:2015/);
    expect(e.roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(["Information security consultant", "Senior security consultant"]),
    );
  });

  it("SOC 2 Type 2 for 60 employees in Austin with the audit and Vanta lies in the published first-year range", () => {
    const e = expectInsideReference(
      brief("SOC 2 Type 2 with the audit for our 60 employees, using Vanta for evidence", { location: "Austin" }),
      "compliance_programme",
      {
        low: 55_000,
        high: 175_000,
        currency: "USD",
        source:
          "Strac, SOC 2 audit: the complete 2026 guide (2026): $55K–$175K first year with platform and internal time",
      },
    );
    expect(e.lines!.some((l) => l.source.startsWith("Secureframe pricing page"))).toBe(true);
    expect(e.lines!.some((l) => l.source.includes("Strac"))).toBe(true);
    expect(e.duration_weeks.p50).toBeGreaterThanOrEqual(26);
  });

  it("Cyber Essentials for a 20-person London firm costs the scheme's fee and one to three days of help", () => {
    // HBP Group (2022): £500 for a small organisation, and 1–3 days of labour to meet the requirements;
    // a day at £750 (BLS OEWS-based) to £1,500 (the top of the CREST day rates, Softomate Solutions 2026).
    const e = expectInsideReference(
      brief("Cyber Essentials for our 20-person firm, including the assessment", { location: "London" }),
      "compliance_programme",
      {
        low: 500 + 750,
        high: 600 + 3 * 1_500,
        currency: "GBP",
        source: "HBP Group (2022); Softomate Solutions (2026)",
      },
    );
    expect(e.lines!.some((l) => /Cyber Essentials assessment fee/.test(l.item))).toBe(true);
    expect(e.duration_weeks.p50).toBeLessThanOrEqual(10);
  });

  it("Spain's ENS for 90 employees in Madrid with the audit lies in the ISO 27001 range in euros", () => {
    // No published ENS programme cost was found; its certification follows the same audit time, so ISO 27001's range is used.
    const e = expectInsideReference(
      brief(
        "Certificación ENS (Esquema Nacional de Seguridad) para 90 empleados, incluida la auditoría de certificación",
        {
          location: "Madrid",
          language: "es",
        },
      ),
      "compliance_programme",
      inCurrency(ISO_27001, "EUR"),
    );
    expect(e.metrics).toMatchObject({ frameworks: "ens", employees: 90, audit_days: 12 });
  });

  it("PCI DSS for 80 people in London with the QSA audit lies in the published UK range", () => {
    expectInsideReference(
      brief("PCI DSS compliance for 80 people with the QSA audit and the report on compliance", { location: "London" }),
      "compliance_programme",
      {
        low: 18_000,
        high: 85_000,
        currency: "GBP",
        source: "Paytia, PCI audit cost broken down (2026): £18,000–£85,000 with QSA fees, testing and internal effort",
      },
    );
  });
});

describe("the external audit and a platform are priced only when asked, and more scope never costs less", () => {
  it("more employees never cost less, and the numbers add up", () => {
    expectKindProperties("compliance_programme", fc.integer({ min: 1, max: 20_000 }), (n) =>
      brief("ISO 27001 certification including the certification audit", {
        location: "Denver",
        quantities: { employees: n },
      }),
    );
  });

  it("another framework, more sites, the audit and a platform each never cost less", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 3_000 }), fc.integer({ min: 1, max: 12 }), (employees, sites) => {
        const cost = (summary: string, q: Record<string, number> = {}) =>
          price(brief(summary, { quantities: { employees, sites, ...q } })).total_cost.expected;
        const readiness = cost("ISO 27001 readiness");
        expect(cost("ISO 27001 and GDPR readiness")).toBeGreaterThan(readiness);
        expect(cost("ISO 27001 readiness", { sites: sites + 3 })).toBeGreaterThan(readiness);
        expect(cost("ISO 27001 readiness, including the certification audit")).toBeGreaterThan(readiness);
        expect(cost("ISO 27001 readiness with Drata")).toBeGreaterThan(readiness);
      }),
      RUNS,
    );
  });

  it("readiness for an audit does not buy the audit", () => {
    const e = price(brief("ISO 27001 readiness for 50 employees before the certification audit next year"));
    expect(e.metrics.certification_audit).toBe(0);
    expect(e.lines!.some((l) => /External audit/.test(l.item))).toBe(false);
    expect(e.method).toMatch(/No external audit or certification fee is included/);
  });
});

describe("the programme's length comes from the request, else from the cited typical range", () => {
  it("a stated deadline sets the weeks; without one the weeks fall in three to twelve months", () => {
    const stated = price(brief("ISO 27001 for 60 employees within 9 months"));
    expect(stated.duration_weeks.p50).toBeGreaterThan(34);
    expect(stated.duration_weeks.p50).toBeLessThan(46);
    for (const employees of [8, 150, 2_000]) {
      const typical = price(brief("ISO 27001 readiness", { quantities: { employees } }));
      expect(typical.duration_weeks.p50, `${employees} employees`).toBeGreaterThanOrEqual(13);
      expect(typical.duration_weeks.p50, `${employees} employees`).toBeLessThanOrEqual(60);
    }
    const small = price(brief("ISO 27001 readiness", { quantities: { employees: 8 } })).duration_weeks.p50;
    const large = price(brief("ISO 27001 readiness", { quantities: { employees: 2_000 } })).duration_weeks.p50;
    expect(large).toBeGreaterThan(small);
  });

  it("a deadline far below the shortest credible programme is called infeasible", () => {
    const e = price(brief("ISO 27001 certification for 200 employees within 4 weeks"));
    expect(constraintOf(e, "deadline")?.fits).toBe(false);
    expect(e.feasible).toBe(false);
  });

  it("a programme's stated length is read as its length, not as a deadline", () => {
    const read = readFields("A 12-month NIS2 programme for our 300 employees", "software", "compliance_programme");
    expect(read.duration_weeks).toBeCloseTo(52, 0);
    const e = price(brief("A 12-month NIS2 programme for our 300 employees", { duration_weeks: read.duration_weeks }));
    expect(e.duration_weeks.p50).toBeGreaterThan(46);
  });
});
