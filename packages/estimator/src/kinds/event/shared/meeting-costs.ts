import { locationIndex } from "../../../core/reference-data.js";
import { citation } from "../../../reference/cited.js";
import { usdNow } from "../../other/shared/figures.js";
import { CONFERENCE_COST_SHARES, VENUE_REVENUE_PER_DELEGATE } from "./reference.js";

type Share = keyof typeof CONFERENCE_COST_SHARES.value;

/**
 * Per-head costs of a meeting day in US dollars of 2026 at the US-average level: what UK venues take per
 * delegate (room hire, catering and AV) taken back to the US average by the regional index, then split and
 * extended by the PCMA cost shares (each item = its share ÷ the venue's shares × the venue's take).
 */
export function meetingCostPerHead(item: Share): number {
  const venueTake = usdNow(VENUE_REVENUE_PER_DELEGATE) / locationIndex("United Kingdom").factor;
  const shares = CONFERENCE_COST_SHARES.value;
  return (venueTake * shares[item]) / (shares.foodAndBeverage + shares.spaceRental + shares.audiovisual);
}

/** The citation a per-head line shows: the venues' take per delegate and the shares that split it. */
export const MEETING_COST_SOURCE = `${citation(VENUE_REVENUE_PER_DELEGATE)}; ${citation(CONFERENCE_COST_SHARES)}`;
