import { cited } from "../../../reference/cited.js";
import type { DomesticJobs } from "../shared/domestic.js";

/**
 * Bathroom remodels. US: national average job cost of the midrange remodel of a 5×7 ft (35 sq ft) bathroom
 * and of the upscale remodel that enlarges one to 100 sq ft; a basic refresh is taken as 65 % of the
 * midrange job. UK: typical prices of a new bathroom of about 5 m², budget / mid-range / luxury.
 */
export const BATHROOM_JOBS: DomesticJobs = {
  us: cited(
    {
      basic: { cost: 25_251 * 0.65, m2: 3.25 },
      standard: { cost: 25_251, m2: 3.25 },
      premium: { cost: 78_840, m2: 9.3 },
    },
    "Remodeling 2024 Cost vs. Value Report (Zonda), midrange (35 sq ft) and upscale (100 sq ft) bathroom remodel; basic = 65 % of midrange",
    2024,
  ),
  uk: cited(
    { basic: { cost: 5_000, m2: 5 }, standard: { cost: 8_500, m2: 5 }, premium: { cost: 16_000, m2: 5 } },
    "Checkatrade cost guide, new bathroom (supply and fit), budget / mid-range / luxury",
    2024,
  ),
};

/** Share of a bathroom job that does not grow with its area (fittings, plumbing, mobilisation): a stated assumption. */
export const BATHROOM_FIXED_SHARE = 0.5;
