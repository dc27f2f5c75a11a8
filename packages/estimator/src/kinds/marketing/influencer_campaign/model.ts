import { translator, type Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { Plan, PlanTask } from "../../../core/plan.js";
import { usdTo } from "../../../core/reference-data.js";
import { pricedLine } from "../../../core/lines.js";
import { citation } from "../../../reference/cited.js";
import { escalate, PRICE_YEAR } from "../../../reference/escalation.js";
import { CHANNELS, channelLabel } from "../shared/channels.js";
import { statedCount } from "../shared/pieces.js";
import { flightOf, flightSentence } from "../shared/flight.js";
import { fixedMediaLine, funnelSentences, mediaMetrics } from "../shared/media-plan.js";
import { contingencyOf, labour } from "../shared/plan-kit.js";
import { rateCard, type MarketingRole } from "../shared/roles.js";
import { readMoney } from "../shared/stated-money.js";
import {
  INFLUENCER_NORMS as N,
  RATE_PER_POST,
  TIER_BANDS,
  TIER_FOLLOWERS,
  type CreatorPlatform,
  type Tier,
} from "./reference.js";

const PLATFORM_CHANNEL: Record<CreatorPlatform, string> = { instagram: "meta", tiktok: "tiktok", youtube: "youtube" };
/** Platform names are brands: the same in every language. */
const PLATFORM_NAME: Record<CreatorPlatform, string> = { instagram: "Instagram", tiktok: "TikTok", youtube: "YouTube" };

function platformOf(brief: Brief): CreatorPlatform {
  const keys = new Set(brief.quantities.channels ?? []);
  const named = brief.details?.creator_platform;
  if (keys.has("tiktok") || named === "tiktok") return "tiktok";
  if (keys.has("youtube") || named === "youtube") return "youtube";
  return "instagram";
}

function tierOf(brief: Brief): { tier: Tier; stated: boolean } {
  const followers = brief.details?.followers;
  if (followers !== undefined) return { tier: TIER_BANDS.find(([, top]) => followers < top)![0], stated: true };
  const named = brief.details?.creator_tier;
  return named ? { tier: named, stated: true } : { tier: N.defaultTier, stated: false };
}

function tierName(t: Translate, tier: Tier): string {
  return {
    nano: t("nano (1k–10k followers)"),
    micro: t("micro (10k–50k followers)"),
    mid: t("mid-tier (50k–500k followers)"),
    macro: t("macro (500k–1M followers)"),
    mega: t("mega (1M+ followers)"),
  }[tier];
}

/**
 * An influencer campaign: creator fees per post by platform and follower tier (cited market rates),
 * the agency's sourcing, contracting, briefing and reporting per creator, and any stated paid
 * amplification as its own line with its funnel.
 */
export function influencerCampaignPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const card = rateCard(brief, t);
  const aroundWeeks = N.sourcingWeeks + N.productionWeeks + 1;
  const flight = flightOf(brief, t, aroundWeeks, N.defaultPostingWeeks);
  const money = readMoney(brief, flight.weeks);
  const platform = platformOf(brief);
  const { tier, stated: tierStated } = tierOf(brief);
  const rate = RATE_PER_POST[platform][tier];
  const perPost = usdTo(brief.currency, escalate(rate.value, rate.year));
  const posts = statedCount(brief, "posts") ?? N.postsPerCreator;
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const n = (v: number) => formatNumber(v, 0, brief.language);

  // Agency hours per creator, and a creator count: as stated, else what a stated budget pays for, else the default.
  const perCreatorHours =
    N.sourcingPerCreator + N.contractingPerCreator + N.reviewPerPost * posts + N.reportingPerCreator;
  const perCreatorCost = perCreatorHours * card.rate("influencerManager") + posts * perPost;
  const fixedHours = { strategy: N.strategyHours, reporting: N.reportingBase };
  const fixedCost = fixedHours.strategy * card.rate("strategist") + fixedHours.reporting * card.rate("analyst");
  const statedCreators = statedCount(brief, "creators");
  let creators = statedCreators ?? N.defaultCreators;
  let basis: "stated" | "budget" | "assumed" | "minimum" = statedCreators !== undefined ? "stated" : "assumed";
  const budgetLeft = money.total !== undefined ? money.total * 0.995 - fixedCost - (money.media ?? 0) : undefined;
  if (statedCreators === undefined && budgetLeft !== undefined) {
    // Risks add about a tenth to the creators' cost; the count is what the stated budget pays for after them.
    creators = Math.floor(budgetLeft / (perCreatorCost * 1.1));
    basis = "budget";
    if (creators < N.minimumCreators) {
      creators = N.minimumCreators;
      basis = "minimum";
    }
  }
  creators = Math.max(1, Math.round(creators));
  const totalPosts = creators * posts;
  const followers = creators * TIER_FOLLOWERS[tier];
  const creatorFees = totalPosts * perPost;

  const work = (name: string, role: MarketingRole, hours: number) => labour(card, name, role, hours);
  const sourcing = [
    work(t("Campaign strategy, creator brief and KPIs"), "strategist", fixedHours.strategy),
    work(
      t("Creator sourcing and vetting (audience, fake-follower and brand-safety checks): {{count}} creators", {
        count: n(creators),
      }),
      "influencerManager",
      N.sourcingPerCreator * creators,
    ),
    work(
      t("Negotiation and contracts: {{count}} creators", { count: n(creators) }),
      "influencerManager",
      N.contractingPerCreator * creators,
    ),
  ];
  const production = [
    work(
      t("Briefing and content review: {{count}} posts", { count: n(totalPosts) }),
      "influencerManager",
      N.reviewPerPost * totalPosts,
    ),
  ];
  const fees = pricedLine(
    t("Creator fees: {{count}} posts by {{tier}} creators on {{platform}}", {
      count: n(totalPosts),
      tier: tierName(t, tier),
      platform: PLATFORM_NAME[platform],
    }),
    {
      quantity: totalPosts,
      unit: t("post"),
      unitCost: Math.round(perPost * 100) / 100,
      source: t("{{source}}, CPI-U to {{year}}", { source: citation(rate), year: PRICE_YEAR }),
    },
    0.7,
    1.6,
  );
  const amplificationChannel = CHANNELS.find((c) => c.key === PLATFORM_CHANNEL[platform])!;
  const amplification: PlanTask[] =
    money.media !== undefined
      ? [
          fixedMediaLine(
            t("Paid amplification of creator posts: {{channel}}", {
              channel: channelLabel(t, amplificationChannel.key),
            }),
            Math.round(money.media),
            t("lump sum"),
            t("stated in the request"),
          ),
        ]
      : [];
  const spends = money.media !== undefined ? [{ channel: amplificationChannel, spend: Math.round(money.media) }] : [];
  const reporting = [
    work(
      t("Tracking links, codes and the campaign report"),
      "analyst",
      fixedHours.reporting + N.reportingPerCreator * creators,
    ),
  ];
  const risks = [
    {
      title: t("A creator misses the brief or posts late"),
      probability: 0.35,
      impact: 0.15 * creatorFees,
      delayWeeks: 1,
      mitigation: t(
        "Contract the brief, posting dates and one round of revisions; keep one or two reserve creators vetted.",
      ),
    },
    {
      title: t("Creator rates come in above the market midpoint"),
      probability: 0.3,
      impact: 0.2 * creatorFees,
      delayWeeks: 0,
      mitigation: t("Negotiate packages (several posts, usage rights) and keep a mix of tiers."),
    },
    {
      title: t("Undisclosed advertising or a brand-safety incident"),
      probability: 0.1,
      impact: 0.25 * creatorFees,
      delayWeeks: 1,
      mitigation: t("Require clear ad disclosure in every contract and vet each creator's past content."),
    },
  ];
  const contingency = contingencyOf(risks);
  const creatorNote = {
    stated: t("{{count}} creators, as stated.", { count: n(creators) }),
    budget: t("{{count}} creators: what the stated budget pays for after the agency's fees and a contingency.", {
      count: n(creators),
    }),
    assumed: t("{{count}} creators are assumed (none were stated).", { count: n(creators) }),
    minimum: t("{{count}} creators, the fewest worth a campaign.", { count: n(creators) }),
  }[basis];
  const minimumTotal = fixedCost + creators * perCreatorCost + contingency + (money.media ?? 0);

  return {
    domain: "marketing",
    method: t(
      "Creator fees are posts × the market rate per post for the platform and follower tier ({{source}}, escalated to {{year}} by CPI-U), with a wide range because rates are negotiated. The agency's sourcing, contracting, briefing and reporting are hours per creator and per post × role rates for {{place}}. Paid amplification, when stated, is its own line priced as given, with its funnel from the platform's benchmarks. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      { source: citation(rate), year: PRICE_YEAR, place: card.place.label },
    ),
    summary: t(
      "An influencer campaign with {{creators}} {{tier}} creators on {{platform}}: {{posts}} posts reaching up to {{followers}} followers, about {{fees}} of creator fees plus the agency's work.",
      {
        creators: n(creators),
        tier: tierName(t, tier),
        platform: PLATFORM_NAME[platform],
        posts: n(totalPosts),
        followers: n(followers),
        fees: m(creatorFees),
      },
    ),
    assumptions: [
      creatorNote,
      ...(tierStated
        ? []
        : [t("Micro creators (10k–50k followers) are assumed: no tier or follower count was stated.")]),
      t(
        "{{posts}} posts per creator; rates are per post and exclude usage rights beyond the creator's own channel, whitelisting and product seeding.",
        { posts: n(posts) },
      ),
      t("Reach is counted as the creators' followers; a post reaches only part of them."),
      flightSentence(t, flight, aroundWeeks, brief.language),
      ...(money.media !== undefined
        ? [
            t("The stated {{media}} of paid amplification is priced exactly as given, as its own line.", {
              media: m(money.media),
            }),
            ...funnelSentences(t, brief, spends),
          ]
        : []),
    ],
    termWeeks: flight.termWeeks,
    phases: [
      {
        name: t("Strategy and creator sourcing"),
        weeks: threePointWithMean(N.sourcingWeeks, 0.8, 1.5),
        tasks: sourcing,
      },
      {
        name: t("Content creation and approval"),
        weeks: threePointWithMean(N.productionWeeks, 0.8, 1.6),
        tasks: production,
      },
      {
        name: t("Posting window"),
        weeks: threePointWithMean(flight.runWeeks, 1, 1.2),
        tasks: [fees, ...amplification],
      },
      { name: t("Measurement and reporting"), weeks: threePointWithMean(1, 0.8, 1.5), tasks: reporting },
    ],
    roles: card.roles(["strategist", "influencerManager", "analyst"]),
    risks,
    metrics: {
      creators,
      tier,
      posts: totalPosts,
      followers_reached: followers,
      creator_fees: Math.round(creatorFees),
      rate_per_post: Math.round(perPost),
      cost_per_thousand_followers: followers > 0 ? Math.round((creatorFees / followers) * 1000 * 100) / 100 : 0,
      posting_weeks: flight.weeks,
      ...(spends.length > 0 ? mediaMetrics(spends, brief.currency) : {}),
    },
    questions: [
      t("Which platform and audience, and which follower tier or named creators do you have in mind?"),
      t(
        "Do you need usage rights (ads, website) or whitelisting beyond the creators' own posts? They usually add to the fee.",
      ),
      t("Will products be sent to creators, and at what cost? Seeding is not included."),
      t("Is there a budget to boost the best creator posts as ads? It would be priced as its own line."),
    ],
    constraintNotes: {
      ...(basis === "minimum" && money.total !== undefined
        ? {
            budgetFeasible: false,
            budget: t(
              "The stated budget of {{budget}} does not pay for the {{count}} creators a campaign needs with the agency's work: the smallest campaign worth running is about {{minimum}}. Within {{budget}}, use fewer posts, nano creators, or product seeding without fees.",
              { budget: m(money.total), count: n(creators), minimum: m(minimumTotal) },
            ),
          }
        : {}),
      ...(money.budgetIsMedia ? { budgetCovers: Math.round(money.media ?? 0) } : {}),
      ...(flight.deadlineFeasible ? {} : { deadline: flight.deadlineNote, deadlineFeasible: false }),
    },
  };
}
