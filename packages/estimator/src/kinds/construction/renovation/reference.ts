import { cited, type Cited } from "../../../reference/cited.js";
import type { RateTable } from "../shared/building.js";
import { APARTMENT_RATES } from "../apartment_block/reference.js";
import { HOSPITAL_RATES } from "../hospital/reference.js";
import { HOUSE_RATES } from "../house/reference.js";
import { OFFICE_RATES } from "../office/reference.js";
import { RETAIL_RATES } from "../retail/reference.js";
import { SCHOOL_RATES } from "../school/reference.js";
import { WAREHOUSE_RATES } from "../warehouse/reference.js";
import type { Quality } from "../shared/types.js";

/** The new-building unit cost of each building type a renovation may be of (houses when none is named). */
export const NEW_BUILD_RATES: Record<string, RateTable> = {
  house: HOUSE_RATES,
  residential: APARTMENT_RATES,
  office: OFFICE_RATES,
  school: SCHOOL_RATES,
  hospital: HOSPITAL_RATES,
  retail: RETAIL_RATES,
  warehouse: WAREHOUSE_RATES,
  industrial: WAREHOUSE_RATES,
};

/**
 * A renovation keeps the structure and most of the envelope: its cost per m² as a share of building the
 * same type new, by depth: a cosmetic refresh (basic), a full refurbishment with new services, kitchens
 * and bathrooms (standard), a gut renovation with reconfiguration (premium). A stated rule of thumb.
 */
export const RENOVATION_DEPTH: Cited<Record<Quality, number>> = cited(
  { basic: 0.3, standard: 0.55, premium: 0.8 },
  "Rule of thumb: renovation at 30 % / 55 % / 80 % of the new-build cost of the same type (cosmetic / full / gut)",
  2024,
);
