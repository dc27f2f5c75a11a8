import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import {
  type Plan,
  type PlanPhase,
  type PlanRisk,
  type PlanTask,
  plannedHours,
  wholeWeeks,
} from "../../../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../../../core/reference-data.js";
import { COCOMO, CPLX, RELY, WEEKS_PER_MONTH } from "./cocomo.js";
import type { CatalogueFeature } from "./catalogue.js";
import { planSchedule, sensibleTeam } from "./phase-schedule.js";

/** Websites, landing pages, blogs and shops built on a CMS or e-commerce platform. */
const SITE_WORDS =
  /\b(websites?|web ?sites?|landing ?pages?|web ?pages?|home ?page|blog|portfolio|brochure|microsite|online (shop|store)|web ?shop|e-?shop|shopify|wordpress|webflow|squarespace|wix)\b/i;
/** Words that make it a custom application whatever else it says. */
const APP_WORDS =
  /\b(apps?|application|platform|portal|saas|dashboard|marketplace|system|software|backend|api|custom[- ]built|bespoke|tool)\b/i;
const LANDING_PAGE = /\blanding ?pages?\b/i;
const SHOP = /\b(online (shop|store)|web ?shop|e-?shop|e-?commerce|shopify|woocommerce)\b/i;

/** US-average hourly rates (USD, REFERENCE_DATE) for a web studio. */
const RATES_USD: Record<string, number> = {
  "Project manager": 95,
  "UX/UI designer": 80,
  "Web developer": 80,
  "Content editor": 55,
  "QA engineer": 65,
};

/** Hours of the per-page model. The first TEMPLATE_PAGES pages are designed and built; the rest reuse their templates. */
const SITE_HOURS = { discovery: 6, visualDirection: 10, setup: 10, qa: 6, launch: 4, qaPerPage: 0.5 } as const;
const PAGE_HOURS = { design: 5, build: 7, content: 2 } as const;
const EXTRA_PAGE_HOURS = { build: 1, content: 2 } as const;
const TEMPLATE_PAGES = 10;
const DEFAULT_PAGES = 5;
/** A long-form landing page has the sections of about two ordinary pages. */
const LANDING_PAGE_WEIGHT = 2;
const PM_SHARE = 0.1;

export function isContentSite(brief: Brief, features: CatalogueFeature[]): boolean {
  const mobile = (brief.quantities.platforms ?? []).some((p) => /mobile|ios|android|native|desktop/i.test(p));
  return (
    SITE_WORDS.test(brief.summary) &&
    !APP_WORDS.test(brief.summary) &&
    !mobile &&
    features.every((f) => f.siteHours !== undefined)
  );
}

/** Content website: a per-page model with a fixed set-up, add-ons from the catalogue, schedule = effort ÷ a sensible team. */
export function sitePlan(brief: Brief, features: CatalogueFeature[]): Plan {
  const landing = brief.quantities.pages === undefined && LANDING_PAGE.test(brief.summary);
  const shop = SHOP.test(brief.summary) || features.some((f) => f.key === "commerce");
  const pages = brief.quantities.pages ?? (landing ? 1 : DEFAULT_PAGES);
  const weightedPages = landing ? LANDING_PAGE_WEIGHT : pages;
  const templatePages = Math.min(weightedPages, TEMPLATE_PAGES);
  const extraPages = Math.max(0, weightedPages - TEMPLATE_PAGES);
  const multiplier = CPLX[brief.complexity] * RELY[brief.quality];
  const location = locationIndex(brief.location);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 80) * location.factor));
  const h = (hours: number) => hours * multiplier;
  const addOnHours = (share: number) => features.reduce((s, f) => s + (f.siteHours ?? 0), 0) * share;

  const design: Array<[string, string, number]> = [
    ["Discovery, sitemap and content plan", "Project manager", h(SITE_HOURS.discovery)],
    [
      "Visual direction and page designs",
      "UX/UI designer",
      h(SITE_HOURS.visualDirection + PAGE_HOURS.design * templatePages),
    ],
  ];
  const build: Array<[string, string, number]> = [
    [`${shop ? "E-commerce platform" : "CMS"} set-up, theme and hosting`, "Web developer", h(SITE_HOURS.setup)],
    [
      `Page build (${formatNumber(pages)} ${landing ? "landing page" : pages === 1 ? "page" : "pages"})`,
      "Web developer",
      h(PAGE_HOURS.build * templatePages + EXTRA_PAGE_HOURS.build * extraPages),
    ],
    [
      "Content entry, images and SEO basics",
      "Content editor",
      h(PAGE_HOURS.content * templatePages + EXTRA_PAGE_HOURS.content * extraPages),
    ],
    ...features.map((f): [string, string, number] => [`Add-on: ${f.label}`, "Web developer", h(f.siteHours ?? 0)]),
  ];
  const launch: Array<[string, string, number]> = [
    ["Cross-browser and device testing", "QA engineer", h(SITE_HOURS.qa + SITE_HOURS.qaPerPage * weightedPages)],
    ["Launch, analytics and handover", "Web developer", h(SITE_HOURS.launch)],
  ];
  const withPm = (tasks: Array<[string, string, number]>): Array<[string, string, number]> => [
    ...tasks,
    ["Project management", "Project manager", tasks.reduce((s, t) => s + t[2], 0) * PM_SHARE],
  ];
  const groups = [withPm(design), withPm(build), withPm(launch)];
  const hoursAt = (share: number) =>
    groups.flat().reduce((s, t) => s + t[2], 0) - addOnHours(1 - share) * multiplier * (1 + PM_SHARE);
  const personMonths = (share: number) => hoursAt(share) / COCOMO.hoursPerPersonMonth;
  const blendedRate = groups.flat().reduce((s, t) => s + t[2] * rate(t[1]), 0) / Math.max(1e-9, hoursAt(1));
  const schedule = planSchedule({
    at: (share) => ({
      personMonths: personMonths(share),
      months: personMonths(share) / sensibleTeam(personMonths(share)),
    }),
    deadlineWeeks: brief.deadline_weeks,
    teamSize: brief.team_size,
    costOf: (pm) => formatMoney(pm * COCOMO.hoursPerPersonMonth * blendedRate, brief.currency),
  });
  const effortScale = schedule.compression;

  // A plan shorter than three weeks merges its phases, so no phase is rounded up to a week it does not need.
  const shapes: Array<{ name: string; share: number; groups: number[] }> =
    schedule.weeks < 1.5
      ? [{ name: "Design, build and launch", share: 1, groups: [0, 1, 2] }]
      : schedule.weeks < 2.5
        ? [
            { name: "Design", share: 0.35, groups: [0] },
            { name: "Build, test and launch", share: 0.65, groups: [1, 2] },
          ]
        : [
            { name: "Design", share: 0.35, groups: [0] },
            { name: "Build and content", share: 0.45, groups: [1] },
            { name: "Testing and launch", share: 0.2, groups: [2] },
          ];
  const weeks = wholeWeeks(
    schedule.weeks,
    shapes.map((s) => s.share),
  );
  const task = ([name, role, hours]: [string, string, number]): PlanTask => ({
    name,
    role,
    hours: threePointWithMean(hours * effortScale, 0.8, 1.5),
  });
  const phases: PlanPhase[] = shapes.map((shape, i) => ({
    name: shape.name,
    weeks: threePointWithMean(weeks[i] ?? 1, 0.85, 1.45),
    tasks: mergeTasks(shape.groups.flatMap((g) => groups[g] ?? [])).map(task),
  }));

  const baseCost = groups.flat().reduce((s, t) => s + t[2] * effortScale * rate(t[1]), 0);
  const plannedWeeks = weeks.reduce((a, b) => a + b, 0);
  const risks: PlanRisk[] = [
    {
      title: "Content, images or product data arrive late",
      probability: 0.5,
      impact: baseCost * 0.06,
      delayWeeks: Math.max(0.5, plannedWeeks * 0.15),
      mitigation:
        "Agree a content list and dates at kick-off; build with placeholders and swap content in as it arrives.",
    },
    {
      title: "More design feedback rounds than planned",
      probability: 0.4,
      impact: baseCost * 0.08,
      delayWeeks: Math.max(0.5, plannedWeeks * 0.1),
      mitigation: "Two review rounds per design, one decision-maker, and written sign-off before the build starts.",
    },
    {
      title: "Browser, device or plugin issues found late",
      probability: 0.2,
      impact: baseCost * 0.03,
      delayWeeks: 0.5,
      mitigation: "Test on real devices from the first built page and keep plugins to well-maintained ones.",
    },
  ];
  const totalHours = hoursAt(1) * effortScale;
  const kind = landing
    ? "landing page"
    : shop
      ? `online shop of about ${formatNumber(pages)} pages`
      : `${formatNumber(pages)}-page website`;
  const addOns = features.length > 0 ? ` with ${features.map((f) => f.label.toLowerCase()).join(", ")}` : "";

  return {
    domain: "software",
    method: `Per-page model for a content website: a fixed set-up of ${SITE_HOURS.discovery + SITE_HOURS.visualDirection + SITE_HOURS.setup + SITE_HOURS.qa + SITE_HOURS.launch} hours (discovery, visual direction, ${shop ? "e-commerce platform" : "CMS"} set-up, testing and launch), ${PAGE_HOURS.design + PAGE_HOURS.build + PAGE_HOURS.content} hours per page for the first ${TEMPLATE_PAGES} page designs (design ${PAGE_HOURS.design}, build ${PAGE_HOURS.build}, content ${PAGE_HOURS.content}) and ${EXTRA_PAGE_HOURS.build + EXTRA_PAGE_HOURS.content} hours for each further page on those templates${landing ? " (a long-form landing page counts as two pages)" : ""}, plus set-up hours for each add-on on an off-the-shelf plugin or platform; × effort multipliers CPLX ${CPLX[brief.complexity]} and RELY ${RELY[brief.quality]}, and 10% project management. A project this small is not sized with COCOMO II: the schedule is the effort ÷ a sensible team of about √PM people (at least one), ${COCOMO.hoursPerPersonMonth} hours per person-month. Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the confidence ranges; contingency is the risk register's expected value. Rates are ${REFERENCE_DATE} market rates for ${location.label}.`,
    summary: `${/^[aeiou]/i.test(kind) ? "An" : "A"} ${kind}${addOns}, built on ${shop ? "an established e-commerce platform" : "a standard CMS"}: about ${formatNumber(plannedHours(phases))} hours of work over ${formatNumber(plannedWeeks)} ${plannedWeeks === 1 ? "week" : "weeks"}.`,
    assumptions: [
      `${formatNumber(pages)} ${pages === 1 ? "page" : "pages"}${brief.quantities.pages === undefined ? ` (assumed: the request gave no page count${landing ? "; a landing page is one long page" : ""})` : ""}, built on ${shop ? "an e-commerce platform such as Shopify or WooCommerce" : "a CMS or site builder such as WordPress or Webflow"} with a customised theme.`,
      "The client provides texts, images and brand assets; copywriting and photography are not included.",
      "Domain, hosting, theme and plugin licences are running costs and are not included.",
      "Custom application features (accounts, member areas, marketplaces, integrations) would be priced with the application model instead.",
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks,
    metrics: {
      pages,
      site_hours: Math.round(totalHours),
      effort_multiplier: Math.round(multiplier * 1000) / 1000,
      planned_person_months: Math.round((totalHours / COCOMO.hoursPerPersonMonth) * 100) / 100,
      deadline_person_months: Math.round(schedule.deadlinePersonMonths * 100) / 100,
      planned_schedule_weeks: plannedWeeks,
      average_team_size:
        Math.round((totalHours / COCOMO.hoursPerPersonMonth / (plannedWeeks / WEEKS_PER_MONTH)) * 10) / 10,
      schedule_basis: "effort ÷ a sensible team",
      location: location.label,
    },
    constraintNotes: schedule.note ? { deadline: schedule.note, deadlineFeasible: schedule.feasible } : undefined,
  };
}

/** One task per name when phases merge (each phase has its own "Project management"). */
function mergeTasks(tasks: Array<[string, string, number]>): Array<[string, string, number]> {
  const byName = new Map<string, [string, string, number]>();
  for (const [name, role, hours] of tasks) {
    const seen = byName.get(name);
    byName.set(name, seen ? [name, role, seen[2] + hours] : [name, role, hours]);
  }
  return [...byName.values()];
}
