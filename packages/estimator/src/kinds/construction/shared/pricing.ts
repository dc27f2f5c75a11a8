import type { Brief } from "@scopewise/shared";
import { locationIndex, usdTo, type LocationIndex } from "../../../core/reference-data.js";
import { architectFeeShare, ARCHITECT_FEES, DESIGN_CONTINGENCY, FEE_STAGES } from "./fees.js";
import { midpointEscalation, toPriceYear } from "./indices.js";
import { startsAtConstruction } from "./contract-start.js";
import { programme, weeksToMidpoint, type Programme } from "./schedule.js";
import type { KindSpec } from "./types.js";
import { citation } from "../../../reference/cited.js";

/** The figures a kind's estimate is built from, priced once and shared by the lines, the text and the checks. */
export interface Pricing {
  location: LocationIndex;
  /** US-average unit cost per m² in PRICE_YEAR US dollars, with the kind's adjustments. */
  usdPerM2: number;
  /** Contract cost per m² at the site, in the brief's currency, at the price date. */
  rate: number;
  /** Contract cost (elements, general conditions, overhead and profit) at the price date. */
  construction: number;
  /** The same building at US-average prices, in USD millions: what durations are read from. */
  costUsdMillions: number;
  programme: Programme;
  /** Share added by escalation to the midpoint of construction. */
  escalation: number;
  feeShare: number;
  feeSource: string;
  /** The work starts at construction (see `startsAtConstruction`). */
  contractStart: boolean;
  /** Starting at construction, the contractor designs as the work proceeds (design and build): its fees stay. */
  designInContract: boolean;
  contingency: number;
  maturity: keyof typeof DESIGN_CONTINGENCY;
}

export function priceKind(brief: Brief, spec: KindSpec): Pricing {
  const location = locationIndex(brief.location);
  const adjustment = spec.adjustments.reduce((f, a) => f * a.factor, 1);
  const usdPerM2 = toPriceYear(spec.rate.value, spec.rate.year) * adjustment;
  const localUsdPerM2 = usdPerM2 * location.construction;
  const rate = usdTo(brief.currency, localUsdPerM2);
  const costUsdMillions = (spec.area.m2 * usdPerM2) / 1e6;
  const contractStart = startsAtConstruction(brief, spec);
  const designInContract = contractStart && spec.startsAtContract === true && brief.design_maturity !== "detailed";
  const plan = programme(spec, costUsdMillions, brief.design_maturity === "detailed", contractStart);
  const fee =
    "feeClass" in spec.designFee
      ? {
          share: architectFeeShare(spec.designFee.feeClass, spec.area.m2 * localUsdPerM2, spec.alteration),
          source: citation(ARCHITECT_FEES),
        }
      : spec.designFee;
  const maturity = brief.design_maturity ?? "concept";
  return {
    location,
    usdPerM2,
    rate,
    construction: spec.area.m2 * rate,
    costUsdMillions,
    programme: plan,
    escalation: midpointEscalation(weeksToMidpoint(plan) / 52),
    // A contractor's quote has no design team to pay, unless the contractor designs and builds.
    feeShare: contractStart && !designInContract ? 0 : fee.share,
    contractStart,
    designInContract,
    feeSource: fee.source,
    contingency: DESIGN_CONTINGENCY[maturity],
    maturity,
  };
}

/** What one m² costs all in (contract, escalation, fees, permits, design contingency), before specific risks. */
export function allInRate(p: Pricing, spec: KindSpec): number {
  const escalated = 1 + p.escalation;
  // With the design done, neither its fees nor the permit are part of the price (as the engine's phases).
  const designDone = p.programme.design === 0;
  const feeShare = designDone && !p.designInContract ? p.feeShare * (1 - FEE_STAGES.value.design) : p.feeShare;
  return p.rate * (escalated + (designDone ? 0 : spec.permitShare) + escalated * (feeShare + p.contingency));
}
