import { cited, type Cited } from "../../../reference/cited.js";
import { amount, type Amount } from "../../other/shared/figures.js";

/** Secondary data bought per market: about one syndicated industry report or data set at list price. */
export const DATA_PER_MARKET: Cited<Amount> = cited(
  amount(1_500),
  "List prices of single syndicated industry reports (IBISWorld, Mintel, Euromonitor)",
  2024,
);
