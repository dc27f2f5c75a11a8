import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { contentMarketingPlan } from "./content_marketing/model.js";
import { creativeProductionPlan } from "./creative_production/model.js";
import { influencerCampaignPlan } from "./influencer_campaign/model.js";
import { paidCampaignPlan } from "./paid_campaign/model.js";
import { prCampaignPlan } from "./pr_campaign/model.js";
import { productLaunchPlan } from "./product_launch/model.js";
import { seoRetainerPlan } from "./seo_retainer/model.js";

/** Marketing kinds with a pricing model of their own (one folder each). */
export const MARKETING_KINDS: Partial<Record<Kind, DomainModel>> = {
  paid_campaign: paidCampaignPlan,
  seo_retainer: seoRetainerPlan,
  content_marketing: contentMarketingPlan,
  pr_campaign: prCampaignPlan,
  influencer_campaign: influencerCampaignPlan,
  product_launch: productLaunchPlan,
  creative_production: creativeProductionPlan,
};
