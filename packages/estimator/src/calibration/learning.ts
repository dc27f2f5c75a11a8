import { createRng, seedFrom } from "../core/random.js";
import { priced, type HarnessReport, type ReadProject } from "./harness.js";
import { median, scoresOf, type Outcome, type Scores } from "./metrics.js";
import { calibrateOrganisation, type RecordedOutcome } from "./organisation.js";

/** How the ranges did on held-out datasets' projects not yet fed, after each recorded `fed` of them. */
export interface LearningStep {
  fed: number;
  pooled: Scores;
  /** Each dataset that still had projects to price, with the organisation factor it was priced with. */
  perDataset: Array<{ dataset: string; factor: number } & Scores>;
}

export const LEARNING_STEPS = [0, 5, 10, 30] as const;
/** Orders each organisation's projects are fed in (seeded shuffles: recorded order groups projects by team or year). */
export const LEARNING_ORDERS = 3;

/** A seeded Fisher–Yates shuffle. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const rng = createRng(seedFrom(seed));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Learning from a user's outcomes, simulated: each dataset is held out as one organisation never seen,
 * its projects fed in a shuffled order as that organisation's finished projects (estimated by the
 * fold's population model, then its actual), and after 0, 5, 10 and 30 of them the projects not yet fed
 * are priced by the engine with the organisation's calibration; figures pool LEARNING_ORDERS orders.
 */
export function simulateLearning(
  report: HarnessReport,
  iterations = 1000,
  steps: readonly number[] = LEARNING_STEPS,
  orders = LEARNING_ORDERS,
): LearningStep[] {
  const byDataset = new Map<string, ReadProject[]>();
  for (const p of report.projects) byDataset.set(p.record.dataset, [...(byDataset.get(p.record.dataset) ?? []), p]);
  const population = new Map<ReadProject, Outcome>();
  for (const [dataset, projects] of byDataset)
    for (const p of projects) population.set(p, priced(p, report.folds.get(dataset)!, iterations));
  return steps.map((fed) => {
    const all: Outcome[] = [];
    const perDataset: LearningStep["perDataset"] = [];
    for (const [dataset, recordedOrder] of byDataset) {
      const calibration = report.folds.get(dataset)!;
      if (recordedOrder.length <= fed) continue;
      const outcomes: Outcome[] = [];
      const factors: number[] = [];
      for (let order = 0; order < (fed === 0 ? 1 : orders); order++) {
        const projects = shuffled(recordedOrder, `${dataset}/${order}`);
        const recorded: RecordedOutcome[] = projects
          .slice(0, fed)
          .map((p) => ({ estimatedP50Hours: population.get(p)!.p50, actualHours: p.record.hours }));
        const organisation = calibrateOrganisation(recorded, calibration.organisation);
        factors.push(organisation.factor);
        outcomes.push(
          ...projects
            .slice(fed)
            .map((p) => (fed === 0 ? population.get(p)! : priced(p, calibration, iterations, organisation))),
        );
      }
      all.push(...outcomes);
      perDataset.push({ dataset, factor: median(factors), ...scoresOf(outcomes) });
    }
    return { fed, pooled: scoresOf(all), perDataset };
  });
}

/** The simulation's lines, as the bench prints them: pooled, then each dataset's bias, coverage and width. */
export function learningLines(step: LearningStep): string[] {
  const s = step.pooled;
  const head = `after ${String(step.fed).padStart(2)} fed: n=${String(s.projects).padStart(3)} not yet fed in ${step.perDataset.length} datasets  actual÷P50 ${s.medianRatio.toFixed(2)}  inside P10–P90 ${(s.coverage * 100).toFixed(0)} %  P90÷P10 ${s.medianWidth.toFixed(1)}  median |ln(actual÷P50)| ${median(step.perDataset.map((d) => Math.abs(Math.log(d.medianRatio)))).toFixed(2)}`;
  const rows = step.perDataset.map(
    (d) =>
      `    ${d.dataset.padEnd(11)} n=${String(d.projects).padStart(3)}  factor ${d.factor.toFixed(2)}  actual÷P50 ${d.medianRatio.toFixed(2)}  inside ${(d.coverage * 100).toFixed(0).padStart(3)} %  P90÷P10 ${d.medianWidth.toFixed(1)}`,
  );
  return [head, ...rows];
}
