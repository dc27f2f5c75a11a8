import { channelsIn } from "../../kinds/marketing/shared/channels.js";
import { PIECE_WORDS } from "../../kinds/marketing/content_marketing/reference.js";
import { PRESS_RELEASE_WORDS } from "../../kinds/marketing/pr_campaign/reference.js";
import { TIER_WORDS, type Tier } from "../../kinds/marketing/influencer_campaign/reference.js";
import { detail, type DetailReadings, type RequestText } from "./detail.js";
import { moneyFor } from "./money-mentions.js";
import { countIn, mentions } from "./piece-counts.js";
import { statedDateIn } from "../stated-date.js";

const CREATOR_WORDS =
  "influencers?|creators?|creadores?|influencias|influenceurs?|influenceuses?|créateurs?|criadores?|influenciadores?|kreatoren|content creators?";
/** The recurring pieces a marketing request counts, by the words that name each. */
export const PIECES = {
  ...PIECE_WORDS,
  seo_articles: "articles?|blog ?posts?|posts|artículos?|artikel|beiträge|artigos?|billets",
  press_releases: PRESS_RELEASE_WORDS,
  posts: "posts?|videos?|reels?|publicaciones|beiträge|publications|publicações",
  creators: `(?:nano|micro|mid-tier|macro|mega)?-?\\s?(?:${CREATOR_WORDS})`,
} as const;
const CONTENT_PIECES = ["articles", "videos", "reels", "social", "newsletters"] as const;
/**
 * When the request names a social network, bare "posts" are social posts, not blog
 * articles: the same pieces read in that context.
 */
const ARTICLE_ONLY = "articles?|blog ?posts?|artículos?|artikel|blogartikel|artigos?|billets|articoli|artikelen";
const SOCIAL_CONTEXT_PIECES = {
  ...PIECES,
  articles: ARTICLE_ONLY,
  seo_articles: ARTICLE_ONLY,
  social: `${PIECE_WORDS.social}|posts?|beiträge|publicaciones|publications|publicações|pubblicazioni|berichten`,
} as const;
/** The channels whose organic content is social posts (the media plan's own channel reading). */
const SOCIAL_CHANNELS: ReadonlySet<string> = new Set(["meta", "tiktok", "linkedin", "x", "youtube"]);

const COUNT = String.raw`(\d+(?:[.,]\d+)?)\s*(k|m|thousand|million|mil|tsd\.?|mio\.?)?`;
/** "50k followers", "10k–50k abonnés", "entre 10 y 50 mil seguidores": a follower count or band. */
const FOLLOWERS = new RegExp(
  `${COUNT}(?:\\s*(?:[–-]|to|a|à|bis|até|y|e|et|and)\\s*${COUNT})?\\s*(?:followers|seguidores|follower|abonnés|abonnes|abonnenten|follower\\p{L}*)`,
  "iu",
);
const LOCAL_PRESS = /\b(local|regional|trade press|trade media|prensa local|lokal|presse locale|imprensa local)\b/i;
const NATIONAL_PRESS =
  /\b(national|nationwide|tier[- ]?one|tier[- ]?1|international|global|nacional|internacional|bundesweit|nationale?|internationale?)\b/i;
const LOCAL_SEARCH = /\b(local|near me|one city|local seo|lokal|locale?s?|regional)\b/i;
const NATIONAL_SEARCH =
  /\b(national|international|enterprise|e-?commerce|online shop|nacional|internacional|national|bundesweit|international)\b/i;
const ARTICLE_LENGTH = /(\d[\d,.]*)[\s-]*(?:words|palabras|wörter|mots|palavras)\b/i;

function followerCount(value: string | undefined, unit: string | undefined, fallbackUnit?: string): number {
  const scaleWord = unit ?? fallbackUnit ?? "";
  const scale = /^(m|million|mio\.?)$/i.test(scaleWord) ? 1e6 : /^(k|thousand|mil|tsd\.?)$/i.test(scaleWord) ? 1e3 : 1;
  return Number((value ?? "0").replace(",", ".")) * scale;
}

/** The creators' reach: a stated follower count (a band at its geometric middle; "10 to 50k" shares the upper unit). */
function followers(summary: string): DetailReadings["followers"] {
  const m = FOLLOWERS.exec(summary);
  if (!m?.[1]) return undefined;
  const high = m[3] ? followerCount(m[3], m[4]) : undefined;
  const low = followerCount(m[1], m[2], m[3] ? m[4] : undefined);
  return detail(high !== undefined && high > low ? Math.sqrt(low * high) : low, m[0], 0.9);
}

function scope(local: RegExp, national: RegExp, summary: string): Required<DetailReadings>["media_reach"] | undefined {
  const near = local.exec(summary);
  if (near) return detail("local", near[0], 0.7);
  const far = national.exec(summary);
  return far ? detail("national", far[0], 0.7) : undefined;
}

/** What a marketing request says about its channels, creators, pieces, reach and money. */
export function marketingDetails(request: RequestText): DetailReadings {
  const { summary } = request;
  const channels = channelsIn(summary).map((c) => c.key);
  const platform = /\btik ?tok\b/i.exec(summary) ?? /\byoutube\b/i.exec(summary);
  const tier = (Object.keys(TIER_WORDS) as Tier[]).find((t) => TIER_WORDS[t].test(summary));
  const social = channels.some((c) => SOCIAL_CHANNELS.has(c)) || mentions(summary, PIECE_WORDS.reels);
  const words = social ? SOCIAL_CONTEXT_PIECES : PIECES;
  const pieces = Object.fromEntries(
    (Object.keys(words) as Array<keyof typeof PIECES>).flatMap((piece) => {
      const found = countIn(summary, words[piece]);
      return found ? [[piece, found] as const] : [];
    }),
  );
  const named = CONTENT_PIECES.filter((piece) => mentions(summary, words[piece]));
  const length = ARTICLE_LENGTH.exec(summary);
  const articleWords = Number(length?.[1]?.replace(/[,.]/g, ""));
  const money = moneyFor(summary);
  const date = statedDateIn(summary);
  return {
    channels_named: channels.length > 0 ? detail(channels, summary.slice(0, 120), 0.8) : undefined,
    creator_platform: platform
      ? detail(/you/i.test(platform[0]) ? ("youtube" as const) : ("tiktok" as const), platform[0], 0.9)
      : undefined,
    followers: followers(summary),
    creator_tier: tier ? detail(tier, tier, 0.7) : undefined,
    pieces: Object.keys(pieces).length > 0 ? detail(pieces, summary.slice(0, 120), 0.8) : undefined,
    pieces_named: named.length > 0 ? detail([...named], summary.slice(0, 120), 0.7) : undefined,
    article_words: length && articleWords ? detail(articleWords, length[0], 0.9) : undefined,
    media_reach: scope(LOCAL_PRESS, NATIONAL_PRESS, summary),
    search_scope: scope(LOCAL_SEARCH, NATIONAL_SEARCH, summary),
    money: money.length > 0 ? detail(money, money.map((m) => m.words).join("; "), 0.85) : undefined,
    stated_date: date ? detail(date.words, date.words, 0.8) : undefined,
  };
}
