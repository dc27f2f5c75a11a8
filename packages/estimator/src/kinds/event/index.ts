import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { conferencePlan } from "./conference/model.js";

/** Event kinds with a pricing model of their own (one folder each). */
export const EVENT_KINDS: Partial<Record<Kind, DomainModel>> = {
  conference: conferencePlan,
};
