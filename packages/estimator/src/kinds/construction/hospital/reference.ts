import { cited } from "../../../reference/cited.js";
import { perM2, type RateTable } from "../shared/building.js";

/** Hospitals, US national average, lower quartile / median / upper quartile ($350 / $450 / $590 per sq ft), medical equipment excluded. */
export const HOSPITAL_RATES: RateTable = cited(
  { basic: perM2(350), standard: perM2(450), premium: perM2(590) },
  "RSMeans Square Foot Costs (Gordian), hospitals, lower quartile / median / upper quartile",
  2024,
);

/** A typical hospital of the square-foot models (about 200,000 sq ft). */
export const TYPICAL_HOSPITAL_M2 = 18_600;

/** Gross floor area per bed when only beds are given: acute hospitals are about 100–130 m² per bed (rule of thumb). */
export const M2_PER_BED = 115;
