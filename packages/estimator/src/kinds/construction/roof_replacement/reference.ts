import { cited, type Cited } from "../../../reference/cited.js";
import type { Quality } from "../shared/types.js";

/**
 * Roof replacement, US national average job cost for 30 squares (3,000 sq ft of roof): tear-off to the
 * deck and new architectural asphalt shingles, or standing-seam metal; basic = 85 % of the asphalt job.
 */
export const ROOF_JOBS: Cited<Record<Quality, number>> = cited(
  { basic: 30_680 * 0.85, standard: 30_680, premium: 49_426 },
  "Remodeling 2024 Cost vs. Value Report (Zonda), roofing replacement: asphalt shingles / metal; basic = 85 % of asphalt",
  2024,
);

/** The Cost vs. Value roof: 3,000 sq ft. */
export const REFERENCE_ROOF_M2 = 278.7;

/** Share of a roofing job that does not grow with its area (mobilisation, skip, permit): a stated assumption. */
export const ROOF_FIXED_SHARE = 0.1;

/** A roof survey and specification, not a design: a stated rule of thumb. */
export const ROOF_SURVEY_FEE = { share: 0.02, source: "Rule of thumb: roof survey and specification about 2 % of the job" };
