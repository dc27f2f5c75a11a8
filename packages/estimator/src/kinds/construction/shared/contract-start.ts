import type { Brief } from "@scopewise/shared";
import type { KindSpec } from "./types.js";

/**
 * Whether the work starts at construction, for a private client who does not ask for the design: a fit-out
 * of a shell, an energy retrofit, and site works and installations a contractor details itself (a pool,
 * paving, solar, chargers) always; work on an existing building when the request asks for a contractor's
 * quote. Then no planning, design or tender stage is scheduled or priced: the go-ahead is the signed contract.
 */
export function startsAtConstruction(brief: Brief, spec: KindSpec): boolean {
  const details = brief.details ?? {};
  if (details.design_asked) return false;
  if (brief.client_sector === "public" || spec.publicClient) return false;
  if (brief.design_maturity !== undefined && brief.design_maturity !== "detailed") return false;
  if (spec.startsAtContract) return true;
  if (spec.contractorDesigned === true) return true;
  return details.quote_requested === true && spec.scope !== "new_build";
}
