import type { Estimate } from "@scopewise/shared";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CostBreakdownChart } from "./CostBreakdownChart";
import { EstimateSummary } from "./EstimateSummary";
import { RoleCostChart } from "./RoleCostChart";
import { TimelineChart } from "./TimelineChart";
import { roleCostParts } from "./cost-parts";
import { moneyFormat } from "./estimate-format";

const estimate: Estimate = {
  domain: "software",
  currency: "USD",
  summary: "A mobile app with payments and chat.",
  assumptions: [],
  phases: [
    { name: "Discovery and design", effort_hours: 684, cost: 57_345, start_week: 1, end_week: 6, tasks: [] },
    { name: "Build", effort_hours: 1978, cost: 179_020, start_week: 7, end_week: 19, tasks: [] },
    { name: "Testing and hardening", effort_hours: 684, cost: 49_975, start_week: 20, end_week: 26, tasks: [] },
  ],
  roles: [
    { role: "Software engineer", count: 2.3, rate: 90, hours: 2008, cost: 180_766 },
    { role: "QA engineer", count: 2, rate: 65, hours: 479, cost: 31_150 },
  ],
  risks: [],
  duration_weeks: { p50: 28.2, p80: 30.1, p90: 31 },
  total_cost: { expected: 318_770, p50: 315_000, p80: 340_000, p90: 352_000 },
  contingency: 32_430,
  method: "COCOMO II",
  non_labor_cost: 74_424,
  constraints: [
    { kind: "budget", stated: 50_000, fits: false, message: "The stated budget of $50,000 cannot cover this scope." },
    { kind: "deadline", stated: 40, fits: true, message: "The plan fits in 40 weeks." },
  ],
  metrics: {},
  iterations: 1000,
};

const money = moneyFormat("USD");
const moneyShort = moneyFormat("USD", true);
const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, "g"))?.length ?? 0;

describe("CostBreakdownChart", () => {
  const html = render(createElement(CostBreakdownChart, { estimate, width: 600, money, moneyShort }));

  it("is a named image with its figures in words", () => {
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Cost breakdown chart"');
    expect(html).toContain("<title>Cost breakdown chart</title>");
    expect(html).toMatch(
      /<desc id="[^"]+">Cost by phase: Discovery and design \$57,345; Build \$179,020; .*Contingency \$32,430\. Expected total \$318,770\.<\/desc>/,
    );
  });

  it("draws a bar per phase and one for the contingency, the largest filling the axis", () => {
    expect(count(html, /<rect /)).toBe(4);
    expect(html).toContain("fill-amber-400");
    // Ticks run to $200K on a 600 px axis, so the $179,020 build bar is 537 px long.
    expect(html).toMatch(/<rect x="0" y="[\d.]+" width="537\.06/);
    expect(html).toContain(">$200K</text>");
  });
});

describe("RoleCostChart", () => {
  const parts = roleCostParts(estimate);

  it("stacks the roles and the non-labour costs across the width", () => {
    expect(parts.map((part) => part.name)).toEqual(["Software engineer", "QA engineer", "Non-labour costs"]);
    expect(parts.reduce((sum, part) => sum + part.share, 0)).toBeCloseTo(1);
    const html = render(createElement(RoleCostChart, { parts, width: 300, money }));
    expect(html).toContain('aria-label="Cost by role chart"');
    expect(count(html, /<rect /)).toBe(3);
    expect(html).toContain("Non-labour costs: $74,424 (26%)");
  });
});

describe("TimelineChart", () => {
  const html = render(createElement(TimelineChart, { estimate, width: 358 }));

  it("is a named image listing the phases' weeks and the durations", () => {
    expect(html).toContain('aria-label="Timeline chart"');
    expect(html).toContain(
      "Phases by week: Discovery and design weeks 1–6; Build weeks 7–19; Testing and hardening weeks 20–26. Duration: P50 28.2 weeks, P80 30.1 weeks, P90 31 weeks.",
    );
  });

  it("draws a bar per phase from its first to its last week, and a marker per percentile", () => {
    // 31 weeks round up to a 35-week grid on 358 px: weeks 7..19 start at 6 weeks.
    expect(html).toMatch(new RegExp(`<rect x="${(6 / 35) * 358}`));
    expect(count(html, /<rect /)).toBe(3);
    expect(count(html, /stroke-dasharray="4 3"/)).toBe(3);
    for (const label of ["P50", "P80", "P90"]) expect(html).toContain(`${label}</text>`);
  });
});

describe("EstimateSummary", () => {
  const html = render(createElement(EstimateSummary, { estimate, money }));

  it("gives the expected and percentile figures", () => {
    for (const text of [
      "Expected cost",
      "$318,770",
      "P80 cost",
      "$340,000",
      "P50 duration",
      "28.2 weeks",
      "30.1 weeks",
    ])
      expect(html).toContain(text);
  });

  it("shows P10 when the estimate has it, and nothing for older estimates without it", () => {
    expect(html).not.toContain("P10 cost");
    const withP10 = render(
      createElement(EstimateSummary, {
        estimate: { ...estimate, total_cost: { ...estimate.total_cost, p10: 251_400 } },
        money,
      }),
    );
    expect(withP10).toContain("P10 cost");
    expect(withP10).toContain("$251,400");
  });

  it("flags a constraint that does not fit, and says so calmly when one does", () => {
    expect(html).toContain("Budget does not fit:");
    expect(html).toContain("border-amber-500/40");
    expect(html).toContain("Deadline fits:");
  });
});
