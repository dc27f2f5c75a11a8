import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { DomainModel, Plan } from "../../../core/plan.js";
import { surveyPlan } from "../survey/model.js";
import { userInterviewsPlan } from "../user_interviews/model.js";

const NUMBER = String.raw`(\d{1,3}(?:[.,\s]\d{3})+|\d+)`;
const INTERVIEWS = String.raw`(?:in-depth\s+|user\s+|customer\s+|stakeholder\s+|qualitative\s+)?(?:interviews?|entrevistas?|tiefeninterviews|gespräche|entretiens)`;
const RESPONDENTS = String.raw`(?:respondents|completes|responses|encuestados|respuestas|befragte[n]?|antworten|répondants|réponses|respondentes|respostas|inquiridos)`;

/** The count written just before a method's unit ("20 interviews", "500 respondents"), if any. */
function countBefore(text: string, unit: string): number | undefined {
  const m = new RegExp(`${NUMBER}\\s+(?:[\\p{L}-]+\\s+){0,2}${unit}(?![\\p{L}])`, "iu").exec(text);
  const value = m?.[1] ? Number(m[1].replace(/[.,\s]/g, "")) : undefined;
  return value && value > 0 ? value : undefined;
}

/** Both halves of a study that names a count of interviews and a count of survey respondents. */
export function mixedMethodCounts(brief: Brief): { interviews: number; respondents: number } | undefined {
  const text = `${brief.title} ${brief.summary}`;
  const interviews = countBefore(text, INTERVIEWS);
  const respondents = countBefore(text, RESPONDENTS);
  return interviews && respondents ? { interviews, respondents } : undefined;
}

/**
 * A study with interviews and a survey, each priced by its own kind's model with its own stated count:
 * the interviews first (they shape the questionnaire), then the survey; roles, risks and questions of both.
 */
function mixedMethodsPlan(brief: Brief, counts: { interviews: number; respondents: number }): Plan {
  const t = translator(brief.language);
  const interviews = userInterviewsPlan({ ...brief, quantities: { ...brief.quantities, participants: counts.interviews } });
  const survey = surveyPlan({ ...brief, quantities: { ...brief.quantities, participants: counts.respondents } });
  const part = (plan: Plan, label: string) => plan.phases.map((phase) => ({ ...phase, name: t("{{part}}: {{phase}}", { part: label, phase: phase.name }) }));
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
