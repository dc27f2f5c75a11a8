import { cited } from "../../../reference/cited.js";

/**
 * How agencies charge, from public surveys and trade press: the media-management fee as a share of
 * spend, and the monthly retainer bands the models' fees are cross-checked against (USD a month).
 */
export const MANAGEMENT_FEE_SHARE = cited(
  0.15,
  "Search Engine Land, PPC Management Options: fees most commonly 10–20% of spend (midpoint)",
  2009,
);

/**
 * Media-buying hours a channel needs each week however small its spend (bids, budgets, search terms,
 * creative rotation): the floor under a percentage fee, which small accounts would otherwise not pay for.
 */
export const MANAGEMENT_FLOOR_HOURS_PER_CHANNEL_WEEK = 1;

/** SEO retainers: the monthly budget band SEO professionals most often work with. */
export const SEO_RETAINER_BAND = cited(
  { low: 1001, high: 5000 },
  "Search Engine Journal, State of SEO 2024: most common monthly SEO budget band (28.6% of respondents)",
  2024,
);

/** Search: Google's own guidance on when SEO shows results. */
export const SEO_RESULTS_MONTHS = cited(
  { low: 4, high: 12 },
  "Google Search Central, Do you need an SEO? (four months to a year to see benefit)",
  2024,
);
