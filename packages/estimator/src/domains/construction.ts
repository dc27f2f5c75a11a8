import type { Brief } from "@scopewise/shared";
import type { Plan } from "../core/plan.js";
import { CONSTRUCTION_KINDS } from "../kinds/construction/index.js";
import { constructionKindOf } from "../kinds/construction/shared/kind-of.js";
import { worksPlan } from "../kinds/construction/works/model.js";
import { worksTypeOf } from "../kinds/construction/works/reference.js";
import { scopeTypeOf } from "./construction-scopes.js";

/**
 * Construction without a named kind: the kind its building type and scope of work point to is priced by
 * that kind's model; building and works types without one by the general works model and its cost table.
 */
export function constructionPlan(brief: Brief): Plan {
  const kind = constructionKindOf(brief) ?? worksTypeOf(brief.building_type)?.pricedBy;
  const model = kind ? CONSTRUCTION_KINDS[kind] : undefined;
  const scoped = { ...brief, scope_type: scopeTypeOf(brief) };
  return model ? model(scoped) : worksPlan(scoped);
}
