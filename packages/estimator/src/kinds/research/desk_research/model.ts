import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { expectedCost } from "../../other/shared/budget.js";
import { ratesMethod } from "../../other/shared/labour.js";
import { placeIndex } from "../../other/shared/place.js";
import { phase, pricingFor, work } from "../../other/shared/pricing.js";
import { scaleNote } from "../../other/shared/scale.js";
import { fitSchedule } from "../../other/shared/schedule.js";
import { withClientReviews } from "../shared/client-reviews.js";
import { studyDeadlineNote } from "../shared/research-plan.js";
import { researchRoles } from "../shared/roles.js";

const DEFAULT_SOURCES = 30;
const DEFAULT_PAGES = 15;
const ABSURD_SOURCES = 2_000;
/** Reading a source and extracting what matters from it, on average. */
const HOURS_PER_SOURCE = 1.5;
/** Writing and checking one page of the report. */
const HOURS_PER_PAGE = 2.5;
/** Desk research: search, screening and reading hours per source, synthesis, and writing hours per report page. */
export function deskResearchPlan(brief: Brief): Plan {
  const place = placeIndex(brief.location);
  const p = pricingFor(brief, place);
  const { t } = p;
  const statedSources = brief.details?.sources;
  const sources = statedSources ?? DEFAULT_SOURCES;
  const pages = brief.quantities.pages ?? DEFAULT_PAGES;
  const team = researchRoles(p);
  const reading = sources * HOURS_PER_SOURCE;
  const schedule = fitSchedule(
    withClientReviews([1, Math.max(1, Math.ceil(reading / 30)), Math.max(1, Math.ceil((pages * HOURS_PER_PAGE) / 30))]),
    [1, Math.max(1, Math.ceil(reading / 60)), 1],
    brief.deadline_weeks,
  );
  const phases = [
    phase(t("Questions and search strategy"), schedule.weeks[0] ?? 1, [
      work(t("Research questions, sources and search strategy"), team.lead, 6),
    ]),
    phase(t("Search, screening and reading"), schedule.weeks[1] ?? 1, [
      work(t("Searching and screening sources"), team.researcher, 6 + 0.3 * sources),
      work(t("Reading and extracting findings"), team.researcher, reading),
    ]),
    phase(t("Synthesis and writing"), schedule.weeks[2] ?? 1, [
      work(t("Synthesis across sources"), team.researcher, 8 + 0.2 * sources),
      work(t("Report writing"), team.researcher, pages * HOURS_PER_PAGE),
      work(t("Review and editing"), team.lead, 4 + 0.4 * pages),
    ]),
  ];
  const risks: PlanRisk[] = [
    {
      title: t("Key sources are paywalled or unavailable"),
      probability: 0.3,
      impact: 10 * (team.roles[1]?.rate ?? 0),
      delayWeeks: 0.5,
      mitigation: t(
        "Agree early which databases the client can give access to, and budget for a few paid reports if they decide the answer.",
      ),
    },
    {
      title: t("The question widens during the review"),
      probability: 0.3,
      impact: 0.15 * reading * (team.roles[1]?.rate ?? 0),
      delayWeeks: 1,
      mitigation: t("Write the research questions and inclusion criteria down and change them only by agreement."),
    },
  ];
  const total = expectedCost(phases, team.roles, risks);
  const dates = studyDeadlineNote(p, schedule, t("A review of {{n}} sources", { n: p.num(sources) }));
  const scale = scaleNote(p, sources, ABSURD_SOURCES, t("sources"));
  return {
    domain: "research",
    method: [
      t(
        "Hours per source for searching, screening and reading ({{hours}} h each), synthesis that grows with the number of sources, and {{pageHours}} hours of writing per report page.",
        { hours: p.num(HOURS_PER_SOURCE, 1), pageHours: p.num(HOURS_PER_PAGE, 1) },
      ),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
    ].join(" "),
    summary: t(
      "Desk research reviewing about {{sources}} sources into a {{pages}}-page report: about {{total}} over {{weeks}} weeks.",
      {
        sources: p.num(sources),
        pages: p.num(pages),
        total: p.money(total),
        weeks: p.num(schedule.weeks.reduce((a, b) => a + b, 0)),
      },
    ),
    assumptions: [
      ...(scale ? [scale] : []),
      statedSources
        ? t("{{n}} sources, as stated.", { n: p.num(sources) })
        : t("About {{n}} sources assumed: the request gave no number.", { n: p.num(sources) }),
      brief.quantities.pages
        ? t("A {{n}}-page report, as stated.", { n: p.num(pages) })
        : t("A report of about {{n}} pages assumed.", { n: p.num(pages) }),
      t("Sources are openly available or provided by the client; paid reports are not included."),
    ],
    phases,
    roles: team.roles,
    risks,
    questions: [
      t("What questions must the research answer, and for which decision?"),
      t("Which kinds of sources count (academic, industry, government), and from which years?"),
      t("How long should the report be, and in which format?"),
    ],
    constraintNotes: { ...dates },
    metrics: { sources, pages },
  };
}
