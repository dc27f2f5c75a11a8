import type { Brief } from "@scopewise/shared";
import { NUMBER, parseAmount } from "../../../reader/numerals.js";
import { formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { Plan, PlanPhase, PlanRisk, PlanTask } from "../../../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../../../core/reference-data.js";

const RATES_USD: Record<string, number> = {
  "Principal researcher": 110,
  "Research analyst": 70,
  "Recruitment coordinator": 45,
  Statistician: 95,
};

/** Per-unit models for each research method (hours per unit by role, cost per unit, default sample). */
const METHODS = {
  survey: {
    label: "Survey",
    unit: "respondents",
    defaultUnits: 400,
    setupHours: 30,
    perUnit: { "Research analyst": 0.05 },
    analysisHours: 40,
    costPerUnitUsd: 6,
    fieldWeeksPer100: 0.5,
    keywords: /\b(survey|questionnaire|poll)s?\b/i,
  },
  interviews: {
    label: "In-depth interviews",
    unit: "interviews",
    defaultUnits: 15,
    setupHours: 16,
    perUnit: { "Principal researcher": 2, "Research analyst": 3 },
    analysisHours: 20,
    costPerUnitUsd: 100,
    fieldWeeksPer100: 20,
    keywords: /\binterviews?\b/i,
  },
  focus_groups: {
    label: "Focus groups",
    unit: "groups",
    defaultUnits: 4,
    setupHours: 16,
    perUnit: { "Principal researcher": 4, "Research analyst": 6 },
    analysisHours: 16,
    costPerUnitUsd: 2500,
    fieldWeeksPer100: 50,
    keywords: /\bfocus groups?\b/i,
  },
  usability: {
    label: "Usability tests",
    unit: "sessions",
    defaultUnits: 8,
    setupHours: 12,
    perUnit: { "Principal researcher": 1.5, "Research analyst": 3 },
    analysisHours: 12,
    costPerUnitUsd: 75,
    fieldWeeksPer100: 20,
    keywords: /\b(usability|user test\w*)\b/i,
  },
  experiment: {
    label: "Controlled experiment",
    unit: "participants",
    defaultUnits: 60,
    setupHours: 40,
    perUnit: { "Research analyst": 1.5 },
    analysisHours: 30,
    costPerUnitUsd: 50,
    fieldWeeksPer100: 6,
    keywords: /\b(experiments?|a\/b tests?|trials?|lab stud\w+)\b/i,
  },
  literature: {
    label: "Literature and desk review",
    unit: "reviews",
    defaultUnits: 1,
    setupHours: 8,
    perUnit: { "Research analyst": 50, "Principal researcher": 10 },
    analysisHours: 0,
    costPerUnitUsd: 300,
    fieldWeeksPer100: 300,
    keywords: /\b(literature|desk research|secondary research|market sizing|competitor analysis)\b/i,
  },
} as const;
type MethodKey = keyof typeof METHODS;
export const METHOD_KEYS = Object.keys(METHODS) as MethodKey[];

/** Each method as it reads in a sentence ("using a survey and in-depth interviews"). */
const METHOD_PHRASES: Record<MethodKey, string> = {
  survey: "a survey",
  interviews: "in-depth interviews",
  focus_groups: "focus groups",
  usability: "usability tests",
  experiment: "a controlled experiment",
  literature: "a literature and desk review",
};

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const UNIT_WORDS: Record<MethodKey, string> = {
  survey:
    "(?:respondents|completes|responses|encuestados|encuestas|r[ée]pondants|befragte|respondentes|inquiridos|rispondenti|respondenten)",
  interviews:
    "(?:in-depth\\s+|user\\s+|customer\\s+|stakeholder\\s+|expert\\s+)?(?:\\p{L}*interviews|entrevistas|entretiens|entrevues|interviste|diepte-interviews|gesprekken)",
  focus_groups:
    "(?:focus\\s+groups|grupos\\s+focales|grupos\\s+focais|groupes\\s+de\\s+discussion|fokusgruppen|focusgroepen|focus\\s+group)",
  usability: "(?:usability\\s+)?(?:tests|sessions)",
  experiment: "(?:participants|subjects)",
  literature: "(?:literature reviews)",
};

/** "20 interviews", "survey of 500 respondents", "4 focus groups": the count named with a method. */
export function unitsNamedFor(method: MethodKey, text: string): number | undefined {
  // Every group counts: "30 interviews with patients and 10 interviews with rheumatologists" is 40.
  let total = 0;
  for (const m of text.matchAll(new RegExp(`(${NUMBER})\\s+${UNIT_WORDS[method]}(?![\\p{L}])`, "giu"))) {
    total += parseAmount(m[1] ?? "") ?? 0;
  }
  return total > 0 ? total : undefined;
}

export function methodsIn(text: string): MethodKey[] {
  return (Object.keys(METHODS) as MethodKey[]).filter((k) => METHODS[k].keywords.test(text));
}

/** Research: per-unit models by method (sessions, respondents, groups), recruitment, analysis and reporting. */
export function researchPlan(brief: Brief): Plan {
  const named = (brief.quantities.methods ?? []).filter((m): m is MethodKey => m in METHODS);
  // The methods the request's words name, and any the brief lists by name ("survey" typed in a correction).
  const read = (brief.details?.methods_named ?? []).filter((m): m is MethodKey => m in METHODS);
  const found = [...new Set([...named, ...read, ...methodsIn((brief.quantities.methods ?? []).join(" "))])];
  const methods: MethodKey[] = found.length > 0 ? found : ["interviews", "survey"];
  const location = locationIndex(brief.location);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 80) * location.factor));
  const usd = (v: number) => usdTo(brief.currency, v * location.factor);
  const hours = (v: number) => threePointWithMean(v, 0.85, 1.45);
  const cost = (v: number) => threePointWithMean(v, 0.9, 1.3);
  // A count named with a method wins ("20 interviews"); else a stated participant count applies to the main method.
  const unitsOf = (m: MethodKey, i: number) =>
    brief.details?.method_units?.[m] ??
    (i === 0 && brief.quantities.participants ? brief.quantities.participants : METHODS[m].defaultUnits);

  const fieldwork: PlanTask[] = [];
  const analysis: PlanTask[] = [];
  const recruitment: PlanTask[] = [];
  let fieldWeeks = 0;
  const design: PlanTask[] = [
    {
      name: "Research plan, instruments and ethics review",
      role: "Principal researcher",
      hours: hours(24 + 8 * methods.length),
    },
  ];
  methods.forEach((m, i) => {
    const method = METHODS[m];
    const units = unitsOf(m, i);
    design.push({
      name: `${method.label}: design and pilot`,
      role: "Research analyst",
      hours: hours(method.setupHours),
    });
    for (const [role, perUnit] of Object.entries(method.perUnit)) {
      fieldwork.push({
        name: `${method.label}: ${formatNumber(units)} ${method.unit} (${role.toLowerCase()})`,
        role,
        hours: hours(perUnit * units),
      });
    }
    recruitment.push({
      name: `${method.label}: recruitment, incentives and panel costs`,
      cost: cost(usd(method.costPerUnitUsd * units)),
    });
    if (m !== "literature" && m !== "survey")
      recruitment.push({
        name: `${method.label}: recruiting and scheduling`,
        role: "Recruitment coordinator",
        hours: hours(0.75 * units + 4),
      });
    if (method.analysisHours > 0)
      analysis.push({
        name: `${method.label}: analysis`,
        role: m === "survey" || m === "experiment" ? "Statistician" : "Research analyst",
        hours: hours(method.analysisHours + 0.5 * Math.sqrt(units)),
      });
    fieldWeeks = Math.max(fieldWeeks, (method.fieldWeeksPer100 * units) / 100);
  });
  analysis.push({
    name: methods.length > 1 ? "Synthesis across methods and insights" : "Key findings and insights",
    role: "Principal researcher",
    hours: hours(16 + 6 * methods.length),
  });

  const phases: PlanPhase[] = [
    { name: "Research design and ethics", weeks: threePointWithMean(2, 0.8, 1.5), tasks: design },
    { name: "Recruitment", weeks: threePointWithMean(2, 0.8, 1.8), tasks: recruitment },
    {
      name: "Fieldwork and data collection",
      weeks: threePointWithMean(Math.max(1, fieldWeeks), 0.85, 1.5),
      tasks: fieldwork,
    },
    { name: "Analysis and synthesis", weeks: threePointWithMean(2 + methods.length * 0.5, 0.8, 1.4), tasks: analysis },
    {
      name: "Reporting and presentation",
      weeks: threePointWithMean(1, 0.8, 1.5),
      tasks: [{ name: "Report, slides and read-out", role: "Principal researcher", hours: hours(24) }],
    },
  ];
  const fieldCost = recruitment.reduce((s, t) => s + (t.cost?.likely ?? 0), 0);
  const risks: PlanRisk[] = [
    {
      title: "Recruitment is slower or costlier than planned (low response, hard-to-reach profile)",
      probability: 0.4,
      impact: fieldCost * 0.3 + usd(1500),
      delayWeeks: 2,
      mitigation: "Use two recruitment sources, over-recruit by 20% and set screening criteria early.",
    },
    {
      title: "Ethics or legal review requests changes",
      probability: 0.2,
      impact: usd(1200),
      delayWeeks: 2,
      mitigation: "Submit the protocol early with consent forms and a data-protection plan.",
    },
    {
      title: "Data quality issues (speeders, incomplete responses)",
      probability: 0.25,
      impact: fieldCost * 0.1,
      delayWeeks: 1,
      mitigation: "Attention checks, soft launch with 10% of the sample, and quotas.",
    },
  ];
  return {
    domain: "research",
    method: `Per-unit models for each method (${methods.map((m) => METHODS[m].label.toLowerCase()).join(", ")}): researcher hours per ${methods.map((m) => METHODS[m].unit.replace(/s$/, "")).join("/")} plus design and analysis, recruitment and incentive costs per unit at ${REFERENCE_DATE} prices, and fieldwork time from the sample size. Rates for ${location.label}. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the confidence ranges.`,
    summary: `A research study using ${listed(methods.map((m, i) => `${METHOD_PHRASES[m]} (${formatNumber(unitsOf(m, i))} ${METHODS[m].unit})`))}.`,
    assumptions: [
      "Participants are adults in the general population or a standard B2B panel; rare or clinical profiles cost more to recruit.",
      "Sessions run remotely unless the brief says otherwise; travel is excluded.",
      "The client reviews the research plan and the report once each, within a week.",
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks,
    metrics: Object.fromEntries(methods.map((m, i) => [`${m}_${METHODS[m].unit}`, unitsOf(m, i)])),
  };
}
