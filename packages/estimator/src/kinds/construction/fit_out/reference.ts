import { cited } from "../../../reference/cited.js";
import { perM2, type RateTable } from "../shared/building.js";

/** Office fit-out, US cities' average, low / medium / high specification ($90 / $150 / $230 per sq ft). */
export const FIT_OUT_RATES: RateTable = cited(
  { basic: perM2(90), standard: perM2(150), premium: perM2(230) },
  "Cushman & Wakefield Office Fit-Out Cost Guide 2024 (Americas), low / medium / high",
  2024,
);
