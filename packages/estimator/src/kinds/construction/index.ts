import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { apartmentBlockPlan } from "./apartment_block/model.js";
import { bathroomRemodelPlan } from "./bathroom_remodel/model.js";
import { energyRetrofitPlan } from "./energy_retrofit/model.js";
import { extensionPlan } from "./extension/model.js";
import { fitOutPlan } from "./fit_out/model.js";
import { hospitalPlan } from "./hospital/model.js";
import { housePlan } from "./house/model.js";
import { kitchenRemodelPlan } from "./kitchen_remodel/model.js";
import { officePlan } from "./office/model.js";
import { renovationPlan } from "./renovation/model.js";
import { retailPlan } from "./retail/model.js";
import { roofReplacementPlan } from "./roof_replacement/model.js";
import { schoolPlan } from "./school/model.js";
import { warehousePlan } from "./warehouse/model.js";
import { worksPlan } from "./works/model.js";

/** Construction kinds with a pricing model of their own (one folder each). */
export const CONSTRUCTION_KINDS: Partial<Record<Kind, DomainModel>> = {
  house: housePlan,
  apartment_block: apartmentBlockPlan,
  office: officePlan,
  warehouse: warehousePlan,
  school: schoolPlan,
  hospital: hospitalPlan,
  retail: retailPlan,
  renovation: renovationPlan,
  kitchen_remodel: kitchenRemodelPlan,
  bathroom_remodel: bathroomRemodelPlan,
  roof_replacement: roofReplacementPlan,
  energy_retrofit: energyRetrofitPlan,
  extension: extensionPlan,
  fit_out: fitOutPlan,
  construction_works: worksPlan,
};
