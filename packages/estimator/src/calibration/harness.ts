import type { Brief } from "@scopewise/shared";
import { classOf } from "../core/estimate-class.js";
import { estimate } from "../estimate.js";
import { understandRequest } from "../extract/understand.js";
import type { SizeCalibration } from "../kinds/software/stated-size/calibrated.js";
import { sizedEffort } from "../kinds/software/stated-size/effort.js";
import { DATASETS, recordsOf, type ProjectRecord } from "./datasets.js";
import { mean, median, quantile, scoresOf, type Outcome, type Scores } from "./metrics.js";
import { requestFor } from "./requests.js";

/** A recorded project as the product read it: the request written for it and the brief the reader made. */
export interface ReadProject {
  record: ProjectRecord;
  text: string;
  brief: Brief;
  /** Whether the reader asked questions instead of pricing (a stated size must never be sent to questions). */
  asked: boolean;
  /** The size the reader found, in the record's measure (undefined when it missed it). */
  readSize?: number;
  /** ln of the model's hours with a zero scale, and whether the fitted function-point scale applies. */
  lnUnscaled: number;
  scaled: boolean;
}

export interface HarnessReport {
  perDataset: Array<{ dataset: string } & Scores>;
  pooled: Scores;
  /** The calibration to ship: the scale fitted on every dataset, the spread from the out-of-fold errors. */
  calibration: SizeCalibration;
  projects: ReadProject[];
}

const QUANTILES = Array.from({ length: 101 }, (_, i) => i / 100);
const UNSCALED: SizeCalibration = { fpLogScale: 0, errorQuantiles: [0], referenceClass: 5, organisation: { betweenVariance: 0, withinVariance: 0, projects: 0 }, summary: { source: "", projects: 0, coverage_p10_p90: 0, median_ratio: 1 } };
export const CALIBRATION_SOURCE = "Leave-one-dataset-out on public recorded projects (PROMISE: Desharnais, Albrecht, Kemerer, COSMIC/ISBSG, COCOMO81, NASA93, Miyazaki94)";

/** Every dataset's records, from the ARFF texts by file name. */
export function recordsFrom(files: Record<string, string>): ProjectRecord[] {
  return Object.entries(DATASETS).flatMap(([name, spec]) => (files[spec.file] ? recordsOf(name, files[spec.file]!) : []));
}

/** Writes each record's request and reads it back through the reader. */
export function readProjects(records: readonly ProjectRecord[]): ReadProject[] {
  return records.map((record, i) => {
    const { text } = requestFor(record, i);
    const understanding = understandRequest(text);
    const brief = understanding.brief;
    const sized = sizedEffort(brief, UNSCALED);
    return {
      record,
      text,
      brief,
      asked: understanding.questions.length > 0,
      readSize: brief.quantities[record.measure],
      lnUnscaled: Math.log(sized?.modelHours ?? 1),
      scaled: sized?.model === "function_points",
    };
  });
}

/** The function-point scale from some datasets: the mean over datasets of each one's median ln(actual ÷ unscaled model). */
function fitScale(projects: readonly ReadProject[], datasets: ReadonlySet<string>): number {
  const perDataset = [...datasets].flatMap((d) => {
    const residuals = projects.filter((p) => p.record.dataset === d && p.scaled).map((p) => Math.log(p.record.hours) - p.lnUnscaled);
    return residuals.length > 0 ? [median(residuals)] : [];
  });
  return perDataset.length > 0 ? mean(perDataset) : 0;
}

const lnPrediction = (p: ReadProject, scale: number) => p.lnUnscaled + (p.scaled ? scale : 0);

/**
 * Leave-one-dataset-out: each dataset is priced by a model whose scale was fitted on the others, with a
 * spread taken from the errors on those others of models fitted without them (nested, so no dataset's
 * own outcomes shape its estimate). Every estimate goes through the engine with that fold's calibration.
 */
export function runHarness(projects: readonly ReadProject[], iterations = 2000): HarnessReport {
  const datasets = [...new Set(projects.map((p) => p.record.dataset))];
  const classes = projects.map((p) => classOf(p.brief).estimateClass);
  const referenceClass = [1, 2, 3, 4, 5].reduce((best, c) => (classes.filter((x) => x === c).length > classes.filter((x) => x === best).length ? c : best), 5);
  const outcomes: Outcome[] = [];
  const outOfFoldErrors: number[] = [];
  for (const held of datasets) {
    const training = new Set(datasets.filter((d) => d !== held));
    const scale = fitScale(projects, training);
    const nested = [...training].flatMap((inner) => {
      const innerScale = fitScale(projects, new Set([...training].filter((d) => d !== inner)));
      return projects.filter((p) => p.record.dataset === inner).map((p) => Math.log(p.record.hours) - lnPrediction(p, innerScale));
    });
    const sorted = nested.sort((a, b) => a - b);
    const calibration: SizeCalibration = { fpLogScale: scale, errorQuantiles: QUANTILES.map((q) => quantile(sorted, q)), referenceClass, organisation: UNSCALED.organisation, summary: UNSCALED.summary };
    for (const p of projects.filter((x) => x.record.dataset === held)) {
      outOfFoldErrors.push(Math.log(p.record.hours) - lnPrediction(p, scale));
      const e = estimate(p.brief, iterations, { sizeCalibration: calibration });
      const hours = e.effort_hours ?? { p10: 0, p50: 0, p90: 0 };
      outcomes.push({ dataset: held, size: p.record.size, actual: p.record.hours, p10: hours.p10, p50: hours.p50, p90: hours.p90 });
    }
  }
  const perDataset = datasets.map((dataset) => ({ dataset, ...scoresOf(outcomes.filter((o) => o.dataset === dataset)) }));
  const pooled = scoresOf(outcomes);
  // Sizes in different units do not rank together: the pooled Spearman is the project-weighted mean of each dataset's.
  pooled.spearman = perDataset.reduce((s, d) => s + d.spearman * d.projects, 0) / Math.max(1, pooled.projects);
  const errors = outOfFoldErrors.sort((a, b) => a - b);
  return {
    perDataset,
    pooled,
    projects: [...projects],
    calibration: {
      fpLogScale: fitScale(projects, new Set(datasets)),
      errorQuantiles: QUANTILES.map((q) => Math.round(quantile(errors, q) * 10000) / 10000),
      referenceClass,
      organisation: UNSCALED.organisation,
      summary: { source: CALIBRATION_SOURCE, projects: pooled.projects, coverage_p10_p90: Math.round(pooled.coverage * 100) / 100, median_ratio: Math.round(pooled.medianRatio * 100) / 100 },
    },
  };
}

/** One line of figures, as the script and the bench print them. */
export function scoresLine(name: string, s: Scores): string {
  const f = (x: number, d = 2) => x.toFixed(d);
  return `${name.padEnd(11)} n=${String(s.projects).padStart(3)}  actual÷P50 ${f(s.medianRatio)}  inside P10–P90 ${f(s.coverage * 100, 0)} %  P90÷P10 ${f(s.medianWidth, 1)}  MdMRE ${f(s.mdmre)}  PRED(25) ${f(s.pred25 * 100, 0)} %  Spearman ${f(s.spearman)}`;
}
