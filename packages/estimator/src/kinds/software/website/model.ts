import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk } from "../../../core/plan.js";
import { catalogueFeature, featuresIn, type CatalogueFeature } from "../shared/catalogue.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import { featureLabel } from "../shared/features.js";
import type { LabourPlan, LabourTask } from "../shared/labour.js";
import { priceLine } from "../shared/prices.js";
import { DEFAULT_PAGES, LANDING_PAGE_WEIGHT, SITE_HOURS, SITE_PRICES, TEMPLATE_PAGES } from "./reference.js";

const LANDING = /\b(?:landing ?pages?|p[áa]gina de aterrizaje|landingpage|page d'atterrissage)\b/iu;
const MOVE =
  /\b(?:redesign\w*|rebuild|relaunch|migrat\w*|move to|moving to|keep (?:our|the) seo|rediseñ\w*|migrar|relaunch|umzug|refonte|migrer|redesenh\w*|migra[çc][ãa]o)\b/iu;
const WORDPRESS = /\bwordpress\b/i;

export interface SiteScope {
  pages: number;
  /** Pages as the per-page model counts them (a landing page counts double). */
  weightedPages: number;
  landing: boolean;
  pagesStated: boolean;
  addOns: CatalogueFeature[];
  moving: boolean;
}

export function siteScope(brief: Brief): SiteScope {
  const landing = brief.quantities.pages === undefined && LANDING.test(brief.summary);
  const pages = brief.quantities.pages ?? (landing ? 1 : DEFAULT_PAGES);
  const listed = brief.features.map((f) => catalogueFeature(f)).filter((f): f is CatalogueFeature => f !== undefined);
  const addOns = [
    ...new Map(
      [...listed, ...featuresIn(brief.summary)]
        .filter((f) => f.siteHours !== undefined && f.key !== "commerce")
        .map((f) => [f.key, f]),
    ).values(),
  ];
  return {
    pages,
    weightedPages: landing ? LANDING_PAGE_WEIGHT : pages,
    landing,
    pagesStated: brief.quantities.pages !== undefined,
    addOns,
    moving: MOVE.test(brief.summary),
  };
}

/** A content website's labour: a fixed set-up, hours per designed page, fewer per templated page, add-ons, testing and launch. */
export function siteLabour(scope: SiteScope, t: Translate): LabourPlan {
  const designed = Math.min(scope.weightedPages, TEMPLATE_PAGES);
  const further = Math.max(0, scope.weightedPages - TEMPLATE_PAGES);
  const h = SITE_HOURS;
  // A site of a page or two needs a lighter set-up (one style, one template, less to test): the fixed hours
  // shrink towards half for the smallest sites and are whole from DEFAULT_PAGES pages on (never less for more pages).
  const fixed = 0.5 + 0.5 * Math.min(1, scope.weightedPages / DEFAULT_PAGES);
  const build: LabourTask[] = [
    { name: t("CMS set-up, theme and hosting"), role: "web_developer", hours: h.setup.value * fixed },
    {
      name:
        scope.pages === 1
          ? t("Page build (one page)")
          : t("Page build ({{n}} pages)", { n: formatNumber(scope.pages) }),
      role: "web_developer",
      hours: h.buildPerPage.value * designed + h.buildPerExtraPage.value * further,
    },
    {
      name: t("Content entry, images and SEO basics"),
      role: "web_developer",
      hours: h.contentPerPage.value * scope.weightedPages,
    },
    ...scope.addOns.map((f) => ({
      name: t("Add-on: {{feature}}", { feature: featureLabel(t, f) }),
      role: "web_developer" as const,
      hours: f.siteHours ?? 0,
    })),
    ...(scope.moving
      ? [
          {
            name: t("Redirects from the old site's pages"),
            role: "web_developer" as const,
            hours: h.redirectPerPage.value * scope.pages,
          },
        ]
      : []),
  ];
  return {
    managementShare: 0.1,
    phases: [
      {
        name: t("Discovery and design"),
        share: 0.35,
        tasks: [
          { name: t("Discovery, sitemap and content plan"), role: "project_manager", hours: h.discovery.value * fixed },
          {
            name: t("Visual direction and page designs"),
            role: "designer",
            hours: h.visualDirection.value * fixed + h.designPerPage.value * designed,
          },
        ],
      },
      { name: t("Build and content"), share: 0.45, tasks: build },
      {
        name: t("Testing and launch"),
        share: 0.2,
        tasks: [
          {
            name: t("Cross-browser and device testing"),
            role: "qa_engineer",
            hours: h.qa.value * fixed + h.qaPerPage.value * scope.weightedPages,
          },
          { name: t("Launch, analytics and handover"), role: "web_developer", hours: h.launch.value * fixed },
        ],
      },
    ],
  };
}

function siteRisks(t: Translate, baseCost: number, weeks: number): PlanRisk[] {
  return [
    {
      title: t("Content, images or product data arrive late"),
      probability: 0.5,
      impact: baseCost * 0.06,
      delayWeeks: Math.max(0.5, weeks * 0.15),
      mitigation: t(
        "Agree a content list and dates at kick-off; build with placeholders and swap content in as it arrives.",
      ),
    },
    {
      title: t("More design feedback rounds than planned"),
      probability: 0.4,
      impact: baseCost * 0.08,
      delayWeeks: Math.max(0.5, weeks * 0.1),
      mitigation: t("Two review rounds per design, one decision-maker, and written sign-off before the build starts."),
    },
    {
      title: t("Browser, device or plugin issues found late"),
      probability: 0.2,
      impact: baseCost * 0.03,
      delayWeeks: 0.5,
      mitigation: t("Test on real devices from the first built page and keep plugins to well-maintained ones."),
    },
  ];
}

export function websiteSpec(brief: Brief): KindPlanSpec {
  const t = translator(brief.language);
  const scope = siteScope(brief);
  const hosting = WORDPRESS.test(brief.summary)
    ? priceLine(brief, t("Managed WordPress hosting (first year)"), 12, t("month"), SITE_PRICES.wordpressBusiness)
    : priceLine(brief, t("CMS hosting plan (first year)"), 12, t("month"), SITE_PRICES.webflowCms);
  const h = SITE_HOURS;
  return {
    brief,
    t,
    labour: siteLabour(scope, t),
    nonLabour: [hosting],
    risks: ({ baseCost, weeks }) => siteRisks(t, baseCost, weeks),
    questions: [
      ...(scope.pagesStated ? [] : [t("How many pages will the site have (home, services, about, contact, blog...)?")]),
      t("Who writes the texts and provides the photos, and are they ready?"),
      t("Is there a brand identity (logo, colours, fonts) to follow, or is it to be created?"),
      t("Do you already own the domain, and is there a CMS or builder you prefer (WordPress, Webflow...)?"),
      ...(scope.moving
        ? [
            scope.pagesStated
              ? t("Which pages of the current site rank in search results and must keep their addresses?")
              : t("How many pages does the current site have, and which of them rank in search results?"),
          ]
        : []),
    ],
    method: t(
      "Per-page model for a content website: a fixed set-up of {{setup}} hours (discovery, visual direction, CMS set-up, testing and launch), {{perPage}} hours per page for the first {{templates}} page designs and {{extra}} hours for each further page on those templates, plus set-up hours for each add-on on an off-the-shelf plugin; 10% project management; the schedule is the effort ÷ a sensible team.",
      {
        setup: h.discovery.value + h.visualDirection.value + h.setup.value + h.qa.value + h.launch.value,
        perPage: h.designPerPage.value + h.buildPerPage.value + h.contentPerPage.value,
        templates: TEMPLATE_PAGES,
        extra: h.buildPerExtraPage.value + h.contentPerPage.value,
      },
    ),
    scope: scope.landing
      ? t("A landing page built on a standard CMS.")
      : t("A {{n}}-page website built on a standard CMS{{addOns}}.", {
          n: formatNumber(scope.pages, 0, brief.language),
          addOns: scope.addOns.length
            ? ` (${scope.addOns.map((f) => featureLabel(t, f).toLowerCase()).join(", ")})`
            : "",
        }),
    assumptions: [
      scope.pagesStated
        ? t("The page count is as stated.")
        : t("{{n}} pages are assumed: the request gave no page count.", { n: scope.pages }),
      t("The client provides texts, images and brand assets; copywriting and photography are not included."),
      t(
        "Custom application features (accounts, member areas, marketplaces, integrations) would be priced as a web application instead.",
      ),
    ],
    metrics: { pages: scope.pages, add_ons: scope.addOns.length },
  };
}
