import type { Translate } from "@scopewise/i18n";
import { cited, citation, type Cited } from "../../../reference/cited.js";
import { escalate } from "../../../reference/escalation.js";

/**
 * Paid-media benchmarks per channel: what a click (or a thousand impressions) costs, the click-through
 * rate and the click-to-conversion rate, each with its public source. Prices are escalated to
 * PRICE_YEAR by CPI-U; rates are used as published. Where no published conversion rate exists for a
 * channel, a named proxy is used and said so.
 */
interface ChannelSource {
  key: string;
  /** What is bought: a click (CPC) or a thousand impressions (CPM), in USD of the source's year. */
  price: { per: "click" | "thousand"; value: Cited };
  ctr: Cited;
  cvr: Cited;
  /** The platform's smallest daily budget, where it has one (USD). */
  minDaily?: Cited;
  /** Lead-generation channels are tested by conversions; reach channels by clicks. */
  leadGen: boolean;
  video: boolean;
  /** Share of a budget split across channels. */
  weight: number;
  keywords: RegExp;
}

const SEARCH_2024 = "WordStream by LocaliQ, Search Advertising Benchmarks (all industries)";
const META_2024 = "WordStream by LocaliQ, Facebook Ads Benchmarks (lead campaigns, all industries)";
const GDN = "WordStream, Google Ads Industry Benchmarks (Display Network, all industries)";
/** For channels without a published conversion rate: cold display traffic, the lowest-intent published rate. */
const COLD_TRAFFIC_CVR = cited(0.0077, `${GDN}; used as a proxy for cold social and video traffic`, 2019);

const SOURCES: ChannelSource[] = [
  {
    key: "meta",
    price: { per: "click", value: cited(1.88, META_2024, 2024) },
    ctr: cited(0.0253, META_2024, 2024),
    cvr: cited(0.0878, META_2024, 2024),
    minDaily: cited(1, "Meta Business Help Center, minimum daily budget for impression-billed ad sets", 2024),
    leadGen: true,
    video: false,
    weight: 3,
    keywords: /\b(instagram|facebook|meta|ig|fb)\b/i,
  },
  {
    key: "search",
    price: { per: "click", value: cited(4.66, SEARCH_2024, 2024) },
    ctr: cited(0.0642, SEARCH_2024, 2024),
    cvr: cited(0.0696, SEARCH_2024, 2024),
    leadGen: true,
    video: false,
    weight: 3,
    keywords: /\b(google ads|adwords|search ads|sem|ppc|google search|paid search)\b/i,
  },
  {
    key: "display",
    price: { per: "click", value: cited(0.63, GDN, 2019) },
    ctr: cited(0.0046, GDN, 2019),
    cvr: cited(0.0077, GDN, 2019),
    leadGen: false,
    video: false,
    weight: 1,
    keywords: /\b(display|banners?|programmatic)\b/i,
  },
  {
    key: "youtube",
    price: {
      per: "thousand",
      value: cited(3.53, "Social Media HQ, Three key YouTube ad statistics: average YouTube CPM", 2021),
    },
    ctr: cited(0.0045, "calc4marketers, Average CTR for YouTube ads: TrueView in-stream 0.3–0.6% (midpoint)", 2026),
    cvr: COLD_TRAFFIC_CVR,
    leadGen: false,
    video: true,
    weight: 1.5,
    keywords: /\b(youtube|video ads?)\b/i,
  },
  {
    key: "linkedin",
    price: { per: "click", value: cited(5.58, "Recotap, Ad Metrics Benchmarks: LinkedIn global CPC", 2024) },
    ctr: cited(0.0056, "The B2B House, LinkedIn Ad Benchmarks: sponsored content, single image", 2022),
    cvr: cited(
      0.06,
      "LinkedIn industry benchmarks (tech, AMER), via Yirla: lead-form completion 6–7% at the 'good' threshold",
      2025,
    ),
    minDaily: cited(10, "LinkedIn Marketing Solutions Help, minimum daily budget per campaign", 2024),
    leadGen: true,
    video: false,
    weight: 2,
    keywords: /\blinked ?in\b/i,
  },
  {
    key: "tiktok",
    price: {
      per: "click",
      value: cited(1.1, "Affect Group, TikTok Ads Traffic Benchmarks: average CPC $0.70–1.50 (midpoint)", 2026),
    },
    ctr: cited(0.009, "Affect Group, TikTok Ads Traffic Benchmarks: average CTR 0.6–1.2% (midpoint)", 2026),
    cvr: COLD_TRAFFIC_CVR,
    minDaily: cited(50, "TikTok Business Help Center, minimum campaign daily budget", 2023),
    leadGen: false,
    video: true,
    weight: 2,
    keywords: /\btik ?tok\b/i,
  },
  {
    key: "x",
    price: { per: "click", value: cited(0.38, "WebFX, How much does Twitter advertising cost: average CPC", 2023) },
    ctr: cited(0.01, "Influencer Marketing Hub, X click-through rates: promoted posts 1–5% (lower bound)", 2025),
    cvr: COLD_TRAFFIC_CVR,
    leadGen: false,
    video: false,
    weight: 1,
    keywords: /\b(twitter|x ads)\b/i,
  },
  {
    // Sponsored creator posts bought as reach: a micro creator's post price per thousand followers.
    key: "influencer",
    price: {
      per: "thousand",
      value: cited(
        10,
        "Influencer Marketing Hub, Influencer Rates: Instagram micro creators (10k–50k followers) $100–500 a post, midpoints ($300 per 30,000 followers)",
        2024,
      ),
    },
    ctr: cited(
      0.0157,
      "WordStream by LocaliQ, Facebook Ads Benchmarks (traffic campaigns): used as a proxy for feed posts",
      2024,
    ),
    cvr: COLD_TRAFFIC_CVR,
    leadGen: false,
    video: true,
    weight: 1.5,
    keywords: /\binfluencers?\b/i,
  },
  {
    key: "email",
    price: {
      per: "thousand",
      value: cited(1.25, "Brevo, Starter plan list price: $25 a month for 20,000 emails", 2023),
    },
    ctr: cited(0.0262, "Mailchimp, Email Marketing Benchmarks: average click rate, all industries", 2019),
    cvr: cited(0.0696, `${SEARCH_2024}: used as a proxy for warm, opted-in traffic`, 2024),
    leadGen: true,
    video: false,
    weight: 0.5,
    keywords: /\b(email|e-mail|newsletter|mailchimp)\b/i,
  },
];

export interface ChannelBenchmark {
  key: string;
  /** The channel's name in English (`channelLabel` says it in the request's language). */
  label: string;
  /** Cost per thousand impressions (USD, PRICE_YEAR). */
  cpm: number;
  /** Cost per click (USD, PRICE_YEAR). */
  cpc: number;
  ctr: number;
  cvr: number;
  /** The platform's smallest daily budget (USD), 0 where it has none. */
  minDailyUsd: number;
  leadGen: boolean;
  video: boolean;
  weight: number;
  keywords: RegExp;
  /** "Source (year)" of the price, CTR and conversion rate. */
  sources: string;
}

function benchmark(s: ChannelSource): ChannelBenchmark {
  const price = escalate(s.price.value.value, s.price.value.year);
  const cpm = s.price.per === "thousand" ? price : price * s.ctr.value * 1000;
  const cpc = s.price.per === "click" ? price : price / (s.ctr.value * 1000);
  const sources = [...new Set([s.price.value, s.ctr, s.cvr].map(citation))].join("; ");
  return {
    key: s.key,
    label: channelLabel((english) => english, s.key),
    cpm,
    cpc,
    ctr: s.ctr.value,
    cvr: s.cvr.value,
    minDailyUsd: s.minDaily?.value ?? 0,
    leadGen: s.leadGen,
    video: s.video,
    weight: s.weight,
    keywords: s.keywords,
    sources,
  };
}

export const CHANNELS: ChannelBenchmark[] = SOURCES.map(benchmark);

/** The channels named in a text, in the table's order. */
export function channelsIn(text: string): ChannelBenchmark[] {
  return CHANNELS.filter((c) => c.keywords.test(text));
}

/** Impressions, clicks and conversions a spend (USD) buys on a channel. */
export function funnel(
  spend: number,
  channel: Pick<ChannelBenchmark, "cpm" | "ctr" | "cvr">,
): { impressions: number; clicks: number; conversions: number } {
  const impressions = (spend / channel.cpm) * 1000;
  const clicks = impressions * channel.ctr;
  return { impressions, clicks, conversions: clicks * channel.cvr };
}

export function channelLabel(t: Translate, key: string): string {
  const labels: Record<string, string> = {
    search: t("Google Search ads"),
    meta: t("Instagram and Facebook ads"),
    linkedin: t("LinkedIn ads"),
    tiktok: t("TikTok ads"),
    youtube: t("YouTube video ads"),
    display: t("Display network"),
    x: t("X (Twitter) ads"),
    influencer: t("Influencer partnerships"),
    email: t("Email campaigns"),
  };
  return labels[key] ?? key;
}
