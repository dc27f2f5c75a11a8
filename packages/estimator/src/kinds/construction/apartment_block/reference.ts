import { cited } from "../../../reference/cited.js";
import { perM2, type RateTable } from "../shared/building.js";

/** Apartment buildings of 4–7 storeys, US national average, lower quartile / median / upper quartile ($165 / $210 / $285 per sq ft). */
export const APARTMENT_RATES: RateTable = cited(
  { basic: perM2(165), standard: perM2(210), premium: perM2(285) },
  "RSMeans Square Foot Costs (Gordian), apartments 4–7 storeys, lower quartile / median / upper quartile",
  2024,
);

/** A typical mid-rise block of the square-foot models (about 50,000 sq ft). */
export const TYPICAL_APARTMENT_BLOCK_M2 = 4_600;

/** Gross floor area per dwelling when only the count is given: about 70 m² net per flat at 82 % efficiency (rule of thumb). */
export const M2_PER_DWELLING = 85;
