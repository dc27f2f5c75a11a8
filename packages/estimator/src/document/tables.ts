import { translator } from "@scopewise/i18n";
import type { Estimate } from "@scopewise/shared";
import { coloured, type DocumentNode } from "@scopewise/editor-schema/blocks";
import { riskExposure } from "../core/finalize.js";
import { paragraph, table } from "./blocks.js";
import { people } from "./client-language.js";
import type { Writer } from "./writer.js";

/** Period columns in the timeline table: with the phase column, 8 × 56 px fits the editor beside its panels (about 600 px). */
const MAX_TIMELINE_COLUMNS = 8;
/** The glyph in a timeline cell where a phase runs. */
export const TIMELINE_MARK = "█";
const TIMELINE_COLOUR = "#8b5cf6";
/** Figures line up on the right; the first column (a name) does not. */
const FIGURES_5 = ["left", "right", "right", "right", "right"] as const;

/** "17" for a one-week phase, "5–12" for longer ones (never "17–17"). */
export function weekSpan(p: { start_week: number; end_week: number }): string {
  return p.start_week === p.end_week ? `${p.start_week}` : `${p.start_week}–${p.end_week}`;
}

/** "Week 17" or "Weeks 5–12" (in English unless a writer's language is given). */
export function weeksLabel(p: { start_week: number; end_week: number }, t = translator("en")): string {
  return p.start_week === p.end_week
    ? t("Week {{span}}", { span: weekSpan(p) })
    : t("Weeks {{span}}", { span: weekSpan(p) });
}

export function timelineTable(e: Estimate, { t }: Writer): DocumentNode[] {
  const totalWeeks = Math.max(1, ...e.phases.map((p) => p.end_week));
  // One column per week for short plans; longer plans group weeks so the table stays readable.
  const bucket = Math.ceil(totalWeeks / MAX_TIMELINE_COLUMNS);
  const columns = Math.ceil(totalWeeks / bucket);
  // Short labels (the period's first week) fit a narrow column; the note above the table gives the period.
  const label = (i: number) => `${i * bucket + 1}`;
  const rows = e.phases.map((p) => [
    p.name,
    ...Array.from({ length: columns }, (_, i) => {
      const from = i * bucket + 1;
      const to = (i + 1) * bucket;
      const active = p.start_week <= to && p.end_week >= from;
      // One full block: it fits a 56 px column without wrapping into stacked pieces.
      return active ? coloured(TIMELINE_MARK, TIMELINE_COLOUR) : "";
    }),
  ]);
  const note = paragraph(
    bucket === 1
      ? t("One column per week, numbered from the start; a filled cell marks a week the phase runs.")
      : t(
          "Each column is a period of {{n}} weeks, headed by the number of its first week; a filled cell marks a period the phase runs in.",
          { n: bucket },
        ),
  );
  return [
    note,
    table([t("Phase"), ...Array.from({ length: columns }, (_, i) => label(i))], rows, {
      widths: [150, ...Array.from({ length: columns }, () => 56)],
    }),
  ];
}

export function phaseCostTable(e: Estimate, w: Writer): DocumentNode {
  const { t } = w;
  const base = e.phases.reduce((s, p) => s + p.cost, 0);
  return table(
    [t("Phase"), t("Weeks"), t("Effort (hours)"), t("Cost"), t("Share")],
    [
      ...e.phases.map((p) => [
        p.name,
        weekSpan(p),
        w.number(p.effort_hours),
        w.money(p.cost),
        w.percent(base > 0 ? p.cost / base : 0),
      ]),
      [t("Subtotal"), "", w.number(e.phases.reduce((s, p) => s + p.effort_hours, 0)), w.money(base), w.percent(1)],
      [t("Contingency (risk register)"), "", "", w.money(e.contingency), ""],
      [t("Expected total"), "", "", w.money(e.total_cost.expected), ""],
    ],
    { align: FIGURES_5 },
  );
}

export function roleCostTable(e: Estimate, w: Writer): DocumentNode {
  const { t } = w;
  const rows = e.roles.map((r) => [
    r.role,
    w.number(people(r.count)),
    t("{{rate}}/h", { rate: w.money(r.rate) }),
    w.number(r.hours),
    w.money(r.cost),
  ]);
  if (e.non_labor_cost > 0) rows.push([nonLabourLabel(e, t), "", "", "", w.money(e.non_labor_cost)]);
  rows.push([
    t("Subtotal"),
    "",
    "",
    w.number(e.roles.reduce((s, r) => s + r.hours, 0)),
    w.money(e.roles.reduce((s, r) => s + r.cost, 0) + e.non_labor_cost),
  ]);
  return table([t("Role"), t("People"), t("Rate"), t("Hours"), t("Cost")], rows, { align: FIGURES_5 });
}

function nonLabourLabel(e: Estimate, t: Writer["t"]): string {
  return {
    construction: t("Materials, equipment and subcontracts"),
    marketing: t("Media spend"),
    event: t("Venue, catering, production and suppliers"),
    research: t("Recruitment, incentives and panels"),
    software: t("Non-labour costs"),
    other: t("Non-labour costs"),
  }[e.domain];
}

export function riskTable(e: Estimate, w: Writer): DocumentNode {
  const { t } = w;
  return table(
    [t("Risk"), t("Probability"), t("Impact"), t("Exposure"), t("Mitigation")],
    e.risks.map((r) => [r.title, w.percent(r.probability), w.money(r.impact), w.money(riskExposure(r)), r.mitigation]),
    { align: ["left", "right", "right", "right", "left"] },
  );
}

export function funnelTable(e: Estimate, w: Writer): DocumentNode | undefined {
  const { t } = w;
  const keys = Object.keys(e.metrics)
    .filter((k) => k.endsWith("_impressions"))
    .map((k) => k.replace(/_impressions$/, ""));
  if (keys.length === 0) return undefined;
  const num = (k: string) => Number(e.metrics[k] ?? 0);
  const channel = (k: string) =>
    k === "meta"
      ? t("Instagram and Facebook")
      : k === "search"
        ? t("Google Search")
        : k.charAt(0).toUpperCase() + k.slice(1);
  return table(
    [t("Channel"), t("Media spend"), t("Impressions"), t("Clicks"), t("Conversions")],
    keys.map((k) => [
      channel(k),
      w.money(num(`${k}_spend`)),
      w.number(num(`${k}_impressions`)),
      w.number(num(`${k}_clicks`)),
      w.number(num(`${k}_conversions`)),
    ]),
    { align: FIGURES_5 },
  );
}
