import { cited } from "../../../reference/cited.js";
import { perM2, type RateTable } from "../shared/building.js";

/** Office buildings of 5–10 storeys, US national average, lower quartile / median / upper quartile ($185 / $240 / $330 per sq ft). */
export const OFFICE_RATES: RateTable = cited(
  { basic: perM2(185), standard: perM2(240), premium: perM2(330) },
  "RSMeans Square Foot Costs (Gordian), offices 5–10 storeys, lower quartile / median / upper quartile",
  2024,
);

/** A typical office of the square-foot models (about 80,000 sq ft). */
export const TYPICAL_OFFICE_M2 = 7_400;
