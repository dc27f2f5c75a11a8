import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import type { Plan } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { ARTICLE_WORDS, PIECE_HOURS, writingHours } from "../shared/content.js";
import { statedPerMonth } from "../shared/pieces.js";
import { SEO_RESULTS_MONTHS, SEO_RETAINER_BAND } from "../shared/fees.js";
import {
  monthsText,
  retainerCore,
  retainerNotes,
  retainerRisks,
  retainerTerm,
  termSentence,
  type Deliverable,
} from "../shared/retainer.js";
import { rateCard } from "../shared/roles.js";
import { usdTo } from "../../../core/reference-data.js";
import { readMoney, WEEKS_PER_MONTH } from "../shared/stated-money.js";
import { competitiveness, SEO_NORMS as N } from "./reference.js";

/**
 * An SEO retainer: onboarding (technical audit, keyword research, analytics) and monthly deliverables
 * (technical fixes, on-page optimisation, articles, link earning, reporting) × the months it runs.
 */
export function seoRetainerPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const card = rateCard(brief, t);
  const term = retainerTerm(brief, t, N.onboardingWeeks, N.defaultMonths);
  const money = readMoney(brief, term.months * WEEKS_PER_MONTH);
  const scale = competitiveness(brief);
  const pages = brief.quantities.pages ?? N.defaultPages;
  const stated = statedPerMonth(brief, "seo_articles", term.months, term.basis === "stated");
  const articles = stated ?? Math.max(1, Math.round(N.articlesPerMonth * scale));
  const onPage = Math.max(2, Math.round(N.onPagePagesPerMonth * scale));
  const links = Math.max(1, Math.round(N.linksPerMonth * scale));
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const n = (v: number, d = 0) => formatNumber(v, d, brief.language);

  const onboardingWork = [
    {
      name: t("Technical SEO audit: crawl, indexing, speed and structure of {{pages}} pages", { pages: n(pages) }),
      role: "seoSpecialist" as const,
      hours: Math.min(N.auditMax, N.auditBase + pages * N.auditPerPage),
    },
    {
      name: t("Keyword research and competitor gap analysis"),
      role: "seoSpecialist" as const,
      hours: N.keywordResearch * Math.sqrt(scale),
    },
    { name: t("SEO strategy and six-month roadmap"), role: "strategist" as const, hours: N.strategyHours },
    {
      name: t("Analytics and Search Console setup, baseline report"),
      role: "analyst" as const,
      hours: N.analyticsSetup,
    },
  ];
  const deliverables: Deliverable[] = [
    { name: t("Technical fixes and monitoring"), perMonth: 1, hours: { seoSpecialist: N.technicalPerMonth * scale } },
    { name: t("On-page optimisation (pages)"), perMonth: onPage, hours: { seoSpecialist: N.onPageHoursPerPage } },
    {
      name: t("SEO articles of about {{words}} words", { words: n(ARTICLE_WORDS.value) }),
      perMonth: articles,
      hours: {
        copywriter: writingHours(ARTICLE_WORDS.value),
        ...PIECE_HOURS.articleSeo,
        ...PIECE_HOURS.articleEditing,
      },
    },
    {
      name: t("Links earned through outreach and digital PR"),
      perMonth: links,
      hours: { seoSpecialist: N.outreachHoursPerLink },
    },
    {
      name: t("Monthly report and account management"),
      perMonth: 1,
      hours: { analyst: N.reportingHours, strategist: N.accountHours },
    },
  ];
  const core = retainerCore({
    brief,
    t,
    card,
    term,
    money,
    onboardingName: t("Onboarding: audit, keyword research and strategy"),
    onboardingWeeks: N.onboardingWeeks,
    onboarding: onboardingWork,
    deliverables,
  });
  const { fee, onboardingCost, budget } = core;
  const usd = (v: number) => formatMoney(v, "USD", brief.language);
  const band = {
    low: usd(SEO_RETAINER_BAND.value.low),
    high: usd(SEO_RETAINER_BAND.value.high),
    feeUsd: usd(fee / usdTo(brief.currency, 1)),
  };

  return {
    domain: "marketing",
    method: t(
      "Retainer model: onboarding (technical audit, keyword research, analytics) once, then a monthly fee for set deliverables (technical fixes, on-page optimisation, articles, link earning, reporting) × the months it runs. Each deliverable is hours × role rates for {{place}}; the monthly volumes grow with how competitive the search is (×{{scale}} here). The fee is cross-checked against published retainer surveys. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      { place: card.place.label, scale: n(scale, 1) },
    ),
    summary: t(
      "An SEO retainer of {{months}} at about {{fee}} a month ({{articles}} articles, {{pages}} pages optimised and {{links}} links a month), after onboarding of about {{onboarding}}.",
      {
        months: monthsText(t, term.months, brief.language),
        fee: m(fee),
        articles: n(articles),
        pages: n(onPage),
        links: n(links),
        onboarding: m(onboardingCost),
      },
    ),
    assumptions: [
      termSentence(t, term, N.onboardingWeeks, fee, brief),
      ...(term.months < SEO_RESULTS_MONTHS.value.low
        ? [
            t(
              "Google expects SEO to take four months to a year to show results ({{source}}); a retainer of {{months}} may end before rankings move.",
              { source: citation(SEO_RESULTS_MONTHS), months: monthsText(t, term.months, brief.language) },
            ),
          ]
        : []),
      ...(brief.quantities.pages === undefined
        ? [
            t(
              "The site is assumed to have about {{pages}} pages (none were stated); the audit grows with the number of pages.",
              { pages: n(pages) },
            ),
          ]
        : []),
      ...(stated === undefined
        ? [t("{{articles}} articles a month are assumed (none were stated).", { articles: n(articles) })]
        : []),
      t(
        "The monthly fee (about {{feeUsd}}) compares with {{low}}–{{high}} a month, the budget band SEO professionals most often work with ({{source}}).",
        { ...band, source: citation(SEO_RETAINER_BAND) },
      ),
      t(
        "The client's developers implement technical fixes from the agency's tickets; development time is not included. Links are earned, not bought: Google's spam policies forbid paid links.",
      ),
      ...budget.assumptions,
    ],
    termWeeks: core.termWeeks,
    phases: core.phases,
    roles: core.roles,
    risks: [
      ...retainerRisks(t, fee),
      {
        title: t("A search algorithm update moves rankings"),
        probability: 0.25,
        impact: 0.5 * fee,
        delayWeeks: 2,
        mitigation: t(
          "Follow Google's Search Essentials, spread the work across technical fixes, content and links, and report any update's effect against the baseline.",
        ),
      },
    ],
    metrics: {
      ...core.metrics,
      articles_per_month: articles,
      pages_optimised_per_month: onPage,
      links_per_month: links,
      site_pages: pages,
    },
    questions: [
      ...(brief.quantities.pages === undefined
        ? [
            t(
              "How many pages does the site have, and on which platform is it built? It sizes the audit and the on-page work.",
            ),
          ]
        : []),
      t("Is the goal local (one city or area), national or international search, and which competitors rank now?"),
      t("Who implements technical fixes on the site: your developers or the agency?"),
      t("Does the agency write the articles, or does your team write them with the agency's briefs and optimisation?"),
    ],
    constraintNotes: retainerNotes(budget.notes, term),
  };
}
