import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import { type Plan, type PlanPhase, type PlanRisk, type PlanTask, wholeWeeks } from "../../../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../../../core/reference-data.js";
import { cocomo, COCOMO, CPLX, NOMINAL_SF_SUM, RELY, WEEKS_PER_MONTH } from "./cocomo.js";
import { catalogueFeature, CORE_FP, FP_PER_PAGE, featuresIn, SLOC_PER_FP, type CatalogueFeature } from "./catalogue.js";
import { COCOMO_KSLOC, nominalSchedule, planSchedule, sensibleTeam, SMALL_KSLOC } from "./phase-schedule.js";
import { isContentSite, sitePlan } from "./site.js";

/** US-average hourly rates (USD, REFERENCE_DATE). */
const RATES_USD: Record<string, number> = {
  "Project manager": 95,
  "Business analyst": 85,
  "UX/UI designer": 80,
  "Software engineer": 90,
  "QA engineer": 65,
  "DevOps engineer": 100,
};

const PM_SHARE = 0.1;
/** Share of effort and of schedule per phase (RUP/MBASE-style distribution), and each task's share of its phase. */
const PHASES = [
  {
    name: "Discovery and design",
    effort: 0.18,
    schedule: 0.2,
    tasks: [
      ["Requirements, user stories and backlog", "Business analyst", 0.45],
      ["UX research, wireframes and UI design", "UX/UI designer", 0.45],
    ],
  },
  // The build's engineering share (1 − PM_SHARE) is split over the core and the features by function points.
  { name: "Build", effort: 0.52, schedule: 0.45, tasks: [] },
  {
    name: "Testing and hardening",
    effort: 0.18,
    schedule: 0.22,
    tasks: [
      ["Test automation and QA", "QA engineer", 0.7],
      ["Defect fixing and performance tuning", "Software engineer", 0.2],
    ],
  },
  {
    name: "Launch and handover",
    effort: 0.12,
    schedule: 0.13,
    tasks: [
      ["Infrastructure, CI/CD and release", "DevOps engineer", 0.5],
      ["Documentation, training and handover", "Business analyst", 0.2],
      ["Post-launch support (hypercare)", "Software engineer", 0.2],
    ],
  },
] as const satisfies ReadonlyArray<{
  name: string;
  effort: number;
  schedule: number;
  tasks: ReadonlyArray<readonly [string, string, number]>;
}>;

const SPREAD_HIGH = { low: 1.4, nominal: 1.6, high: 1.9 } as const;

function platformFactor(brief: Brief, text: string): { factor: number; label: string } {
  const platforms = (brief.quantities.platforms ?? []).join(" ").toLowerCase() + " " + text.toLowerCase();
  const ios = /\bios|iphone|ipad/.test(platforms);
  const android = /android/.test(platforms);
  const mobile = ios || android || /\bmobile|\bapp\b/.test(platforms);
  const web = /\bweb|website|portal|saas|browser|dashboard/.test(platforms);
  if (ios && android && /native/.test(platforms))
    return { factor: web ? 1.9 : 1.7, label: "native iOS and Android apps" + (web ? " plus a web app" : "") };
  if (mobile && web) return { factor: 1.4, label: "a cross-platform mobile app and a web app" };
  if (mobile) return { factor: 1.15, label: "a cross-platform mobile app (iOS and Android)" };
  return { factor: 1, label: "a web application" };
}

/** What almost every application needs besides its named features; a simple product or an MVP does without it. */
export const BASELINE_FEATURES = ["auth", "profiles", "notifications", "admin"];
/** Words that ask for the smallest workable product: no baseline features. */
const MINIMAL = /\b(simple|basic|mvp|prototype|poc|proof[- ]of[- ]concept|minimal|minimum viable|landing page)\b/i;
/** An MVP builds a thin version of each capability. */
const MVP = /\b(mvp|prototype|poc|proof[- ]of[- ]concept|minimum viable)\b/i;
export const MVP_FEATURE_SHARE = 0.6;

interface Scope {
  /** Every capability the brief names or describes. */
  found: CatalogueFeature[];
  baseline: CatalogueFeature[];
  /** The found capabilities beyond the baseline. */
  named: CatalogueFeature[];
  minimal: boolean;
  mvp: boolean;
}

function scopeOf(brief: Brief): Scope {
  const listed = brief.features.map((f) => catalogueFeature(f)).filter((f): f is CatalogueFeature => f !== undefined);
  const found = [...new Map([...listed, ...featuresIn(brief.summary)].map((f) => [f.key, f])).values()];
  const minimal = MINIMAL.test(brief.summary) || brief.complexity === "low";
  // Named features add to the baseline, never replace it: naming more scope can only cost more.
  const baseline = minimal
    ? []
    : BASELINE_FEATURES.map((k) => catalogueFeature(k)).filter((f): f is CatalogueFeature => f !== undefined);
  const named = found.filter((f) => !baseline.some((b) => b.key === f.key));
  return { found, baseline, named, minimal, mvp: MVP.test(brief.summary) };
}

/** Software: a content website by pages, or an application by function points → KSLOC → COCOMO II. */
export function softwarePlan(brief: Brief): Plan {
  const scope = scopeOf(brief);
  return isContentSite(brief, scope.found) ? sitePlan(brief, scope.found) : applicationPlan(brief, scope);
}

function applicationPlan(brief: Brief, scope: Scope): Plan {
  const features = [...scope.baseline, ...scope.named];
  const featureShare = scope.mvp ? MVP_FEATURE_SHARE : 1;
  const sizeOf = (f: CatalogueFeature) => f.fp * (scope.baseline.includes(f) ? 1 : featureShare);
  const platform = platformFactor(brief, brief.summary);
  const pagesFp = (brief.quantities.pages ?? 0) * FP_PER_PAGE;
  const baselineFp = scope.baseline.reduce((s, f) => s + f.fp, 0);
  const namedFp = scope.named.reduce((s, f) => s + sizeOf(f), 0);
  const effortMultiplier = CPLX[brief.complexity] * RELY[brief.quality];
  // Size with a share of the features (the core stays): used to say how much scope fits a deadline.
  const sizeAt = (share: number) => {
    const fp = (CORE_FP + pagesFp + (baselineFp + namedFp) * share) * platform.factor;
    return { fp, ...cocomo((fp * SLOC_PER_FP) / 1000, effortMultiplier, NOMINAL_SF_SUM) };
  };
  const size = sizeAt(1);
  const nominal = nominalSchedule(size);

  const location = locationIndex(brief.location);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 90) * location.factor));
  const blendedRate = PHASES.reduce(
    (s, p) =>
      s +
      p.effort *
        (PM_SHARE * rate("Project manager") +
          (p.tasks.length
            ? p.tasks.reduce((t, [, role, share]) => t + share * rate(role), 0)
            : (1 - PM_SHARE) * rate("Software engineer"))),
    0,
  );
  const schedule = planSchedule({
    at: (share) => nominalSchedule(sizeAt(share)),
    deadlineWeeks: brief.deadline_weeks,
    teamSize: brief.team_size,
    costOf: (pm) => formatMoney(pm * COCOMO.hoursPerPersonMonth * blendedRate, brief.currency),
  });
  const personMonths = schedule.personMonths;

  const hours = personMonths * COCOMO.hoursPerPersonMonth;
  const high = SPREAD_HIGH[brief.complexity];
  const work = (name: string, role: string, expectedHours: number): PlanTask => ({
    name,
    role,
    hours: threePointWithMean(expectedHours, 0.8, high),
  });
  const weeks = wholeWeeks(
    schedule.weeks,
    PHASES.map((p) => p.schedule),
  );
  const build = hours * PHASES[1].effort;
  const buildShare = (fp: number) => (build * (1 - PM_SHARE) * fp * platform.factor) / size.fp;
  const phases: PlanPhase[] = PHASES.map((p, i) => {
    const effort = hours * p.effort;
    const tasks =
      p.tasks.length > 0
        ? p.tasks.map(([name, role, share]) => work(name, role, effort * share))
        : [
            work("Core application, architecture and data model", "Software engineer", buildShare(CORE_FP + pagesFp)),
            ...features.map((f) => work(`Build: ${f.label}`, "Software engineer", buildShare(sizeOf(f)))),
          ];
    return {
      name: p.name,
      weeks: threePointWithMean(weeks[i] ?? 1, 0.85, 1.45),
      tasks: [...tasks, work("Project management", "Project manager", effort * PM_SHARE)],
    };
  });
  const plannedWeeks = weeks.reduce((a, b) => a + b, 0);

  const baseCost = phases.flatMap((p) => p.tasks).reduce((s, t) => s + (t.hours?.likely ?? 0) * rate(t.role ?? ""), 0);
  const has = (key: string) => features.some((f) => f.key === key);
  const risks: PlanRisk[] = [
    {
      title: "Requirements change during the build (scope creep)",
      probability: 0.5,
      impact: baseCost * 0.12,
      delayWeeks: plannedWeeks * 0.1,
      mitigation: "Fix an MVP scope, run a change-control log and re-estimate each change before accepting it.",
    },
    {
      title: "Key team member leaves mid-project",
      probability: 0.15,
      impact: baseCost * 0.08,
      delayWeeks: Math.min(3, plannedWeeks * 0.2),
      mitigation: "Pair on critical areas, keep architecture decisions written down, and keep one backup per role.",
    },
    {
      title: "Late performance or security findings",
      probability: brief.complexity === "high" ? 0.35 : 0.25,
      impact: baseCost * 0.06,
      delayWeeks: Math.min(2, plannedWeeks * 0.15),
      mitigation: "Load-test and run a security review at the end of each milestone, not only before launch.",
    },
  ];
  if (has("payments") || has("integrations")) {
    risks.push({
      title: "Third-party API or payment-provider integration issues",
      probability: 0.3,
      impact: baseCost * 0.05,
      delayWeeks: 2,
      mitigation: "Spike the integrations in the first sprint and use the providers' sandboxes from day one.",
    });
  }
  if (/mobile|ios|android/.test(platform.label)) {
    risks.push({
      title: "App store review rejection or delay",
      probability: 0.3,
      impact: baseCost * 0.01,
      delayWeeks: 1,
      mitigation:
        "Follow the store guidelines checklist and submit a beta through TestFlight/Play internal testing early.",
    });
  }

  const team = personMonths / (plannedWeeks / WEEKS_PER_MONTH);
  const scheduleMethod =
    nominal.basis === "cocomo"
      ? `the nominal schedule is TDEV = 3.67 · PM^F with F = 0.28 + 0.2 · (E − 0.91) (${formatNumber(size.scheduleMonths, 1)} months)`
      : nominal.basis === "team"
        ? `for a product this small (under ${SMALL_KSLOC} KSLOC) TDEV = 3.67 · PM^F (${formatNumber(size.scheduleMonths, 1)} months) overstates the calendar time, so the nominal schedule is the effort ÷ a sensible team of about √PM people (${formatNumber(sensibleTeam(size.personMonths), 1)} people, ${formatNumber(nominal.months, 1)} months)`
        : `between ${SMALL_KSLOC} and ${COCOMO_KSLOC} KSLOC the nominal schedule blends geometrically from the effort ÷ a sensible team of √PM people towards TDEV = 3.67 · PM^F with F = 0.28 + 0.2 · (E − 0.91) (${formatNumber(nominal.months, 1)} of TDEV's ${formatNumber(size.scheduleMonths, 1)} months)`;
  const capabilities = features.map((f) => f.label.toLowerCase()).join(", ");
  return {
    domain: "software",
    method: `Size from a feature catalogue in function points (${formatNumber(size.fp, 0)} FP including ${platform.label}${scope.mvp ? `; an MVP builds a thin version of each named capability, sized at ${MVP_FEATURE_SHARE * 100}% of its catalogue points` : ""}) converted at ${SLOC_PER_FP} SLOC/FP to ${formatNumber(size.ksloc, 1)} KSLOC, then COCOMO II.2000 post-architecture effort: PM = 2.94 · Size^E · ΠEM with E = 0.91 + 0.01 · ΣSF (nominal scale factors, E = ${formatNumber(size.exponent, 4)}), ${COCOMO.hoursPerPersonMonth} hours per person-month; ${scheduleMethod}. Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the confidence ranges; contingency is the risk register's expected value (probability × impact). Rates are ${REFERENCE_DATE} market rates for ${location.label}.`,
    summary: `${platform.label.charAt(0).toUpperCase()}${platform.label.slice(1)} ${features.length > 0 ? `with ${features.length} main ${features.length === 1 ? "capability" : "capabilities"} (${capabilities})` : "with its core only (screens, data model, API and deployment; the request named no specific capabilities)"}, estimated at about ${formatNumber(personMonths, 1)} person-months over ${formatNumber(plannedWeeks, 0)} weeks with about ${formatNumber(team, 1)} people on average.`,
    assumptions: [
      `Built as ${platform.label} with a typical modern stack (TypeScript/Kotlin/Swift-class languages, about ${SLOC_PER_FP} lines per function point).`,
      scope.minimal
        ? "A simple product or MVP: only the capabilities named are built (no default accounts, profiles, notifications or admin panel unless asked for)."
        : "Besides the named capabilities, the product has what almost every application needs: accounts, profiles, notifications and an admin panel.",
      `Effort multipliers from the brief: product complexity ${brief.complexity} (CPLX ${CPLX[brief.complexity]}), reliability for ${brief.quality} quality (RELY ${RELY[brief.quality]}); all other COCOMO II drivers nominal.`,
      "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.",
      "Hosting, third-party licences and app store fees are running costs and are not included.",
      `A productive person-month is ${COCOMO.hoursPerPersonMonth} hours.`,
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks,
    metrics: {
      function_points: Math.round(size.fp),
      ksloc: Math.round(size.ksloc * 10) / 10,
      cocomo_exponent_E: Math.round(size.exponent * 10000) / 10000,
      nominal_person_months: Math.round(size.personMonths * 10) / 10,
      nominal_schedule_months: Math.round(size.scheduleMonths * 10) / 10,
      planned_person_months: Math.round(personMonths * 10) / 10,
      deadline_person_months: Math.round(schedule.deadlinePersonMonths * 10) / 10,
      planned_schedule_weeks: plannedWeeks,
      schedule_basis:
        nominal.basis === "cocomo"
          ? "COCOMO II TDEV"
          : nominal.basis === "team"
            ? "effort ÷ a sensible team"
            : "blend of effort ÷ team and TDEV",
      effort_multiplier: Math.round(effortMultiplier * 1000) / 1000,
      average_team_size: Math.round(team * 10) / 10,
      location: location.label,
    },
    constraintNotes: schedule.note ? { deadline: schedule.note, deadlineFeasible: schedule.feasible } : undefined,
  };
}
