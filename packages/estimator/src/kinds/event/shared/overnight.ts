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

/** Words that ask for rooms, and for every meal (dinner included) while the group stays. */
const STAY =
  /\b(overnight|accommodation|hotel|rooms?|nights?|residential|alojamiento|hotel|noches?|habitaciones|übernachtung\p{L}*|nächte|hotelzimmer|hébergement|nuit(?:s|ée)?s?|chambres?|hospedagem|alojamento|noites?|quartos?|pernoite)\b/iu;
const FULL_BOARD =
  /\b(full board|all meals|pensión completa|vollpension|pension complète|pensão completa|all-inclusive|todo incluido|tudo incluído)\b/iu;
const NIGHTS =
  /(\d+|one|two|three|four|five|una|dos|tres|cuatro|cinco|eine|zwei|drei|vier|fünf|une|deux|trois|quatre|cinq|uma|duas|três|quatro|cinco)\s+(?:nights?|noches|nächte|nuits|noites|übernachtungen|pernoites)/iu;
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  una: 1,
  eine: 1,
  une: 1,
  uma: 1,
  two: 2,
  dos: 2,
  zwei: 2,
  deux: 2,
  duas: 2,
  three: 3,
  tres: 3,
  drei: 3,
  trois: 3,
  três: 3,
  four: 4,
  cuatro: 4,
  vier: 4,
  quatre: 4,
  quatro: 4,
  five: 5,
  cinco: 5,
  fünf: 5,
  cinq: 5,
};

/** Nights the group stays: as stated ("2 noites"), else one fewer than the days when rooms are asked for; 0 when none are. */
export function nightsOf(brief: Brief, days: number): number {
  const text = `${brief.title} ${brief.summary}`;
  const stated = NIGHTS.exec(text);
  if (stated?.[1]) {
    const word = stated[1].toLowerCase();
    return Number(word) || WORD_NUMBERS[word] || 0;
  }
  return STAY.test(text) ? Math.max(1, days - 1) : 0;
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
  const lines = [
    costLine(p, t("Hotel rooms"), roomNights, t("room-night"), usdNow(HOTEL_ADR), `${citation(HOTEL_ADR)}; ${source}`),
  ];
  if (FULL_BOARD.test(`${brief.title} ${brief.summary}`)) {
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
