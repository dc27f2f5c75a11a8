import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { warehousePlan } from "./warehouse/model.js";

/** Construction kinds with a pricing model of their own (one folder each). */
export const CONSTRUCTION_KINDS: Partial<Record<Kind, DomainModel>> = {
  warehouse: warehousePlan,
};
