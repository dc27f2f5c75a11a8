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
import {
  audienceOf,
  audienceWord,
  inPerson,
  sessionMinutes,
  statedIncentiveSource,
  statedIncentiveUsd,
} from "../shared/audience.js";
import { IN_PERSON_UPLIFT, INCENTIVE_PER_HOUR, RECRUITING_FEE, TRANSCRIPTION_HOURS } from "../shared/reference.js";
import { studyDeadlineNote } from "../shared/research-plan.js";
import { researchRoles } from "../shared/roles.js";

const DEFAULT_INTERVIEWS = 12;
const ABSURD_INTERVIEWS = 300;
/** Sessions one moderator runs in a week, with notes and scheduling gaps. */
const SESSIONS_PER_WEEK = 12;
/** Hours of review and coding per interview hour with automatic transcripts (manual transcription alone is 4–6). */
const ANALYSIS_HOURS_PER_SESSION_HOUR = 3;

/**
 * User interviews: incentives and recruiting fees per participant by audience, moderation and analysis
 * hours per interview, and weeks that follow the numbers (recruiting, sessions at a moderator's weekly
 * pace, synthesis) rather than a fixed research calendar.
 */
export function userInterviewsPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const p = pricingFor(brief, place);
  const { t } = p;
  // Interviews counted with their word win over a participant count read elsewhere (a survey's sample, one group).
  const stated = brief.details?.method_units?.interviews ?? brief.quantities.participants;
  const n = stated ?? DEFAULT_INTERVIEWS;
  const audience = audienceOf(brief);
  const minutes = sessionMinutes(brief);
  const hours = minutes / 60;
  const personal = inPerson(brief);
  const team = researchRoles(p);
  const participant = t("participant");
  // Incentives grow less than in proportion to length (field guide: 30 min $40, 60 min $60, 90 min $80).
  // A stated incentive is paid as stated.
  const statedIncentive = statedIncentiveUsd(p);
  const incentiveUsd =
    statedIncentive ??
    usdNow(INCENTIVE_PER_HOUR[audience]) * (1 / 3 + (2 / 3) * hours) * (personal ? IN_PERSON_UPLIFT.value : 1);
  const incentiveSource =
    statedIncentive !== undefined
      ? statedIncentiveSource(p)
      : personal
        ? `${citation(INCENTIVE_PER_HOUR[audience])}; ${citation(IN_PERSON_UPLIFT)}`
        : citation(INCENTIVE_PER_HOUR[audience]);

  const recruitWeeks = { consumer: [1, 1], professional: [2, 1], specialist: [3, 2] }[audience];
  const schedule = fitSchedule(
    withClientReviews([recruitWeeks[0]!, Math.max(1, Math.ceil(n / SESSIONS_PER_WEEK)), 1 + Math.floor(n / 30)]),
    [recruitWeeks[1]!, Math.max(1, Math.ceil(n / (2 * SESSIONS_PER_WEEK))), 1],
    brief.deadline_weeks,
  );
  const phases = [
    phase(t("Research plan, screener and recruiting"), schedule.weeks[0] ?? 1, [
      work(t("Research plan and discussion guide"), team.lead, 12),
      work(t("Screener and participant criteria"), team.researcher, 4),
      costLine(
        p,
        t("Participant recruiting fee"),
        n,
        participant,
        usdNow(RECRUITING_FEE[audience]),
        citation(RECRUITING_FEE[audience]),
        [0.9, 1.3],
      ),
      work(t("Recruiting, scheduling and reminders"), team.recruiter, 4 + 0.75 * n),
    ]),
    phase(t("Interviews"), schedule.weeks[1] ?? 1, [
      costLine(p, t("Participant incentives"), n, participant, incentiveUsd, incentiveSource, [0.95, 1.15]),
      work(t("Moderating the interviews (including set-up and notes)"), team.researcher, n * (hours + 0.5)),
    ]),
    phase(t("Synthesis and read-out"), schedule.weeks[2] ?? 1, [
      work(t("Transcript review and coding"), team.researcher, n * hours * ANALYSIS_HOURS_PER_SESSION_HOUR),
      work(t("Synthesis, findings and recommendations"), team.lead, 8 + 0.4 * n),
      work(t("Report and read-out"), team.lead, 8),
    ]),
  ];
  const incentives = p.local(incentiveUsd * n);
  const risks: PlanRisk[] = [
    {
      title: t("No-shows and late cancellations"),
      probability: 0.5,
      impact: 0.12 * n * p.local(incentiveUsd + usdNow(RECRUITING_FEE[audience])),
      delayWeeks: 0.5,
      mitigation: t(
        "Over-recruit by 10–15%, send reminders the day before and an hour before, and keep floaters on call.",
      ),
    },
    {
      title: t("Recruiting the right profile takes longer than planned"),
      probability: audience === "consumer" ? 0.2 : 0.4,
      impact: 0.2 * incentives,
      delayWeeks: 1,
      mitigation: t(
        "Agree the screener early, allow a second recruiting source, and relax secondary criteria if the pool is small.",
      ),
    },
    {
      title: t("Findings do not answer the decision the study was for"),
      probability: 0.15,
      impact: 0.1 * incentives + 16 * (team.roles[0]?.rate ?? 0),
      delayWeeks: 0.5,
      mitigation: t(
        "Write the decisions the study informs into the plan and review the guide against them after the first two sessions.",
      ),
    },
  ];
  const total = expectedCost(phases, team.roles, risks);
  const what = t("{{n}} interviews", { n: p.num(n) });
  const dates = studyDeadlineNote(p, schedule, what);
  const budget = perUnitBudgetNote(p, total, n, t("interview"), t("interviews"));
  const scale = scaleNote(p, n, ABSURD_INTERVIEWS, t("interviews"));
  return {
    domain: "research",
    method: [
      t(
        "Per participant: an incentive for {{audience}} by session length ({{minutes}} minutes) from User Interviews' incentive data and a recruiting fee (panel platform for consumers, specialist recruiter otherwise), escalated to 2026 with CPI-U.",
        { audience: audienceWord(p, audience), minutes: p.num(minutes) },
      ),
      t(
        "Per interview: moderation of the session plus half an hour, and {{analysis}} hours of transcript review and coding per interview hour with automatic transcripts (manual transcription alone takes {{manual}} hours, {{source}}).",
        {
          analysis: p.num(ANALYSIS_HOURS_PER_SESSION_HOUR),
          manual: p.num(TRANSCRIPTION_HOURS.value),
          source: citation(TRANSCRIPTION_HOURS),
        },
      ),
      t("Weeks follow the numbers: recruiting, sessions at about {{pace}} a week per moderator, then synthesis.", {
        pace: p.num(SESSIONS_PER_WEEK),
      }),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
    ].join(" "),
    summary: t(
      "{{n}} user interviews with {{audience}} ({{minutes}} minutes each, {{mode}}), from recruiting to read-out in about {{weeks}} weeks.",
      {
        n: p.num(n),
        audience: audienceWord(p, audience),
        minutes: p.num(minutes),
        mode: personal ? t("in person") : t("remote"),
        weeks: p.num(schedule.weeks.reduce((a, b) => a + b, 0)),
      },
    ),
    assumptions: [
      ...(scale ? [scale] : []),
      stated
        ? t("{{n}} interviews, as stated.", { n: p.num(n) })
        : t("{{n}} interviews assumed: the request gave no number.", { n: p.num(n) }),
      t("Participants are {{audience}} recruited from outside the client's own customer list.", {
        audience: audienceWord(p, audience),
      }),
      personal
        ? t("Sessions are held in person; travel and room hire are not included.")
        : t("Sessions run remotely by video call and are recorded with consent."),
    ],
    phases,
    roles: team.roles,
    risks,
    questions: [
      t("Who exactly should take part (role, behaviour, product use), and can you recruit from your own customers?"),
      t("How long should each session be, and remote or in person?"),
      t("Which decisions should the findings inform, and what form should the deliverable take?"),
      t("Do you need transcripts, highlight videos or a research repository entry?"),
    ],
    constraintNotes: { ...dates, ...(budget ? { budget } : {}) },
    metrics: {
      interviews: n,
      audience,
      session_minutes: minutes,
      incentive_per_participant: Math.round(p.local(incentiveUsd)),
      weeks: schedule.weeks.reduce((a, b) => a + b, 0),
    },
  };
}
