/**
 * Security assessments priced in tester-days per scope unit at the security tester rate of the project's place.
 * The UK ranges are published prices for tests of a given kind; elsewhere the range is built from a published
 * testing window and published day rates, independent of this model's own norms.
 */
import fc from "fast-check";
import type { BriefInput } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { readFields } from "../../src/reader/read-fields.js";
import {
  expectConsistent,
  expectInsideReference,
  expectKindProperties,
  QUICK,
  RUNS,
  type ReferenceRange,
} from "./harness.js";

/** A hand-written brief with the counts the reader reads from its words for a security kind. */
const brief = (summary: string, extra: Partial<BriefInput> = {}): BriefInput => {
  const read = readFields(summary, "software", "security_assessment");
  return {
    domain: "software",
    title: "Security assessment",
    summary,
    ...extra,
    quantities: { ...read.counts, ...read.quantities, ...extra.quantities },
  };
};
const gbp = (low: number, high: number, source: string): ReferenceRange => ({ low, high, currency: "GBP", source });

/** A standard web application or external network test: £3,750–£6,250 for three to five days of work. */
const UK_WEB_OR_EXTERNAL = gbp(
  3_750,
  6_250,
  "Softomate Solutions, How often should UK businesses conduct penetration testing (2026): web application or external network test £3,750–£6,250 for 3–5 days",
);
const UK_INTERNAL = gbp(
  6_250,
  10_000,
  "Softomate Solutions, How often should UK businesses conduct penetration testing (2026): internal network testing £6,250–£10,000",
);
/**
 * Elsewhere: a testing window of 5 to 20 business days (securitycomplianceguide.com, Penetration testing guide,
 * 2026), up to half as much again for scoping, reporting and a retest, at $1,000 a day (twice the BLS OEWS May
 * 2019 median wage of information security analysts, $47.95 an hour, for 8 hours, escalated) to $1,900 (the top of
 * the £1,000–£1,500 CREST day rates Softomate quotes for 2026); the low end at the place's OECD price level.
 */
function windowRange(priceLevel: number, perUsd: number, currency: string): ReferenceRange {
  return {
    low: Math.round(5 * 1_000 * priceLevel * perUsd),
    high: Math.round(30 * 1_900 * perUsd),
    currency,
    source:
      "securitycomplianceguide.com (2026) 5–20 business days; BLS OEWS 15-1212 (2019); Softomate Solutions CREST day rates (2026)",
  };
}

describe("security assessments are priced in tester-days per scope unit", () => {
  it("a web application test in London (20 screens, 2 roles) lies in the published UK range", () => {
    const e = expectInsideReference(
      brief("Penetration test of our web application, 20 screens and 2 user roles", { location: "London" }),
      "security_assessment",
      UK_WEB_OR_EXTERNAL,
    );
    expectConsistent(e);
    expect(e.metrics).toMatchObject({ targets: "web_app", screens: 20, user_roles: 2 });
    expect(e.roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(["Security tester", "Senior security consultant"]),
    );
  });

  it("an external test of 16 IP addresses in Manchester lies in the published UK range", () => {
    const e = expectInsideReference(
      brief("External penetration test of 16 public IP addresses", { location: "Manchester" }),
      "security_assessment",
      UK_WEB_OR_EXTERNAL,
    );
    expect(e.metrics).toMatchObject({ targets: "external", ip_addresses: 16 });
  });

  it("an internal network test of 100 hosts in London lies in the published UK range", () => {
    expectInsideReference(
      brief("Internal network penetration test, about 100 hosts and the Active Directory", { location: "London" }),
      "security_assessment",
      UK_INTERNAL,
    );
  });

  it("a large web application and API test in New York, with a retest and an attestation letter, lies in the window range", () => {
    const e = expectInsideReference(
      brief(
        "Penetration test of our web application (60 screens, 4 user roles) and its API with 80 endpoints, with a retest and an attestation letter",
        { location: "New York" },
      ),
      "security_assessment",
      windowRange(1, 1, "USD"),
    );
    expect(e.metrics).toMatchObject({ endpoints: 80, screens: 60, user_roles: 4, retest: 1 });
    expect(e.phases.map((p) => p.name).join(" ")).toMatch(/Retest of findings/);
    expect(e.phases.flatMap((p) => p.tasks.map((t) => t.name))).toContain("Attestation letter");
  });

  it("a web application and API test in Madrid, asked in Spanish, is priced in euros at Spain's level", () => {
    const e = expectInsideReference(
      brief(
        "Test de penetración de la aplicación web (30 pantallas, 3 perfiles de usuario) y de la API con 40 endpoints",
        {
          location: "Madrid",
          language: "es",
        },
      ),
      "security_assessment",
      windowRange(0.72, 0.92, "EUR"),
    );
    expect(e.metrics).toMatchObject({ endpoints: 40, screens: 30, user_roles: 3 });
    expect(e.method).toMatch(/Spain/);
  });

  it("an external and internal test in Berlin, asked in German, lies in the window range", () => {
    const e = expectInsideReference(
      brief("Externer und interner Penetrationstest: 12 öffentliche IP-Adressen und 200 Geräte im internen Netz", {
        location: "Berlin",
        language: "de",
      }),
      "security_assessment",
      windowRange(0.9, 0.92, "EUR"),
    );
    expect(e.metrics).toMatchObject({ targets: "external,internal", ip_addresses: 12, hosts: 200 });
  });

  it("the same test costs more in London than in Madrid (the place's tester rate)", () => {
    const at = (location: string) =>
      estimate(
        { ...brief("API penetration test, 40 endpoints", { location, currency: "USD" }), kind: "security_assessment" },
        QUICK,
      ).total_cost.expected;
    expect(at("London")).toBeGreaterThan(at("Madrid") * 1.3);
  });
});

describe("more scope never costs less", () => {
  it("more endpoints never cost less, and the numbers add up", () => {
    expectKindProperties("security_assessment", fc.integer({ min: 1, max: 500 }), (n) =>
      brief("API penetration test", { location: "Toronto", quantities: { endpoints: n } }),
    );
  });

  it("more internal hosts never cost less", () => {
    expectKindProperties("security_assessment", fc.integer({ min: 1, max: 20_000 }), (n) =>
      brief("Internal network penetration test", { location: "Chicago", quantities: { hosts: n } }),
    );
  });

  it("more external IP addresses and screens never cost less", () => {
    expectKindProperties("security_assessment", fc.integer({ min: 1, max: 2_000 }), (n) =>
      brief("External penetration test and a web application test", {
        location: "Paris",
        quantities: { ip_addresses: n, screens: n },
      }),
    );
  });

  it("a retest and an attestation letter never cost less, and a vulnerability assessment never more than a penetration test", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (n) => {
        const cost = (summary: string) =>
          estimate({ ...brief(summary, { quantities: { endpoints: n } }), kind: "security_assessment" }, QUICK)
            .total_cost.expected;
        const plain = cost("API penetration test");
        expect(cost("API penetration test with a retest and an attestation letter")).toBeGreaterThan(plain);
        expect(cost("API vulnerability assessment")).toBeLessThan(plain);
      }),
      RUNS,
    );
  });
});

describe("a security assessment prices the brief, not the words of its summary", () => {
  it("rewording the summary of a read brief does not change the price", () => {
    const read = {
      ...brief("External penetration test of 16 public IP addresses"),
      kind: "security_assessment" as const,
    };
    const priced = estimate({ ...read, details: { security_targets: ["external"] } }, QUICK);
    const reworded = estimate(
      {
        ...read,
        details: { security_targets: ["external"] },
        summary: "A test of 400 IP addresses, 90 hosts and 3 AWS accounts",
      },
      QUICK,
    );
    expect(reworded.total_cost.expected).toBe(priced.total_cost.expected);
  });

  it("a brief naming no target is priced as a web application test and says so", () => {
    const e = estimate({ ...brief("We need a security test before launch"), kind: "security_assessment" }, QUICK);
    expect(e.metrics.targets).toBe("web_app");
    expect(e.assumptions.join(" ")).toMatch(/web application test is assumed/);
    expect(e.assumptions.join(" ")).toMatch(/20 screens, 2 user roles/);
  });
});
