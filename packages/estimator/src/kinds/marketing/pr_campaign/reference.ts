import type { Brief } from "@scopewise/shared";

/**
 * Estimating norms for a PR campaign run as a retainer (hours), scaled by the reach of the media
 * targeted. They are the agency's planning figures, stated in the method; the rates are cited.
 */
export const PR_NORMS = {
  onboardingWeeks: 2,
  defaultMonths: 3,
  messagingHours: 8,
  mediaListHours: 12,
  pressKitHours: 6,
  pressKitDesignHours: 4,
  counselPerMonth: 8,
  outreachPerMonth: 24,
  pressReleasesPerMonth: 1,
  releaseWritingHours: 5,
  releaseApprovalHours: 1,
  spokespersonPrepPerMonth: 2,
  monitoringPerMonth: 3,
  /** Journalists and outlets on the media list at nominal reach. */
  mediaList: 60,
} as const;

/** How wide the media targeted is: trade or local press less work, national or tier-one more. */
export function mediaReach(brief: Brief): number {
  if (brief.complexity === "low") return 0.6;
  if (brief.complexity === "high") return 1.6;
  if (brief.details?.media_reach === "local") return 0.7;
  if (brief.details?.media_reach === "national") return 1.4;
  return 1;
}

export const PRESS_RELEASE_WORDS =
  "press releases?|news releases?|notas? de prensa|comunicados?(?: de prensa| de imprensa)?|pressemitteilungen|pressemitteilung|communiqués?(?: de presse)?";
