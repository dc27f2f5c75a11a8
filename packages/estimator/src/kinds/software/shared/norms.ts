import { cited, type Cited } from "../../../reference/cited.js";

/**
 * An effort norm of these models: hours per unit of work where no public source states one. Each is
 * named as the model's own, and the tests hold the totals it produces against published price ranges.
 */
export function norm(hours: number, what: string): Cited<number> {
  return cited(hours, `Scopewise effort norm: ${what}`, 2026);
}
