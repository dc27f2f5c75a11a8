import { domainNames, kindName } from "@scopewise/i18n";
import type { Brief, Estimate } from "@scopewise/shared";
import { heading, list, paragraph, type DocumentNode } from "./blocks.js";
import { toolsFor } from "./tools.js";
import { writerFor, type Writer } from "./writer.js";
import { duration, people, rangeInWords } from "./client-language.js";

export {
  funnelTable,
  phaseCostTable,
  riskTable,
  roleCostTable,
  timelineTable,
  TIMELINE_MARK,
  weekSpan,
  weeksLabel,
} from "./tables.js";

export function resourcesSection(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const team = e.roles.map((r) => {
    const n = people(r.count);
    return n === 1
      ? t("{{role}}: {{hours}} (about {{n}} person while active)", {
          role: r.role,
          hours: w.hours(r.hours),
          n: w.number(n),
        })
      : t("{{role}}: {{hours}} (about {{n}} people while active)", {
          role: r.role,
          hours: w.hours(r.hours),
          n: w.number(n),
        });
  });
  return [
    heading(2, t("Resources and tools")),
    heading(3, t("Team")),
    list(team),
    heading(3, t("Tools")),
    list(toolsFor(e, t)),
  ];
}

/** How sure the figures are, in words; the percentiles, the class and the method are in the appendix. */
export function confidenceSection(e: Estimate, w: Writer = writerFor(e)): DocumentNode[] {
  const { t } = w;
  const range = rangeInWords(e, w);
  const parts: DocumentNode[] = [heading(2, t("Confidence")), paragraph(`${range.cost} ${range.time}`)];
  if (e.estimate_class !== undefined) {
    parts.push(
      paragraph(
        e.estimate_class >= 4
          ? t(
              "The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it.",
            )
          : t("The request defines much of the scope, so the range is comparatively narrow."),
      ),
    );
  }
  const c = e.calibration;
  if (c && c.projects > 0) {
    parts.push(
      paragraph(
        t(
          "The range was checked against {{projects}} comparable recorded projects: {{n}} in 10 of them landed inside it.",
          { projects: w.number(c.projects), n: Math.round(c.coverage_p10_p90 * 10) },
        ),
      ),
    );
  }
  parts.push(
    paragraph(t("The appendix shows how the range was worked out, with every item of the price and its source.")),
  );
  return parts;
}

export function understandingSection(e: Estimate, brief: Brief, w: Writer, prose?: string): DocumentNode[] {
  const { t } = w;
  const kind = brief.kind ?? e.kind;
  const type = kind && kind !== "general" ? kindName(kind, t) : (domainNames(t)[e.domain] ?? e.domain);
  const facts: string[] = [t("Type of project: {{type}}.", { type })];
  if (brief.location) facts.push(t("Location: {{place}}.", { place: brief.location }));
  if (brief.budget !== undefined) facts.push(t("Stated budget: {{amount}}.", { amount: w.money(brief.budget) }));
  if (brief.deadline_weeks !== undefined)
    facts.push(t("Stated time frame: {{weeks}}.", { weeks: duration(w, brief.deadline_weeks) }));
  if (brief.duration_weeks !== undefined) {
    const weeks = duration(w, brief.duration_weeks);
    facts.push(
      e.domain === "marketing"
        ? t("Stated length of the campaign: {{weeks}}.", { weeks })
        : t("Stated length of the engagement: {{weeks}}.", { weeks }),
    );
  }
  if (brief.scope_type !== undefined && e.domain === "construction") {
    const scope = {
      new_build: t("a new building"),
      renovation: t("renovation of an existing building"),
      extension: t("an extension"),
      fit_out: t("an interior fit-out"),
    }[brief.scope_type];
    facts.push(t("Scope of work: {{scope}}.", { scope }));
  }
  if (brief.team_size !== undefined) facts.push(t("Team size: {{n}}.", { n: brief.team_size }));
  return [
    heading(2, t("Understanding of the need")),
    paragraph(prose ?? t("You asked for: “{{request}}”", { request: brief.summary })),
    list(facts),
  ];
}
