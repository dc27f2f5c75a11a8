import type { Brief, Estimate } from "@scopewise/shared";
import { documentOf, type DocumentNode } from "@scopewise/editor-schema/blocks";
import { appendixSection } from "./appendix.js";
import { heading, list, paragraph } from "./blocks.js";
import { duration, inTen, isPlain, rangeInWords, splitPlain } from "./client-language.js";
import type { CompanyTerms } from "../company.js";
import { commercialTermsSection } from "./commercial-terms.js";
import { constraintInWords } from "./constraint-words.js";
import { coverBlock, type ProposalCover } from "./cover.js";
import { feasibilitySection } from "./feasibility.js";
import { languageNote } from "./language-note.js";
import { nextStepsSection } from "./next-steps.js";
import { scopeSection } from "./scope.js";
import {
  confidenceSection,
  funnelTable,
  phaseCostTable,
  resourcesSection,
  riskTable,
  roleCostTable,
  timelineTable,
  understandingSection,
  weeksLabel,
} from "./sections.js";
import { writerFor, type Writer } from "./writer.js";

/** Prose an LLM may write around the figures; every number in it is checked before use. */
export interface ProposalProse {
  executive_summary?: string;
  understanding?: string;
  approach?: string;
}

function summarySection(e: Estimate, w: Writer, prose: string | undefined, leading: boolean): DocumentNode[] {
  const { t } = w;
  const range = rangeInWords(e, w);
  const expectation = [
    range.cost,
    range.time,
    ...(leading ? [t("These figures are for the full scope as asked.")] : []),
  ].join(" ");
  // The engine's summary says what is priced; its sizing sentences (hours, person-months, models) go to the appendix.
  const about = splitPlain(e.summary).plain;
  const parts: DocumentNode[] = [
    heading(2, t("Executive summary")),
    paragraph(prose ?? [about, expectation].filter(Boolean).join(" ")),
  ];
  // A limit no plan meets is stated once, in the leading section.
  const stated = leading ? e.constraints.filter((c) => c.kind === "team" || c.fits) : e.constraints;
  const label = { budget: t("Budget"), deadline: t("Deadline"), team: t("Team") };
  for (const c of stated)
    parts.push(paragraph(t("{{label}}: {{message}}", { label: label[c.kind], message: constraintInWords(e, c, w) })));
  return parts;
}

/** The assumptions a client reads; those in the estimator's terms are in the appendix. */
function plainAssumptions(e: Estimate, w: Writer): string[] {
  const plain = e.assumptions.filter(isPlain);
  return plain.length < e.assumptions.length
    ? [...plain, w.t("Technical assumptions of the method are listed in the appendix.")]
    : plain;
}

function approachSection(e: Estimate, w: Writer, prose: string | undefined): DocumentNode[] {
  const { t } = w;
  const parts: DocumentNode[] = [heading(2, t("Approach and phases"))];
  if (prose) parts.push(paragraph(prose));
  for (const p of e.phases) {
    parts.push(heading(3, p.name));
    // A phase of bought-in costs only (panel fees, media) has no hours to report.
    const work =
      p.effort_hours > 0
        ? t("{{hours}} of work", { hours: w.hours(p.effort_hours) })
        : t("external costs only, no team hours");
    parts.push(
      paragraph(t("{{weeks}}; {{work}}; {{cost}}.", { weeks: weeksLabel(p, t), work, cost: w.money(p.cost) })),
    );
    parts.push(
      list(
        p.tasks.map((task) =>
          task.effort_hours > 0
            ? t("{{task}}: {{hours}}, {{cost}}", {
                task: task.name,
                hours: w.hours(task.effort_hours),
                cost: w.money(task.cost),
              })
            : t("{{task}}: {{cost}}", { task: task.name, cost: w.money(task.cost) }),
        ),
      ),
    );
  }
  return parts;
}

function timelineSection(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const planned = Math.max(...e.phases.map((p) => p.end_week));
  return [
    heading(2, t("Timeline")),
    paragraph(
      t(
        "The phases run {{planned}} end to end. Allowing for risks, expect about {{likely}}; {{n}} in 10 projects like this one finish within {{longest}}.",
        {
          planned: duration(w, planned),
          likely: duration(w, e.duration_weeks.p50),
          longest: duration(w, e.duration_weeks.p80),
          n: inTen(0, 80),
        },
      ),
    ),
    ...timelineTable(e, w),
  ];
}

function costSection(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const parts: DocumentNode[] = [heading(2, t("Cost breakdown"))];
  if ((e.lines ?? []).length > 0)
    parts.push(
      paragraph(
        t(
          "The appendix at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.",
        ),
      ),
    );
  parts.push(heading(3, t("By phase")), phaseCostTable(e, w), heading(3, t("By role")), roleCostTable(e, w));
  const funnel = funnelTable(e, w);
  if (funnel) parts.push(heading(3, t("Expected results by channel")), funnel);
  return parts;
}

/**
 * The proposal as a document under the editor's schema (JSON), rendered from the estimate (figures
 * always the engine's) in the request's language, with figures as the site's locale writes them: the
 * title, then the cover block (client, date, author) when a cover is given, then the sections; the
 * company's terms (validity, payment days) in the commercial terms.
 * The server writes it as the editor's HTML.
 */
export function renderProposal(
  e: Estimate,
  brief: Brief,
  prose: ProposalProse = {},
  cover?: ProposalCover,
  company?: CompanyTerms,
): DocumentNode {
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
    list(plainAssumptions(e, w)),
    ...confidenceSection(e, w),
    ...commercialTermsSection(e, brief, w, cover?.date, company),
    ...nextStepsSection(e, w),
    ...appendixSection(e, w),
  );
  return documentOf(parts);
}
