import type { CampaignNorms } from "../shared/campaign.js";

/**
 * Estimating norms for a paid campaign's work (hours), per channel and per week of flight. They are the
 * agency's own planning figures, stated in the method; the rates they are priced at are cited.
 */
export const PAID_NORMS: CampaignNorms = {
  strategyBase: 8,
  strategyPerChannel: 2,
  // Three variants per channel: the fewest that let the platforms' delivery pick winners.
  variantsPerChannel: 3,
  copyPerVariant: 1.5,
  designPerVariant: 2.5,
  videoPerVideoChannel: 16,
  setupPerChannel: 3,
  tracking: 6,
  reportingPerWeek: 1,
  finalReport: 3,
};

/** Weeks around the flight: strategy (1.5), creative and setup (2), reporting (1) and one for risks. */
export const AROUND_FLIGHT_WEEKS = 1.5 + 2 + 1 + 1;
