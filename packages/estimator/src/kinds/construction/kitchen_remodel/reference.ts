import { cited, type Cited } from "../../../reference/cited.js";
import type { Quality } from "../shared/types.js";

/**
 * Kitchen remodels, US national average job cost (labour, materials, subcontractors, contractor's overhead and
 * profit) for a 200 sq ft kitchen: minor midrange / major midrange / major upscale remodel.
 */
export const KITCHEN_JOBS: Cited<Record<Quality, number>> = cited(
  { basic: 27_492, standard: 79_982, premium: 158_530 },
  "Remodeling 2024 Cost vs. Value Report (Zonda), minor midrange / major midrange / major upscale kitchen remodel",
  2024,
);

/** The Cost vs. Value kitchen: 200 sq ft. */
export const REFERENCE_KITCHEN_M2 = 18.6;

/** Share of a kitchen job that does not grow with its area (appliances, sink, design, mobilisation): a stated assumption. */
export const KITCHEN_FIXED_SHARE = 0.4;

/** Kitchen and bath design: NKBA budget guidance puts design at about 4 % of the budget. */
export const KITCHEN_BATH_DESIGN_FEE = { share: 0.04, source: "NKBA budget allocation guidance (design fees about 4 %)" };
