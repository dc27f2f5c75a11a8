import { cited, type Cited } from "../../../reference/cited.js";

/**
 * Architectural fees (engineering included) as a percentage of the construction cost, by building type
 * and project size in thousands of US dollars: RSMeans "Architectural Fees" reference table (Gordian,
 * Square Foot Costs), interpolated on the logarithm of the size. For alterations the table adds 50 % to the
 * fee on the first $500,000 and 25 % above it.
 */
const SIZES_THOUSAND_USD = [100, 250, 500, 1_000, 5_000, 10_000, 50_000];
export const ARCHITECT_FEES: Cited<Record<FeeClass, number[]>> = cited(
  {
    industrial: [9.0, 8.0, 7.0, 6.2, 5.3, 4.9, 4.5],
    commercial: [12.2, 12.3, 9.2, 8.0, 7.0, 6.6, 6.2],
    institutional: [15.0, 13.6, 12.7, 11.9, 9.5, 8.8, 8.0],
  },
  "RSMeans Square Foot Costs (Gordian), Architectural Fees table",
  2024,
);

/**
 * The fee classes of the table: factories, warehouses and repetitive housing; apartments, schools,
 * offices and municipal buildings; hospitals, homes, laboratories and research buildings.
 */
export type FeeClass = "industrial" | "commercial" | "institutional";

/** The fee share (0..1) for a construction cost in US dollars, with the table's uplift for alterations. */
export function architectFeeShare(feeClass: FeeClass, costUsd: number, alteration: boolean): number {
  const row = ARCHITECT_FEES.value[feeClass];
  const size = Math.max(
    SIZES_THOUSAND_USD[0]!,
    Math.min(SIZES_THOUSAND_USD[SIZES_THOUSAND_USD.length - 1]!, costUsd / 1000),
  );
  let i = 0;
  while (i < SIZES_THOUSAND_USD.length - 2 && size > SIZES_THOUSAND_USD[i + 1]!) i++;
  const [x0, x1] = [Math.log(SIZES_THOUSAND_USD[i]!), Math.log(SIZES_THOUSAND_USD[i + 1]!)];
  const share = (row[i]! + ((row[i + 1]! - row[i]!) * (Math.log(size) - x0)) / (x1 - x0)) / 100;
  if (!alteration) return share;
  const first = Math.min(costUsd, 500_000);
  return (share * (first * 1.5 + Math.max(0, costUsd - 500_000) * 1.25)) / Math.max(1, costUsd);
}

/**
 * How the design team's fee is spread over the stages: AIA customary split (schematic design 15 %,
 * design development 20 %, construction documents 40 %, bidding 5 %, construction administration 20 %).
 */
export const FEE_STAGES: Cited<{ design: number; procurement: number; construction: number }> = cited(
  { design: 0.75, procurement: 0.05, construction: 0.2 },
  "AIA customary fee split by phase (SD 15 %, DD 20 %, CD 40 %, bidding 5 %, CA 20 %)",
  2017,
);

/**
 * Design contingency by how far the design has got: a stated rule of thumb that falls as the design is
 * defined (concept → schematic → detailed), in line with the accuracy classes of AACE RP 18R-97.
 */
export const DESIGN_CONTINGENCY = { concept: 0.12, schematic: 0.08, detailed: 0.04 } as const;
export const DESIGN_CONTINGENCY_SOURCE =
  "Rule of thumb: 12 % concept, 8 % schematic, 4 % detailed design (cf. AACE RP 18R-97 classes)";

/**
 * Contractor's general conditions (preliminaries) and overhead & profit: RSMeans square-foot models add
 * about 25 % of contractor fees to the sub-total of the elements; split here as 13 % general conditions and
 * 10 % overhead and profit on top (1.13 × 1.10 ≈ 1.24).
 */
export const CONTRACTOR_MARKUPS: Cited<{ generalConditions: number; overheadProfit: number }> = cited(
  { generalConditions: 0.13, overheadProfit: 0.1 },
  "RSMeans Square Foot Costs (Gordian), contractor fees in the square-foot models (≈ 25 %)",
  2024,
);

/** Building permits and statutory fees as a share of construction value: municipal schedules on the valuation (rule of thumb). */
export const PERMIT_SOURCE =
  "Rule of thumb: municipal permit and plan-review fees of about 1–2 % of construction valuation (ICC Building Valuation Data basis)";
