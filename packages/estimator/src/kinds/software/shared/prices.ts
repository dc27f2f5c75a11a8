import type { Brief } from "@scopewise/shared";
import { pricedLine } from "../../../core/lines.js";
import type { PlanTask } from "../../../core/plan.js";
import { usdTo } from "../../../core/reference-data.js";
import { citation, type Cited } from "../../../reference/cited.js";
import { escalate } from "../../../reference/escalation.js";

/** A published list price in USD; a vendor's fixed fee (an app store's) is charged as stated, never escalated. */
export interface ListPrice extends Cited<number> {
  fixed?: boolean;
}

export function listPrice(value: number, source: string, year: number, fixed = false): ListPrice {
  return { value, source, year, fixed };
}

/** The price in the brief's currency and PRICE_YEAR prices (CPI-U escalation for prices of earlier years). */
export function unitCost(brief: Brief, price: ListPrice): number {
  const usd = price.fixed ? price.value : escalate(price.value, price.year);
  // Four decimals: some cloud prices are fractions of a cent per hour.
  return Math.round(usdTo(brief.currency, usd) * 10_000) / 10_000;
}

/** A non-labour line: quantity × a published unit price, with the price's citation as its source. */
export function priceLine(
  brief: Brief,
  name: string,
  quantity: number,
  unit: string,
  price: ListPrice,
  low = 0.95,
  high = 1.2,
): PlanTask {
  return pricedLine(name, { quantity, unit, unitCost: unitCost(brief, price), source: citation(price) }, low, high);
}

/** Cloud prices several kinds use (on-demand list prices, US East). */
export const CLOUD = {
  /** A general-purpose 2 vCPU / 8 GiB instance: app servers, staging databases, scheduled jobs. */
  instanceHour: listPrice(0.0816, "Amazon EC2 On-Demand pricing, m7g.large, US East (N. Virginia)", 2024),
  /** The smallest instance: a scheduled script's runner. */
  tinyInstanceHour: listPrice(0.0042, "Amazon EC2 On-Demand pricing, t4g.nano, US East (N. Virginia)", 2024),
  storageGbMonth: listPrice(
    0.023,
    "Amazon S3 pricing, S3 Standard, first 50 TB per month, US East (N. Virginia)",
    2024,
  ),
  gpuHour: listPrice(1.006, "Amazon EC2 On-Demand pricing, g5.xlarge (NVIDIA A10G GPU), US East (N. Virginia)", 2024),
  /** A small product's managed stack: front-end hosting plus a managed Postgres back end. */
  smallStackMonth: listPrice(
    45,
    "Vercel Pro ($20 per member per month) and Supabase Pro ($25 per month) published price lists",
    2024,
  ),
} as const;

/** Hours in a month of always-on hosting. */
export const HOURS_PER_MONTH = 730;
