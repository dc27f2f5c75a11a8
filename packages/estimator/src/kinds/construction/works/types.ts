import type { Kind } from "@scopewise/shared";
import type { RateTable } from "../shared/building.js";

/** What a works type is counted in: the Brief's quantity of that name (m² is `area_m2`). */
export type WorksUnit =
  | "m2"
  | "parking_spaces"
  | "rooms"
  | "beds"
  | "seats"
  | "power_kw"
  | "chargers"
  | "length_m"
  | "capacity_m3_day"
  | "items";

/**
 * Which guessed kinds a works type replaces: a building type only a new-building kind (a hotel is no
 * house, but "renovating our hotel" stays a renovation); site works, installations and fit-outs any
 * construction kind whose own words do not name the work (rooftop solar is no roof replacement).
 */
export type WorksGroup = "building" | "fit_out" | "site" | "installation";

/** How the cost of a type splits into elements, and the durations its works take. */
export type WorksProfile = "building" | "structure" | "fit_out" | "site" | "installation" | "envelope";

/** One way to count a type and its unit cost in that count (a hotel per room, or per m²). */
export interface WorksMeasure {
  unit: WorksUnit;
  /** US national average contract cost per unit (contractor's fees in, design fees and land out). */
  rates: RateTable;
  /** The size priced when the request states none, and the size the durations are for. */
  typical: number;
  /** Sizes outside this range are flagged as unusual for the type. */
  plausible: { min: number; max: number };
}

export interface WorksType {
  id: string;
  group: WorksGroup;
  profile: WorksProfile;
  /** The first measure the request states prices the type; with none stated, the first one at its typical size. */
  measures: [WorksMeasure, ...WorksMeasure[]];
  /** A kind with a model of its own prices this type: the lexicon names it only to find what is asked for. */
  pricedBy?: Kind;
}
