import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { automationScriptPlan } from "./automation_script/model.js";
import { dataMigrationPlan } from "./data_migration/model.js";
import { dataPlatformPlan } from "./data_platform/model.js";
import { ecommercePlan } from "./ecommerce/model.js";
import { integrationPlan } from "./integration/model.js";
import { mlFeaturePlan } from "./ml_feature/model.js";
import { mobileAppPlan } from "./mobile_app/model.js";
import { webAppPlan } from "./web_app/model.js";
import { websitePlan } from "./website/model.js";

/** Software kinds with a pricing model of their own (one folder each). */
export const SOFTWARE_KINDS: Partial<Record<Kind, DomainModel>> = {
  web_app: webAppPlan,
  mobile_app: mobileAppPlan,
  website: websitePlan,
  ecommerce: ecommercePlan,
  integration: integrationPlan,
  data_migration: dataMigrationPlan,
  data_platform: dataPlatformPlan,
  ml_feature: mlFeaturePlan,
  automation_script: automationScriptPlan,
};
