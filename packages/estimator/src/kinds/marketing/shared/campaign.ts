import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import type { PlanRisk, PlanTask } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import type { ChannelBenchmark } from "./channels.js";
import { MANAGEMENT_FEE_SHARE, MANAGEMENT_FLOOR_HOURS_PER_CHANNEL_WEEK } from "./fees.js";
import { labour } from "./plan-kit.js";
import type { MarketingRole, RateCard } from "./roles.js";

/** Hours of a paid campaign's work per channel and per week (estimating norms, stated in the method). */
export interface CampaignNorms {
  strategyBase: number;
  strategyPerChannel: number;
  variantsPerChannel: number;
  copyPerVariant: number;
  designPerVariant: number;
  /** One edited video per video channel. */
  videoPerVideoChannel: number;
  setupPerChannel: number;
  tracking: number;
  reportingPerWeek: number;
  finalReport: number;
}

interface Work {
  name: string;
  role: MarketingRole;
  hours: number;
}

export interface CampaignWork {
  strategy: PlanTask[];
  creative: PlanTask[];
  setup: PlanTask[];
  reporting: PlanTask[];
  /** Expected cost of each group, for the risks and the budget split. */
  cost: { strategy: number; creative: number; setup: number; reporting: number };
  roles: MarketingRole[];
  hasVideo: boolean;
}

/** How much creative a quality level asks for (variants and polish). */
export const QUALITY_SCALE = { basic: 0.75, standard: 1, premium: 1.5 } as const;

/** The agency's work on a paid campaign: strategy, creative per channel, set-up, and reporting through the flight. */
export function campaignWork(
  brief: Brief,
  t: Translate,
  card: RateCard,
  channels: readonly ChannelBenchmark[],
  weeks: number,
  norms: CampaignNorms,
): CampaignWork {
  const n = channels.length;
  const quality = QUALITY_SCALE[brief.quality];
  const variants = Math.max(1, Math.round(norms.variantsPerChannel * quality)) * n;
  const videos = channels.filter((c) => c.video).length;
  const group = (items: Work[]) => items.filter((w) => w.hours > 0);
  const strategy = group([
    {
      name: t("Campaign strategy, audiences and media plan"),
      role: "strategist",
      hours: norms.strategyBase + norms.strategyPerChannel * n,
    },
  ]);
  const creative = group([
    {
      name: t("Ad copy: {{count}} variants", { count: variants }),
      role: "copywriter",
      hours: norms.copyPerVariant * variants,
    },
    {
      name: t("Static and carousel creative: {{count}} variants", { count: variants }),
      role: "designer",
      hours: norms.designPerVariant * variants,
    },
    {
      name: t("Video production and editing: {{count}} videos", { count: videos }),
      role: "videoProducer",
      hours: norms.videoPerVideoChannel * videos * quality,
    },
  ]);
  const setup = group([
    {
      name: t("Campaign setup: accounts, audiences and ads built"),
      role: "mediaBuyer",
      hours: norms.setupPerChannel * n,
    },
    { name: t("Tracking setup: pixels, conversion events and UTMs"), role: "analyst", hours: norms.tracking },
  ]);
  const reporting = group([
    {
      name: t("Reporting and insights: weekly results and a final report"),
      role: "analyst",
      hours: norms.reportingPerWeek * weeks + norms.finalReport,
    },
  ]);
  const cost = (items: Work[]) => items.reduce((s, w) => s + w.hours * card.rate(w.role), 0);
  const tasks = (items: Work[]) => items.map((w) => labour(card, w.name, w.role, w.hours));
  return {
    strategy: tasks(strategy),
    creative: tasks(creative),
    setup: tasks(setup),
    reporting: tasks(reporting),
    cost: { strategy: cost(strategy), creative: cost(creative), setup: cost(setup), reporting: cost(reporting) },
    roles: [...strategy, ...creative, ...setup, ...reporting].map((w) => w.role).concat("mediaBuyer"),
    hasVideo: videos > 0,
  };
}

/** The management fee: a share of the media, but never less than the media buyer's weekly hours per channel. */
export function managementFee(card: RateCard, channels: number, weeks: number): (media: number) => number {
  const floor = MANAGEMENT_FLOOR_HOURS_PER_CHANNEL_WEEK * channels * weeks * card.rate("mediaBuyer");
  return (media) => Math.max(MANAGEMENT_FEE_SHARE.value * media, floor);
}

/** The management fee as its own line (per week of flight), saying whether the share or the floor set it. */
export function managementLine(
  brief: Brief,
  t: Translate,
  card: RateCard,
  channels: number,
  weeks: number,
  media: number,
): PlanTask {
  const fee = managementFee(card, channels, weeks)(media);
  const byShare = MANAGEMENT_FEE_SHARE.value * media >= fee;
  const source = byShare
    ? t("{{share}}% of media spend ({{source}})", {
        share: formatNumber(MANAGEMENT_FEE_SHARE.value * 100, 0, brief.language),
        source: citation(MANAGEMENT_FEE_SHARE),
      })
    : t("floor: {{hours}} h of media buying per channel a week at {{rate}} an hour (above {{share}}% of media spend)", {
        hours: formatNumber(MANAGEMENT_FLOOR_HOURS_PER_CHANNEL_WEEK, 1, brief.language),
        rate: formatMoney(card.rate("mediaBuyer"), brief.currency, brief.language),
        share: formatNumber(MANAGEMENT_FEE_SHARE.value * 100, 0, brief.language),
      });
  const perWeek = Math.round((fee / weeks) * 100) / 100;
  return {
    name: t("Media management fee: buying, bids and optimisation"),
    basis: { quantity: weeks, unit: t("week"), unitCost: perWeek, source },
    cost: { optimistic: perWeek * weeks, likely: perWeek * weeks, pessimistic: perWeek * weeks },
  };
}

/**
 * A campaign's risks. Their costs are rework of the agency's own work; the auction risk costs money
 * only when the spend is a recommendation (a stated spend is capped and buys fewer leads instead).
 */
export function campaignRisks(t: Translate, work: CampaignWork, recommendedMedia: number): PlanRisk[] {
  return [
    {
      title: t("Creative underperforms and needs a second round"),
      probability: 0.35,
      impact: 0.5 * work.cost.creative,
      delayWeeks: 1,
      mitigation: t(
        "Launch with several variants per channel, move budget to the winners weekly and keep a second round of creative in reserve.",
      ),
    },
    {
      title: t("Tracking or attribution gaps delay optimisation"),
      probability: 0.25,
      impact: 0.5 * (work.cost.setup + work.cost.reporting),
      delayWeeks: 0.5,
      mitigation: t(
        "Install and test pixels, conversion API and UTM conventions before launch; reconcile platform and analytics figures in week one.",
      ),
    },
    {
      title: t("Ad rejections or account restrictions"),
      probability: 0.2,
      impact: 0.5 * work.cost.setup,
      delayWeeks: 1,
      mitigation: t("Check creative against each platform's policies and verify the business accounts before launch."),
    },
    {
      title: t("Auction prices rise (season, competition): fewer leads for the same spend"),
      probability: 0.3,
      impact: 0.1 * recommendedMedia,
      delayWeeks: 0,
      mitigation:
        recommendedMedia > 0
          ? t("Avoid peak-season starts, cap bids and hold a tenth of the spend back to keep the lead forecast.")
          : t(
              "The stated spend is a cap: the forecast leads fall instead; cap bids and move spend to the cheapest channel per lead.",
            ),
    },
  ];
}
