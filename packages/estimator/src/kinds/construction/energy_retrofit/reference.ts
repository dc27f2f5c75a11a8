import { cited, type Cited } from "../../../reference/cited.js";
import type { Quality } from "../shared/types.js";

/** US dollars per euro, 2011 average (ECB euro reference rate), to read the BPIE figures in dollars of their year. */
const USD_PER_EUR_2011 = 1.392;

/**
 * Energy renovation of existing buildings, average cost per m² of floor area by depth: minor €60, moderate
 * €140, deep €330 (BPIE 2011, Europe's buildings under the microscope); basic = minor, standard = moderate,
 * premium = deep, in 2011 US dollars.
 */
export const RETROFIT_RATES: Cited<Record<Quality, number>> = cited(
  { basic: 60 * USD_PER_EUR_2011, standard: 140 * USD_PER_EUR_2011, premium: 330 * USD_PER_EUR_2011 },
  "BPIE (2011), Europe's buildings under the microscope: renovation cost by depth (minor / moderate / deep), at 1.392 USD/EUR",
  2011,
);

/** Energy assessment, retrofit design and coordination: a stated rule of thumb. */
export const RETROFIT_DESIGN_FEE = {
  share: 0.05,
  source:
    "Rule of thumb: energy assessment, retrofit design and coordination about 5 % (cf. PAS 2035 assessor and coordinator roles)",
};
