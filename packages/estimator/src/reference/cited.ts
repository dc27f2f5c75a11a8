/**
 * A reference figure with where it came from: every unit cost, rate or benchmark the models price with
 * names its public source and the year its figures describe, so an estimator can check it.
 */
export interface Cited<T = number> {
  value: T;
  /** Publication, table or dataset (with its publisher), as a reader would look it up. */
  source: string;
  /** The year the figure describes (prices of that year). */
  year: number;
}

export function cited<T>(value: T, source: string, year: number): Cited<T> {
  return { value, source, year };
}

/** "Source (year)", as a basis-of-estimate line shows it. */
export function citation(figure: Cited<unknown>): string {
  return `${figure.source} (${figure.year})`;
}
