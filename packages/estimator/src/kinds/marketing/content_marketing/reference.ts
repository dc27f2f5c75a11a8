/**
 * Estimating norms for a content-marketing retainer: default monthly volumes when the request states
 * none, and the onboarding work (hours). Piece-level hours are in shared/content.ts with their source.
 */
export const CONTENT_NORMS = {
  onboardingWeeks: 2,
  defaultMonths: 6,
  articlesPerMonth: 4,
  videosPerMonth: 1,
  socialPostsPerMonth: 12,
  newslettersPerMonth: 2,
  planningHours: 3,
  reportingHours: 2,
  strategyHours: 12,
  topicResearchHours: 6,
  guidelinesCopyHours: 4,
  guidelinesDesignHours: 4,
} as const;

/** Words in the request that ask for each kind of piece (five languages). */
export const PIECE_WORDS = {
  articles: "articles?|blog ?posts?|posts|artículos?|artikel|blogartikel|beiträge|artigos?|billets",
  videos: "videos?|vídeos?|vidéos?",
  reels: "reels?|shorts|tiktoks?",
  social:
    "social(?: media)? posts?|posts? (?:on|for) social|publicaciones|redes sociales|social-media-posts?|beiträge für soziale|réseaux sociaux|publicações|redes sociais",
  newsletters: "newsletters?|e-?mail newsletters?|boletines?|boletins?|lettres? d'information",
} as const;
