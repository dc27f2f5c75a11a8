import type { DomainModel } from "../../../core/plan.js";
import { paidCampaignPlan } from "../paid_campaign/model.js";

/** A marketing request the reader could not place in a kind is priced as a paid campaign (the kinds' own models live in kinds/marketing). */
export const marketingPlan: DomainModel = paidCampaignPlan;
