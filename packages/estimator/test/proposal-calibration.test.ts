/**
 * The proposal's sentence that states the effort range names the calibration that set it: the user's
 * finished projects when their outcomes calibrated it, else the public projects, in the proposal's language.
 */
import { briefSchema, type Brief } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { calibrateOrganisation, type RecordedOutcome } from "../src/calibration/organisation.js";
import { estimate } from "../src/index.js";
import { SIZE_CALIBRATION } from "../src/kinds/software/stated-size/calibrated.js";
import { proposalHtml } from "./proposal-html.js";

const sized = (language: string): Brief =>
  briefSchema.parse({
    domain: "software",
    kind: "web_app",
    title: "System",
    summary: "A software system.",
    quantities: { function_points: 350 },
    currency: "EUR",
    language,
  });
const outcomes = (n: number): RecordedOutcome[] =>
  Array.from({ length: n }, (_, i) => ({ estimatedP50Hours: 1000 + i, actualHours: (1000 + i) * 1.3 }));

/** The proposal's text (tags dropped) for a brief priced with or without the user's recorded outcomes. */
function proposalText(brief: Brief, recorded: RecordedOutcome[] | undefined): string {
  const organisation = recorded ? calibrateOrganisation(recorded) : undefined;
  const e = estimate(brief, 500, { organisation });
  return proposalHtml(e, brief, {}, { date: "2026-11-25" })
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** The one sentence stating the effort range. */
const rangeSentence = (text: string, marker: RegExp): string =>
  text.split(/(?<=\.) /).find((s) => marker.test(s)) ?? "";

const PUBLIC = SIZE_CALIBRATION.organisation.projects;

describe("the proposal says which calibration set the range", () => {
  it("names the count of the user's finished projects when their outcomes calibrated it", () => {
    const sentence = rangeSentence(proposalText(sized("en"), outcomes(12)), /For this project that range/);
    expect(sentence).toMatch(/^For this project that range, calibrated on 12 of your finished projects, is [\d,]+ to/);
    expect(sentence).not.toContain("public projects");
  });

  it("names the public projects' count without the user's outcomes", () => {
    const sentence = rangeSentence(proposalText(sized("en"), undefined), /For this project that range/);
    expect(sentence).toContain(`, calibrated on ${PUBLIC} public projects, is `);
    expect(sentence).not.toContain("your finished");
  });

  it("names the public projects for an estimate stored before estimates carried a label", () => {
    const brief = sized("en");
    const { label: _label, ...unlabelled } = estimate(brief, 500).calibration!;
    const e = { ...estimate(brief, 500), calibration: unlabelled };
    expect(proposalHtml(e, brief, {}, { date: "2026-11-25" })).toContain(
      `, calibrated on ${unlabelled.projects} public projects, is `,
    );
  });

  it("says one finished project in the singular", () => {
    expect(proposalText(sized("en"), outcomes(1))).toContain("calibrated on one of your finished projects");
  });

  it.each([
    ["de", /Für dieses Projekt reicht diese Spanne, kalibriert an 12 Ihrer abgeschlossenen Projekte, von/],
    ["fr", /Pour ce projet, cette fourchette, calibrée sur 12 de vos projets terminés, va de/],
    ["es", /Para este proyecto ese rango, calibrado con 12 de sus proyectos terminados, va de/],
    ["it", /Per questo progetto l'intervallo, calibrato su 12 dei vostri progetti conclusi, va da/],
    ["nl", /Voor dit project loopt die bandbreedte, gekalibreerd op 12 van uw afgeronde projecten, van/],
    ["pt", /Para este projeto essa faixa, calibrada com 12 dos seus projetos concluídos, vai de/],
  ])("says it in the proposal's language (%s)", (language, expected) => {
    expect(proposalText(sized(language), outcomes(12))).toMatch(expected);
    expect(proposalText(sized(language), undefined)).not.toMatch(expected);
  });
});
