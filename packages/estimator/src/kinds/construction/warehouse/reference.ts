import { cited } from "../../../reference/cited.js";
import { perM2, type RateTable } from "../shared/building.js";

/**
 * Warehouses, US national average, total contract cost per m² (contractor's fees included, architect's
 * fees and land excluded): lower quartile / median / upper quartile of the RSMeans square-foot costs
 * ($85 / $115 / $165 per sq ft).
 */
export const WAREHOUSE_RATES: RateTable = cited(
  { basic: perM2(85), standard: perM2(115), premium: perM2(165) },
  "RSMeans Square Foot Costs (Gordian), warehouses, lower quartile / median / upper quartile",
  2024,
);

/** The typical warehouse of the square-foot models (25,000 sq ft), for the size modifier and durations. */
export const TYPICAL_WAREHOUSE_M2 = 2_300;
