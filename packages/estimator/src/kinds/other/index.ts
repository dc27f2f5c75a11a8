import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { generalPlan } from "./general/model.js";

/** Kinds of the "other" domain with a pricing model of their own (one folder each). */
export const OTHER_KINDS: Partial<Record<Kind, DomainModel>> = {
  general: generalPlan,
};
