import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { expectedCost, perUnitBudgetNote } from "../../other/shared/budget.js";
import { usdNow } from "../../other/shared/figures.js";
import { ratesMethod } from "../../other/shared/labour.js";
import { placeIndex, whereOf } from "../../other/shared/place.js";
import { costLine, phase, pricingFor, work } from "../../other/shared/pricing.js";
import { scaleNote } from "../../other/shared/scale.js";
import { fitSchedule } from "../../other/shared/schedule.js";
import { withClientReviews } from "../shared/client-reviews.js";
import { billedRole } from "../../other/shared/labour.js";
import {
  audienceOf,
  audienceWord,
  statedIncentiveSource,
  statedIncentiveUsd,
  statedMinutes,
} from "../shared/audience.js";
import { INCENTIVE_PER_HOUR, PANEL_CPI } from "../shared/reference.js";
import {
  DEFAULT_SURVEY_MINUTES,
  moduleSources,
  moduleTasks,
  studyDesignOf,
  TELEPHONE_HOURS_PER_INTERVIEW_HOUR,
  WEEKS_BETWEEN_WAVES,
} from "../shared/study-design.js";
import { studyDeadlineNote } from "../shared/research-plan.js";
import { researchRoles } from "../shared/roles.js";

const DEFAULT_COMPLETES = 400;
const ABSURD_COMPLETES = 100_000;
/** Completes a panel delivers in a field week, by audience (the rarer the profile, the slower). */
const COMPLETES_PER_WEEK = { consumer: 1_500, professional: 300, specialist: 100 } as const;
/** Telephone completes a small CATI team delivers in a week. */
const PHONE_COMPLETES_PER_WEEK = 250;

/**
 * An online survey: the stated sample is bought from a panel at a cost per complete by audience, with
 * questionnaire design, programming, cleaning, weighting, tables and a report in hours; field weeks follow
 * the sample and how rare the audience is.
 */
export function surveyPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const p = pricingFor(brief, place);
  const { t } = p;
  const n = brief.quantities.participants ?? DEFAULT_COMPLETES;
  const audience = audienceOf(brief);
  const team = researchRoles(p);
  const cpi = PANEL_CPI[audience];
  const design = studyDesignOf(brief);
  const waves = design.waves;
  const minutes = statedMinutes(brief) ?? DEFAULT_SURVEY_MINUTES;
  // Specialists (doctors, executives) are paid an honorarium for their time on top of the panel's fee; a stated
  // incentive is paid as stated, whoever answers.
  const stated = statedIncentiveUsd(p);
  const honorarium = stated ?? (audience === "specialist" ? usdNow(INCENTIVE_PER_HOUR.specialist) * (minutes / 60) : 0);
  const cpiUsd = usdNow(cpi) + honorarium;
  const cpiSource =
    stated !== undefined
      ? `${citation(cpi)}; ${statedIncentiveSource(p)}`
      : honorarium > 0
        ? `${citation(cpi)}; ${citation(INCENTIVE_PER_HOUR.specialist)}`
        : citation(cpi);
  const interviewer = t("Telephone interviewer");
  const roles = design.telephone
    ? [...team.roles, billedRole(interviewer, "interviewer", brief.currency, p.factor)]
    : team.roles;
  const pace = design.telephone
    ? Math.min(PHONE_COMPLETES_PER_WEEK, COMPLETES_PER_WEEK[audience])
    : COMPLETES_PER_WEEK[audience];
  const waveWeeks = Math.max(1, Math.ceil(n / pace));
  // A tracker's waves follow one another a quarter apart: the field phase runs from the first to the last.
  const fieldWeeks = waveWeeks + (waves - 1) * WEEKS_BETWEEN_WAVES.value;
  const modules = moduleTasks(p, design, team.statistician, team.researcher);
  const modulesWeeks = modules.length > 0 ? 2 : 0;
  const schedule = fitSchedule(
    withClientReviews([2, fieldWeeks, 2 + modulesWeeks]),
    [1, Math.max(1, Math.ceil(fieldWeeks / 2)), 1 + modulesWeeks / 2],
    brief.deadline_weeks,
  );
  const completes = n * waves;
  const phoneHours = completes * (minutes / 60) * TELEPHONE_HOURS_PER_INTERVIEW_HOUR.value;
  const phases = [
    phase(t("Questionnaire, programming and soft launch"), schedule.weeks[0] ?? 1, [
      work(t("Objectives, sample design and questionnaire"), team.lead, 12),
      work(t("Survey programming, testing and soft launch"), team.researcher, 14),
    ]),
    phase(t("Fieldwork"), schedule.weeks[1] ?? 1, [
      design.telephone
        ? work(t("Telephone interviewing (CATI)"), interviewer, phoneHours)
        : costLine(p, t("Panel sample (cost per complete)"), completes, t("complete"), cpiUsd, cpiSource, [0.9, 1.35]),
      work(t("Fieldwork monitoring, quotas and quality checks"), team.researcher, (4 + 2 * waveWeeks) * waves),
    ]),
    phase(t("Analysis and report"), schedule.weeks[2] ?? 1, [
      work(t("Data cleaning and weighting"), team.statistician, (6 + 0.004 * n) * waves),
      work(t("Cross-tabulations and statistical analysis"), team.statistician, (14 + 0.003 * n) * waves),
      ...modules,
      work(t("Report writing"), team.researcher, 20 + 8 * (waves - 1)),
      work(t("Findings review and presentation"), team.lead, 8 * Math.min(waves, 4)),
    ]),
  ];
  const sample = design.telephone ? phoneHours * (roles.at(-1)?.rate ?? 0) : p.local(cpiUsd * completes);
  const risks: PlanRisk[] = [
    {
      title: t("Incidence lower than assumed raises the cost per complete"),
      probability: audience === "consumer" ? 0.2 : 0.35,
      impact: 0.3 * sample,
      delayWeeks: 1,
      mitigation: t("Check incidence with the panel before fieldwork and agree a price for each incidence band."),
    },
    {
      title: t("Speeders, bots and straight-liners have to be replaced"),
      probability: 0.4,
      impact: 0.08 * sample,
      delayWeeks: 0.5,
      mitigation: t("Attention checks, minimum completion times and a soft launch on 10% of the sample."),
    },
    {
      title: t("Quotas in small subgroups fill slowly"),
      probability: 0.25,
      impact: 0.05 * sample,
      delayWeeks: 1,
      mitigation: t(
        "Set quotas on the panel's real profile counts and allow quota relaxation with the client's approval.",
      ),
    },
  ];
  const total = expectedCost(phases, roles, risks);
  const what = t("A survey of {{n}} completes", { n: p.num(n) });
  const dates = studyDeadlineNote(p, schedule, what);
  const budget = perUnitBudgetNote(p, total, n, t("complete"), t("completes"));
  const scale = scaleNote(p, n, ABSURD_COMPLETES, t("completes"));
  return {
    domain: "research",
    method: [
      t(
        "The stated sample bought from an online panel at a cost per complete for {{audience}} ({{source}}), escalated to 2026 with CPI-U and taken to {{place}} (× {{factor}}); design, programming, cleaning, weighting, tables and report in hours; field weeks at about {{pace}} completes a week for this audience.",
        {
          audience: audienceWord(p, audience),
          source: cpiSource,
          place: p.place,
          factor: p.num(p.factor, 2),
          pace: p.num(pace),
        },
      ),
      ...(design.telephone
        ? [
            t("Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).", {
              hours: p.num(TELEPHONE_HOURS_PER_INTERVIEW_HOUR.value),
              source: citation(TELEPHONE_HOURS_PER_INTERVIEW_HOUR),
            }),
          ]
        : []),
      ...(waves > 1
        ? [
            t("{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).", {
              waves: p.num(waves),
              n: p.num(n),
              gap: p.num(WEEKS_BETWEEN_WAVES.value),
              source: citation(WEEKS_BETWEEN_WAVES),
            }),
          ]
        : []),
      ...(modules.length > 0
        ? [t("Analytical modules at this model's norms: {{sources}}.", { sources: moduleSources(design).join("; ") })]
        : []),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
    ].join(" "),
    summary: t(
      "An online survey of {{n}} completes with {{audience}}, from questionnaire to report in about {{weeks}} weeks.",
      { n: p.num(n), audience: audienceWord(p, audience), weeks: p.num(schedule.weeks.reduce((a, b) => a + b, 0)) },
    ),
    assumptions: [
      ...(scale ? [scale] : []),
      brief.quantities.participants
        ? t("{{n}} completes, as stated: the sample size is not changed.", { n: p.num(n) })
        : t("{{n}} completes assumed: the request gave no sample size.", { n: p.num(n) }),
      statedMinutes(brief) !== undefined
        ? t("A questionnaire of {{minutes}} minutes, as stated, in one language.", { minutes: p.num(minutes) })
        : t("A questionnaire of about 15 minutes in one language, fielded online."),
      stated !== undefined
        ? t("An incentive of {{amount}} per complete, as stated, on top of the panel's fee.", {
            amount: p.money(p.local(stated)),
          })
        : t("Panel incentives are included in the cost per complete."),
    ],
    phases,
    roles,
    risks,
    questions: [
      t("Who should answer (country, age, role) and what share of the population qualifies?"),
      t("How long is the questionnaire, and in how many languages?"),
      t("Are quotas or weighting to a census profile needed?"),
      t("Do you need a written report and presentation, or data tables only?"),
    ],
    constraintNotes: { ...dates, ...(budget ? { budget } : {}) },
    metrics: { completes: n, waves, audience, field_weeks: schedule.weeks[1] ?? fieldWeeks },
  };
}
