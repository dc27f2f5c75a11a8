import type { Brief } from "@scopewise/shared";
import type { Pricing } from "../../other/shared/pricing.js";

/**
 * Specification level against the reference averages: a basic event uses simpler venues and menus, a
 * premium one the upper end of the same suppliers (judgement, around the surveys' spread of spend).
 */
export const QUALITY: Record<Brief["quality"], number> = { basic: 0.8, standard: 1, premium: 1.4 };

/** The specification level as a sentence names it. */
export function qualityWord(p: Pricing): string {
  return { basic: p.t("basic"), standard: p.t("standard"), premium: p.t("premium") }[p.brief.quality];
}
