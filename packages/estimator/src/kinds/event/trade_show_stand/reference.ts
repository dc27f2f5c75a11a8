import { cited, type Cited } from "../../../reference/cited.js";
import { amount, type Amount } from "../../other/shared/figures.js";

/** Stand space rent per m² at German trade fairs, the middle of the organisers' published row-to-island rates. */
export const SPACE_RENT_PER_M2: Cited<Amount> = cited(
  amount(220, "EUR"),
  "Published exhibitor space rates: Messe München ISPO (€152–202/m²), GHM (€208–251/m²), Messe Düsseldorf EuroCIS (€270–300/m²)",
  2024,
);

/**
 * How exhibitors' trade fair spending divides: stand build and services, space rent and stand operation,
 * the stand team, its travel and accommodation; the rest is promotion, logistics and hospitality.
 */
export const EXHIBITOR_COST_SHARES = cited(
  { standBuild: 0.303, spaceAndOperation: 0.212, personnel: 0.156, travel: 0.135, other: 0.194 },
  "ifo Institut for AUMA, Die gesamtwirtschaftliche Bedeutung von Messen in Deutschland (exhibitors' spending by item)",
  2018,
);

/** How much a stand's build costs against a standard booth-builder stand (shell scheme to custom design). */
export const BUILD_LEVEL = { basic: 0.6, standard: 1, premium: 1.6 } as const;
