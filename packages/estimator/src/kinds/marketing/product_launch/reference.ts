import type { CampaignNorms } from "../shared/campaign.js";
import { PAID_NORMS } from "../paid_campaign/reference.js";

/**
 * Estimating norms for a product launch (hours): positioning, launch assets and press work around a
 * paid launch flight priced like a paid campaign. They are the agency's planning figures, stated in
 * the method; the rates are cited.
 */
export const LAUNCH_NORMS = {
  positioningHours: 12,
  launchPlanHours: 6,
  landingCopyHours: 8,
  landingDesignHours: 10,
  launchVideoHours: 24,
  launchVideoScriptHours: 4,
  pressReleaseHours: 5,
  pressApprovalHours: 2,
  pressKitHours: 6,
  pressKitDesignHours: 4,
  outreachHours: 16,
  defaultFlightWeeks: 6,
} as const;

/** The launch's paid media is built like a paid campaign's, with more strategy up front. */
export const LAUNCH_CAMPAIGN_NORMS: CampaignNorms = { ...PAID_NORMS, strategyBase: 4 };

/** Weeks around the launch flight: strategy (2), assets and press (3), reporting (1) and one for risks. */
export const AROUND_LAUNCH_WEEKS = 2 + 3 + 1 + 1;
