import { cited, type Cited } from "../../../reference/cited.js";
import { escalate, indexValue, PRICE_YEAR } from "../../../reference/escalation.js";

/**
 * Turner Building Cost Index (Turner Construction Company), US non-residential building, annual
 * averages; later quarters (2019–2024) averaged from the published quarterly values. Years after the
 * last one are projected at its last annual growth (3.6 % in 2024).
 */
export const BUILDING_COST_INDEX: Cited<Record<number, number>> = cited(
  {
    2006: 793,
    2007: 854,
    2008: 908,
    2009: 832,
    2010: 799,
    2011: 812,
    2012: 830,
    2013: 864,
    2014: 902,
    2015: 943,
    2016: 989,
    2017: 1038,
    2018: 1096,
    2019: 1155,
    2020: 1163,
    2021: 1203,
    2022: 1297,
    2023: 1364,
    2024: 1413,
  },
  "Turner Building Cost Index (Turner Construction Company), annual averages",
  2024,
);

const FORECAST_FROM = 2014;
const FORECAST_TO = 2024;

/**
 * Escalation after the price year, to the midpoint of construction: the index's own compound growth
 * over the ten years 2014–2024 (about 4.6 % a year), a long run that spans both a slack and a hot market.
 */
export const FORECAST_RATE =
  (BUILDING_COST_INDEX.value[FORECAST_TO]! / BUILDING_COST_INDEX.value[FORECAST_FROM]!) **
    (1 / (FORECAST_TO - FORECAST_FROM)) -
  1;

/** A figure of `year` in PRICE_YEAR prices by the building cost index. */
export function toPriceYear(value: number, year: number): number {
  return escalate(value, year, PRICE_YEAR, BUILDING_COST_INDEX.value);
}

/** The index ratio from `year` to PRICE_YEAR, for the method text. */
export function indexRatio(year: number): number {
  return indexValue(BUILDING_COST_INDEX.value, PRICE_YEAR) / indexValue(BUILDING_COST_INDEX.value, year);
}

/** The share added by escalating from the price date to the midpoint of construction, `years` ahead. */
export function midpointEscalation(years: number): number {
  return (1 + FORECAST_RATE) ** Math.max(0, years) - 1;
}
