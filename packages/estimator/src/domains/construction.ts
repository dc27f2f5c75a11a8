import type { Brief } from "@scopewise/shared";
import type { Plan } from "../core/plan.js";
import { CONSTRUCTION_KINDS } from "../kinds/construction/index.js";
import { otherBuildingPlan } from "../kinds/construction/other-building.js";
import { constructionKindOf } from "../kinds/construction/shared/kind-of.js";
import { scopeTypeOf } from "./construction-scopes.js";

export { UNIT_RATES_USD } from "../kinds/construction/other-building.js";

/**
 * Construction without a named kind: the kind its building type and scope of work point to is priced by
 * that kind's model; building types without one by the shared engine with general reference rates.
 */
export function constructionPlan(brief: Brief): Plan {
  const kind = constructionKindOf(brief);
  const model = kind ? CONSTRUCTION_KINDS[kind] : undefined;
  const scoped = { ...brief, scope_type: scopeTypeOf(brief) };
  return model ? model(scoped) : otherBuildingPlan(scoped);
}
