import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

describe("a software request's counts come from the reader", () => {
  it("reads records, tables, products, users and data volume with their words", () => {
    const migration = understandRequest(
      "Migrate 40 tables and 5 million records (about 2 TB) from Oracle to PostgreSQL",
    ).brief;
    expect(migration.quantities).toMatchObject({ tables: 40, records: 5_000_000, data_gb: 2_000 });
    expect(migration.fields?.["quantities.records"]?.source).toMatch(/5 million records/);
    const shop = understandRequest("Una tienda online en Shopify con 1.200 productos para 300 usuarios").brief;
    expect(shop.quantities).toMatchObject({ products: 1_200, users: 300 });
    // Users in Italian, Dutch and German, and a product's users ("SAP-User").
    for (const [text, users] of [
      ["Un gestionale web per circa 150 utenti tra Bologna e Modena", 150],
      ["Een intranet voor 300 gebruikers in Utrecht", 300],
      ["Umstieg auf S/4HANA, rund 180 SAP-User in zwei Werken", 180],
    ] as const) {
      expect(understandRequest(text).brief.quantities.users, text).toBe(users);
    }
  });

  it("a migration is priced by the brief's counts, not by words in its summary", () => {
    const brief = understandRequest("Migrate 40 tables and 5 million records from Oracle to PostgreSQL").brief;
    const priced = estimate({ ...brief, kind: "data_migration" }, 200);
    const reworded = estimate(
      { ...brief, kind: "data_migration", summary: "Migrate 400 tables and 90 million records from Oracle" },
      200,
    );
    expect(reworded.total_cost.expected).toBe(priced.total_cost.expected);
    const larger = estimate(
      { ...brief, kind: "data_migration", quantities: { ...brief.quantities, tables: 400 } },
      200,
    );
    expect(larger.total_cost.expected).toBeGreaterThan(priced.total_cost.expected);
  });
});
