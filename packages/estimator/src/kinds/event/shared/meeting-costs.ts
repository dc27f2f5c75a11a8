import { locationIndex } from "../../../core/reference-data.js";
import { citation } from "../../../reference/cited.js";
import { usdNow } from "../../other/shared/figures.js";
import { CONFERENCE_COST_SHARES, DAY_DELEGATE_RATE } from "./reference.js";

type Share = keyof typeof CONFERENCE_COST_SHARES.value;

/**
 * Per-head costs of a meeting in US dollars of 2026 at the US-average level: the UK day-delegate rate
 * (room hire and day catering) taken back to the US average by the regional index, then split and
 * extended by the PCMA cost shares (each item = its share ÷ the share of room and catering × the rate).
 */
export function meetingCostPerHead(item: Share): number {
  const dayRate = usdNow(DAY_DELEGATE_RATE) / locationIndex("United Kingdom").factor;
  const shares = CONFERENCE_COST_SHARES.value;
  return (dayRate * shares[item]) / (shares.foodAndBeverage + shares.spaceRental);
}

/** The citation a per-head line shows: the day-delegate rate and the share that split it. */
export const MEETING_COST_SOURCE = `${citation(DAY_DELEGATE_RATE)}; ${citation(CONFERENCE_COST_SHARES)}`;
