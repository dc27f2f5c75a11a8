/**
 * Automation scripts and integrations: small jobs are priced in hours, not weeks of a project team, and
 * integrations per connection; each request lands inside a published range (software-references.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { constraintOf } from "../fixtures.js";
import { expectConsistent, expectInsideReference, expectKindProperties, QUICK } from "./harness.js";
import { inCurrency, REFERENCES } from "./software-references.js";

const brief = (summary: string, extra: object = {}) => ({
  domain: "software" as const,
  title: "Request",
  summary,
  ...extra,
});
const SYSTEMS = [
  "Salesforce",
  "NetSuite",
  "Shopify",
  "Xero",
  "Zendesk",
  "Slack",
  "Stripe",
  "SharePoint",
  "Jira",
  "Personio",
  "QuickBooks",
  "Odoo",
  "Magento",
  "Workday",
  "DATEV",
  "Adyen",
  "eBay",
  "Amazon",
  "Google Sheets",
  "PayPal",
];

describe("automation scripts are priced in hours", () => {
  // Once a defect: every software request got a project team, so this was about $246,000 over five weeks.
  it("a file-rename script costs hundreds, not hundreds of thousands, and its $100 budget is below the smallest engagement", () => {
    const e = expectInsideReference(
      brief("A script that renames the files in a folder by their date, by tomorrow for $100", {
        budget: 100,
        deadline_weeks: 0.2,
      }),
      "automation_script",
      REFERENCES.smallScript,
    );
    expectConsistent(e);
    expect(e.total_cost.expected).toBeLessThan(1000);
    expect(e.effort_hours!.expected).toBeLessThanOrEqual(8);
    expect(e.roles.map((r) => r.role)).toEqual(["Automation developer"]);
    const budget = constraintOf(e, "budget")!;
    expect(budget).toMatchObject({ stated: 100, fits: false });
    expect(budget.message).toMatch(/smallest engagement/);
    expect(e.feasible).toBe(false);
    expect(constraintOf(e, "deadline")?.fits).toBe(true);
  });

  it("a scheduled script that reads an API, matches invoices and e-mails the rest, in London, costs a few thousand pounds at most", () => {
    const e = expectInsideReference(
      brief(
        "Python script that downloads our bank statements every morning from the bank API, matches them against open invoices in Xero and emails me the unmatched ones",
        { location: "London" },
      ),
      "automation_script",
      inCurrency(REFERENCES.connectedScript, "GBP"),
    );
    expect(e.lines!.some((l) => /runner/i.test(l.item) && l.source.includes("Amazon EC2"))).toBe(true);
    expect(e.questions!.some((q) => q.includes("Xero"))).toBe(true);
  });

  it("a PowerShell off-boarding script in Berlin prices each listed action", () => {
    const e = expectInsideReference(
      brief(
        "PowerShell script to offboard users: disable the AD account, remove licences, forward mail, archive OneDrive",
        { location: "Berlin" },
      ),
      "automation_script",
      inCurrency(REFERENCES.connectedScript, "EUR"),
    );
    expect(e.phases.flatMap((p) => p.tasks).some((task) => /Further actions \(3\)/.test(task.name))).toBe(true);
  });

  it("more systems never cost less, and the numbers add up", () => {
    expectKindProperties("automation_script", fc.integer({ min: 1, max: 10 }), (n) =>
      brief(`A script that copies records between ${SYSTEMS.slice(0, n).join(", ")}`),
    );
  });
});

describe("integrations are priced per connection", () => {
  it("a two-way, near real-time HubSpot–NetSuite sync in New York lands in the published range for complex integrations", () => {
    const e = expectInsideReference(
      brief(
        "Connect our HubSpot CRM to NetSuite so closed deals create sales orders and invoices sync back. Two-way, near real time. Budget $30k.",
        { location: "New York", budget: 30_000 },
      ),
      "integration",
      REFERENCES.complexIntegration,
    );
    expect(e.metrics.two_way).toBe(1);
    expect(e.metrics.connections).toBe(1);
    expect(constraintOf(e, "budget")).toMatchObject({ stated: 30_000, fits: false });
    expect(e.lines!.some((l) => /middleware/i.test(l.item))).toBe(true);
  });

  it("Shopify orders to a 3PL's warehouse system, in Toronto, is one connection", () => {
    const e = expectInsideReference(
      brief(
        "We need Shopify orders pushed into our 3PL warehouse WMS (they have a REST API) and tracking numbers sent back.",
        { location: "Toronto" },
      ),
      "integration",
      inCurrency(REFERENCES.simpleToComplexIntegration, "CAD"),
    );
    expect(e.metrics.connections).toBe(1);
  });

  it("a Zapier flow is configured, not built, and carries the platform's licence", () => {
    const e = expectInsideReference(
      brief("Use Zapier to send new Typeform leads to our HubSpot CRM", { complexity: "low" }),
      "integration",
      REFERENCES.simpleIntegration,
    );
    expect(e.lines!.some((l) => l.source.startsWith("Zapier Team plan"))).toBe(true);
  });

  it("an ERP connected to two marketplaces in Madrid is two connections", () => {
    const e = expectInsideReference(
      brief("Necesitamos integrar nuestro ERP (Odoo) con Amazon y Mercado Libre para sincronizar stock y pedidos.", {
        location: "Madrid",
        language: "es",
      }),
      "integration",
      inCurrency(REFERENCES.simpleToComplexIntegration, "EUR"),
    );
    expect(e.metrics.connections).toBe(2);
  });

  it("more systems never cost less, and the numbers add up", () => {
    expectKindProperties("integration", fc.integer({ min: 1, max: 9 }), (n) =>
      brief(`Synchronise customers and orders between ${SYSTEMS.slice(0, n + 1).join(", ")}`),
    );
  });

  it("an integration has an integration engineer's labour and its own questions", () => {
    const e = estimate(
      { ...brief("Integrate our HR system (Personio) with Active Directory and Slack"), kind: "integration" },
      QUICK,
    );
    expect(e.roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(["Software engineer", "Senior software engineer", "QA engineer"]),
    );
    expect(e.questions!.some((q) => /master/.test(q))).toBe(true);
    for (const role of e.roles) expect(role.rate).toBeGreaterThan(0);
  });
});

describe("software estimates speak the request's language", () => {
  it("a Spanish request gets Spanish phases, roles, lines, questions and findings", () => {
    const e = estimate(
      {
        ...brief("Un script que renombre los archivos de una carpeta por fecha, para mañana por 100 dólares", {
          language: "es",
          budget: 100,
        }),
        kind: "automation_script",
      },
      QUICK,
    );
    expect(e.roles.map((r) => r.role)).toEqual(["Desarrollador de automatizaciones"]);
    expect(e.lines!.some((l) => l.item === "Script: lógica principal y manejo de archivos" && l.unit === "hora")).toBe(
      true,
    );
    expect(e.questions![0]).toMatch(/¿Dónde debe ejecutarse/);
    expect(constraintOf(e, "budget")!.message).toMatch(/encargo mínimo/);
  });

  it.each(["de", "fr", "pt"])("every kind's phase and task names are translated into %s", (language) => {
    for (const kind of [
      "web_app",
      "mobile_app",
      "website",
      "ecommerce",
      "integration",
      "data_migration",
      "data_platform",
      "ml_feature",
      "automation_script",
    ] as const) {
      const english = estimate(
        { ...brief("A project with 3 systems, 20 tables, 10 dashboards and 50 products"), kind },
        100,
      );
      const translated = estimate(
        { ...brief("A project with 3 systems, 20 tables, 10 dashboards and 50 products", { language }), kind },
        100,
      );
      const names = (e: typeof english) => e.phases.flatMap((p) => [p.name, ...p.tasks.map((task) => task.name)]);
      // A few words are the same in both languages ("Dashboards" in German): most names must differ.
      const same = names(translated).filter((name, i) => name === names(english)[i]);
      expect(same.length, `${kind} in ${language}: ${same.join(", ")}`).toBeLessThanOrEqual(
        Math.floor(names(english).length * 0.2),
      );
    }
  });
});
