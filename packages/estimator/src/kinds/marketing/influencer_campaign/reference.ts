import { cited, type Cited } from "../../../reference/cited.js";

export type Tier = "nano" | "micro" | "mid" | "macro" | "mega";
export type CreatorPlatform = "instagram" | "tiktok" | "youtube";

const IMH =
  "Influencer Marketing Hub, Influencer Rates: price per post by follower tier (midpoint of each band; the open top band at its floor)";

/** What a creator charges for one post, by platform and follower tier (USD). */
export const RATE_PER_POST: Record<CreatorPlatform, Record<Tier, Cited>> = {
  instagram: {
    nano: cited(55, `${IMH}, Instagram $10–100`, 2024),
    micro: cited(300, `${IMH}, Instagram $100–500`, 2024),
    mid: cited(2750, `${IMH}, Instagram $500–5,000`, 2024),
    macro: cited(7500, `${IMH}, Instagram $5,000–10,000`, 2024),
    mega: cited(10000, `${IMH}, Instagram $10,000+`, 2024),
  },
  tiktok: {
    nano: cited(15, `${IMH}, TikTok $5–25`, 2024),
    micro: cited(75, `${IMH}, TikTok $25–125`, 2024),
    mid: cited(687.5, `${IMH}, TikTok $125–1,250`, 2024),
    macro: cited(1875, `${IMH}, TikTok $1,250–2,500`, 2024),
    mega: cited(2500, `${IMH}, TikTok $2,500+`, 2024),
  },
  youtube: {
    nano: cited(110, `${IMH}, YouTube $20–200`, 2024),
    micro: cited(600, `${IMH}, YouTube $200–1,000`, 2024),
    mid: cited(5500, `${IMH}, YouTube $1,000–10,000`, 2024),
    macro: cited(15000, `${IMH}, YouTube $10,000–20,000`, 2024),
    mega: cited(20000, `${IMH}, YouTube $20,000+`, 2024),
  },
};

/** Followers of a typical creator in each tier (the middle of the tier's band; the open top band at its floor). */
export const TIER_FOLLOWERS: Record<Tier, number> = {
  nano: 5_500,
  micro: 30_000,
  mid: 275_000,
  macro: 750_000,
  mega: 1_000_000,
};

/** Tier bands in followers (Influencer Marketing Hub's tiers). */
export const TIER_BANDS: Array<[Tier, number]> = [
  ["nano", 10_000],
  ["micro", 50_000],
  ["mid", 500_000],
  ["macro", 1_000_000],
  ["mega", Infinity],
];

/** Estimating norms (hours per creator or post), stated in the method. */
export const INFLUENCER_NORMS = {
  defaultCreators: 10,
  defaultTier: "micro" as Tier,
  postsPerCreator: 2,
  /** The fewest creators worth a campaign: one weak post should not decide the result. */
  minimumCreators: 3,
  strategyHours: 8,
  sourcingPerCreator: 1.5,
  contractingPerCreator: 1.5,
  reviewPerPost: 1,
  reportingBase: 4,
  reportingPerCreator: 0.25,
  sourcingWeeks: 2,
  productionWeeks: 2.5,
  defaultPostingWeeks: 2,
} as const;

export const TIER_WORDS: Record<Tier, RegExp> = {
  nano: /\bnano\b|\bnano-/i,
  micro: /\bmicro\b|\bmicro-|\bmikro/i,
  mid: /\bmid[- ]?(tier|size|level)\b|\bmid-/i,
  macro: /\bmacro\b|\bmacro-|\bmakro/i,
  mega: /\b(mega|celebrit(y|ies)|celebridad(es)?|prominente|célébrités?|celebridades)\b/i,
};
