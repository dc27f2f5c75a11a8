/** Data migrations, data platforms and machine-learning features, with their domain roles and running costs. */
import fc from "fast-check";
import type { BriefInput } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { readFields } from "../../src/reader/read-fields.js";
import { constraintOf } from "../fixtures.js";
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

describe("data migrations are priced per table and per million records", () => {
  it("40 tables and 5 million records from Oracle to PostgreSQL", () => {
    const e = expectInsideReference(
      brief("Migrate 40 tables and 5 million records from Oracle to PostgreSQL"),
      "data_migration",
      REFERENCES.databaseMigration,
    );
    expectConsistent(e);
    expect(e.metrics).toMatchObject({ tables: 40, records: 5_000_000 });
    expect(e.roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(["Data engineer", "Database administrator", "QA engineer"]),
    );
    expect(e.lines!.some((l) => l.source.startsWith("Amazon S3 pricing"))).toBe(true);
  });

  it("a Salesforce to HubSpot move of 400,000 records in six weeks", () => {
    const e = expectInsideReference(
      brief(
        "We're switching from Salesforce to HubSpot and need all accounts, contacts, deals, notes and attachments migrated cleanly. About 400k records. 6 weeks.",
        { deadline_weeks: 6 },
      ),
      "data_migration",
      REFERENCES.crmMigration,
    );
    expect(e.metrics.records).toBe(400_000);
    expect(constraintOf(e, "deadline")?.stated).toBe(6);
  });

  it("1.2 million customer records with de-duplication, in Hamburg, asked in German", () => {
    const e = expectInsideReference(
      brief(
        "Datenmigration: rund 1,2 Mio. Kundendatensätze aus dem Altsystem (Lotus Notes) nach Microsoft Dynamics übernehmen, inkl. Dublettenbereinigung, 25 Tabellen",
        { location: "Hamburg", language: "de" },
      ),
      "data_migration",
      inCurrency(REFERENCES.databaseMigration, "EUR"),
    );
    expect(e.metrics).toMatchObject({ tables: 25, records: 1_200_000 });
  });

  it("more tables and records never cost less, and the numbers add up", () => {
    expectKindProperties("data_migration", fc.integer({ min: 1, max: 400 }), (n) =>
      brief(`Migrate ${n} tables and ${n * 100_000} records to the new system`),
    );
  });
});

describe("data platforms are priced per source and per dashboard", () => {
  it("a Snowflake warehouse with four sources and Power BI dashboards", () => {
    const e = expectInsideReference(
      brief(
        "Data warehouse on Snowflake pulling from Shopify, Google Ads, Meta and our ERP, with 6 Power BI dashboards",
      ),
      "data_platform",
      REFERENCES.modernDataStack,
    );
    expect(e.metrics).toMatchObject({ sources: 4, dashboards: 6 });
    expect(e.lines!.some((l) => l.source.startsWith("Snowflake on-demand pricing"))).toBe(true);
    expect(e.lines!.some((l) => l.source.startsWith("Microsoft Power BI Pro"))).toBe(true);
  });

  it("BI dashboards for 30 stores from SQL Server, in Paris, asked in French", () => {
    expectInsideReference(
      brief(
        "Tableaux de bord BI pour nos 30 magasins : ventes, marges, rotation des stocks. Les données sont dans SQL Server. 10 tableaux de bord",
        { location: "Paris", language: "fr" },
      ),
      "data_platform",
      inCurrency(REFERENCES.modernDataStack, "EUR"),
    );
  });

  it("Power BI dashboards for three factories in Madrid", () => {
    expectInsideReference(
      brief(
        "Queremos un cuadro de mando en Power BI con los datos de ventas, compras y RR. HH. de nuestro ERP, 5 informes",
        { location: "Madrid", language: "es" },
      ),
      "data_platform",
      inCurrency(REFERENCES.modernDataStack, "EUR"),
    );
  });

  it("more dashboards never cost less, and the numbers add up", () => {
    expectKindProperties("data_platform", fc.integer({ min: 1, max: 60 }), (n) =>
      brief(`A data warehouse with ${n} dashboards`),
    );
  });
});

describe("machine-learning features", () => {
  it("a recommendation engine for a bookstore has ML engineers and data scientists, and training compute", () => {
    const e = expectInsideReference(
      brief(
        "Add a recommendation engine to our online bookstore (customers also bought), trained on 3 years of orders. Budget $50k.",
        { budget: 50_000 },
      ),
      "ml_feature",
      REFERENCES.aiMvp,
    );
    expect(e.roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(["Machine learning engineer", "Data scientist", "Data engineer"]),
    );
    expect(e.lines!.some((l) => /training compute/i.test(l.item))).toBe(true);
    expect(constraintOf(e, "budget")?.stated).toBe(50_000);
  });

  it("a RAG chatbot in London prices its LLM tokens", () => {
    const e = expectInsideReference(
      brief(
        "build a chatbot on top of our product docs (RAG with an LLM), embedded in our web app, answers with citations",
        { location: "London" },
      ),
      "ml_feature",
      inCurrency(REFERENCES.aiMvp, "GBP"),
    );
    expect(e.lines!.filter((l) => l.source.startsWith("OpenAI API pricing"))).toHaveLength(2);
  });

  it("a real-time vision model in Stuttgart prices GPU hosting and labelling", () => {
    const e = expectInsideReference(
      brief("Computer vision model to detect scratches on sheet metal parts on the production line in real time", {
        location: "Stuttgart, Germany",
      }),
      "ml_feature",
      inCurrency(REFERENCES.aiMvp, "EUR"),
    );
    expect(e.lines!.some((l) => l.source.includes("g5.xlarge"))).toBe(true);
    expect(e.lines!.some((l) => l.source.startsWith("Amazon SageMaker Ground Truth"))).toBe(true);
  });

  it("more models never cost less, and the numbers add up", () => {
    expectKindProperties("ml_feature", fc.integer({ min: 1, max: 8 }), (n) =>
      brief(`Build ${n} demand forecasting models for our warehouses`),
    );
  });
});
