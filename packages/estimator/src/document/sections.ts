import { domainNames, kindName } from "@scopewise/i18n";
import type { Brief, Estimate } from "@scopewise/shared";
import { className, type EstimateClass } from "../core/estimate-class.js";
import { heading, list, paragraph, type DocumentNode } from "./blocks.js";
import { toolsFor } from "./tools.js";
import { writerFor, type Writer } from "./writer.js";
import { recordedRangeParagraph } from "./recorded-range.js";

export { funnelTable, phaseCostTable, riskTable, roleCostTable, timelineTable, TIMELINE_MARK, weekSpan, weeksLabel } from "./tables.js";

export function resourcesSection(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const people = e.roles.map((r) =>
    w.one(r.count)
      ? t("{{role}}: {{hours}} (about {{n}} person while active)", { role: r.role, hours: w.hours(r.hours), n: w.number(r.count, 1) })
      : t("{{role}}: {{hours}} (about {{n}} people while active)", { role: r.role, hours: w.hours(r.hours), n: w.number(r.count, 1) }),
  );
  return [heading(2, t("Resources and tools")), heading(3, t("Team")), list(people), heading(3, t("Tools")), list(toolsFor(e, t))];
}

export function confidenceSection(e: Estimate, w: Writer = writerFor(e)): DocumentNode[] {
  const { t } = w;
  const { p10, p50, p80, p90 } = e.total_cost;
  const d = e.duration_weeks;
  return [
    heading(2, t("Confidence")),
    ...classParagraph(e, w),
    ...recordedRangeParagraph(e),
    list([
      ...(p10 !== undefined && d.p10 !== undefined ? [t("10% (P10): only one outcome in ten costs less than {{cost}} or finishes sooner than {{weeks}}.", { cost: w.money(p10), weeks: w.weeks(d.p10) })] : []),
      t("50% (P50): the project costs {{cost}} or less and takes {{weeks}} or less. Half of the outcomes are better, half worse.", { cost: w.money(p50), weeks: w.weeks(d.p50) }),
      t("80% (P80): {{cost}} or less and {{weeks}} or less. This is the figure to commit to externally.", { cost: w.money(p80), weeks: w.weeks(d.p80) }),
      t("90% (P90): {{cost}} or less and {{weeks}} or less. Beyond this, only an unusual combination of risks would take it.", { cost: w.money(p90), weeks: w.weeks(d.p90) }),
    ]),
    paragraph(
      t("The expected cost, {{expected}}, is the average outcome: the planned work plus a contingency of {{contingency}}, which is the risk register's expected value. The ranges come from {{runs}} simulated runs of the plan.", {
        expected: w.money(e.total_cost.expected),
        contingency: w.money(e.contingency),
        runs: w.number(e.iterations),
      }),
    ),
    heading(3, t("Method")),
    paragraph(e.method),
  ];
}

/** The estimate's class and its range in plain words (estimates stored before classes existed have none). */
function classParagraph(e: Estimate, w: Writer): DocumentNode[] {
  if (e.estimate_class === undefined || e.accuracy === undefined) return [];
  const { t } = w;
  const name = className(e.estimate_class as EstimateClass, t);
  const { low, high } = e.accuracy;
  const detail =
    e.estimate_class >= 4
      ? t("The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it.")
      : t("The request defines much of the scope, so the range is comparatively narrow.");
  return [
    paragraph(
      t("This is a class {{class}} estimate ({{name}}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between {{low}} and {{high}} of the estimate, that is roughly {{from}} to {{to}}.", {
        class: e.estimate_class,
        name,
        low: w.percent(low),
        high: w.percent(high, true),
        from: w.money(e.total_cost.expected * (1 + low)),
        to: w.money(e.total_cost.expected * (1 + high)),
      }) + ` ${detail}`,
    ),
  ];
}

export function understandingSection(e: Estimate, brief: Brief, w: Writer, prose?: string): DocumentNode[] {
  const { t } = w;
  const kind = brief.kind ?? e.kind;
  const type = kind && kind !== "general" ? kindName(kind, t) : (domainNames(t)[e.domain] ?? e.domain);
  const facts: string[] = [t("Type of project: {{type}}.", { type })];
  if (brief.location) facts.push(t("Location: {{place}}.", { place: brief.location }));
  if (brief.budget !== undefined) facts.push(t("Stated budget: {{amount}}.", { amount: w.money(brief.budget) }));
  if (brief.deadline_weeks !== undefined) facts.push(t("Stated time frame: {{weeks}}.", { weeks: w.weeks(brief.deadline_weeks) }));
  if (brief.duration_weeks !== undefined) {
    const weeks = w.weeks(brief.duration_weeks);
    facts.push(e.domain === "marketing" ? t("Stated length of the campaign: {{weeks}}.", { weeks }) : t("Stated length of the engagement: {{weeks}}.", { weeks }));
  }
  if (brief.scope_type !== undefined && e.domain === "construction") {
    const scope = { new_build: t("a new building"), renovation: t("renovation of an existing building"), extension: t("an extension"), fit_out: t("an interior fit-out") }[brief.scope_type];
    facts.push(t("Scope of work: {{scope}}.", { scope }));
  }
  if (brief.team_size !== undefined) facts.push(t("Team size: {{n}}.", { n: brief.team_size }));
  return [heading(2, t("Understanding of the need")), paragraph(prose ?? t("You asked for: “{{request}}”", { request: brief.summary })), list(facts)];
}
