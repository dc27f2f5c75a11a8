import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import type { Plan, PlanTask } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { ARTICLE_WORDS, ARTICLE_WRITING_HOURS, PIECE_HOURS, writingHours } from "../shared/content.js";
import { named, statedPerMonth } from "../shared/pieces.js";
import { fixedMediaLine } from "../shared/media-plan.js";
import {
  monthsText,
  retainerCore,
  retainerNotes,
  retainerRisks,
  retainerTerm,
  termSentence,
  type Deliverable,
  type RetainerTerm,
} from "../shared/retainer.js";
import { rateCard } from "../shared/roles.js";
import { readMoney, WEEKS_PER_MONTH } from "../shared/stated-money.js";
import { CONTENT_NORMS as N } from "./reference.js";

/** How many of a piece a month: as stated, else the default when the request asks for that kind of piece. */
function volume(
  brief: Brief,
  piece: "articles" | "videos" | "reels" | "social" | "newsletters",
  fallback: number,
  term: RetainerTerm,
  always = false,
): { count: number; stated: boolean } {
  const stated = statedPerMonth(brief, piece, term.months, term.basis === "stated");
  if (stated !== undefined) return { count: stated, stated: true };
  return { count: always || named(brief, piece) ? fallback : 0, stated: false };
}

/**
 * Content marketing as a retainer: onboarding (content strategy, topic research, guidelines), then each
 * month's pieces (articles, videos, social posts, newsletters) priced as hours × role rates, × months.
 */
export function contentMarketingPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const card = rateCard(brief, t);
  const term = retainerTerm(brief, t, N.onboardingWeeks, N.defaultMonths);
  const money = readMoney(brief, term.months * WEEKS_PER_MONTH);
  const words = brief.details?.article_words ?? ARTICLE_WORDS.value;
  const videos = volume(brief, "videos", N.videosPerMonth, term);
  const reels = volume(brief, "reels", N.videosPerMonth, term);
  const social = volume(brief, "social", N.socialPostsPerMonth, term);
  const newsletters = volume(brief, "newsletters", N.newslettersPerMonth, term);
  // Articles are the default piece only when the request asks for no other kind of content.
  const otherPieces = [videos, reels, social, newsletters].some((v) => v.count > 0);
  const articles = volume(brief, "articles", N.articlesPerMonth, term, !otherPieces);
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const n = (v: number) => formatNumber(v, 0, brief.language);

  const onboardingWork = [
    { name: t("Content audit, audience and editorial strategy"), role: "strategist" as const, hours: N.strategyHours },
    { name: t("Topic and keyword research"), role: "seoSpecialist" as const, hours: N.topicResearchHours },
    {
      name: t("Editorial guidelines and templates: writing"),
      role: "copywriter" as const,
      hours: N.guidelinesCopyHours,
    },
    {
      name: t("Editorial guidelines and templates: design"),
      role: "designer" as const,
      hours: N.guidelinesDesignHours,
    },
  ];
  const deliverables: Deliverable[] = [
    {
      name: t("Articles of about {{words}} words", { words: n(words) }),
      perMonth: articles.count,
      hours: {
        copywriter: writingHours(words),
        ...PIECE_HOURS.articleEditing,
        ...PIECE_HOURS.articleSeo,
        ...PIECE_HOURS.articleDesign,
      },
    },
    { name: t("Short edited videos"), perMonth: videos.count, hours: PIECE_HOURS.video },
    { name: t("Short vertical videos (reels)"), perMonth: reels.count, hours: PIECE_HOURS.reel },
    { name: t("Social posts with graphics"), perMonth: social.count, hours: PIECE_HOURS.socialPost },
    { name: t("Newsletter issues"), perMonth: newsletters.count, hours: PIECE_HOURS.newsletter },
    {
      name: t("Editorial calendar, planning and performance report"),
      perMonth: 1,
      hours: { strategist: N.planningHours, analyst: N.reportingHours },
    },
  ];
  // A stated promotion (paid distribution) budget is priced as given, beside the fees.
  const promotion: PlanTask[] =
    money.media !== undefined
      ? [
          fixedMediaLine(
            t("Content promotion: paid distribution"),
            Math.round(money.media),
            t("lump sum"),
            t("stated in the request"),
          ),
        ]
      : [];
  const core = retainerCore({
    brief,
    t,
    card,
    term,
    money,
    onboardingName: t("Onboarding: content strategy and guidelines"),
    onboardingWeeks: N.onboardingWeeks,
    onboarding: onboardingWork,
    deliverables,
    stated: promotion,
  });
  const { fee, onboardingCost, budget } = core;
  const assumed = [articles, videos, reels, social, newsletters].some((v) => v.count > 0 && !v.stated);

  return {
    domain: "marketing",
    method: t(
      "Retainer model: onboarding once, then a monthly fee for set pieces × the months it runs. An article's writing time is the published average ({{source}}), in proportion to its length; editing, SEO, design and video are the agency's hours per piece; all at role rates for {{place}}. A stated promotion budget is its own line, never inside the fees. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      { source: citation(ARTICLE_WRITING_HOURS), place: card.place.label },
    ),
    summary: t(
      "Content marketing for {{months}} at about {{fee}} a month: {{articles}} articles, {{videos}} videos, {{social}} social posts and {{newsletters}} newsletters a month, after onboarding of about {{onboarding}}.",
      {
        months: monthsText(t, term.months, brief.language),
        fee: m(fee),
        articles: n(articles.count),
        videos: n(videos.count + reels.count),
        social: n(social.count),
        newsletters: n(newsletters.count),
        onboarding: m(onboardingCost),
      },
    ),
    assumptions: [
      termSentence(t, term, N.onboardingWeeks, fee, brief),
      ...(assumed
        ? [
            t(
              "Monthly volumes the request did not state are assumed from typical retainers; state them to have them priced as asked.",
            ),
          ]
        : []),
      ...(money.media !== undefined
        ? [
            t(
              "The stated promotion budget of {{media}} is priced exactly as given, as its own line, apart from the fees.",
              { media: m(money.media) },
            ),
          ]
        : []),
      t(
        "Subject-matter experts on the client's side review drafts within a week; interviews with them are included in the writing time.",
      ),
      t(
        "Stock imagery and publishing on the client's own website and channels are included; paid promotion is not, unless stated.",
      ),
      ...budget.assumptions,
    ],
    termWeeks: core.termWeeks,
    phases: core.phases,
    roles: core.roles,
    risks: [
      ...retainerRisks(t, fee),
      {
        title: t("Subject-matter experts are slow to give input or review"),
        probability: 0.35,
        impact: 0.2 * fee,
        delayWeeks: 2,
        mitigation: t(
          "Book a standing monthly interview slot with each expert and agree a review window in the editorial calendar.",
        ),
      },
      {
        title: t("Content is published but draws little traffic"),
        probability: 0.3,
        impact: 0.3 * fee,
        delayWeeks: 0,
        mitigation: t(
          "Choose topics from keyword and audience research, refresh what underperforms after three months, and promote the best pieces.",
        ),
      },
    ],
    metrics: {
      ...core.metrics,
      articles_per_month: articles.count,
      words_per_article: words,
      videos_per_month: videos.count,
      reels_per_month: reels.count,
      social_posts_per_month: social.count,
      newsletters_per_month: newsletters.count,
      ...(money.media !== undefined ? { promotion_spend: Math.round(money.media) } : {}),
    },
    questions: [
      t("Which topics and audiences matter most, and who on your side has the expertise the content should carry?"),
      t(
        "How many pieces a month, of what length, do you want? This estimate assumes typical volumes where none were stated.",
      ),
      t(
        "Is there a budget to promote the content (paid social, newsletters, syndication)? It would be priced as its own line.",
      ),
      t("Who publishes and owns the channels: your team, or the agency?"),
    ],
    constraintNotes: retainerNotes(budget.notes, term),
  };
}
