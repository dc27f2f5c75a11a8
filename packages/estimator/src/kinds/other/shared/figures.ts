import { FX_PER_USD } from "../../../core/reference-data.js";
import type { Cited } from "../../../reference/cited.js";
import { escalate, PRICE_YEAR } from "../../../reference/escalation.js";

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
  return escalate(figure.value.amount / rate, figure.year, PRICE_YEAR);
}

/** A published ratio or count, unchanged by escalation (shares, hours, multipliers). */
export type Ratio = Cited<number>;
