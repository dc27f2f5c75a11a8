import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { automationScriptSpec } from "./automation_script/model.js";
import { complianceProgrammeSpec } from "./compliance_programme/model.js";
import { dataMigrationSpec } from "./data_migration/model.js";
import { dataPlatformSpec } from "./data_platform/model.js";
import { ecommerceSpec } from "./ecommerce/model.js";
import { integrationSpec } from "./integration/model.js";
import { mlFeatureSpec } from "./ml_feature/model.js";
import { mobileAppSpec } from "./mobile_app/model.js";
import { securityAssessmentSpec } from "./security_assessment/model.js";
import { kindPlan, type KindSpec } from "./shared/assemble.js";
import { webAppSpec } from "./web_app/model.js";
import { websiteSpec } from "./website/model.js";

/** Each software kind's model as a spec: its development labour can be replaced by a stated size. */
export const SOFTWARE_KIND_SPECS: Partial<Record<Kind, KindSpec>> = {
  web_app: webAppSpec,
  mobile_app: mobileAppSpec,
  website: websiteSpec,
  ecommerce: ecommerceSpec,
  integration: integrationSpec,
  data_migration: dataMigrationSpec,
  data_platform: dataPlatformSpec,
  ml_feature: mlFeatureSpec,
  automation_script: automationScriptSpec,
};

/** Kinds priced in days of a service (testing, consulting), which no stated software size replaces. */
const SERVICE_KIND_SPECS: Partial<Record<Kind, KindSpec>> = {
  security_assessment: securityAssessmentSpec,
  compliance_programme: complianceProgrammeSpec,
};

/** Software kinds with a pricing model of their own (one folder each). */
export const SOFTWARE_KINDS: Partial<Record<Kind, DomainModel>> = Object.fromEntries(
  Object.entries({ ...SOFTWARE_KIND_SPECS, ...SERVICE_KIND_SPECS }).map(([kind, spec]) => [
    kind,
    (brief) => kindPlan(spec(brief)),
  ]),
);
