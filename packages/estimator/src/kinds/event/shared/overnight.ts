import type { Brief } from "@scopewise/shared";
import type { PlanTask } from "../../../core/plan.js";
import { citation, cited, type Cited } from "../../../reference/cited.js";
import { amount, usdNow, type Amount } from "../../other/shared/figures.js";
import { costLine, type Pricing } from "../../other/shared/pricing.js";
import { US_WEDDING } from "../wedding/reference.js";

/** US hotel average daily rate, all hotels: the room-night anchor, taken to the city's level like the other per-head costs. */
export const HOTEL_ADR: Cited<Amount> = cited(
  amount(158.67, "USD"),
  "STR (CoStar), U.S. hotel performance 2024: average daily rate",
  2024,
);

/** Nights the group stays: as stated ("2 noites"), else one fewer than the days when rooms are asked for; 0 when none are. */
export function nightsOf(brief: Brief, days: number): number {
  const stated = brief.details?.stated_nights;
  if (stated !== undefined) return stated;
  return brief.details?.stays_overnight ? Math.max(1, days - 1) : 0;
}

/**
 * Rooms for every attendee each night (one room each: shared rooms are a saving the client can choose), and,
 * with full board, a dinner each night, priced like the evening functions' dinner.
 */
export function overnightLines(
  p: Pricing,
  brief: Brief,
  attendees: number,
  nights: number,
  source: string,
): PlanTask[] {
  if (nights <= 0) return [];
  const { t } = p;
  const roomNights = attendees * nights;
  const lines: PlanTask[] = [
    {
      ...costLine(
        p,
        t("Hotel rooms"),
        roomNights,
        t("room-night"),
        usdNow(HOTEL_ADR),
        `${citation(HOTEL_ADR)}; ${source}`,
      ),
      covers: "accommodation" as const,
    },
  ];
  if (brief.details?.full_board) {
    lines.push(
      costLine(
        p,
        t("Evening dinners during the stay"),
        roomNights,
        t("dinner"),
        usdNow(US_WEDDING.cateringPerGuest),
        citation(US_WEDDING.cateringPerGuest),
      ),
    );
  }
  return lines;
}
