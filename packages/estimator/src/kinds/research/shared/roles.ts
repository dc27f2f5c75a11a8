import type { PlanRole } from "../../../core/plan.js";
import { billedRole } from "../../other/shared/labour.js";
import type { Pricing } from "../../other/shared/pricing.js";

/** The research team's roles, named in the request's language and billed from BLS wages at the location's level. */
export function researchRoles(p: Pricing): {
  lead: string;
  researcher: string;
  recruiter: string;
  statistician: string;
  roles: PlanRole[];
} {
  const { t } = p;
  const currency = p.brief.currency;
  const lead = t("Research lead");
  const researcher = t("Researcher");
  const recruiter = t("Recruitment coordinator");
  const statistician = t("Statistician");
  return {
    lead,
    researcher,
    recruiter,
    statistician,
    roles: [
      billedRole(lead, "managementAnalyst", currency, p.factor),
      billedRole(researcher, "marketResearchAnalyst", currency, p.factor),
      billedRole(recruiter, "surveyResearcher", currency, p.factor),
      billedRole(statistician, "statistician", currency, p.factor),
    ],
  };
}
