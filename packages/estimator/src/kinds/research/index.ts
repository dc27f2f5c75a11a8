import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";
import { deskResearchPlan } from "./desk_research/model.js";
import { marketSizingPlan } from "./market_sizing/model.js";
import { withFocusGroups } from "./focus_groups/model.js";
import { withMixedMethods } from "./mixed_methods/model.js";
import { surveyPlan } from "./survey/model.js";
import { userInterviewsPlan } from "./user_interviews/model.js";
import { withStudyManagement } from "./shared/study-management.js";

/** Research kinds with a pricing model of their own (one folder each). */
export const RESEARCH_KINDS: Partial<Record<Kind, DomainModel>> = {
  // A study stating counts of interviews and of respondents is priced with both, whichever of the two it was read as.
  // Stated focus groups are priced per group, whichever of the two the study was read as.
  // Every study is managed: the lead's planning, status and client meetings are added to each kind's work.
  user_interviews: withStudyManagement(withFocusGroups(withMixedMethods(userInterviewsPlan))),
  survey: withStudyManagement(withFocusGroups(withMixedMethods(surveyPlan))),
  market_sizing: withStudyManagement(marketSizingPlan),
  desk_research: withStudyManagement(deskResearchPlan),
};
