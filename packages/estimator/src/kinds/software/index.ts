import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { automationScriptPlan } from "./automation_script/model.js";
import { ecommercePlan } from "./ecommerce/model.js";
import { websitePlan } from "./website/model.js";

/** Software kinds with a pricing model of their own (one folder each). */
export const SOFTWARE_KINDS: Partial<Record<Kind, DomainModel>> = {
  website: websitePlan,
  ecommerce: ecommercePlan,
  automation_script: automationScriptPlan,
};
