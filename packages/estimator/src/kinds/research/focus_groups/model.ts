import type { Brief } from "@scopewise/shared";
import type { DomainModel, Plan, PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { usdNow } from "../../other/shared/figures.js";
import { ratesMethod } from "../../other/shared/labour.js";
import { placeIndex, whereOf } from "../../other/shared/place.js";
import { costLine, phase, pricingFor, work } from "../../other/shared/pricing.js";
import { fitSchedule } from "../../other/shared/schedule.js";
import { withClientReviews } from "../shared/client-reviews.js";
import { norm } from "../../software/shared/norms.js";
import { audienceOf, audienceWord } from "../shared/audience.js";
import { FOCUS_GROUP_FACILITY_DAY, FOCUS_GROUP_RECRUIT_AND_INCENTIVE } from "../shared/reference.js";
import { studyDeadlineNote } from "../shared/research-plan.js";
import { researchRoles } from "../shared/roles.js";

/** Participants seated in a group when the request does not say; one more is recruited for no-shows. */
const DEFAULT_PER_GROUP = 8;
const LARGEST_GROUP = 12;
/** Two groups fill a facility evening (half its day rate each). */
const GROUPS_PER_FACILITY_DAY = 2;
const GROUP_HOURS = 1.5;
const FOCUS_GROUP_NORMS = {
  moderation: norm(3, "moderating one focus group with its briefing and debrief, hours"),
  analysis: norm(3, "review of automatic transcripts, coding and synthesis per hour of focus group, hours"),
  groupsPerWeek: norm(4, "focus groups run in a field week (two evenings of two)"),
} as const;

/**
 * Focus groups: per group, half a facility day (two groups an evening) and recruiting with incentives for
 * each seat plus one over-recruit, by audience; moderation, transcripts and analysis per group; weeks that
 * follow the number of groups and how hard the audience is to recruit.
 */
export function focusGroupsPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const p = pricingFor(brief, place);
  const { t } = p;
  const groups = brief.quantities.groups ?? 4;
  const stated = brief.quantities.participants;
  // A stated head count up to a group's size is the group's size ("8 people per group"); a larger one is the total.
  const perGroup =
    stated === undefined
      ? DEFAULT_PER_GROUP
      : stated <= LARGEST_GROUP
        ? stated
        : Math.min(LARGEST_GROUP, Math.max(4, Math.round(stated / groups)));
  const recruited = groups * (perGroup + 1);
  const audience = audienceOf(brief);
  const team = researchRoles(p);
  const seat = FOCUS_GROUP_RECRUIT_AND_INCENTIVE[audience];
  const recruitWeeks = { consumer: 2, professional: 3, specialist: 4 }[audience];
  const fieldWeeks = Math.max(1, Math.ceil(groups / FOCUS_GROUP_NORMS.groupsPerWeek.value));
  const schedule = fitSchedule(
    withClientReviews([recruitWeeks, fieldWeeks, 2 + Math.floor(groups / 8)]),
    [Math.max(1, recruitWeeks - 1), Math.max(1, Math.ceil(fieldWeeks / 2)), 1],
    brief.deadline_weeks,
  );
  const participant = t("participant");
  const phases = [
    phase(t("Research plan, screener and recruiting"), schedule.weeks[0] ?? 1, [
      work(t("Research plan and discussion guide"), team.lead, 16),
      work(t("Screener and participant criteria"), team.researcher, 4),
      costLine(p, t("Recruiting and incentives"), recruited, participant, usdNow(seat), citation(seat), [0.9, 1.3]),
      work(t("Recruiting, scheduling and reminders"), team.recruiter, 4 + 0.5 * recruited),
    ]),
    phase(t("Focus groups"), schedule.weeks[1] ?? 1, [
      costLine(
        p,
        t("Focus-group facility (viewing room, recording, hosting)"),
        groups / GROUPS_PER_FACILITY_DAY,
        t("day"),
        usdNow(FOCUS_GROUP_FACILITY_DAY),
        citation(FOCUS_GROUP_FACILITY_DAY),
      ),
      work(t("Moderating the groups"), team.lead, groups * FOCUS_GROUP_NORMS.moderation.value),
    ]),
    phase(t("Synthesis and read-out"), schedule.weeks[2] ?? 1, [
      work(t("Transcript review and coding"), team.researcher, groups * GROUP_HOURS * FOCUS_GROUP_NORMS.analysis.value),
      work(t("Report and read-out"), team.lead, 16),
    ]),
  ];
  const seats = p.local(usdNow(seat) * recruited);
  const risks: PlanRisk[] = [
    {
      title: t("No-shows and late cancellations"),
      probability: 0.4,
      impact: 0.1 * seats,
      delayWeeks: 0.5,
      mitigation: t(
        "Over-recruit by 10–15%, send reminders the day before and an hour before, and keep floaters on call.",
      ),
    },
    {
      title: t("Recruiting the right profile takes longer than planned"),
      probability: audience === "consumer" ? 0.2 : 0.4,
      impact: 0.2 * seats,
      delayWeeks: 1,
      mitigation: t(
        "Agree the screener early, allow a second recruiting source, and relax secondary criteria if the pool is small.",
      ),
    },
  ];
  const weeks = schedule.weeks.reduce((a, b) => a + b, 0);
  return {
    domain: "research",
    method: [
      t(
        "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.",
        {
          facility: citation(FOCUS_GROUP_FACILITY_DAY),
          seats: p.num(perGroup + 1),
          audience: audienceWord(p, audience),
          recruit: citation(seat),
          norm: citation(FOCUS_GROUP_NORMS.analysis),
          pace: p.num(FOCUS_GROUP_NORMS.groupsPerWeek.value),
        },
      ),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
    ].join(" "),
    summary: t(
      "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.",
      { groups: p.num(groups), perGroup: p.num(perGroup), audience: audienceWord(p, audience), weeks: p.num(weeks) },
    ),
    assumptions: [
      t("{{groups}} groups, as stated.", { groups: p.num(groups) }),
      stated !== undefined && stated <= LARGEST_GROUP
        ? t("{{n}} participants a group, as stated.", { n: p.num(perGroup) })
        : t("{{n}} participants a group assumed.", { n: p.num(perGroup) }),
      t("Groups of about 90 minutes in a viewing facility; travel of the research team is not included."),
    ],
    phases,
    roles: team.roles,
    risks,
    questions: [
      t("Who exactly should take part (role, behaviour, product use), and can you recruit from your own customers?"),
      t("Which decisions should the findings inform, and what form should the deliverable take?"),
    ],
    constraintNotes: studyDeadlineNote(p, schedule, t("{{groups}} focus groups", { groups: p.num(groups) })),
    metrics: { groups, per_group: perGroup, audience, weeks },
  };
}

/** A research kind's model that prices focus groups when the request states how many groups it wants. */
export function withFocusGroups(model: DomainModel): DomainModel {
  return (brief) => (brief.quantities.groups !== undefined ? focusGroupsPlan(brief) : model(brief));
}
