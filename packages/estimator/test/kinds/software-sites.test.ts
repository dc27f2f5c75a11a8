/** Websites and online stores: per page and per product, with the CMS or commerce platform's plan as a priced line. */
import fc from "fast-check";
import type { BriefInput } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { readFields } from "../../src/reader/read-fields.js";
import { expectConsistent, expectInsideReference, expectKindProperties } from "./harness.js";
import { inCurrency, REFERENCES } from "./software-references.js";

/** A hand-written software brief, with the counts the reader reads from its words (records, tables, products...). */
const brief = (summary: string, extra: Partial<BriefInput> = {}) => ({
  domain: "software" as const,
  title: "Request",
  summary,
  ...extra,
  quantities: { ...readFields(summary, "software").counts, ...extra.quantities },
});

describe("websites are priced by pages", () => {
  it("a 5-page website in Lisbon", () => {
    const e = expectInsideReference(
      brief("A 5-page website for a bakery in Lisbon", { location: "Lisbon", quantities: { pages: 5 } }),
      "website",
      inCurrency(REFERENCES.fivePageSite, "EUR"),
    );
    expectConsistent(e);
    expect(e.metrics.pages).toBe(5);
    expect(e.phases.flatMap((p) => p.tasks).some((task) => task.name === "Page build (5 pages)")).toBe(true);
    expect(e.lines!.some((l) => l.source.startsWith("Webflow CMS site plan") && l.quantity === 12)).toBe(true);
    expect(e.roles.map((r) => r.role)).toEqual(expect.arrayContaining(["UX/UI designer", "Web developer"]));
  });

  it("a 40-page redesign moved to Webflow in Berlin, with redirects for the old pages", () => {
    const e = expectInsideReference(
      brief("Redesign our 40-page company website and move it to Webflow, keeping our SEO", {
        location: "Berlin",
        quantities: { pages: 40 },
      }),
      "website",
      inCurrency(REFERENCES.largeSite, "EUR"),
    );
    expect(e.phases.flatMap((p) => p.tasks).some((task) => /Redirects/.test(task.name))).toBe(true);
  });

  it("a landing page in Texas", () => {
    const e = expectInsideReference(
      brief("A landing page for our new product", { location: "Austin, Texas" }),
      "website",
      REFERENCES.landingPage,
    );
    expect(e.questions!.length).toBeGreaterThan(0);
  });

  it("more pages never cost less, and the numbers add up", () => {
    expectKindProperties("website", fc.integer({ min: 1, max: 300 }), (n) =>
      brief("A company website", { quantities: { pages: n } }),
    );
  });
});

describe("online stores are priced by products, systems and the platform's plan", () => {
  it("a Shopify store with 200 products in Toronto", () => {
    const e = expectInsideReference(
      brief("Shopify store with 200 products", { location: "Toronto" }),
      "ecommerce",
      inCurrency(REFERENCES.shopifyStore, "CAD"),
    );
    expect(e.metrics.products).toBe(200);
    const plan = e.lines!.find((l) => l.source.startsWith("Shopify pricing"))!;
    expect(plan.quantity).toBe(12);
    expect(e.non_labor_cost).toBeGreaterThan(0);
  });

  it("a B2B shop with 12,000 SKUs and SAP prices in Munich needs the Plus plan and an SAP integration", () => {
    const e = expectInsideReference(
      brief("B2B webshop for our spare parts (12,000 SKUs) with customer-specific prices pulled from SAP", {
        location: "Munich",
      }),
      "ecommerce",
      inCurrency(REFERENCES.largeStore, "EUR"),
    );
    expect(e.metrics.products).toBe(12_000);
    expect(e.metrics.platform_plan).toBe("plus");
    expect(e.phases.flatMap((p) => p.tasks).some((task) => task.name === "Integration with SAP")).toBe(true);
  });

  it("a 60-product shop in Madrid, asked in Spanish", () => {
    expectInsideReference(
      brief("Tienda online para nuestra marca de cosmética natural, unos 60 productos, pagos con tarjeta", {
        location: "Madrid",
        language: "es",
      }),
      "ecommerce",
      inCurrency(REFERENCES.shopifyStore, "EUR"),
    );
  });

  it("more products never cost less, and the numbers add up", () => {
    expectKindProperties("ecommerce", fc.integer({ min: 1, max: 20_000 }), (n) =>
      brief(`An online store with ${n} products`),
    );
  });
});
