import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { deskResearchPlan } from "./desk_research/model.js";
import { marketSizingPlan } from "./market_sizing/model.js";
import { surveyPlan } from "./survey/model.js";
import { userInterviewsPlan } from "./user_interviews/model.js";

/** Research kinds with a pricing model of their own (one folder each). */
export const RESEARCH_KINDS: Partial<Record<Kind, DomainModel>> = {
  user_interviews: userInterviewsPlan,
  survey: surveyPlan,
  market_sizing: marketSizingPlan,
  desk_research: deskResearchPlan,
};
