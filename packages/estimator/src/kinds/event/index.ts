import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { conferencePlan } from "./conference/model.js";
import { corporateEventPlan } from "./corporate_event/model.js";
import { tradeShowStandPlan } from "./trade_show_stand/model.js";
import { publicEventPlan } from "./public/model.js";
import { tripPlan } from "./trip/model.js";
import { weddingPlan } from "./wedding/model.js";

/** An event whose format no event kind prices (open to the public, a group's trip) is priced by that format's model. */
function byFormat(model: DomainModel): DomainModel {
  return (brief) =>
    brief.event_format === "public"
      ? publicEventPlan(brief)
      : brief.event_format === "trip"
        ? tripPlan(brief)
        : model(brief);
}

/** Event kinds with a pricing model of their own (one folder each). */
export const EVENT_KINDS: Partial<Record<Kind, DomainModel>> = {
  conference: byFormat(conferencePlan),
  wedding: byFormat(weddingPlan),
  corporate_event: byFormat(corporateEventPlan),
  trade_show_stand: tradeShowStandPlan,
};
