import type { CampaignNorms } from "../shared/campaign.js";

/**
 * Estimating norms for a paid campaign's work (hours), per channel and per week of flight. They are the
 * agency's own planning figures, stated in the method; the rates they are priced at are cited.
 */
export const PAID_NORMS: CampaignNorms = {
  strategyBase: 6,
  strategyPerChannel: 1.5,
  // Three variants per channel: the fewest that let the platforms' delivery pick winners.
  variantsPerChannel: 3,
  copyPerVariant: 1,
  designPerVariant: 2,
  videoPerVideoChannel: 16,
  setupPerChannel: 2.5,
  tracking: 5,
  reportingPerWeek: 0.75,
  finalReport: 2,
};

/** Weeks around the flight: strategy (1.5), creative and setup (2), reporting (1) and one for risks. */
export const AROUND_FLIGHT_WEEKS = 1.5 + 2 + 1 + 1;
