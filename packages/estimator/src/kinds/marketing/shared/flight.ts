import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatNumber } from "../../../core/money.js";

/** A flight of a few weeks when the request gives no length (two four-week optimisation cycles). */
export const DEFAULT_FLIGHT_WEEKS = 8;

export interface Flight {
  weeks: number;
  basis: "stated" | "deadline" | "assumed";
  deadlineFeasible: boolean;
  deadlineNote?: string;
}

export function weeksText(t: Translate, weeks: number, language?: string): string {
  return weeks === 1 ? t("1 week") : t("{{count}} weeks", { count: formatNumber(weeks, 1, language) });
}

/**
 * How long the campaign runs: a stated length is the flight, with the preparation before it; else what a
 * deadline leaves after preparation and reporting; else the default, said to be assumed. `aroundWeeks`
 * is the preparation and reporting the plan puts around the flight.
 */
export function flightOf(brief: Brief, t: Translate, aroundWeeks: number, defaultWeeks = DEFAULT_FLIGHT_WEEKS): Flight {
  const deadline = brief.deadline_weeks;
  const stated = brief.duration_weeks !== undefined;
  const weeks = stated
    ? Math.max(1, Math.round(brief.duration_weeks!))
    : deadline !== undefined
      ? Math.max(1, Math.floor(deadline - aroundWeeks))
      : defaultWeeks;
  const basis = stated ? "stated" : deadline !== undefined ? "deadline" : "assumed";
  const feasible = deadline === undefined || deadline - aroundWeeks >= (stated ? weeks : 1);
  if (feasible) return { weeks, basis, deadlineFeasible: true };
  const around = Math.ceil(aroundWeeks);
  const room = Math.floor(deadline! - aroundWeeks);
  const w = (n: number) => weeksText(t, n, brief.language);
  const deadlineNote =
    stated && room >= 1
      ? t(
          "A campaign of {{flight}} needs about {{around}} more for strategy, creative and reporting, so about {{total}} in all; the stated {{deadline}} is too short. Start preparing sooner, shorten the flight to {{room}}, or reuse existing creative to shorten production.",
          { flight: w(weeks), around: w(around), total: w(weeks + around), deadline: w(deadline!), room: w(room) },
        )
      : t(
          "A campaign needs about {{around}} around its flight (strategy, creative and reporting), so {{deadline}} leaves no time to run it; allow at least {{least}}, or reuse existing creative to shorten production.",
          { around: w(around), deadline: w(deadline!), least: w(around + 1) },
        );
  return { weeks, basis, deadlineFeasible: false, deadlineNote };
}

export function flightSentence(t: Translate, flight: Flight, aroundWeeks: number, language?: string): string {
  const basis = {
    stated: t("as stated"),
    deadline: t("what the stated time frame leaves after preparation and reporting"),
    assumed: t("assumed: the request gave no length"),
  }[flight.basis];
  return t(
    "The campaign runs {{flight}} ({{basis}}), after about {{before}} of strategy, creative production and setup, with reporting after it.",
    { flight: weeksText(t, flight.weeks, language), basis, before: weeksText(t, Math.ceil(aroundWeeks - 1), language) },
  );
}
