import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";
import { readFields } from "../src/reader/read-fields.js";

/** The reader's brief of a request, with no questions asked. */
const read = (text: string) => {
  const u = understandRequest(text);
  expect(u.questions, text).toEqual([]);
  return u.brief;
};
const source = (brief: ReturnType<typeof read>, name: string) => brief.fields?.[`quantities.${name}`]?.source ?? "";

describe("security tests are read as security assessments, with their counts in the brief", () => {
  it.each([
    [
      "en",
      "Our fintech needs an external and internal pentest: 24 public IPs and about 400 internal hosts, with a retest. Budget $30,000.",
      { ip_addresses: 24, hosts: 400 },
    ],
    [
      "es",
      "Hacer un pentest a la web de nuestra tienda y a la API de pagos, unas 50 endpoints, y entregar informe ejecutivo.",
      { endpoints: 50 },
    ],
    [
      "de",
      "Penetrationstest für unser Kundenportal mit 5 Benutzerrollen und für die API mit 35 Endpunkten, inklusive Nachtest.",
      { user_roles: 5, endpoints: 35 },
    ],
    [
      "fr",
      "Nous cherchons un prestataire pour un audit de vulnérabilités de 60 serveurs et une revue de notre configuration Azure.",
      { hosts: 60 },
    ],
    [
      "it",
      "Ci serve un penetration test dell'app mobile e delle API (40 endpoint) prima del lancio.",
      { endpoints: 40 },
    ],
    ["nl", "Kunnen jullie een pentest doen op onze klantportaal en 12 externe IP-adressen?", { ip_addresses: 12 }],
  ] as const)("%s: %s", (language, text, counts) => {
    const brief = read(text);
    expect(brief.language).toBe(language);
    expect(brief.domain).toBe("software");
    expect(brief.kind).toBe("security_assessment");
    expect(brief.quantities).toMatchObject(counts);
    for (const [name, value] of Object.entries(counts)) expect(source(brief, name)).toContain(String(value));
    // The security kind's units take their words: no endpoints read as systems, no hosts as servers.
    expect(brief.quantities.systems).toBeUndefined();
    expect(brief.quantities.servers).toBeUndefined();
  });

  it("what the request tests, its retest and attestation letter are in the brief with their words", () => {
    const brief = read(
      "We need a penetration test of our web application (about 30 screens, 3 user roles) and its REST API with 40 endpoints, with a retest and an attestation letter.",
    );
    expect(brief.quantities).toMatchObject({ screens: 30, user_roles: 3, endpoints: 40 });
    expect(brief.details).toMatchObject({ security_targets: ["web_app", "api"], retest: true, attestation: true });
    expect(brief.fields?.["details.retest"]?.source).toMatch(/retest/);
    const e = estimate(brief, 200);
    expect(e.kind).toBe("security_assessment");
    expect(e.metrics).toMatchObject({ endpoints: 40, screens: 30, user_roles: 3, retest: 1 });
  });
});

describe("compliance requests are read as compliance programmes, with headcount, sites and frameworks in the brief", () => {
  it.each([
    [
      "en",
      "We want to achieve ISO 27001 and SOC 2 Type 2 within 12 months, we have 150 employees in 3 offices. Include the audits.",
      { employees: 150, sites: 3 },
      ["iso27001", "soc2_type2"],
    ],
    [
      "es",
      "Necesitamos adaptarnos a la directiva NIS2, somos una empresa de agua con 800 empleados en 6 sedes.",
      { employees: 800, sites: 6 },
      ["nis2"],
    ],
    [
      "de",
      "NIS2-Umsetzung und DSGVO für unsere 400 Mitarbeiter an 3 Standorten.",
      { employees: 400, sites: 3 },
      ["nis2", "gdpr"],
    ],
    [
      "fr",
      "Accompagnement RGPD pour une clinique de 120 personnes : registre des traitements, AIPD, politiques.",
      { employees: 120 },
      ["gdpr"],
    ],
    [
      "pt",
      "Precisamos de adequação à ISO 27001 e ao RGPD para 90 colaboradores, com auditoria de certificação.",
      { employees: 90 },
      ["iso27001", "gdpr"],
    ],
    [
      "it",
      "Abbiamo bisogno di supporto per la conformità PCI DSS della nostra azienda: siamo 60 dipendenti e vogliamo anche l'audit del QSA.",
      { employees: 60 },
      ["pci_dss"],
    ],
    [
      "nl",
      "Wij willen een ISO 27001-traject voor 45 medewerkers, inclusief interne audit en begeleiding bij de certificering.",
      { employees: 45 },
      ["iso27001"],
    ],
  ] as const)("%s: %s", (language, text, counts, frameworks) => {
    const brief = read(text);
    expect(brief.language).toBe(language);
    expect(brief.kind).toBe("compliance_programme");
    expect(brief.quantities).toMatchObject(counts);
    for (const [name, value] of Object.entries(counts)) expect(source(brief, name)).toContain(String(value));
    expect(brief.details?.frameworks).toEqual(expect.arrayContaining([...frameworks]));
    // A headcount is the organisation's size, not the users of an application.
    expect(brief.quantities.users).toBeUndefined();
  });

  it("the audit itself, a platform and the programme's deadline reach the brief and the price", () => {
    const brief = read(
      "ISO 27001 certification for our 120 employees across two offices in Manchester, including the certification audit and Vanta, within 9 months.",
    );
    expect(brief.details).toMatchObject({ frameworks: ["iso27001"], certification_audit: true, compliance_tool: true });
    expect(brief.deadline_weeks).toBeCloseTo(39.1, 1);
    const e = estimate(brief, 200);
    expect(e.metrics).toMatchObject({ employees: 120, sites: 2, certification_audit: 1 });
    expect(e.lines!.some((l) => /External audit/.test(l.item))).toBe(true);
    expect(e.lines!.some((l) => /Compliance platform/.test(l.item))).toBe(true);
  });
});

describe("other software requests keep their kind and their counts", () => {
  it.each([
    "A booking web app for our hair salon: clients book, staff see their calendar, about 15 screens.",
    "We need a web app for our clinic staff to manage appointments and patient notes, about 25 screens, with 2FA and GDPR compliance.",
    "Build us a customer portal with login, invoices and a support ticket area; we will run a pentest on it later. 18 screens.",
    "Plataforma web de reservas para gimnasios con pagos, unas 20 pantallas, que cumpla con el RGPD.",
  ])("a web app stays a web app: %s", (text) => {
    const brief = read(text);
    expect(brief.kind).toBe("web_app");
    expect(brief.quantities.screens).toBeGreaterThan(0);
  });

  it("an integration still counts endpoints as systems to connect", () => {
    const text = "Connect our ERP to 40 API endpoints of the carriers";
    expect(readFields(text, "software", "integration").counts.systems).toBe(40);
    expect(readFields(text, "software", "security_assessment").counts).toMatchObject({ endpoints: 40 });
    expect(readFields(text, "software", "security_assessment").counts.systems).toBeUndefined();
  });
});
