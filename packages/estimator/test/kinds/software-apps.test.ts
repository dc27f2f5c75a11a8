/** Web and mobile applications: catalogue function points → COCOMO II with a modern-team multiplier, by role. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { constraintOf } from "../fixtures.js";
import { expectConsistent, expectInsideReference, expectKindProperties } from "./harness.js";
import { inCurrency, REFERENCES } from "./software-references.js";

const brief = (summary: string, extra: object = {}) => ({
  domain: "software" as const,
  title: "Request",
  summary,
  ...extra,
});

describe("web applications", () => {
  it("a simple MVP web app in Texas is a tier-1 or tier-2 build", () => {
    const e = expectInsideReference(
      brief("Simple MVP web app for freelancers to track projects and send invoices", { location: "Austin, Texas" }),
      "web_app",
      REFERENCES.smallWebApp,
    );
    expectConsistent(e);
    expect(e.roles.map((r) => r.role)).toEqual(
      expect.arrayContaining([
        "Senior software engineer",
        "Software engineer",
        "QA engineer",
        "DevOps engineer",
        "UX/UI designer",
        "Project manager",
      ]),
    );
    // Every labour line names the wage statistic its role's rate comes from.
    for (const line of e.lines!.filter((l) => l.unit === "hour"))
      expect(line.source).toMatch(/Bureau of Labor Statistics, Occupational Employment and Wage Statistics/);
  });

  it("an internal tool of 8 screens", () => {
    expectInsideReference(
      brief(
        "internal dashboard for our ops team to log, assign and close delivery exceptions, reads from our existing postgres db, maybe 8 screens, nothing fancy",
        { quantities: { screens: 8 } },
      ),
      "web_app",
      REFERENCES.standardWebApp,
    );
  });

  it("a room-booking web app of 12 screens in London, with hosting and monitoring priced", () => {
    const e = expectInsideReference(
      brief("A web app where our clients book meeting rooms, with accounts and an admin panel, about 12 screens", {
        location: "London",
        quantities: { screens: 12 },
      }),
      "web_app",
      inCurrency(REFERENCES.largeWebApp, "GBP"),
    );
    expect(e.lines!.some((l) => /hosting/i.test(l.item))).toBe(true);
    expect(e.lines!.some((l) => l.source.startsWith("Sentry"))).toBe(true);
  });

  // The request of absurd scale: a clone of Facebook for $500 is not a gap that trimming closes.
  it("a clone of Facebook for $500 is said to be of another scale than its budget", () => {
    const e = expectInsideReference(
      brief("A clone of Facebook for $500", { budget: 500 }),
      "web_app",
      REFERENCES.largeWebApp,
    );
    const c = constraintOf(e, "budget")!;
    expect(c.fits).toBe(false);
    expect(c.message).toMatch(/different scales/);
    expect(c.message).toMatch(/Facebook/);
    expect(e.feasible).toBe(false);
    expect(e.assumptions.some((a) => /first version/.test(a))).toBe(true);
  });

  it("more screens never cost less, and the numbers add up", () => {
    expectKindProperties("web_app", fc.integer({ min: 1, max: 120 }), (n) =>
      brief("A web application", { quantities: { screens: n } }),
    );
  });
});

describe("mobile apps", () => {
  it("a simple MVP app with login and a feed costs what an MVP costs at a US agency, with both store fees", () => {
    const e = expectInsideReference(
      brief("Simple MVP mobile app with login and a feed"),
      "mobile_app",
      REFERENCES.mvpApp,
    );
    expect(e.roles.map((r) => r.role)).toContain("Mobile developer");
    const apple = e.lines!.find((l) => l.source.startsWith("Apple Developer Program"))!;
    const google = e.lines!.find((l) => l.source.startsWith("Google Play"))!;
    expect(apple.unit_cost).toBe(99);
    expect(google.unit_cost).toBe(25);
  });

  it("an iPhone-only app in Sydney pays only Apple's fee", () => {
    const e = expectInsideReference(
      brief("Simple iPhone app that shows our event schedule and sends reminders", { location: "Sydney" }),
      "mobile_app",
      inCurrency(REFERENCES.smallToComplexApp, "AUD"),
    );
    expect(e.lines!.some((l) => l.source.startsWith("Google Play"))).toBe(false);
    expect(e.lines!.some((l) => l.source.startsWith("Apple Developer Program"))).toBe(true);
  });

  it("an Android app to order ahead, in Toronto", () => {
    expectInsideReference(
      brief("A simple Android app for our food truck so customers order ahead", { location: "Toronto" }),
      "mobile_app",
      inCurrency(REFERENCES.smallToComplexApp, "CAD"),
    );
  });

  it("more screens never cost less, and the numbers add up", () => {
    expectKindProperties("mobile_app", fc.integer({ min: 1, max: 80 }), (n) =>
      brief("A mobile app for iOS and Android", { quantities: { screens: n } }),
    );
  });
});
