import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { conferencePlan } from "./conference/model.js";
import { corporateEventPlan } from "./corporate_event/model.js";
import { tradeShowStandPlan } from "./trade_show_stand/model.js";
import { weddingPlan } from "./wedding/model.js";

/** Event kinds with a pricing model of their own (one folder each). */
export const EVENT_KINDS: Partial<Record<Kind, DomainModel>> = {
  conference: conferencePlan,
  wedding: weddingPlan,
  corporate_event: corporateEventPlan,
  trade_show_stand: tradeShowStandPlan,
};
