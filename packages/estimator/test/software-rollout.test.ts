import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const brief = understandRequest(text).brief;
  return { brief, e: estimate(brief, 500) };
};

describe("a packaged system put in is priced as its implementation", () => {
  it("an enterprise suite for a mid-size plant costs hundreds of thousands and most of a year, not a connection's weeks", () => {
    const { e } = priced(
      "Necesitamos implantar SAP S/4HANA para 150 usuarios en nuestra fábrica de Valladolid, con módulos de finanzas, compras y producción, e integración con nuestro WMS.",
    );
    expect(e.currency).toBe("EUR");
    expect(e.total_cost.expected).toBeGreaterThan(250_000);
    expect(e.total_cost.expected).toBeLessThan(1_500_000);
    expect(e.duration_weeks.p50).toBeGreaterThan(26);
    expect(e.duration_weeks.p50).toBeLessThan(70);
  });

  it("a mid-market suite is a fraction of an enterprise one for the same scope", () => {
    const request = (suite: string) =>
      `We want to implement ${suite} for 60 users: finance, purchasing and inventory, with an interface to Shopify.`;
    const midMarket = priced(request("NetSuite")).e.total_cost.expected;
    const enterprise = priced(request("SAP S/4HANA")).e.total_cost.expected;
    expect(midMarket).toBeGreaterThan(40_000);
    expect(midMarket).toBeLessThan(enterprise * 0.6);
  });

  it("more users or more modules never cost less", () => {
    const modules = ["finance", "purchasing", "sales", "inventory", "production", "payroll"];
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 2_000 }), fc.integer({ min: 1, max: 5 }), (users, named) => {
        const text = (u: number, m: number) => `Roll out Odoo for ${u} users with ${modules.slice(0, m).join(", ")}.`;
        const base = priced(text(users, named)).e.total_cost.expected;
        expect(priced(text(users * 2, named)).e.total_cost.expected).toBeGreaterThanOrEqual(base);
        expect(priced(text(users, named + 1)).e.total_cost.expected).toBeGreaterThan(base);
      }),
      { numRuns: 15 },
    );
  });

  it("connecting two running systems stays a connection", () => {
    const { e } = priced("Connect our Shopify store to NetSuite so that orders and stock sync every hour.");
    expect(e.total_cost.expected).toBeLessThan(60_000);
    expect(e.method).not.toMatch(/implementation priced per module/i);
  });

  it("putting in a packaged system is priced as its implementation, whatever else the words suggest", () => {
    for (const text of [
      "We are moving off our old accounting tool to NetSuite and need a partner for financials, inventory and sales orders, about 30 users, live by April.",
      "Queremos implantar un nuevo ERP en nuestra distribuidora de Sevilla: finanzas, compras y almacén, unos 40 usuarios.",
      "Wir wollen unser altes Warenwirtschaftssystem durch Microsoft Dynamics 365 Business Central ersetzen, 25 Benutzer, Finanzen und Einkauf.",
    ]) {
      expect(priced(text).e.metrics, text).toHaveProperty("enterprise_suite");
    }
  });

  it("a system only connected to, or a noun that looks like the verb, is no implementation", () => {
    for (const text of [
      "We manufacture tractors and implements and need a dealer portal with ordering and warranty claims, integrated with our SAP Business One.",
      "A web shop for our wine estate with 300 products, connected to the ERP we already run.",
    ]) {
      expect(priced(text).e.metrics, text).not.toHaveProperty("enterprise_suite");
    }
  });
});
