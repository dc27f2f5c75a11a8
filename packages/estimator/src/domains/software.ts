import type { Brief } from "@scopewise/shared";
import { formatNumber } from "../core/money.js";
import { threePointWithMean } from "../core/pert.js";
import type { Plan, PlanPhase, PlanRisk, PlanTask } from "../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../core/reference-data.js";
import { cocomo, COCOMO, CPLX, NOMINAL_SF_SUM, RELY, scheduleCompression, WEEKS_PER_MONTH } from "./cocomo.js";
import { catalogueFeature, CORE_FP, FP_PER_PAGE, featuresIn, SLOC_PER_FP, type CatalogueFeature } from "./software-catalogue.js";

/** US-average hourly rates (USD, REFERENCE_DATE). */
const RATES_USD: Record<string, number> = {
  "Project manager": 95,
  "Business analyst": 85,
  "UX/UI designer": 80,
  "Software engineer": 90,
  "QA engineer": 65,
  "DevOps engineer": 100,
};

/** Share of effort and of schedule per phase (RUP/MBASE-style distribution). */
const PHASES = [
  { name: "Discovery and design", effort: 0.18, schedule: 0.2 },
  { name: "Build", effort: 0.52, schedule: 0.45 },
  { name: "Testing and hardening", effort: 0.18, schedule: 0.22 },
  { name: "Launch and handover", effort: 0.12, schedule: 0.13 },
] as const;

const PM_SHARE = 0.1;
const SPREAD_HIGH = { low: 1.4, nominal: 1.6, high: 1.9 } as const;

function platformFactor(brief: Brief, text: string): { factor: number; label: string } {
  const platforms = (brief.quantities.platforms ?? []).join(" ").toLowerCase() + " " + text.toLowerCase();
  const ios = /\bios|iphone|ipad/.test(platforms);
  const android = /android/.test(platforms);
  const mobile = ios || android || /\bmobile|\bapp\b/.test(platforms);
  const web = /\bweb|website|portal|saas|browser|dashboard/.test(platforms);
  if (ios && android && /native/.test(platforms)) return { factor: web ? 1.9 : 1.7, label: "native iOS and Android apps" + (web ? " plus a web app" : "") };
  if (mobile && web) return { factor: 1.4, label: "a cross-platform mobile app and a web app" };
  if (mobile) return { factor: 1.15, label: "a cross-platform mobile app (iOS and Android)" };
  return { factor: 1, label: "a web application" };
}

/** What almost every application needs besides its named features (a content website needs none of it). */
export const BASELINE_FEATURES = ["auth", "profiles", "notifications", "admin"];

function scopeOf(brief: Brief): CatalogueFeature[] {
  const named = brief.features.map((f) => catalogueFeature(f)).filter((f): f is CatalogueFeature => f !== undefined);
  const found = [...named, ...featuresIn(brief.summary)];
  const contentSite = /\b(website|landing page|web ?page|blog|portfolio site)\b/i.test(brief.summary) && !/\b(app|application|platform|portal|saas)\b/i.test(brief.summary);
  // Named features add to the baseline, never replace it: naming more scope can only cost more.
  const baseline = contentSite ? [] : BASELINE_FEATURES.map((k) => catalogueFeature(k)).filter((f): f is CatalogueFeature => f !== undefined);
  return [...new Map([...baseline, ...found].map((f) => [f.key, f])).values()];
}

/** Software: function points → KSLOC → COCOMO II effort and schedule, spread into phases and tasks. */
export function softwarePlan(brief: Brief): Plan {
  const features = scopeOf(brief);
  const platform = platformFactor(brief, brief.summary);
  const pagesFp = (brief.quantities.pages ?? 0) * FP_PER_PAGE;
  const featureFp = features.reduce((s, f) => s + f.fp, 0);
  const totalFp = (CORE_FP + featureFp + pagesFp) * platform.factor;
  const ksloc = (totalFp * SLOC_PER_FP) / 1000;
  const effortMultiplier = CPLX[brief.complexity] * RELY[brief.quality];
  const nominal = cocomo(ksloc, effortMultiplier, NOMINAL_SF_SUM);
  const nominalWeeks = nominal.scheduleMonths * WEEKS_PER_MONTH;

  // Stated deadline or team size change the schedule (and, when compressed, the effort).
  let scheduleWeeks = nominalWeeks;
  let personMonths = nominal.personMonths;
  let deadlineNote: string | undefined;
  let deadlineFeasible: false | undefined;
  if (brief.deadline_weeks !== undefined && brief.deadline_weeks < nominalWeeks) {
    const sced = scheduleCompression(brief.deadline_weeks / nominalWeeks);
    if (sced === null) {
      deadlineFeasible = false;
      const minimum = Math.ceil(nominalWeeks * 0.75);
      deadlineNote = `The stated ${brief.deadline_weeks} weeks is not achievable for this scope: COCOMO II does not compress a schedule below 75% of its nominal ${formatNumber(nominalWeeks, 1)} weeks, so the shortest credible plan is about ${minimum} weeks (at ${formatNumber(1.43, 2)}× the effort). To finish in ${brief.deadline_weeks} weeks, cut the scope to roughly ${Math.floor((brief.deadline_weeks / minimum) ** 3 * 100)}% of the features and release the rest later.`;
      scheduleWeeks = minimum;
      personMonths = nominal.personMonths * 1.43;
    } else {
      // Plan to finish a little early (within COCOMO's 75% floor), leaving room for the risks' delays.
      scheduleWeeks = Math.max(nominalWeeks * 0.75, brief.deadline_weeks * 0.9);
      personMonths = nominal.personMonths * (scheduleCompression(scheduleWeeks / nominalWeeks) ?? 1.43);
      deadlineNote = `To meet the stated ${brief.deadline_weeks} weeks (nominal schedule ${formatNumber(nominalWeeks, 1)} weeks) the plan compresses the schedule to ${formatNumber(scheduleWeeks, 1)} weeks, which COCOMO II prices at ${formatNumber(personMonths / nominal.personMonths, 2)}× the effort.`;
    }
  } else if (brief.team_size !== undefined) {
    const averageStaff = nominal.personMonths / nominal.scheduleMonths;
    if (brief.team_size < averageStaff) {
      // A smaller team stretches the schedule; effort stays (COCOMO II gives no saving for stretching).
      scheduleWeeks = (nominal.personMonths / brief.team_size) * WEEKS_PER_MONTH;
    }
  }

  const hours = personMonths * COCOMO.hoursPerPersonMonth;
  const location = locationIndex(brief.location);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 90) * location.factor));
  const high = SPREAD_HIGH[brief.complexity];
  const work = (name: string, role: string, expectedHours: number): PlanTask => ({ name, role, hours: threePointWithMean(expectedHours, 0.8, high) });
  const weeks = (share: number) => threePointWithMean(scheduleWeeks * share, 0.85, 1.45);

  const [design, build, test, launch] = PHASES.map((p) => hours * p.effort);
  const buildShare = (fp: number) => ((build ?? 0) * (1 - PM_SHARE) * fp * platform.factor) / totalFp;
  const phases: PlanPhase[] = [
    {
      name: PHASES[0].name,
      weeks: weeks(PHASES[0].schedule),
      tasks: [
        work("Requirements, user stories and backlog", "Business analyst", (design ?? 0) * 0.45),
        work("UX research, wireframes and UI design", "UX/UI designer", (design ?? 0) * 0.45),
        work("Project management", "Project manager", (design ?? 0) * PM_SHARE),
      ],
    },
    {
      name: PHASES[1].name,
      weeks: weeks(PHASES[1].schedule),
      tasks: [
        work("Core application, architecture and data model", "Software engineer", buildShare(CORE_FP + pagesFp)),
        ...features.map((f) => work(`Build: ${f.label}`, "Software engineer", buildShare(f.fp))),
        work("Project management", "Project manager", (build ?? 0) * PM_SHARE),
      ],
    },
    {
      name: PHASES[2].name,
      weeks: weeks(PHASES[2].schedule),
      tasks: [
        work("Test automation and QA", "QA engineer", (test ?? 0) * 0.7),
        work("Defect fixing and performance tuning", "Software engineer", (test ?? 0) * 0.2),
        work("Project management", "Project manager", (test ?? 0) * PM_SHARE),
      ],
    },
    {
      name: PHASES[3].name,
      weeks: weeks(PHASES[3].schedule),
      tasks: [
        work("Infrastructure, CI/CD and release", "DevOps engineer", (launch ?? 0) * 0.5),
        work("Documentation, training and handover", "Business analyst", (launch ?? 0) * 0.2),
        work("Post-launch support (hypercare)", "Software engineer", (launch ?? 0) * 0.2),
        work("Project management", "Project manager", (launch ?? 0) * PM_SHARE),
      ],
    },
  ];

  const baseCost = phases.flatMap((p) => p.tasks).reduce((s, t) => s + ((t.hours?.likely ?? 0) * rate(t.role ?? "")), 0);
  const has = (key: string) => features.some((f) => f.key === key);
  const risks: PlanRisk[] = [
    { title: "Requirements change during the build (scope creep)", probability: 0.5, impact: baseCost * 0.12, delayWeeks: scheduleWeeks * 0.1, mitigation: "Fix an MVP scope, run a change-control log and re-estimate each change before accepting it." },
    { title: "Key team member leaves mid-project", probability: 0.15, impact: baseCost * 0.08, delayWeeks: 3, mitigation: "Pair on critical areas, keep architecture decisions written down, and keep one backup per role." },
    { title: "Late performance or security findings", probability: brief.complexity === "high" ? 0.35 : 0.25, impact: baseCost * 0.06, delayWeeks: 2, mitigation: "Load-test and run a security review at the end of each milestone, not only before launch." },
  ];
  if (has("payments") || has("integrations")) {
    risks.push({ title: "Third-party API or payment-provider integration issues", probability: 0.3, impact: baseCost * 0.05, delayWeeks: 2, mitigation: "Spike the integrations in the first sprint and use the providers' sandboxes from day one." });
  }
  if (/mobile|ios|android/.test(platform.label)) {
    risks.push({ title: "App store review rejection or delay", probability: 0.3, impact: baseCost * 0.01, delayWeeks: 1, mitigation: "Follow the store guidelines checklist and submit a beta through TestFlight/Play internal testing early." });
  }

  return {
    domain: "software",
    method: `Size from a feature catalogue in function points (${formatNumber(totalFp, 0)} FP including ${platform.label}) converted at ${SLOC_PER_FP} SLOC/FP to ${formatNumber(ksloc, 1)} KSLOC, then COCOMO II.2000 post-architecture: PM = 2.94 · Size^E · ΠEM with E = 0.91 + 0.01 · ΣSF (nominal scale factors, E = ${formatNumber(nominal.exponent, 4)}), TDEV = 3.67 · PM^F with F = 0.28 + 0.2 · (E − 0.91), ${COCOMO.hoursPerPersonMonth} hours per person-month. Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the confidence ranges; contingency is the risk register's expected value (probability × impact). Rates are ${REFERENCE_DATE} market rates for ${location.label}.`,
    summary: `${platform.label.charAt(0).toUpperCase()}${platform.label.slice(1)} with ${features.length} ${features.length === 1 ? "main capability" : "main capabilities"} (${features.map((f) => f.label.toLowerCase()).join(", ")}), estimated at about ${formatNumber(personMonths, 1)} person-months over ${formatNumber(scheduleWeeks, 0)} weeks.`,
    assumptions: [
      `Built as ${platform.label} with a typical modern stack (TypeScript/Kotlin/Swift-class languages, about ${SLOC_PER_FP} lines per function point).`,
      `Effort multipliers from the brief: product complexity ${brief.complexity} (CPLX ${CPLX[brief.complexity]}), reliability for ${brief.quality} quality (RELY ${RELY[brief.quality]}); all other COCOMO II drivers nominal.`,
      "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.",
      "Hosting, third-party licences and app store fees are running costs and are not included.",
      `A productive person-month is ${COCOMO.hoursPerPersonMonth} hours.`,
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks,
    metrics: {
      function_points: Math.round(totalFp),
      ksloc: Math.round(ksloc * 10) / 10,
      cocomo_exponent_E: Math.round(nominal.exponent * 10000) / 10000,
      nominal_person_months: Math.round(nominal.personMonths * 10) / 10,
      nominal_schedule_months: Math.round(nominal.scheduleMonths * 10) / 10,
      planned_person_months: Math.round(personMonths * 10) / 10,
      effort_multiplier: Math.round(effortMultiplier * 1000) / 1000,
      average_team_size: Math.round((personMonths / (scheduleWeeks / WEEKS_PER_MONTH)) * 10) / 10,
      location: location.label,
    },
    constraintNotes: deadlineNote ? { deadline: deadlineNote, deadlineFeasible } : undefined,
  };
}
