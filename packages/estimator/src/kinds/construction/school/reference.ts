import { cited } from "../../../reference/cited.js";
import { perM2, type RateTable } from "../shared/building.js";

/** Schools (elementary to high school), US national average, lower quartile / median / upper quartile ($215 / $270 / $340 per sq ft). */
export const SCHOOL_RATES: RateTable = cited(
  { basic: perM2(215), standard: perM2(270), premium: perM2(340) },
  "RSMeans Square Foot Costs (Gordian), schools, lower quartile / median / upper quartile",
  2024,
);

/** A typical school of the square-foot models (about 65,000 sq ft). */
export const TYPICAL_SCHOOL_M2 = 6_000;

/**
 * Gross floor area per pupil when only the roll is given: about 7 m² (DfE Building Bulletin 103, 2014, area
 * guidelines for mainstream schools: roughly 6–8 m² gross per pupil), and about 28 pupils a classroom.
 */
export const M2_PER_PUPIL = 7;
export const PUPILS_PER_CLASSROOM = 28;
