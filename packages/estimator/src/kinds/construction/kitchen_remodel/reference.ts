import { cited } from "../../../reference/cited.js";
import type { DomesticJobs } from "../shared/domestic.js";

/**
 * Kitchen remodels. US: national average job cost (labour, materials, subcontractors, contractor's overhead
 * and profit) of a 200 sq ft kitchen, minor midrange / major midrange / major upscale remodel. UK: typical
 * supply-and-fit prices of a new kitchen of about 10 m², budget / mid-range / high-end.
 */
export const KITCHEN_JOBS: DomesticJobs = {
  us: cited(
    { basic: { cost: 27_492, m2: 18.6 }, standard: { cost: 79_982, m2: 18.6 }, premium: { cost: 158_530, m2: 18.6 } },
    "Remodeling 2024 Cost vs. Value Report (Zonda), minor midrange / major midrange / major upscale kitchen remodel",
    2024,
  ),
  uk: cited(
    { basic: { cost: 7_000, m2: 10 }, standard: { cost: 15_000, m2: 10 }, premium: { cost: 30_000, m2: 10 } },
    "Checkatrade cost guide, new kitchen (supply and fit), budget / mid-range / high-end",
    2024,
  ),
};

/** Share of a kitchen job that does not grow with its area (appliances, sink, design, mobilisation): a stated assumption. */
export const KITCHEN_FIXED_SHARE = 0.4;

/** Kitchen and bath design: NKBA budget guidance puts design at about 4 % of the budget. */
export const KITCHEN_BATH_DESIGN_FEE = {
  share: 0.04,
  source: "NKBA budget allocation guidance (design fees about 4 %)",
};
