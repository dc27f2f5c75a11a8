import type { Brief, Estimate } from "@scopewise/shared";
import { documentOf, type DocumentNode } from "@scopewise/editor-schema/blocks";
import { basisSection } from "./basis.js";
import { heading, list, paragraph } from "./blocks.js";
import { commercialTermsSection } from "./commercial-terms.js";
import { coverBlock, type ProposalCover } from "./cover.js";
import { feasibilitySection } from "./feasibility.js";
import { languageNote } from "./language-note.js";
import { nextStepsSection } from "./next-steps.js";
import { scopeSection } from "./scope.js";
import { confidenceSection, funnelTable, phaseCostTable, resourcesSection, riskTable, roleCostTable, timelineTable, understandingSection, weeksLabel } from "./sections.js";
import { writerFor, type Writer } from "./writer.js";

/** Prose an LLM may write around the figures; every number in it is checked before use. */
export interface ProposalProse {
  executive_summary?: string;
  understanding?: string;
  approach?: string;
}

function summarySection(e: Estimate, w: Writer, prose: string | undefined, leading: boolean): DocumentNode[] {
  const { t } = w;
  const values = { cost: w.money(e.total_cost.expected), contingency: w.money(e.contingency), weeks: w.number(e.duration_weeks.p50, 1), p80: w.money(e.total_cost.p80), weeks80: w.number(e.duration_weeks.p80, 1) };
  const expectation = leading
    ? t("For the full scope as asked, we expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.", values)
    : t("We expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.", values);
  const parts: DocumentNode[] = [heading(2, t("Executive summary")), paragraph(prose ?? `${e.summary} ${expectation}`)];
  // A limit no plan meets is stated once, in the leading section.
  const stated = leading ? e.constraints.filter((c) => c.kind === "team" || c.fits) : e.constraints;
  const label = { budget: t("Budget"), deadline: t("Deadline"), team: t("Team") };
  for (const c of stated) parts.push(paragraph(t("{{label}}: {{message}}", { label: label[c.kind], message: c.message })));
  return parts;
}

function approachSection(e: Estimate, w: Writer, prose: string | undefined): DocumentNode[] {
  const { t } = w;
  const parts: DocumentNode[] = [heading(2, t("Approach and phases"))];
  if (prose) parts.push(paragraph(prose));
  for (const p of e.phases) {
    parts.push(heading(3, p.name));
    // A phase of bought-in costs only (panel fees, media) has no hours to report.
    const work = p.effort_hours > 0 ? t("{{hours}} of work", { hours: w.hours(p.effort_hours) }) : t("external costs only, no team hours");
    parts.push(paragraph(t("{{weeks}}; {{work}}; {{cost}}.", { weeks: weeksLabel(p, t), work, cost: w.money(p.cost) })));
    parts.push(list(p.tasks.map((task) => (task.effort_hours > 0 ? t("{{task}}: {{hours}}, {{cost}}", { task: task.name, hours: w.hours(task.effort_hours), cost: w.money(task.cost) }) : t("{{task}}: {{cost}}", { task: task.name, cost: w.money(task.cost) })))));
  }
  return parts;
}

function timelineSection(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const planned = Math.max(...e.phases.map((p) => p.end_week));
  return [
    heading(2, t("Timeline")),
    paragraph(t("Planned duration: {{weeks}} weeks of phases end to end; with risks, {{p50}} weeks at P50 and {{p80}} weeks at P80.", { weeks: planned, p50: w.number(e.duration_weeks.p50, 1), p80: w.number(e.duration_weeks.p80, 1) })),
    ...timelineTable(e, w),
  ];
}

function costSection(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const parts: DocumentNode[] = [heading(2, t("Cost breakdown"))];
  if ((e.lines ?? []).length > 0) parts.push(paragraph(t("The basis of estimate at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.")));
  parts.push(heading(3, t("By phase")), phaseCostTable(e, w), heading(3, t("By role")), roleCostTable(e, w));
  const funnel = funnelTable(e, w);
  if (funnel) parts.push(heading(3, t("Expected results by channel")), funnel);
  return parts;
}

/**
 * The proposal as a document under the editor's schema (JSON), rendered from the estimate (figures
 * always the engine's) in the request's language, with figures as the site's locale writes them: the
 * title, then the cover block (client, date, author) when a cover is given, then the sections.
 * The server writes it as the editor's HTML.
 */
export function renderProposal(e: Estimate, brief: Brief, prose: ProposalProse = {}, cover?: ProposalCover): DocumentNode {
  const w = writerFor(e, brief);
  const parts: DocumentNode[] = [heading(1, brief.title)];
  if (cover) parts.push(...coverBlock(brief, cover, w));
  parts.push(...languageNote(brief.language ?? e.language, w));
  const leading = feasibilitySection(e, brief, w);
  parts.push(
    ...leading,
    ...summarySection(e, w, prose.executive_summary, leading.length > 0),
    ...understandingSection(e, brief, w, prose.understanding),
    ...scopeSection(e, brief, w),
    ...approachSection(e, w, prose.approach),
    ...timelineSection(e, w),
    ...costSection(e, w),
    ...resourcesSection(e, w),
    heading(2, w.t("Risks")),
    riskTable(e, w),
    heading(2, w.t("Assumptions and exclusions")),
    list(e.assumptions),
    ...confidenceSection(e, w),
    ...commercialTermsSection(e, brief, w, cover?.date),
    ...nextStepsSection(e, w),
    ...basisSection(e, w),
  );
  return documentOf(parts);
}
