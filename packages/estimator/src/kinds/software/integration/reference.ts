import { cited } from "../../../reference/cited.js";
import { norm } from "../shared/norms.js";
import { listPrice } from "../shared/prices.js";

/**
 * A robust one-way connection between two systems (authentication, field mapping, error handling, rate
 * limits, sync strategy, logging and monitoring) takes two to three weeks of an engineer.
 */
export const HOURS_PER_FLOW = cited(
  90,
  'Probizio, "Just connect these two systems": the real engineering cost of API integration (2–3 weeks per connection)',
  2026,
);
export const INTEGRATION_HOURS = {
  objectBeyondTwo: norm(12, "each further object type moved by a connection (orders, invoices, stock...), hours"),
  discovery: norm(16, "integration discovery and mapping specification, hours"),
  discoveryPerSystem: norm(8, "reviewing each system's API, limits and sandbox, hours"),
  deployment: norm(16, "deployment, alerting and monitoring of an integration, hours"),
  runbook: norm(8, "runbook and handover of an integration, hours"),
} as const;
/** A two-way sync costs more than a one-way push (conflict rules, loop prevention, two mappings). */
export const TWO_WAY_FACTOR = norm(1.6, "two-way synchronisation, × one-way build hours");
export const REAL_TIME_FACTOR = norm(1.25, "real-time (webhook) synchronisation, × scheduled build hours");
/** On an integration platform with ready connectors, a flow is configured rather than built. */
export const IPAAS_FACTOR = norm(
  0.25,
  "a flow on an integration platform with ready connectors (Zapier class), × custom build hours",
);
export const TEST_SHARE = norm(0.25, "integration testing with sandbox and real data, share of build hours");

export const INTEGRATION_PRICES = {
  ipaasTeam: listPrice(69, "Zapier Team plan, per month billed yearly", 2024),
} as const;
