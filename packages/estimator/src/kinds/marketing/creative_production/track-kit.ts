import type { Translate } from "@scopewise/i18n";
import type { Brief, BriefDetails, CreativeItem } from "@scopewise/shared";
import { pricedLine } from "../../../core/lines.js";
import { usdTo } from "../../../core/reference-data.js";
import type { PlanTask } from "../../../core/plan.js";
import { citation, type Cited } from "../../../reference/cited.js";
import { escalate } from "../../../reference/escalation.js";
import { labour } from "../shared/plan-kit.js";
import type { MarketingRole, RateCard } from "../shared/roles.js";

export type Items = NonNullable<BriefDetails["creative"]>;
export type Item = NonNullable<Items[CreativeItem]>;

/** One family of deliverables (films, animation, photos, a series, an identity): its work by phase and its weeks. */
export interface Track {
  pre: PlanTask[];
  production: PlanTask[];
  post: PlanTask[];
  weeks: { pre: number; production: number; post: number };
  roles: MarketingRole[];
  /** What the track's labour costs at the role rates (expected hours), for the risks' impacts. */
  labourCost: number;
  /** Assumptions of this track (values the request did not state). */
  assumed: string[];
}

export interface TrackContext {
  brief: Brief;
  t: Translate;
  card: RateCard;
  items: Items;
  /** Formats a number in the brief's language. */
  n: (value: number, digits?: number) => string;
}

export const minutesOf = (seconds: number) => seconds / 60;

export function track(): Track {
  return {
    pre: [],
    production: [],
    post: [],
    weeks: { pre: 0, production: 0, post: 0 },
    roles: [],
    labourCost: 0,
    assumed: [],
  };
}

/** Adds a labour task to a phase of the track (skipped when it has no hours). */
export function work(
  c: TrackContext,
  into: Track,
  phase: "pre" | "production" | "post",
  name: string,
  role: MarketingRole,
  hours: number,
) {
  if (hours <= 0) return;
  into[phase].push(labour(c.card, name, role, hours));
  into.roles.push(role);
  into.labourCost += hours * c.card.rate(role);
}

/**
 * A bought-in item at its cited USD price, in the brief's currency at its price year: services hired where
 * the work is done (a studio, a crew's kit, a pilot, talent) at the place's cost level, a library's licence
 * at its one price everywhere.
 */
export function bought(
  c: TrackContext,
  name: string,
  quantity: number,
  unit: string,
  price: Cited,
  local = true,
): PlanTask {
  const factor = local ? c.card.place.factor : 1;
  const unitCost = Math.round(usdTo(c.brief.currency, escalate(price.value, price.year) * factor));
  return pricedLine(name, { quantity, unit, unitCost, source: citation(price) });
}
