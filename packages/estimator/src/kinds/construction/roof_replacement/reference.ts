import { cited } from "../../../reference/cited.js";
import type { DomesticJobs } from "../shared/domestic.js";

/**
 * Roof replacement. US: national average job cost for 30 squares (3,000 sq ft of roof), tear-off to the deck
 * and new architectural asphalt shingles, or standing-seam metal; basic = 85 % of the asphalt job. UK: typical
 * re-roofing prices of a three-bedroom semi-detached house (about 90 m² of roof), concrete tiles / clay tiles / slate.
 */
export const ROOF_JOBS: DomesticJobs = {
  us: cited(
    {
      basic: { cost: 30_680 * 0.85, m2: 278.7 },
      standard: { cost: 30_680, m2: 278.7 },
      premium: { cost: 49_426, m2: 278.7 },
    },
    "Remodeling 2024 Cost vs. Value Report (Zonda), roofing replacement: asphalt shingles / metal; basic = 85 % of asphalt",
    2024,
  ),
  uk: cited(
    { basic: { cost: 7_500, m2: 90 }, standard: { cost: 10_000, m2: 90 }, premium: { cost: 16_000, m2: 90 } },
    "Checkatrade cost guide, new roof on a three-bedroom semi-detached house: concrete tiles / clay tiles / natural slate",
    2024,
  ),
};

/** Share of a roofing job that does not grow with its area (mobilisation, skip, permit): a stated assumption. */
export const ROOF_FIXED_SHARE = 0.1;

/** A roof survey and specification, not a design: a stated rule of thumb. */
export const ROOF_SURVEY_FEE = {
  share: 0.02,
  source: "Rule of thumb: roof survey and specification about 2 % of the job",
};
