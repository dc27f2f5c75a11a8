import { cited, type Cited } from "./cited.js";

/** The year estimates are priced in: reference figures from earlier years are escalated to it. */
export const PRICE_YEAR = 2026;

/**
 * US CPI-U, all items, US city average, annual averages (1982–84 = 100), U.S. Bureau of Labor Statistics
 * series CUUR0000SA0. Years after the last published annual average are projected at the last year's rate.
 */
export const CPI_U: Cited<Record<number, number>> = cited(
  {
    2003: 184.0,
    2004: 188.9,
    2005: 195.3,
    2006: 201.6,
    2007: 207.342,
    2008: 215.303,
    2009: 214.537,
    2010: 218.056,
    2011: 224.939,
    2012: 229.594,
    2013: 232.957,
    2014: 236.736,
    2015: 237.017,
    2016: 240.007,
    2017: 245.12,
    2018: 251.107,
    2019: 255.657,
    2020: 258.811,
    2021: 270.97,
    2022: 292.655,
    2023: 304.702,
    2024: 313.689,
  },
  "U.S. Bureau of Labor Statistics, CPI-U annual averages (series CUUR0000SA0)",
  2024,
);

/** An index's value in a year, projected past its last year at its last year's growth. */
export function indexValue(index: Record<number, number>, year: number): number {
  const years = Object.keys(index)
    .map(Number)
    .sort((a, b) => a - b);
  const first = years[0]!;
  const last = years[years.length - 1]!;
  if (year <= first) return index[first]!;
  if (year <= last) return index[year] ?? index[last]!;
  const growth = index[last]! / index[last - 1]!;
  return index[last]! * growth ** (year - last);
}

/** A figure of `fromYear` in `toYear` prices by the ratio of an index (CPI-U unless another is named). */
export function escalate(
  value: number,
  fromYear: number,
  toYear = PRICE_YEAR,
  index: Record<number, number> = CPI_U.value,
): number {
  return value * (indexValue(index, toYear) / indexValue(index, fromYear));
}
