import { cited } from "../../../reference/cited.js";
import { perM2, type RateTable } from "../shared/building.js";

/**
 * New single-family house, US average, contract cost per m² of floor area. Standard: the average
 * construction cost of $162 per sq ft (NAHB, Cost of Constructing a Home 2024: $428,215 for 2,647 sq ft)
 * plus 10 % builder's overhead and profit; basic × 0.8 (builder grade) and premium × 1.6 (custom home).
 */
export const HOUSE_RATES: RateTable = cited(
  { basic: perM2(142), standard: perM2(178), premium: perM2(285) },
  "NAHB Cost of Constructing a Home 2024 ($162/sq ft construction cost) + 10 % overhead and profit; basic × 0.8, premium × 1.6",
  2024,
);

/** The average new US single-family house of the same survey (2,647 sq ft). */
export const TYPICAL_HOUSE_M2 = 246;

/** Domestic design fees: architect and engineer for a one-off house or extension (a stated rule of thumb). */
export const DOMESTIC_DESIGN_FEE = {
  share: 0.1,
  source: "Rule of thumb: domestic architect and engineer fees of about 10 % (typical range 8–15 %)",
};
