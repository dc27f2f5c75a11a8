import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import type { LabourPhase, LabourPlan, LabourTask } from "../shared/labour.js";
import { HOURS_PER_DAY } from "../security_assessment/reference.js";
import { auditLines, toolLines } from "./fees.js";
import {
  AUDIT_TIME,
  auditDays,
  FRAMEWORK_EFFORT,
  FURTHER_FRAMEWORK_SHARE,
  PROGRAMME_DAYS,
  REFERENCE_EMPLOYEES,
  TYPICAL_WEEKS,
  type Framework,
} from "./reference.js";
import {
  CERTIFIABLE,
  complianceScope,
  extraSampledSites,
  frameworkNames,
  isEssentials,
  observationMonths,
  typicalWeeks,
  type ComplianceScope,
} from "./scope.js";

/** Each framework's weight in the programme: its share of a full one, the first whole and the others for what they add. */
function weights(scope: ComplianceScope): Array<[Framework, number]> {
  return scope.frameworks.map((f, i) => [
    f,
    FRAMEWORK_EFFORT[f].value * (i === 0 ? 1 : FURTHER_FRAMEWORK_SHARE.value) * scope.scale,
  ]);
}

/** Consultant days by activity, summed over the frameworks, then the labour plan's phases. */
export function complianceLabour(scope: ComplianceScope, t: Translate, language?: string): LabourPlan {
  const p = PROGRAMME_DAYS;
  const names = frameworkNames(t);
  const w = weights(scope);
  const full = w.filter(([f]) => !isEssentials(f)).reduce((s, [, weight]) => s + weight, 0);
  const essentials = w.filter(([f]) => isEssentials(f));
  // Cyber Essentials has no management system to build: its days go to a gap review and fixing the five controls.
  const essentialDays =
    essentials.reduce((s, [, weight]) => s + weight, 0) *
    (p.gapAnalysis.value + p.riskAssessment.value + p.policies.value + p.implementation.value + p.internalAudit.value);
  const h = (days: number) => days * HOURS_PER_DAY;
  const listed = scope.frameworks.map((f) => names[f]).join(", ");
  const task = (name: string, role: LabourTask["role"], days: number): LabourTask => ({ name, role, hours: h(days) });
  const certifiable = scope.frameworks.filter((f) => CERTIFIABLE.has(f) && !isEssentials(f));
  const accompaniment = scope.accompaniment
    ? certifiable.length * p.accompanimentShare.value * (scope.auditDays + extraSampledSites(scope.sites))
    : 0;
  const maxEffort = Math.max(...scope.frameworks.map((f) => FRAMEWORK_EFFORT[f].value));
  const phases: LabourPhase[] = [
    {
      name: t("Gap analysis and risk assessment"),
      share: 0.25,
      tasks: [
        task(
          t("Gap analysis ({{frameworks}})", { frameworks: listed }),
          "security_lead",
          full * p.gapAnalysis.value + essentialDays * 0.4,
        ),
        task(t("Risk assessment and treatment plan"), "compliance_consultant", full * p.riskAssessment.value),
      ],
    },
    {
      name: t("Policies and implementation"),
      share: 0.45,
      tasks: [
        task(t("Policies and procedures"), "compliance_consultant", full * p.policies.value),
        task(t("Implementation support"), "compliance_consultant", full * p.implementation.value + essentialDays * 0.6),
        task(t("Awareness training"), "compliance_consultant", full > 0 ? p.awareness.value : 0),
        task(
          t("Further sites ({{n}})", { n: formatNumber(scope.sites - 1, 0, language) }),
          "compliance_consultant",
          p.perSite.value * (scope.sites - 1) * maxEffort,
        ),
      ],
    },
    {
      name: t("Internal audit and management review"),
      share: 0.15,
      tasks: [
        task(t("Internal audit"), "security_lead", full * p.internalAudit.value),
        task(t("Management review"), "security_lead", full > 0 ? p.managementReview.value : 0),
        task(
          t("Evidence reviews during the observation window ({{n}} months)", { n: observationMonths(scope) }),
          "compliance_consultant",
          p.observationMonth.value * observationMonths(scope),
        ),
      ],
    },
    {
      name: t("Certification audit"),
      share: 0.15,
      tasks: [task(t("Accompaniment at the external audit"), "security_lead", accompaniment)],
    },
  ];
  const kept = phases
    .map((phase) => ({ ...phase, tasks: phase.tasks.filter((x) => x.hours > 0) }))
    .filter((phase) => phase.tasks.length > 0);
  return { managementShare: 0.08, phases: kept, nominalWeeks: programmeWeeks(scope).weeks };
}

/** The programme's calendar: the stated deadline or length when one is given (never below the cited shortest), else the typical weeks. */
export function programmeWeeks(scope: ComplianceScope): {
  weeks: number;
  typical: number;
  shortest: number;
  framework: Framework;
} {
  const typical = typicalWeeks(scope);
  const weeks = scope.statedWeeks !== undefined ? Math.max(scope.statedWeeks, typical.shortest) : typical.weeks;
  return { weeks, typical: typical.weeks, shortest: typical.shortest, framework: typical.framework };
}

function complianceRisks(t: Translate, scope: ComplianceScope, baseCost: number, weeks: number): PlanRisk[] {
  return [
    {
      title: t("Control owners have too little time, and evidence arrives late"),
      probability: 0.4,
      impact: baseCost * 0.15,
      delayWeeks: Math.max(2, weeks * 0.15),
      mitigation: t(
        "Name an owner for each control at the start, with a few hours a week set aside, and review progress every fortnight.",
      ),
    },
    {
      title: t("The scope grows to more systems, entities or sites than planned"),
      probability: 0.25,
      impact: baseCost * 0.15,
      delayWeeks: 2,
      mitigation: t("Write the scope statement first and have it approved before the risk assessment."),
    },
    ...(scope.audit
      ? [
          {
            title: t("The audit raises major nonconformities that need a follow-up visit"),
            probability: 0.2,
            impact: baseCost * 0.1,
            delayWeeks: 4,
            mitigation: t("Run the internal audit early enough to close its findings before the external audit."),
          },
        ]
      : []),
  ];
}

function complianceQuestions(t: Translate, scope: ComplianceScope): string[] {
  return [
    ...(scope.assumedFramework
      ? [
          t(
            "Which framework or certification do you need (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), and who is asking for it?",
          ),
        ]
      : []),
    ...(scope.employeesStated ? [] : [t("How many employees and contractors are in scope, and at how many sites?")]),
    t(
      "Which controls are already in place (multi-factor sign-in, backups, access reviews, incident response, written policies)?",
    ),
    ...(scope.audit
      ? []
      : [t("Should the estimate include the external audit or certification fee, or readiness only?")]),
    ...(scope.tool
      ? []
      : [
          t(
            "Would you like a compliance platform (Vanta, Drata, Secureframe) to collect evidence, or documents and spreadsheets?",
          ),
        ]),
  ];
}

/** A compliance programme: consultant days by activity, scaled by headcount and frameworks, with the audit and a platform when asked. */
export function complianceProgrammeSpec(brief: Brief): KindPlanSpec {
  const t = translator(brief.language);
  const language = brief.language;
  const scope = complianceScope(brief);
  const labour = complianceLabour(scope, t, language);
  const calendar = programmeWeeks(scope);
  const names = frameworkNames(t);
  const listed = scope.frameworks.map((f) => names[f]).join(", ");
  const num = (value: number, digits = 0) => formatNumber(value, digits, language);
  const p = PROGRAMME_DAYS;
  const days = labour.phases.reduce((s, phase) => s + phase.tasks.reduce((h, x) => h + x.hours, 0), 0) / HOURS_PER_DAY;
  const typical = TYPICAL_WEEKS[calendar.framework];
  return {
    brief,
    t,
    labour,
    nonLabour: [...auditLines(brief, t, scope), ...toolLines(brief, t, scope, calendar.weeks)],
    risks: ({ baseCost, weeks }) => complianceRisks(t, scope, baseCost, weeks),
    questions: complianceQuestions(t, scope),
    method: [
      t(
        "Consultant days per activity at this model's norms for {{reference}} employees (gap analysis {{gap}}, risk assessment {{risk}}, policies {{policies}}, implementation support {{implementation}}, internal audit {{internal}}, with training and a management review), scaled by the certification audit days the headcount takes ({{days}} for {{employees}} people against {{referenceDays}}; {{source}}) and by each framework's share of a full ISO 27001 programme; each further framework adds {{further}}% for the controls it does not share.",
        {
          reference: num(REFERENCE_EMPLOYEES),
          gap: num(p.gapAnalysis.value),
          risk: num(p.riskAssessment.value),
          policies: num(p.policies.value),
          implementation: num(p.implementation.value),
          internal: num(p.internalAudit.value),
          days: num(scope.auditDays, 1),
          employees: num(scope.employees),
          referenceDays: num(auditDays(REFERENCE_EMPLOYEES), 1),
          source: citation(AUDIT_TIME),
          further: Math.round(FURTHER_FRAMEWORK_SHARE.value * 100),
        },
      ),
      scope.audit
        ? t(
            "The external audit is priced as the request asks for it: ISO 27001 and ENS at the audit days above at a senior auditor's day rate, SOC 2, PCI DSS and Cyber Essentials at their published fees, scaled with the square root of the headcount's audit days.",
          )
        : t("No external audit or certification fee is included: the request asks for readiness."),
      scope.statedWeeks !== undefined
        ? t("The programme runs over the {{weeks}} weeks the request states.", { weeks: num(calendar.weeks) })
        : t(
            "The programme takes about {{weeks}} weeks, placed by headcount in the typical range of {{low}}–{{high}} weeks ({{source}}).",
            {
              weeks: num(calendar.weeks),
              low: num(typical.value[0]),
              high: num(typical.value[1]),
              source: citation(typical),
            },
          ),
    ].join(" "),
    scope: t(
      "A {{frameworks}} programme for an organisation of {{employees}} employees at {{sites}} sites, from the gap analysis to {{end}}: about {{days}} consultant days.",
      {
        frameworks: listed,
        employees: num(scope.employees),
        sites: num(scope.sites),
        end: scope.audit ? t("the certification audit") : t("audit readiness"),
        days: num(days, 1),
      },
    ),
    assumptions: [
      ...(scope.assumedFramework ? [t("ISO 27001 is assumed: the request named no framework.")] : []),
      scope.employeesStated
        ? t("{{n}} employees in scope, as stated.", { n: num(scope.employees) })
        : t("{{n}} employees in scope are assumed: the request gave no headcount.", { n: num(scope.employees) }),
      t("The organisation names control owners who implement the controls; the consultants guide, write and check."),
      ...(scope.tool ? [] : [t("No compliance platform subscription is included: the request did not ask for one.")]),
    ],
    metrics: {
      frameworks: scope.frameworks.join(","),
      employees: scope.employees,
      sites: scope.sites,
      audit_days: scope.auditDays,
      consultant_days: Math.round(days * 10) / 10,
      programme_weeks: calendar.weeks,
      certification_audit: scope.audit ? 1 : 0,
    },
  };
}
