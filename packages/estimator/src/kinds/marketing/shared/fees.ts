import { cited } from "../../../reference/cited.js";

/**
 * How agencies charge, from public surveys and trade press: the media-management fee as a share of
 * spend, and the monthly retainer bands the models' fees are cross-checked against (USD a month).
 */
export const MANAGEMENT_FEE_SHARE = cited(0.15, "Search Engine Land, PPC Management Options: fees most commonly 10–20% of spend (midpoint)", 2009);

/**
 * Media-buying hours a channel needs each week however small its spend (bids, budgets, search terms,
 * creative rotation): the floor under a percentage fee, which small accounts would otherwise not pay for.
 */
export const MANAGEMENT_FLOOR_HOURS_PER_CHANNEL_WEEK = 1.5;

/** SEO retainers: the band most US small businesses pay. */
export const SEO_RETAINER_BAND = cited({ low: 2501, high: 5000 }, "Backlinko, SEO Pricing survey of 1,200 businesses and 350+ agencies: most common US small-business monthly retainer", 2023);

/** Search: Google's own guidance on when SEO shows results. */
export const SEO_RESULTS_MONTHS = cited({ low: 4, high: 12 }, "Google Search Central, Do you need an SEO? (four months to a year to see benefit)", 2024);
