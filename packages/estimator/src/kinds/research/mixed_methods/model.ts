import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { DomainModel, Plan } from "../../../core/plan.js";
import { surveyPlan } from "../survey/model.js";
import { userInterviewsPlan } from "../user_interviews/model.js";

/** Both halves of a study that names a count of interviews and a count of survey respondents. */
export function mixedMethodCounts(brief: Brief): { interviews: number; respondents: number } | undefined {
  const { interviews, respondents } = brief.details ?? {};
  return interviews && respondents ? { interviews, respondents } : undefined;
}

/**
 * A study with interviews and a survey, each priced by its own kind's model with its own stated count:
 * the interviews first (they shape the questionnaire), then the survey; roles, risks and questions of both.
 */
function mixedMethodsPlan(brief: Brief, counts: { interviews: number; respondents: number }): Plan {
  const t = translator(brief.language);
  const interviews = userInterviewsPlan({
    ...brief,
    quantities: { ...brief.quantities, participants: counts.interviews },
  });
  const survey = surveyPlan({ ...brief, quantities: { ...brief.quantities, participants: counts.respondents } });
  const part = (plan: Plan, label: string) =>
    plan.phases.map((phase) => ({ ...phase, name: t("{{part}}: {{phase}}", { part: label, phase: phase.name }) }));
  const roles = new Map([...interviews.roles, ...survey.roles].map((role) => [role.role, role]));
  return {
    domain: "research",
    method: `${interviews.method} ${survey.method}`,
    summary: `${interviews.summary} ${survey.summary}`,
    assumptions: [...new Set([...interviews.assumptions, ...survey.assumptions])],
    phases: [...part(interviews, t("Interviews")), ...part(survey, t("Survey"))],
    roles: [...roles.values()],
    risks: [...interviews.risks, ...survey.risks],
    questions: [...new Set([...(interviews.questions ?? []), ...(survey.questions ?? [])])],
    metrics: { interviews: counts.interviews, respondents: counts.respondents, methods: "interviews, survey" },
  };
}

/** A research kind's model that prices both methods when the request states counts for both. */
export function withMixedMethods(model: DomainModel): DomainModel {
  return (brief) => {
    const counts = mixedMethodCounts(brief);
    return counts ? mixedMethodsPlan(brief, counts) : model(brief);
  };
}
