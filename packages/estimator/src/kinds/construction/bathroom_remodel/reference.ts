import { cited, type Cited } from "../../../reference/cited.js";
import type { Quality } from "../shared/types.js";

/**
 * Bathroom remodels, US national average job cost: the midrange remodel of a 5×7 ft (35 sq ft) bathroom, and
 * the upscale remodel that enlarges one to 100 sq ft; a basic refresh is taken as 65 % of the midrange job.
 */
export const BATHROOM_JOBS: Cited<Record<Quality, { cost: number; m2: number }>> = cited(
  { basic: { cost: 25_251 * 0.65, m2: 3.25 }, standard: { cost: 25_251, m2: 3.25 }, premium: { cost: 78_840, m2: 9.3 } },
  "Remodeling 2024 Cost vs. Value Report (Zonda), midrange (35 sq ft) and upscale (100 sq ft) bathroom remodel; basic = 65 % of midrange",
  2024,
);

/** Share of a bathroom job that does not grow with its area (fittings, plumbing, mobilisation): a stated assumption. */
export const BATHROOM_FIXED_SHARE = 0.5;
