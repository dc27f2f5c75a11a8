import { cited, type Cited } from "../../../reference/cited.js";

/**
 * An extension costs more per m² than a new house: small quantities, a full set of foundations, roof and
 * walls for little floor, and the opening up of the existing building (a stated rule of thumb, × 1.35).
 */
export const EXTENSION_PREMIUM: Cited<number> = cited(
  1.35,
  "Rule of thumb: extensions cost about 1.3–1.8 × a new house per m²",
  2024,
);
