/**
 * The figures of a text: every run of digits with its separators ("$504,804" → "504,804", "80%" →
 * "80", "P80" → "80", "34.9"). Edits that make text shorter or longer must keep each of them.
 */
const FIGURE = /\d+(?:[.,]\d+)*/g;

export function figuresIn(value: string): string[] {
  return value.match(FIGURE) ?? [];
}

export function hasFigure(value: string): boolean {
  return /\d/.test(value);
}

/** Whether every figure of `before` is still in `after`, as often as it was. */
export function keepsFigures(before: string, after: string): boolean {
  const left = new Map<string, number>();
  for (const figure of figuresIn(after)) left.set(figure, (left.get(figure) ?? 0) + 1);
  for (const figure of figuresIn(before)) {
    const count = left.get(figure) ?? 0;
    if (count === 0) return false;
    left.set(figure, count - 1);
  }
  return true;
}
