import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { CONSTRUCTION_KINDS } from "../index.js";
import { constructionKindOf } from "./kind-of.js";
import { worksPlan } from "../works/model.js";
import { worksTypeOf } from "../works/reference.js";
import { scopeTypeOf } from "./scopes.js";

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
