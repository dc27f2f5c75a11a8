import { cited } from "../../../reference/cited.js";
import { perM2, type RateTable } from "../shared/building.js";

/** Retail stores, US national average, lower quartile / median / upper quartile ($110 / $150 / $215 per sq ft). */
export const RETAIL_RATES: RateTable = cited(
  { basic: perM2(110), standard: perM2(150), premium: perM2(215) },
  "RSMeans Square Foot Costs (Gordian), retail stores, lower quartile / median / upper quartile",
  2024,
);

/** A typical store of the square-foot models (about 20,000 sq ft). */
export const TYPICAL_RETAIL_M2 = 1_900;
