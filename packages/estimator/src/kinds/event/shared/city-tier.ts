import { locationIndex } from "../../../core/reference-data.js";
import { citation } from "../../../reference/cited.js";
import { TIER_ONE_PREMIUM, TIER_THREE_DISCOUNT } from "./reference.js";

/** Gateway meeting cities, where venues and catering cost most. */
const TIER_ONE =
  /\b(london|paris|new york|nyc|manhattan|san francisco|boston|washington|los angeles|zurich|z[üu]rich|geneva|gen[eè]ve|singapore|tokyo|hong kong|dubai|sydney|amsterdam|copenhagen|stockholm|oslo|munich|m[üu]nchen)\b/i;
/** Secondary cities, where the same event costs less than the national average. */
const TIER_THREE =
  /\b(liverpool|leeds|bristol|newcastle|sheffield|nottingham|cardiff|glasgow|bordeaux|lille|toulouse|nantes|strasbourg|montpellier|rennes|dresden|leipzig|hanover|hannover|n[üu]rnberg|nuremberg|bremen|bologna|florence|firenze|turin|torino|naples|napoli|m[aá]laga|bilbao|zaragoza|alicante|granada|braga|coimbra|faro|aveiro|funchal|sacramento|albuquerque|boise|tulsa|omaha)\b/i;

export interface CityTier {
  tier: 1 | 2 | 3;
  /** Multiplier on the location's cost level for venues and catering. */
  factor: number;
  source: string;
}

/**
 * The city tier of a location. The regional cost index already prices some gateway cities above their
 * country, so tier one adds only what the index leaves out of the London premium.
 */
export function cityTier(location: string | undefined): CityTier {
  if (location && TIER_ONE.test(location)) {
    const london = locationIndex("London").factor / locationIndex("United Kingdom").factor;
    return { tier: 1, factor: Math.max(1, TIER_ONE_PREMIUM.value / london), source: citation(TIER_ONE_PREMIUM) };
  }
  if (location && TIER_THREE.test(location))
    return { tier: 3, factor: TIER_THREE_DISCOUNT.value, source: citation(TIER_THREE_DISCOUNT) };
  return { tier: 2, factor: 1, source: "" };
}
