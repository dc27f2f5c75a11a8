/**
 * Keeps language-model prose honest: every number it writes must be one the engine
 * produced (or the user wrote). Prose that changed a figure is rejected.
 */
const NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*(k|m|million|thousand|bn|billion)?\b/gi;
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };

export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const value = Number((m[1] ?? "").replace(/,/g, ""));
    if (Number.isFinite(value)) out.push(value * (m[2] ? (SCALE[m[2].toLowerCase()] ?? 1) : 1));
  }
  return out;
}

/** Numbers in the prose that appear nowhere in the allowed sources. */
export function changedFigures(prose: string, allowedSources: string[]): number[] {
  const allowed = new Set(allowedSources.flatMap(numbersIn).map((n) => round(n)));
  return numbersIn(prose).filter((n) => !allowed.has(round(n)));
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
