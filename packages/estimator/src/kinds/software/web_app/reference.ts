import { CLOUD, listPrice } from "../shared/prices.js";

/** Function points above which an application needs more than a small managed stack. */
export const SMALL_STACK_POINTS = 150;
/** A production stack for a larger application: two application instances and a primary and replica database. */
export const STANDARD_STACK_INSTANCES = 4;

export const WEB_PRICES = {
  smallStackMonth: CLOUD.smallStackMonth,
  instanceHour: CLOUD.instanceHour,
  /** Error monitoring for a production application (Team plan). */
  errorMonitoringMonth: listPrice(26, "Sentry Team plan, per month billed yearly", 2024),
} as const;
