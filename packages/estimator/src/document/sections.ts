import type { Brief, Estimate } from "@scopewise/shared";
import { ESTIMATE_CLASSES, type EstimateClass } from "../core/estimate-class.js";
import { riskExposure } from "../core/finalize.js";
import { formatMoney, formatNumber } from "../core/money.js";
import { coloured, type DocumentNode } from "@scopewise/editor-schema/blocks";
import { heading, list, paragraph, table } from "./blocks.js";
import { recordedRangeParagraph } from "./recorded-range.js";

const TOOLS: Record<Estimate["domain"], string[]> = {
  software: ["Git hosting with pull-request reviews", "CI/CD pipeline with automated tests", "Issue tracker and sprint board", "Figma for design and prototypes", "Error monitoring and analytics"],
  construction: ["BIM model (Revit or equivalent)", "Programme in a scheduling tool (Primavera P6 or MS Project)", "Cost plan and change log", "Site diary and inspection app", "Document control for drawings and RFIs"],
  marketing: ["Meta Ads Manager / Google Ads / platform ad managers", "Analytics with conversion tracking (GA4 and platform pixels)", "UTM conventions and a reporting dashboard", "Design tools for static and video creative", "A shared content calendar"],
  event: ["Registration and ticketing platform", "Run-of-show and supplier contact sheet", "Floor plan and seating tool", "Attendee communications (email/SMS)", "Post-event survey"],
  research: ["Survey platform and panel provider", "Video-call recording and transcription", "Qualitative analysis tool (coding and tagging)", "Statistics package for quantitative analysis", "Secure storage for personal data"],
  other: ["Project plan and task tracker", "Shared document workspace", "Weekly status report"],
};

export const money = (e: Estimate, v: number): string => formatMoney(v, e.currency);
const pct = (v: number) => `${Math.round(v * 100)}%`;

/** Period columns in the timeline table: with the phase column, 8 × 56 px fits the editor beside its panels (about 600 px). */
const MAX_TIMELINE_COLUMNS = 8;
/** The glyph in a timeline cell where a phase runs. */
export const TIMELINE_MARK = "█";
const TIMELINE_COLOUR = "#8b5cf6";

/** "17" for a one-week phase, "5–12" for longer ones (never "17–17"). */
export function weekSpan(p: { start_week: number; end_week: number }): string {
  return p.start_week === p.end_week ? `${p.start_week}` : `${p.start_week}–${p.end_week}`;
}

/** "Week 17" or "Weeks 5–12". */
export function weeksLabel(p: { start_week: number; end_week: number }): string {
  return `${p.start_week === p.end_week ? "Week" : "Weeks"} ${weekSpan(p)}`;
}

export function timelineTable(e: Estimate): DocumentNode[] {
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
  const note = paragraph(bucket === 1 ? "One column per week, numbered from the start; a filled cell marks a week the phase runs." : `Each column is a period of ${bucket} weeks, headed by the number of its first week; a filled cell marks a period the phase runs in.`);
  return [note, table(["Phase", ...Array.from({ length: columns }, (_, i) => label(i))], rows, { widths: [150, ...Array.from({ length: columns }, () => 56)] })];
}

export function phaseCostTable(e: Estimate): DocumentNode {
  const base = e.phases.reduce((s, p) => s + p.cost, 0);
  return table(
    ["Phase", "Weeks", "Effort (hours)", "Cost", "Share"],
    [
      ...e.phases.map((p) => [p.name, weekSpan(p), formatNumber(p.effort_hours), money(e, p.cost), base > 0 ? pct(p.cost / base) : "0%"]),
      ["Subtotal", "", formatNumber(e.phases.reduce((s, p) => s + p.effort_hours, 0)), money(e, base), "100%"],
      ["Contingency (risk register)", "", "", money(e, e.contingency), ""],
      ["Expected total", "", "", money(e, e.total_cost.expected), ""],
    ],
    { align: ["left", "right", "right", "right", "right"] },
  );
}

export function roleCostTable(e: Estimate): DocumentNode {
  const rows = e.roles.map((r) => [r.role, formatNumber(r.count, 1), `${money(e, r.rate)}/h`, formatNumber(r.hours), money(e, r.cost)]);
  if (e.non_labor_cost > 0) rows.push([nonLabourLabel(e), "", "", "", money(e, e.non_labor_cost)]);
  rows.push(["Subtotal", "", "", formatNumber(e.roles.reduce((s, r) => s + r.hours, 0)), money(e, e.roles.reduce((s, r) => s + r.cost, 0) + e.non_labor_cost)]);
  return table(["Role", "People", "Rate", "Hours", "Cost"], rows, { align: ["left", "right", "right", "right", "right"] });
}

function nonLabourLabel(e: Estimate): string {
  return { construction: "Materials, equipment and subcontracts", marketing: "Media spend", event: "Venue, catering, production and suppliers", research: "Recruitment, incentives and panels", software: "Non-labour costs", other: "Non-labour costs" }[e.domain];
}

export function riskTable(e: Estimate): DocumentNode {
  return table(
    ["Risk", "Probability", "Impact", "Exposure", "Mitigation"],
    e.risks.map((r) => [r.title, pct(r.probability), money(e, r.impact), money(e, riskExposure(r)), r.mitigation]),
    { align: ["left", "right", "right", "right", "left"] },
  );
}

export function funnelTable(e: Estimate): DocumentNode | undefined {
  const keys = Object.keys(e.metrics).filter((k) => k.endsWith("_impressions")).map((k) => k.replace(/_impressions$/, ""));
  if (keys.length === 0) return undefined;
  const num = (k: string) => Number(e.metrics[k] ?? 0);
  return table(
    ["Channel", "Media spend", "Impressions", "Clicks", "Conversions"],
    keys.map((k) => [k === "meta" ? "Instagram and Facebook" : k === "search" ? "Google Search" : k.charAt(0).toUpperCase() + k.slice(1), money(e, num(`${k}_spend`)), formatNumber(num(`${k}_impressions`)), formatNumber(num(`${k}_clicks`)), formatNumber(num(`${k}_conversions`))]),
    { align: ["left", "right", "right", "right", "right"] },
  );
}

export function resourcesSection(e: Estimate): DocumentNode[] {
  const people = e.roles.map((r) => `${r.role}: ${formatNumber(r.hours)} hours (about ${formatNumber(r.count, 1)} ${r.count === 1 ? "person" : "people"} while active)`);
  return [heading(2, "Resources and tools"), heading(3, "Team"), list(people), heading(3, "Tools"), list(TOOLS[e.domain])];
}

export function confidenceSection(e: Estimate): DocumentNode[] {
  const { p10, p50, p80, p90 } = e.total_cost;
  const d = e.duration_weeks;
  return [
    heading(2, "Confidence"),
    ...classParagraph(e),
    ...recordedRangeParagraph(e),
    list([
      ...(p10 !== undefined && d.p10 !== undefined ? [`10% (P10): only one outcome in ten costs less than ${money(e, p10)} or finishes sooner than ${formatNumber(d.p10, 1)} weeks.`] : []),
      `50% (P50): the project costs ${money(e, p50)} or less and takes ${formatNumber(d.p50, 1)} weeks or less. Half of the outcomes are better, half worse.`,
      `80% (P80): ${money(e, p80)} or less and ${formatNumber(d.p80, 1)} weeks or less. This is the figure to commit to externally.`,
      `90% (P90): ${money(e, p90)} or less and ${formatNumber(d.p90, 1)} weeks or less. Beyond this, only an unusual combination of risks would take it.`,
    ]),
    paragraph(`The expected cost, ${money(e, e.total_cost.expected)}, is the average outcome: the planned work plus a contingency of ${money(e, e.contingency)}, which is the risk register's expected value. The ranges come from ${formatNumber(e.iterations)} simulated runs of the plan.`),
    heading(3, "Method"),
    paragraph(e.method),
  ];
}

/** The estimate's class and its range in plain words (estimates stored before classes existed have none). */
function classParagraph(e: Estimate): DocumentNode[] {
  if (e.estimate_class === undefined || e.accuracy === undefined) return [];
  const name = ESTIMATE_CLASSES[e.estimate_class as EstimateClass].name;
  const { low, high } = e.accuracy;
  const from = money(e, e.total_cost.expected * (1 + low));
  const to = money(e, e.total_cost.expected * (1 + high));
  const detail = e.estimate_class >= 4 ? "The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it." : "The request defines much of the scope, so the range is comparatively narrow.";
  return [
    paragraph(
      `This is a class ${e.estimate_class} estimate (${name}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between ${pct(low)} and +${pct(high)} of the estimate, that is roughly ${from} to ${to}. ${detail}`,
    ),
  ];
}

export function understandingSection(e: Estimate, brief: Brief, prose?: string): DocumentNode[] {
  const facts: string[] = [`Type of project: ${e.domain === "other" ? "general" : e.domain}.`];
  if (brief.location) facts.push(`Location: ${brief.location}.`);
  if (brief.budget !== undefined) facts.push(`Stated budget: ${money(e, brief.budget)}.`);
  if (brief.deadline_weeks !== undefined) facts.push(`Stated time frame: ${formatNumber(brief.deadline_weeks, 1)} weeks.`);
  if (brief.duration_weeks !== undefined) facts.push(`Stated length of the ${e.domain === "marketing" ? "campaign" : "engagement"}: ${formatNumber(brief.duration_weeks, 1)} weeks.`);
  if (brief.scope_type !== undefined && e.domain === "construction") facts.push(`Scope of work: ${{ new_build: "a new building", renovation: "renovation of an existing building", extension: "an extension", fit_out: "an interior fit-out" }[brief.scope_type]}.`);
  if (brief.team_size !== undefined) facts.push(`Team size: ${brief.team_size}.`);
  return [heading(2, "Understanding of the need"), paragraph(prose ?? `You asked for: “${brief.summary}”`), list(facts)];
}
