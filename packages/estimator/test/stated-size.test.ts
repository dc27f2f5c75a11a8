import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { briefSchema, type Brief } from "@scopewise/shared";
import { recordedRangeSentence } from "../src/document/recorded-range.js";
import { estimate, formatNumber, renderProposal, understandRequest } from "../src/index.js";
import { SIZE_CALIBRATION } from "../src/kinds/software/stated-size/calibrated.js";

/** Sizes as professionals state them, in five languages: [request, measure, value]. */
const PHRASES: Array<[string, string, number]> = [
  ["We need a quote for a 350 FP system.", "function_points", 350],
  ["RFP: a 350-function-point system for claims handling.", "function_points", 350],
  ["Our analyst counted 1,200 IFPUG function points (unadjusted).", "function_points", 1200],
  ["A business application with a function point count of 420.", "function_points", 420],
  ["Solicitamos presupuesto para un sistema de 350 puntos de función.", "function_points", 350],
  ["Sistema de gestión de 1.200 PF.", "function_points", 1200],
  ["Angebot für ein System mit 350 Funktionspunkten.", "function_points", 350],
  ["Bitte schätzen: 2.400 Function Points, Neuentwicklung.", "function_points", 2400],
  ["Devis pour une application de 350 points de fonction.", "function_points", 350],
  ["Un système de 1 500 PF à développer.", "function_points", 1500],
  ["Orçamento para um sistema de 350 pontos de função.", "function_points", 350],
  ["Sistema com 800 PF para uma seguradora.", "function_points", 800],
  ["A system measured at 350 CFP.", "cosmic_fp", 350],
  ["A billing application of 240 COSMIC function points.", "cosmic_fp", 240],
  ["Un sistema de 1.500 puntos de función COSMIC.", "cosmic_fp", 1500],
  ["Ein System mit 350 COSMIC-Funktionspunkten.", "cosmic_fp", 350],
  ["Une application de 350 points de fonction COSMIC.", "cosmic_fp", 350],
  ["Um sistema de 350 pontos de função COSMIC.", "cosmic_fp", 350],
  ["An embedded controller of 40 KLOC.", "ksloc", 40],
  ["About 40k lines of Java for a trading back office.", "ksloc", 40],
  ["A system of roughly 40,000 lines of code.", "ksloc", 40],
  ["Un sistema de 40.000 líneas de código.", "ksloc", 40],
  ["Ein System mit 40.000 Zeilen Code.", "ksloc", 40],
  ["Ein Altsystem mit 12,5 KSLOC.", "ksloc", 12.5],
  ["Un logiciel de 40 000 lignes de code.", "ksloc", 40],
  ["Um sistema de 40 mil linhas de código.", "ksloc", 40],
  ["A portal sized at 120 use case points.", "use_case_points", 120],
  ["Un portal de 120 puntos de caso de uso.", "use_case_points", 120],
  ["Ein Portal mit 120 Use-Case-Points.", "use_case_points", 120],
  ["Un portail de 120 points de cas d'utilisation.", "use_case_points", 120],
  ["Um portal de 120 pontos de caso de uso.", "use_case_points", 120],
  ["A backlog of 400 story points; our velocity is 30 points per sprint.", "story_points", 400],
  ["Un backlog de 300 puntos de historia con una velocidad de 25 puntos por sprint.", "story_points", 300],
  ["Ein Backlog von 300 Story Points bei einer Velocity von 25 Punkten pro Sprint.", "story_points", 300],
  ["Un backlog de 300 story points, vélocité de 25 points par sprint.", "story_points", 300],
  ["Um backlog de 300 pontos de história, velocidade de 25 pontos por sprint.", "story_points", 300],
];

const sized = (quantities: Brief["quantities"], summary = "A software system.") =>
  briefSchema.parse({ domain: "software", kind: "web_app", title: "System", summary, quantities, currency: "USD" });

describe("sizes as professionals state them", () => {
  it.each(PHRASES)("%s → %s %d", (text, measure, value) => {
    const { brief, questions } = understandRequest(text);
    expect(questions).toEqual([]);
    expect(brief.domain).toBe("software");
    expect(brief.quantities[measure as keyof Brief["quantities"]]).toBeCloseTo(value, 6);
    expect(String(brief.fields?.[`quantities.${measure}`]?.source ?? "")).not.toBe("");
  });

  it("reads the velocity beside story points", () => {
    expect(
      understandRequest("A backlog of 400 story points; our velocity is 30 points per sprint.").brief.quantities
        .velocity,
    ).toBe(30);
  });

  it("does not take frames per second for function points", () => {
    expect(
      understandRequest("A mobile game running at 60 fps with leaderboards and in-app purchases.").brief.quantities
        .function_points,
    ).toBeUndefined();
  });

  it("uses the stated size as given: a 9-point change and a 3,000-point system are priced far apart", () => {
    const small = estimate(
      understandRequest("Please quote a small change of 9 function points to our CRM.").brief,
      1000,
    );
    const large = estimate(understandRequest("Please quote a 3,000 function point CRM system.").brief, 1000);
    expect(large.effort_hours!.p50 / small.effort_hours!.p50).toBeGreaterThan(100);
    // The hours go into the kind's own tasks; the summary says which size they come from.
    expect(small.summary).toContain("9 function points");
  });
});

describe("the stated-size model", () => {
  const measures = ["function_points", "cosmic_fp", "ksloc", "use_case_points"] as const;

  it("never prices a larger stated size lower, for every measure", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...measures),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.double({ min: 1.01, max: 3, noNaN: true }),
        (measure, size, growth) => {
          const a = estimate(sized({ [measure]: size }), 300);
          const b = estimate(sized({ [measure]: size * growth }), 300);
          expect(b.effort_hours!.expected).toBeGreaterThanOrEqual(a.effort_hours!.expected);
          expect(b.effort_hours!.p50).toBeGreaterThanOrEqual(a.effort_hours!.p50);
          expect(b.effort_hours!.p90).toBeGreaterThanOrEqual(a.effort_hours!.p90);
          expect(b.total_cost.p50).toBeGreaterThanOrEqual(a.total_cost.p50);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("keeps every percentile ordered", () => {
    fc.assert(
      fc.property(fc.constantFrom(...measures), fc.double({ min: 1, max: 20000, noNaN: true }), (measure, size) => {
        const e = estimate(sized({ [measure]: size }), 300);
        const h = e.effort_hours!;
        expect(h.p10).toBeLessThanOrEqual(h.p50);
        expect(h.p50).toBeLessThanOrEqual(h.p80);
        expect(h.p80).toBeLessThanOrEqual(h.p90);
        expect(e.total_cost.p10!).toBeLessThanOrEqual(e.total_cost.p50);
        expect(e.total_cost.p80).toBeLessThanOrEqual(e.total_cost.p90);
        expect(e.duration_weeks.p10!).toBeLessThanOrEqual(e.duration_weeks.p50);
        expect(e.duration_weeks.p80).toBeLessThanOrEqual(e.duration_weeks.p90);
      }),
      { numRuns: 30 },
    );
  });

  it("widens the range as the brief gets vaguer", () => {
    const vague = estimate(sized({ function_points: 400 }, "400 FP."), 2000).effort_hours!;
    const words =
      "Claims handling system with policy administration, underwriting rules, document generation, payments, reporting, audit trail and integration with the general ledger. ".repeat(
        6,
      );
    const defined = estimate(
      {
        ...sized({ function_points: 400, screens: 40, pages: 20 }, words),
        features: ["payments", "reporting", "audit", "integrations", "documents", "search"],
        design_maturity: "schematic",
      },
      2000,
    ).effort_hours!;
    expect(vague.p90 / vague.p10).toBeGreaterThan(defined.p90 / defined.p10);
  });

  it("carries the calibration and the effort percentiles on the estimate", () => {
    const e = estimate(sized({ function_points: 350 }));
    expect(e.calibration).toEqual({
      ...SIZE_CALIBRATION.summary,
      label: `calibrated on ${SIZE_CALIBRATION.organisation.projects} public projects`,
    });
    expect(e.effort_hours!.p10).toBeGreaterThan(0);
    expect(e.total_cost.p10).toBeGreaterThan(0);
    expect(e.duration_weeks.p10).toBeGreaterThan(0);
  });

  it("prices story points by the stated velocity and a COCOMO size by its rated drivers", () => {
    const story = estimate(sized({ story_points: 300, velocity: 30 }));
    // 10 sprints of 2 weeks, a team of 5, 36 hours a week (task hours are rounded one by one).
    expect(Math.abs(story.effort_hours!.expected - 10 * 2 * 5 * 36)).toBeLessThanOrEqual(5);
    const plain = estimate(sized({ ksloc: 40 }, "A 40 KLOC system."));
    const critical = estimate(
      sized({ ksloc: 40 }, "A 40 KLOC embedded system. Requirements: safety-critical, hard real-time, tight memory."),
    );
    expect(critical.effort_hours!.expected).toBeGreaterThan(plain.effort_hours!.expected * 2);
  });
});

describe("the proposal says the measured range in plain words", () => {
  it.each(["en", "es", "de", "fr", "pt"])("with the estimate's own figures (%s)", (language) => {
    const e = estimate({ ...sized({ function_points: 500 }), language });
    const sentence = recordedRangeSentence(e)!;
    for (const figure of [e.calibration!.projects, e.effort_hours!.p10, e.effort_hours!.p50, e.effort_hours!.p90])
      expect(sentence).toContain(formatNumber(figure, 0, language));
    expect(sentence).toContain(e.calibration!.source);
    expect(JSON.stringify(renderProposal(e, sized({ function_points: 500 })))).toContain(
      JSON.stringify(sentence).slice(1, 60),
    );
  });
});
