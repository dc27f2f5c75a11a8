import { FX_PER_USD } from "../../../core/reference-data.js";
import { cited, type Cited } from "../../../reference/cited.js";
import { CPI_U, escalate, PRICE_YEAR } from "../../../reference/escalation.js";

/**
 * CPI-U annual averages from 2003 (the same BLS series as the foundation's table, which starts in 2015),
 * so that figures published before 2015 are escalated by the index too rather than by its first year.
 */
export const CPI_U_LONG: Cited<Record<number, number>> = cited(
  { 2003: 184.0, 2004: 188.9, 2005: 195.3, 2006: 201.6, 2007: 207.342, 2008: 215.303, 2009: 214.537, 2010: 218.056, 2011: 224.939, 2012: 229.594, 2013: 232.957, 2014: 236.736, ...CPI_U.value },
  CPI_U.source,
  CPI_U.year,
);

/** An amount as a source published it: in its own currency, in prices of the source's year. */
export interface Amount {
  amount: number;
  currency: string;
}

export function amount(value: number, currency = "USD"): Amount {
  return { amount: value, currency };
}

/**
 * A published amount in US dollars of PRICE_YEAR: converted at the reference exchange rates, then escalated
 * from the source's year with US CPI-U (used for every currency as one stated index).
 */
export function usdNow(figure: Cited<Amount>): number {
  const rate = FX_PER_USD[figure.value.currency];
  if (rate === undefined) throw new Error(`No reference exchange rate for ${figure.value.currency}.`);
  return escalate(figure.value.amount / rate, figure.year, PRICE_YEAR, CPI_U_LONG.value);
}

/** A published ratio or count, unchanged by escalation (shares, hours, multipliers). */
export type Ratio = Cited<number>;
