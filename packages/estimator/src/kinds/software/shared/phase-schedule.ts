import { formatNumber } from "../../../core/money.js";
import type { CocomoResult } from "./cocomo.js";
import { scheduleCompression, WEEKS_PER_MONTH } from "./cocomo.js";

/**
 * Below SMALL_KSLOC the schedule is the effort ÷ a sensible team (COCOMO II's TDEV is calibrated on
 * larger projects and gives at least ~6 months even for a few person-months); from COCOMO_KSLOC up it is
 * TDEV; in between, a geometric blend so a little more scope never shortens the schedule.
 */
export const SMALL_KSLOC = 5;
export const COCOMO_KSLOC = 10;
/** COCOMO II does not compress a schedule below 75% of its nominal length. */
const FLOOR = 0.75;
const FLOOR_EFFORT = 1.43;
/** A plan for a deadline aims to finish a little early, leaving room for the risks' delays. */
const AIM = 0.9;

/** A sensible team for an effort: about √PM people (at least one), the square-root staffing rule. */
export function sensibleTeam(personMonths: number): number {
  return Math.max(1, Math.sqrt(personMonths));
}

export interface Nominal {
  personMonths: number;
  months: number;
}

/** The nominal schedule for a COCOMO-sized application (see SMALL_KSLOC). */
export function nominalSchedule(size: CocomoResult): Nominal & { basis: string } {
  const byTeam = size.personMonths / sensibleTeam(size.personMonths);
  const tdev = size.scheduleMonths;
  if (size.ksloc <= SMALL_KSLOC)
    return { personMonths: size.personMonths, months: Math.min(byTeam, tdev), basis: "team" };
  if (size.ksloc >= COCOMO_KSLOC) return { personMonths: size.personMonths, months: tdev, basis: "cocomo" };
  const t = Math.log(size.ksloc / SMALL_KSLOC) / Math.log(COCOMO_KSLOC / SMALL_KSLOC);
  return {
    personMonths: size.personMonths,
    months: Math.min(tdev, Math.exp((1 - t) * Math.log(byTeam) + t * Math.log(tdev))),
    basis: "blend",
  };
}

export interface ScheduleRequest {
  /** Nominal effort and schedule with a share (0..1) of the features (the core stays). */
  at: (share: number) => Nominal;
  deadlineWeeks?: number;
  teamSize?: number;
  /** The labour cost of some person-months, formatted, for stating alternatives. */
  costOf: (personMonths: number) => string;
}

export interface SchedulePlan {
  nominalWeeks: number;
  weeks: number;
  personMonths: number;
  /** The effort multiplier paid for compressing the schedule (1 when not compressed). */
  compression: number;
  /**
   * The effort of the plan that meets the deadline, or comes closest (the shortest credible one): the planned
   * effort when it fits, else the compressed alternative the note states. It never falls as scope grows,
   * while the planned effort drops back to nominal when a deadline becomes unreachable.
   */
  deadlinePersonMonths: number;
  note?: string;
  feasible?: false;
}

const weeksOf = (months: number) => months * WEEKS_PER_MONTH;
const peopleFor = (personMonths: number, weeks: number) => personMonths / (weeks / WEEKS_PER_MONTH);
const w = (weeks: number) => `${formatNumber(weeks, 0)} weeks`;

/** Weeks for a scope done by a fixed team: never shorter than the nominal schedule. */
function teamWeeks(nominal: Nominal, team: number | undefined): number {
  const nominalWeeks = weeksOf(nominal.months);
  return team ? Math.max(nominalWeeks, weeksOf(nominal.personMonths / team)) : nominalWeeks;
}

/** The largest share of the features that fits `fits`, as a whole percentage (binary search; fits is monotone). */
function largestShare(fits: (share: number) => boolean): number {
  if (!fits(0)) return 0;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return Math.floor(lo * 100);
}

function cutScope(r: ScheduleRequest, deadline: number, fits: (share: number) => boolean, who: string): string {
  const share = largestShare(fits);
  if (share >= 100) return "";
  return share > 0
    ? ` To finish in ${w(deadline)}${who}, cut the scope to roughly ${share}% of the features and release the rest later.`
    : ` Even the core of the product without its features does not fit ${w(deadline)}${who}: plan a small first release and move the date.`;
}

/**
 * The schedule for a stated deadline and team. A stated team is respected: when it is too small, the plan
 * shows its pace and says what the deadline would take. A plan that misses anyway carries no
 * compression premium; the compressed alternative is stated instead.
 */
export function planSchedule(r: ScheduleRequest): SchedulePlan {
  const nominal = r.at(1);
  const nominalWeeks = weeksOf(nominal.months);
  const team = r.teamSize;
  const teamPlanWeeks = teamWeeks(nominal, team);
  const base = {
    nominalWeeks,
    personMonths: nominal.personMonths,
    compression: 1,
    deadlinePersonMonths: nominal.personMonths,
  };
  const deadline = r.deadlineWeeks;
  if (deadline === undefined || teamPlanWeeks <= deadline) {
    const note =
      deadline !== undefined && team
        ? `A team of ${team} fits the stated ${w(deadline)}: the scope needs about ${formatNumber(peopleFor(nominal.personMonths, teamPlanWeeks), 1)} people on average over ${w(teamPlanWeeks)}.`
        : undefined;
    return { ...base, weeks: teamPlanWeeks, note };
  }
  const forTeam = team ? ` with a team of ${team}` : "";
  const teamFits = (share: number) => teamWeeks(r.at(share), team) <= deadline;
  const teamPlan = { ...base, weeks: teamPlanWeeks, feasible: false as const };

  if (deadline >= nominalWeeks) {
    // Only the stated team is too small: the scope fits the deadline with more people and no compression.
    const needed = Math.ceil(peopleFor(nominal.personMonths, deadline));
    return {
      ...teamPlan,
      note: `The stated team of ${team} cannot finish this scope in ${w(deadline)}: at its pace it takes about ${w(teamPlanWeeks)}, which this plan shows. Meeting ${w(deadline)} takes about ${needed} people working in parallel at the same cost.${cutScope(r, deadline, teamFits, forTeam)}`,
    };
  }

  const target = Math.max(FLOOR * nominalWeeks, AIM * deadline);
  if (scheduleCompression(deadline / nominalWeeks) !== null) {
    const multiplier = scheduleCompression(target / nominalWeeks) ?? FLOOR_EFFORT;
    const personMonths = nominal.personMonths * multiplier;
    const needed = peopleFor(personMonths, target);
    const compressed = `compresses the schedule to ${formatNumber(target, 1)} weeks (nominal ${formatNumber(nominalWeeks, 1)} weeks), which COCOMO II prices at ${formatNumber(multiplier, 2)}× the effort with about ${formatNumber(needed, 1)} people on average`;
    if (!team || team >= needed * 0.95) {
      return {
        ...base,
        weeks: target,
        personMonths,
        compression: multiplier,
        deadlinePersonMonths: personMonths,
        note: `To meet the stated ${w(deadline)} the plan ${compressed}${team ? `; the stated team of ${team} covers that` : ""}.`,
      };
    }
    return {
      ...teamPlan,
      deadlinePersonMonths: personMonths,
      note: `The stated team of ${team} cannot finish this scope in ${w(deadline)}: at its pace it takes about ${w(teamPlanWeeks)}, which this plan shows at the nominal effort. Meeting ${w(deadline)} takes about ${Math.ceil(needed)} people: a plan that ${compressed} (about ${r.costOf(personMonths)} of labour instead of ${r.costOf(nominal.personMonths)}).${cutScope(r, deadline, teamFits, forTeam)}`,
    };
  }

  // Below the 75% floor no team size helps: show the nominal plan and the shortest credible one.
  const minimum = FLOOR * nominalWeeks;
  const minimumEffort = nominal.personMonths * FLOOR_EFFORT;
  const fits = team ? teamFits : (share: number) => FLOOR * weeksOf(r.at(share).months) <= deadline;
  return {
    ...teamPlan,
    deadlinePersonMonths: minimumEffort,
    note: `The stated ${w(deadline)} is not achievable for this scope: a schedule cannot be compressed below 75% of its nominal ${formatNumber(nominalWeeks, 1)} weeks, so this plan shows the nominal ${w(teamPlanWeeks)}${team ? ` for the stated team of ${team}` : ""} without a compression premium. The shortest credible alternative is about ${w(Math.ceil(minimum))} with about ${Math.ceil(peopleFor(minimumEffort, minimum))} people at ${formatNumber(FLOOR_EFFORT, 2)}× the effort (about ${r.costOf(minimumEffort)} of labour instead of ${r.costOf(nominal.personMonths)}).${cutScope(r, deadline, fits, forTeam)}`,
  };
}
