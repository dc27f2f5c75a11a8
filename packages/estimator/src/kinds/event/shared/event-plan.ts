import type { PlanPhase, PlanTask } from "../../../core/plan.js";
import { phase, type Pricing } from "../../other/shared/pricing.js";
import { fitSchedule, type Schedule } from "../../other/shared/schedule.js";
import { peopleWithin, type LeadTime } from "./lead-time.js";

/** The three planning phases before the day, as a share of the lead time. */
const PLANNING_SHARES = [0.3, 0.4, 0.3];

export interface EventPhases {
  /** Names and tasks of the three planning phases, in order. */
  planning: Array<{ name: string; tasks: PlanTask[] }>;
  delivery: { name: string; tasks: PlanTask[] };
  wrapUp: { name: string; tasks: PlanTask[] };
}

export interface EventSchedule {
  phases: PlanPhase[];
  schedule: Schedule;
  /** Weeks from kick-off to the event day as planned. */
  leadWeeks: number;
}

/**
 * The plan of an event: three planning phases over the lead time, the event days and a wrap-up week. A
 * stated time frame is the weeks until the event: planning is compressed into it when it can be (down to
 * the minimum lead time), and otherwise keeps the minimum so the deadline shows as not met.
 */
export function eventSchedule(
  lead: LeadTime,
  days: number,
  parts: EventPhases,
  deadline: number | undefined,
): EventSchedule {
  const eventWeeks = Math.max(1, Math.ceil(days / 5));
  const split = (weeks: number) => PLANNING_SHARES.map((s) => Math.max(1, Math.round(weeks * s)));
  const schedule = fitSchedule([...split(lead.nominal), eventWeeks], [...split(lead.minimum), eventWeeks], deadline);
  const phases = [
    ...parts.planning.map((part, i) => phase(part.name, schedule.weeks[i] ?? 1, part.tasks, 0.85, 1.3)),
    phase(parts.delivery.name, eventWeeks, parts.delivery.tasks, 1, 1.02),
    phase(parts.wrapUp.name, 1, parts.wrapUp.tasks, 0.8, 1.5),
  ];
  return { phases, schedule, leadWeeks: schedule.weeks.slice(0, 3).reduce((a, b) => a + b, 0) };
}

/** What a stated time frame means for an event: met, met by compressing the planning, or not met at all. */
export function eventDeadlineNote(
  p: Pricing,
  plan: EventSchedule,
  people: number,
  peopleWord: string,
  scale = 1,
): { deadline?: string; deadlineFeasible?: boolean } {
  const deadline = p.brief.deadline_weeks;
  if (deadline === undefined) return {};
  const { schedule } = plan;
  if (schedule.fit === "tight") {
    return {
      deadline: p.t(
        "Planning is compressed into {{weeks}} weeks before the event (usually about {{nominal}}): the venue and the main suppliers have to be booked in the first weeks, at whatever availability and prices remain.",
        { weeks: p.num(plan.leadWeeks), nominal: p.num(schedule.nominal - (schedule.weeks[3] ?? 1)) },
      ),
    };
  }
  if (schedule.fit !== "impossible") return {};
  const fits = peopleWithin(Math.max(0, deadline - (schedule.weeks[3] ?? 1)), scale);
  return {
    deadlineFeasible: false,
    deadline: p.t(
      "An event for {{people}} {{word}} needs at least {{minimum}} weeks of planning before the day (usually {{nominal}}); {{deadline}} weeks is not enough to book a venue and suppliers. Move the date to at least {{minimum}} weeks away, or plan a smaller event (about {{fits}} {{word}} fit the time).",
      {
        people: p.num(people),
        word: peopleWord,
        minimum: p.num(schedule.shortest),
        nominal: p.num(schedule.nominal),
        deadline: p.num(deadline),
        fits: p.num(fits),
      },
    ),
  };
}
