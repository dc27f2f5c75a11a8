import type { Brief, Estimate } from "@scopewise/shared";
import { formatNumber } from "../core/money.js";
import { coverBlock, type ProposalCover } from "./cover.js";
import { documentOf, type DocumentNode } from "@scopewise/editor-schema/blocks";
import { heading, list, paragraph } from "./blocks.js";
import { feasibilitySection } from "./feasibility.js";
import { confidenceSection, funnelTable, money, phaseCostTable, resourcesSection, riskTable, roleCostTable, timelineTable, understandingSection, weeksLabel } from "./sections.js";

/** Prose an LLM may write around the figures; every number in it is checked before use. */
export interface ProposalProse {
  executive_summary?: string;
  understanding?: string;
  approach?: string;
}

/**
 * The proposal as a document under the editor's schema (JSON), rendered from the estimate (figures
 * always the engine's): the title, then the cover block (client, date, author) when a cover is given,
 * then the sections. The server writes it as the editor's HTML.
 */
export function renderProposal(e: Estimate, brief: Brief, prose: ProposalProse = {}, cover?: ProposalCover): DocumentNode {
  const parts: DocumentNode[] = [heading(1, brief.title)];
  if (cover) parts.push(...coverBlock(brief, cover));
  const leading = feasibilitySection(e, brief);
  parts.push(...leading);

  parts.push(heading(2, "Executive summary"));
  parts.push(
    paragraph(
      prose.executive_summary ??
        `${e.summary} ${leading.length > 0 ? "For the full scope as asked, we expect" : "We expect"} it to cost ${money(e, e.total_cost.expected)} including a ${money(e, e.contingency)} contingency, and to take about ${formatNumber(e.duration_weeks.p50, 1)} weeks. With 80% confidence it costs at most ${money(e, e.total_cost.p80)} and finishes within ${formatNumber(e.duration_weeks.p80, 1)} weeks.`,
    ),
  );
  // A limit no plan meets is stated once, in the leading section.
  const stated = leading.length > 0 ? e.constraints.filter((c) => c.kind === "team" || c.fits) : e.constraints;
  for (const c of stated) parts.push(paragraph(`${{ budget: "Budget", deadline: "Deadline", team: "Team" }[c.kind]}: ${c.message}`));

  parts.push(...understandingSection(e, brief, prose.understanding));

  parts.push(heading(2, "Scope and deliverables"));
  parts.push(list(e.phases.flatMap((p) => p.tasks.filter((t) => !/^Project management/.test(t.name)).map((t) => `${p.name} — ${t.name}`))));

  parts.push(heading(2, "Approach and phases"));
  if (prose.approach) parts.push(paragraph(prose.approach));
  for (const p of e.phases) {
    parts.push(heading(3, p.name));
    // A phase of bought-in costs only (panel fees, media) has no hours to report.
    const work = p.effort_hours > 0 ? `${formatNumber(p.effort_hours)} hours of work` : "external costs only, no team hours";
    parts.push(paragraph(`${weeksLabel(p)}; ${work}; ${money(e, p.cost)}.`));
    parts.push(list(p.tasks.map((t) => `${t.name}: ${t.effort_hours > 0 ? `${formatNumber(t.effort_hours)} hours, ` : ""}${money(e, t.cost)}`)));
  }

  parts.push(heading(2, "Timeline"));
  parts.push(paragraph(`Planned duration: ${Math.max(...e.phases.map((p) => p.end_week))} weeks of phases end to end; with risks, ${formatNumber(e.duration_weeks.p50, 1)} weeks at P50 and ${formatNumber(e.duration_weeks.p80, 1)} weeks at P80.`));
  parts.push(...timelineTable(e));

  parts.push(heading(2, "Cost breakdown"));
  parts.push(heading(3, "By phase"));
  parts.push(phaseCostTable(e));
  parts.push(heading(3, "By role"));
  parts.push(roleCostTable(e));
  const funnel = funnelTable(e);
  if (funnel) parts.push(heading(3, "Expected results by channel"), funnel);

  parts.push(...resourcesSection(e));

  parts.push(heading(2, "Risks"));
  parts.push(riskTable(e));

  parts.push(heading(2, "Assumptions and exclusions"));
  parts.push(list(e.assumptions));

  parts.push(...confidenceSection(e));

  parts.push(heading(2, "Next steps"));
  parts.push(
    list(
      [
        "Review the scope and assumptions, and mark anything missing or out of scope.",
        "Confirm the budget level to commit to (P50, P80 or P90) and the start date.",
        "Agree the first phase as a fixed engagement; re-estimate the rest with what it learns.",
        "Name the decision-makers and the review rhythm (weekly status, monthly steering).",
      ],
      true,
    ),
  );
  return documentOf(parts);
}
