import { cited } from "../../../reference/cited.js";

/**
 * Published figures the stated-size model uses. Only the scale of the function-point model is fitted
 * (on recorded projects, see calibrated.ts); every other figure is taken as published.
 */

/**
 * Effort grows faster than size: staff ≈ FP / 150 and schedule ≈ FP^0.4 months, so effort ≈ FP^1.4.
 * The exponent is Jones's; the scale (hours per FP^1.4) is fitted on recorded projects.
 */
export const FP_EFFORT_EXPONENT = cited(1.4, "C. Jones, Software Estimating Rules of Thumb, IEEE Computer 29(3)", 1996);
/** Calendar months ≈ FP^0.4 (the same rules of thumb). */
export const FP_SCHEDULE_POWER = cited(0.4, "C. Jones, Software Estimating Rules of Thumb, IEEE Computer 29(3)", 1996);

/** COSMIC and IFPUG sizes of business applications convert at close to one to one. */
export const CFP_PER_FP = cited(
  1,
  "J. J. Cuadrado-Gallego et al., An experimental study on the conversion between IFPUG and COSMIC functional size measurement units, Information and Software Technology 52(3)",
  2010,
);

/** Karner's productivity factor for use-case points. */
export const HOURS_PER_UCP = cited(
  20,
  "G. Karner, Resource Estimation for Objectory Projects, Objective Systems SF AB",
  1993,
);

/**
 * Source lines per function point ("backfiring") for data-processing languages, whose line counts are
 * turned into function points and priced by the function-point model (calibrated on such systems).
 */
export const SLOC_PER_FP = {
  cobol: cited(107, "C. Jones, Applied Software Measurement, 2nd ed., McGraw-Hill, backfiring table", 1996),
  pli: cited(80, "C. Jones, Applied Software Measurement, 2nd ed., McGraw-Hill, backfiring table", 1996),
  fourthGeneration: cited(20, "C. Jones, Applied Software Measurement, 2nd ed., McGraw-Hill, backfiring table", 1996),
} as const;

export const COCOMO_II_SOURCE =
  "B. Boehm et al., Software Cost Estimation with COCOMO II, Prentice Hall (COCOMO II.2000)";
/** Scale factors rated low precedentedness and very low flexibility: an embedded system's constraints. */
export const EMBEDDED_SCALE_FACTORS = cited(
  { PREC: 4.96, FLEX: 5.07, RESL: 4.24, TEAM: 3.29, PMAT: 4.68 },
  COCOMO_II_SOURCE,
  2000,
);

export type Rating = "vl" | "l" | "n" | "h" | "vh" | "xh";
/** COCOMO II.2000 effort multipliers the request's words can rate (the others stay nominal). */
export const EFFORT_MULTIPLIERS = cited(
  {
    RELY: { vl: 0.82, l: 0.92, n: 1, h: 1.1, vh: 1.26, xh: 1.26 },
    CPLX: { vl: 0.73, l: 0.87, n: 1, h: 1.17, vh: 1.34, xh: 1.74 },
    TIME: { vl: 1, l: 1, n: 1, h: 1.11, vh: 1.29, xh: 1.63 },
    STOR: { vl: 1, l: 1, n: 1, h: 1.05, vh: 1.17, xh: 1.46 },
  } satisfies Record<string, Record<Rating, number>>,
  COCOMO_II_SOURCE,
  2000,
);
export type Driver = keyof typeof EFFORT_MULTIPLIERS.value;

/** A sprint of two weeks when the request states none (the Scrum Guide allows one month or less). */
export const SPRINT_WEEKS = cited(2, "K. Schwaber, J. Sutherland, The Scrum Guide", 2020);
/** A team of five when story points come without a team size (the Scrum Guide: typically 10 or fewer). */
export const SCRUM_TEAM = cited(5, "K. Schwaber, J. Sutherland, The Scrum Guide", 2020);
