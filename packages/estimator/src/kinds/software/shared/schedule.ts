import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import { scheduleCompression } from "./cocomo.js";
import { HOURS_PER_WEEK } from "./labour.js";

/** A schedule cannot be compressed below 75% of its nominal length (COCOMO II SCED, very low). */
const COMPRESSION_FLOOR = 0.75;
const FLOOR_PREMIUM = 1.43;
/** A compressed plan aims at this share of the deadline. */
const AIM = 0.9;

/** "3 working days", "1 week", "12 weeks" in the brief's language. */
export function duration(t: Translate, weeks: number, language?: string): string {
  if (weeks < 1) {
    const days = Math.max(0.5, Math.ceil(weeks * 5 * 2) / 2);
    return days === 1 ? t("1 working day") : t("{{n}} working days", { n: formatNumber(days, 1, language) });
  }
  const rounded = Math.round(weeks * 10) / 10;
  return rounded === 1 ? t("1 week") : t("{{n}} weeks", { n: formatNumber(rounded, 1, language) });
}

export interface Calendar {
  /** Calendar weeks the plan takes (may be under one for a few hours of work). */
  weeks: number;
  /** Effort premium for compressing the schedule (1 when not compressed). */
  effortScale: number;
  note?: string;
  feasible?: false;
  /** Weeks of the plan's whole-week timeline that the work does not need (a few hours shown as one week). */
  slackWeeks?: number;
}

/**
 * The calendar for a stated deadline and team. A stated team is respected (it never works faster than the
 * nominal schedule); a deadline between 75% and 100% of the nominal schedule is met by compression at the
 * COCOMO II SCED premium; below 75% no team meets it, and the plan says so instead of pricing a fiction.
 */
export function calendarFor(brief: Brief, t: Translate, hours: number, nominalWeeks: number): Calendar {
  const language = brief.language;
  const team = brief.team_size;
  const teamWeeks = team ? Math.max(nominalWeeks, hours / (team * HOURS_PER_WEEK)) : nominalWeeks;
  const slack = (weeks: number) => (weeks < 1 ? { slackWeeks: 1 - weeks } : {});
  const deadline = brief.deadline_weeks;
  const d = (weeks: number) => duration(t, weeks, language);
  if (deadline === undefined) return { weeks: teamWeeks, effortScale: 1, ...slack(teamWeeks) };
  if (teamWeeks <= deadline) {
    return {
      weeks: teamWeeks,
      effortScale: 1,
      ...slack(teamWeeks),
      note: t(
        "The work itself takes about {{work}} of calendar time ({{hours}} hours), before any delays from the risks.",
        { work: d(teamWeeks), hours: formatNumber(hours, 0, language) },
      ),
    };
  }
  const floor = COMPRESSION_FLOOR * nominalWeeks;
  if (deadline < floor) {
    return {
      weeks: teamWeeks,
      effortScale: 1,
      feasible: false,
      ...slack(teamWeeks),
      note: t(
        "The stated {{deadline}} is below the shortest credible schedule for this scope: the work needs about {{nominal}}, and no team compresses that below about {{shortest}}. This plan shows the nominal schedule without a compression premium; meeting the date means a smaller first release.",
        { deadline: d(deadline), nominal: d(nominalWeeks), shortest: d(floor) },
      ),
    };
  }
  // Aim a little inside the deadline, so the risks' delays do not push the median past it.
  const target = Math.max(floor, AIM * deadline);
  const premium = scheduleCompression(target / nominalWeeks) ?? FLOOR_PREMIUM;
  const people = (hours * premium) / (target * HOURS_PER_WEEK);
  if (team && team < people * 0.95) {
    return {
      weeks: teamWeeks,
      effortScale: 1,
      feasible: false,
      ...slack(teamWeeks),
      note: t(
        "The stated team of {{team}} needs about {{weeks}} for this work; meeting the stated {{deadline}} takes about {{people}} people working in parallel at {{premium}}× the effort.",
        {
          team,
          weeks: d(teamWeeks),
          deadline: d(deadline),
          people: Math.ceil(people),
          premium: formatNumber(premium, 2, language),
        },
      ),
    };
  }
  return {
    weeks: target,
    effortScale: premium,
    ...slack(target),
    note: t(
      "To meet the stated {{deadline}} the plan compresses the nominal {{nominal}} with about {{people}} people in parallel, which COCOMO II prices at {{premium}}× the effort.",
      {
        deadline: d(deadline),
        nominal: d(nominalWeeks),
        people: formatNumber(people, 1, language),
        premium: formatNumber(premium, 2, language),
      },
    ),
  };
}
