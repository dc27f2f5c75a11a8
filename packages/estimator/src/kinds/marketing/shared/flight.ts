import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatNumber } from "../../../core/money.js";

/** A flight of a few weeks when the request gives no length (two four-week optimisation cycles). */
export const DEFAULT_FLIGHT_WEEKS = 8;

export interface Flight {
  /** The campaign's length: the stated term, the deadline's room or the default. */
  weeks: number;
  /** The weeks media runs: the whole length, or what a stated term leaves after the preparation it holds. */
  runWeeks: number;
  /** A stated term long enough to hold its preparation: the engagement is that term, preparation its first weeks. */
  termWeeks?: number;
  basis: "stated" | "deadline" | "assumed";
  deadlineFeasible: boolean;
  deadlineNote?: string;
}

export function weeksText(t: Translate, weeks: number, language?: string): string {
  return weeks === 1 ? t("1 week") : t("{{count}} weeks", { count: formatNumber(weeks, 1, language) });
}

/**
 * How long the campaign runs: a stated length (the whole engagement when it can hold its preparation, else
 * the flight, prepared before it); else what a deadline leaves after preparation and reporting; else the
 * default, said to be assumed. `aroundWeeks` is the preparation and reporting the plan puts around the flight.
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
  // "A 3-month campaign" is bought as an engagement of three months, set up in its first weeks and running
  // media for the rest. Media never runs less than the stated length or the preparation, whichever is
  // shorter: "running 4 weeks" is a flight of four weeks prepared before it. So a longer stated length
  // never gives a shorter campaign.
  const holdsPreparation = stated && weeks >= 2 * aroundWeeks;
  const length = holdsPreparation
    ? { runWeeks: weeks - aroundWeeks, termWeeks: weeks }
    : { runWeeks: stated ? Math.min(weeks, aroundWeeks) : weeks };
  const needed = holdsPreparation ? weeks : aroundWeeks + (stated ? length.runWeeks : 1);
  if (deadline === undefined || deadline >= needed) return { weeks, ...length, basis, deadlineFeasible: true };
  if (holdsPreparation)
    return {
      weeks,
      ...length,
      basis,
      deadlineFeasible: false,
      deadlineNote: t(
        "The stated {{deadline}} end before the campaign's stated {{flight}}: shorten the campaign to {{deadline}}, or agree that it runs past that date.",
        { deadline: weeksText(t, deadline, brief.language), flight: weeksText(t, weeks, brief.language) },
      ),
    };
  const around = Math.ceil(aroundWeeks);
  const room = Math.floor(deadline! - aroundWeeks);
  const w = (n: number) => weeksText(t, n, brief.language);
  const deadlineNote =
    stated && room >= 1
      ? t(
          "A campaign of {{flight}} needs about {{around}} more for strategy, creative and reporting, so about {{total}} in all; the stated {{deadline}} is too short. Start preparing sooner, shorten the flight to {{room}}, or reuse existing creative to shorten production.",
          {
            flight: w(Math.round(length.runWeeks)),
            around: w(around),
            total: w(Math.round(length.runWeeks) + around),
            deadline: w(deadline!),
            room: w(room),
          },
        )
      : t(
          "A campaign needs about {{around}} around its flight (strategy, creative and reporting), so {{deadline}} leaves no time to run it; allow at least {{least}}, or reuse existing creative to shorten production.",
          { around: w(around), deadline: w(deadline!), least: w(around + 1) },
        );
  return { weeks, ...length, basis, deadlineFeasible: false, deadlineNote };
}

export function flightSentence(t: Translate, flight: Flight, aroundWeeks: number, language?: string): string {
  // Media shorter than the stated length: the preparation is inside the campaign's weeks.
  if (flight.runWeeks < flight.weeks)
    return t(
      "The campaign runs {{flight}}: its first {{before}} are strategy, creative production and setup, then {{run}} of media, with reporting at the end.",
      {
        flight: weeksText(t, flight.termWeeks ?? flight.runWeeks + aroundWeeks, language),
        before: weeksText(t, Math.ceil(aroundWeeks - 1), language),
        run: weeksText(t, flight.runWeeks, language),
      },
    );
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
