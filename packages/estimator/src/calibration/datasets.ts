import type { Driver, Rating } from "../kinds/software/stated-size/reference.js";
import { parseArff, type ArffRow } from "./arff.js";

/** Hours in a person-month, by the COCOMO convention (Boehm 1981; Boehm et al. 2000): 152. */
export const HOURS_PER_PERSON_MONTH = 152;

export type RecordedMeasure = "function_points" | "cosmic_fp" | "ksloc";

/** What a client could say about a recorded project besides its size. */
export interface ProjectTraits {
  /** The programming language named in the record (COBOL for the Miyazaki systems). */
  language?: string;
  /** COCOMO cost-driver ratings recorded for the project. */
  ratings?: Partial<Record<Driver, Rating>>;
  embedded?: boolean;
  development?: "new" | "enhancement" | "redevelopment";
}

/** One project with its size and the effort it really took, in hours. */
export interface ProjectRecord {
  dataset: string;
  id: string;
  measure: RecordedMeasure;
  size: number;
  hours: number;
  traits: ProjectTraits;
}

interface DatasetSpec {
  file: string;
  measure: RecordedMeasure;
  size: string;
  effort: string;
  /** Multiplier from the file's effort unit to hours. */
  toHours: number;
  traits?: (row: ArffRow) => ProjectTraits;
}

/** COCOMO 81 effort-multiplier values as cocomo81.arff records them → ratings (Boehm 1981, Table 8-2). */
const COCOMO81_VALUES: Record<"rely" | "cplx" | "time" | "stor", Array<[number, Rating]>> = {
  rely: [
    [0.75, "vl"],
    [0.88, "l"],
    [1, "n"],
    [1.15, "h"],
    [1.4, "vh"],
  ],
  cplx: [
    [0.7, "vl"],
    [0.85, "l"],
    [1, "n"],
    [1.15, "h"],
    [1.3, "vh"],
    [1.65, "xh"],
  ],
  time: [
    [1, "n"],
    [1.11, "h"],
    [1.3, "vh"],
    [1.66, "xh"],
  ],
  stor: [
    [1, "n"],
    [1.06, "h"],
    [1.21, "vh"],
    [1.56, "xh"],
  ],
};
const DRIVER_COLUMNS: Record<Driver, "rely" | "cplx" | "time" | "stor"> = {
  RELY: "rely",
  CPLX: "cplx",
  TIME: "time",
  STOR: "stor",
};

function ratingsFromValues(row: ArffRow): Partial<Record<Driver, Rating>> {
  const out: Partial<Record<Driver, Rating>> = {};
  for (const [driver, column] of Object.entries(DRIVER_COLUMNS) as Array<[Driver, keyof typeof COCOMO81_VALUES]>) {
    const value = Number(row[column]);
    if (!Number.isFinite(value)) continue;
    out[driver] = COCOMO81_VALUES[column].reduce((best, entry) =>
      Math.abs(entry[0] - value) < Math.abs(best[0] - value) ? entry : best,
    )[1];
  }
  return out;
}

function ratingsNamed(row: ArffRow): Partial<Record<Driver, Rating>> {
  const out: Partial<Record<Driver, Rating>> = {};
  for (const [driver, column] of Object.entries(DRIVER_COLUMNS) as Array<[Driver, string]>) {
    const value = row[column];
    if (value && /^(vl|l|n|h|vh|xh)$/.test(value)) out[driver] = value as Rating;
  }
  return out;
}

const DEVELOPMENT: Record<string, ProjectTraits["development"]> = {
  "New Development": "new",
  Enhancement: "enhancement",
  "Re-development": "redevelopment",
};

/** The seven recorded datasets (see the data folder's README): size measure, effort column and unit. */
export const DATASETS: Record<string, DatasetSpec> = {
  desharnais: {
    file: "desharnais.arff",
    measure: "function_points",
    size: "PointsAdjust",
    effort: "Effort",
    toHours: 1,
  },
  albrecht: { file: "albrecht.arff", measure: "function_points", size: "AdjFP", effort: "Effort", toHours: 1000 },
  kemerer: {
    file: "kemerer.arff",
    measure: "function_points",
    size: "AdjFP",
    effort: "EffortMM",
    toHours: HOURS_PER_PERSON_MONTH,
  },
  cosmic: {
    file: "cosmic.arff",
    measure: "cosmic_fp",
    size: "FS",
    effort: "N_effort",
    toHours: 1,
    traits: (row) => ({ development: DEVELOPMENT[row.DT ?? ""], language: row.PPL }),
  },
  cocomo81: {
    file: "cocomo811.arff",
    measure: "ksloc",
    size: "loc",
    effort: "actual",
    toHours: HOURS_PER_PERSON_MONTH,
    traits: (row) => ({ ratings: ratingsFromValues(row) }),
  },
  nasa93: {
    file: "nasa93.arff",
    measure: "ksloc",
    size: "equivphyskloc",
    effort: "act_effort",
    toHours: HOURS_PER_PERSON_MONTH,
    traits: (row) => ({ ratings: ratingsNamed(row), embedded: row.mode === "embedded" }),
  },
  miyazaki94: {
    file: "miyazaki94.arff",
    measure: "ksloc",
    size: "KLOC",
    effort: "MM",
    toHours: HOURS_PER_PERSON_MONTH,
    traits: () => ({ language: "COBOL" }),
  },
};

/** The records of one dataset with a positive size and effort; `text` is the ARFF file's content. */
export function recordsOf(dataset: string, text: string): ProjectRecord[] {
  const spec = DATASETS[dataset];
  if (!spec) throw new Error(`unknown dataset ${dataset}`);
  return parseArff(text).flatMap((row, i) => {
    const size = Number(row[spec.size]);
    const effort = Number(row[spec.effort]);
    if (!(size > 0) || !(effort > 0)) return [];
    return [
      {
        dataset,
        id: `${dataset}-${i + 1}`,
        measure: spec.measure,
        size,
        hours: effort * spec.toHours,
        traits: spec.traits?.(row) ?? {},
      },
    ];
  });
}
