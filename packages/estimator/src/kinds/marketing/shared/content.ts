import { cited } from "../../../reference/cited.js";

/**
 * Content production norms. A blog post's writing time is the published average; the other hours per
 * piece are the agency's planning figures (stated in the method), priced at the cited role rates.
 */
export const ARTICLE_WRITING_HOURS = cited(
  4,
  "Orbit Media Studios, Annual Blogger Survey: average time to write a blog post (about four hours)",
  2023,
);
export const ARTICLE_WORDS = cited(
  1400,
  "Orbit Media Studios, Annual Blogger Survey: average blog post length (about 1,400 words)",
  2023,
);

/** Hours per piece besides the writing, by role. */
export const PIECE_HOURS = {
  /** Briefing, editing and sign-off of an article. */
  articleEditing: { strategist: 0.5 },
  /** Keyword brief and on-page optimisation of an article. */
  articleSeo: { seoSpecialist: 1 },
  /** Featured image and in-article graphics. */
  articleDesign: { designer: 1 },
  /** A short edited video (60–90 s) from supplied footage or screen recordings. */
  video: { videoProducer: 16, copywriter: 2 },
  /** A short vertical video (a reel, 15–30 s) cut and captioned from footage shot on site or supplied. */
  reel: { videoProducer: 3, copywriter: 0.5 },
  /** One social post with its graphic. */
  socialPost: { copywriter: 0.5, designer: 0.5 },
  /** One newsletter issue. */
  newsletter: { copywriter: 2, designer: 0.5 },
} as const;

/** Hours of writing for an article of a given length, in proportion to the survey's average post. */
export function writingHours(words: number): number {
  return (ARTICLE_WRITING_HOURS.value * words) / ARTICLE_WORDS.value;
}
