/**
 * A stated size replaces only the development labour of the kind's own model: the hours are the
 * stated-size model's whatever the kind, while rates (the kind's cited rate card), licences, platforms,
 * running costs and questions are the kind's.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { briefSchema, type Brief, type Estimate, type Kind } from "@scopewise/shared";
import { de } from "../../i18n/src/locales/de/index.js";
import { es } from "../../i18n/src/locales/es/index.js";
import { fr } from "../../i18n/src/locales/fr/index.js";
import { pt } from "../../i18n/src/locales/pt/index.js";
import { estimate } from "../src/index.js";
import { SOFTWARE_KIND_SPECS } from "../src/kinds/software/index.js";
import { SIZE_CALIBRATION } from "../src/kinds/software/stated-size/calibrated.js";
import { sizedEffort } from "../src/kinds/software/stated-size/effort.js";
import { statedSizePlan } from "../src/kinds/software/stated-size/model.js";
import { expectConsistent, QUICK } from "./kinds/harness.js";

const KINDS = Object.keys(SOFTWARE_KIND_SPECS) as Kind[];

const brief = (
  kind: Kind | undefined,
  quantities: Brief["quantities"],
  summary = "A software system.",
  extra: Partial<Brief> = {},
): Brief =>
  briefSchema.parse({
    domain: "software",
    ...(kind ? { kind } : {}),
    title: "System",
    summary,
    quantities,
    currency: "USD",
    ...extra,
  });

const nonLabourLines = (e: Estimate) => (e.lines ?? []).filter((l) => !/Bureau of Labor Statistics/.test(l.source));
const labourLines = (e: Estimate) => (e.lines ?? []).filter((l) => /Bureau of Labor Statistics/.test(l.source));

describe("a stated size in the kind's own model", () => {
  it("a mobile app of 400 FP keeps its store fees and hosting, and its roles carry their sources", () => {
    const b = brief("mobile_app", { function_points: 400 }, "A mobile app for iOS and Android of 400 function points.");
    const e = estimate(b, QUICK);
    expectConsistent(e);
    const items = nonLabourLines(e).map((l) => l.item);
    expect(items).toContain("Apple Developer Program (first year)");
    expect(items).toContain("Google Play developer registration");
    expect(items.some((item) => /^Cloud hosting/.test(item))).toBe(true);
    // 400 FP is past a small managed stack: the hosting is sized by the stated size, not the catalogue's.
    expect(items.some((item) => /instances/.test(item))).toBe(true);
    const plan = statedSizePlan(b);
    expect(plan.roles.length).toBeGreaterThan(0);
    for (const role of plan.roles) expect(role.source, role.role).toMatch(/Bureau of Labor Statistics.*\(\d{4}\)/);
    expect(e.roles.map((r) => r.role)).toContain("Mobile developer");
    for (const line of labourLines(e)) expect(line.source).not.toBe("rate card");
    expect(e.calibration).toEqual({
      ...SIZE_CALIBRATION.summary,
      label: `calibrated on ${SIZE_CALIBRATION.organisation.projects} public projects`,
    });
    expect(e.contingency).toBe(0);
    expect(e.questions).toContain("Are the Apple and Google developer accounts already in your company's name?");
  });

  it("an application splits its build over the core, the capabilities named and the rest of the stated size", () => {
    const e = estimate(brief("web_app", { function_points: 350 }, "A 350 FP claims system with payments."), QUICK);
    const build = e.phases.find((p) => p.name === "Build")!;
    const names = build.tasks.map((task) => task.name);
    expect(names).toContain("Architecture, core application and data model");
    expect(names).toContain("Build: Payments and billing");
    const rest = build.tasks.find((task) => task.name === "Build: the rest of the stated 350 function points")!;
    // 350 FP less the core (30) and payments (30): most of the build, by the feature role rather than the senior engineer.
    expect(rest.effort_hours).toBeGreaterThan(build.effort_hours * 0.6);
    expect(names.some((name) => /accounts|profiles|notifications|admin/i.test(name))).toBe(false);
  });

  it("an online store keeps its platform plan, priced as in the store's own model", () => {
    const text = "An online store with 500 products on Shopify.";
    const own = estimate(brief("ecommerce", {}, text), QUICK);
    const sized = estimate(brief("ecommerce", { function_points: 250 }, text), QUICK);
    const plan = (e: Estimate) => nonLabourLines(e).find((l) => /Commerce platform subscription/.test(l.item));
    expect(plan(sized)).toBeDefined();
    expect(plan(sized)).toEqual(plan(own));
  });

  it("gives the same hours whatever the kind: only rates and non-labour lines differ", () => {
    for (const measure of [
      { function_points: 400 },
      { ksloc: 40 },
      { use_case_points: 120 },
      { story_points: 300, velocity: 30 },
    ] as const) {
      const reference = sizedEffort(brief("web_app", measure), SIZE_CALIBRATION)!;
      const p50s = KINDS.map((kind) => {
        const b = brief(kind, measure);
        const plan = statedSizePlan(b);
        const hours = plan.phases.flatMap((p) => p.tasks).reduce((s, task) => s + (task.hours?.likely ?? 0), 0);
        expect(hours, kind).toBeCloseTo(reference.hours, 6);
        // Hours as given: no three-point spread of the kind's own on top of the measured one.
        for (const task of plan.phases.flatMap((p) => p.tasks))
          if (task.hours) expect(task.hours.pessimistic).toBe(task.hours.optimistic);
        expect(plan.risks).toEqual([]);
        expect(plan.metrics.priced_as).toBe(kind);
        return estimate(b, 2000).effort_hours!.p50;
      });
      expect(new Set(p50s).size, JSON.stringify(measure)).toBe(1);
      expect(Math.abs(p50s[0]! / reference.hours - 1)).toBeLessThan(0.05);
    }
  });

  it("uses the calibrated hours as given: no complexity multiplier, minimum engagement or modern-team factor of the kind", () => {
    const small = brief("automation_script", { function_points: 2 }, "A tiny script of 2 function points.", {
      complexity: "high",
      quality: "premium",
    });
    const plan = statedSizePlan(small);
    const hours = plan.phases.flatMap((p) => p.tasks).reduce((s, task) => s + (task.hours?.likely ?? 0), 0);
    expect(hours).toBeCloseTo(sizedEffort(small, SIZE_CALIBRATION)!.hours, 6);
    expect(plan.phases.flatMap((p) => p.tasks).some((task) => /Minimum engagement/.test(task.name))).toBe(false);
  });

  it("prices a size without a kind, or with a kind the reader only guessed, as a web application", () => {
    expect(statedSizePlan(brief(undefined, { function_points: 300 })).metrics.priced_as).toBe("web_app");
    const guessed = brief("automation_script", { function_points: 300 }, "We need a price for a system of 300 FP.", {
      fields: {
        kind: { value: "automation_script", source: "We need a price for a system of 300 FP", confidence: 0.03 },
      },
    });
    expect(statedSizePlan(guessed).metrics.priced_as).toBe("web_app");
    const read = { ...guessed, fields: { kind: { value: "automation_script", source: "script", confidence: 0.6 } } };
    expect(statedSizePlan(read).metrics.priced_as).toBe("automation_script");
  });

  it("never falls in effort or cost as the stated size grows, for every software kind", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.constantFrom("function_points", "ksloc", "use_case_points"),
        fc.double({ min: 1, max: 3000, noNaN: true }),
        fc.double({ min: 1.01, max: 3, noNaN: true }),
        (kind, measure, size, growth) => {
          const a = estimate(brief(kind, { [measure]: size }), 300);
          const b = estimate(brief(kind, { [measure]: size * growth }), 300);
          expectConsistent(b);
          expect(b.effort_hours!.expected).toBeGreaterThanOrEqual(a.effort_hours!.expected);
          expect(b.effort_hours!.p50).toBeGreaterThanOrEqual(a.effort_hours!.p50);
          expect(b.effort_hours!.p90).toBeGreaterThanOrEqual(a.effort_hours!.p90);
          expect(b.total_cost.expected).toBeGreaterThanOrEqual(a.total_cost.expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});

const ROOT = fileURLToPath(new URL("../src/kinds/software", import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith(".ts") ? [path] : [];
  });
const LITERALS = [
  ...new Set(
    sources(ROOT).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)].map(
        (m) => JSON.parse(`"${m[1]}"`) as string,
      ),
    ),
  ),
];
const placeholders = (s: string) => [...s.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();

describe("software messages are translated", () => {
  it.each([
    ["es", es],
    ["de", de],
    ["fr", fr],
    ["pt", pt],
  ] as const)(
    "%s: every message of the software kinds and the stated-size model has a translation with the same placeholders",
    (_, catalogue) => {
      expect(LITERALS.length).toBeGreaterThan(300);
      expect(LITERALS.filter((key) => catalogue[key] === undefined)).toEqual([]);
      for (const key of LITERALS) expect(placeholders(catalogue[key]!), key).toEqual(placeholders(key));
    },
  );
});
