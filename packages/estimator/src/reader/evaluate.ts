import type { Understanding } from "./understand.js";
import type { CorpusRow } from "./corpus.js";

/** The four fields scored on each request with a project: quantities, budget, currency, deadline. */
export const SCORED_FIELDS = ["quantities", "budget", "currency", "deadline_weeks"] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];
/** The quantity names the labels use. */
const LABELLED_QUANTITIES = [
  "area_m2",
  "floors",
  "attendees",
  "days",
  "participants",
  "pages",
  "function_points",
  "screens",
] as const;

const close = (a: number, b: number, relative: number, absolute: number) =>
  Math.abs(a - b) <= Math.max(absolute, Math.abs(b) * relative);

/** The currency the reader says the request states (an assumed one is not a reading). */
function statedCurrency(u: Understanding): string | null {
  const field = u.brief.fields?.currency;
  return field && field.source !== "assumed" ? u.brief.currency : null;
}

/**
 * Whether one field of a reading matches the label:
 * - quantities: the same set of labelled quantity names, each value within 1 % (area within 1 m² too);
 * - budget: both absent, or within 0.5 %;
 * - currency: the same ISO code, or both none (an assumed currency counts as none);
 * - deadline_weeks: both absent, or within 0.15 weeks.
 */
export function fieldCorrect(field: ScoredField, u: Understanding, label: CorpusRow): boolean {
  const brief = u.brief;
  switch (field) {
    case "quantities":
      return LABELLED_QUANTITIES.every((name) => {
        const got = brief.quantities[name];
        const want = label.quantities[name];
        if (want === undefined || got === undefined) return want === got;
        return close(got, want, 0.01, name === "area_m2" ? 1 : 0);
      });
    case "budget":
      return label.budget === null
        ? brief.budget === undefined
        : brief.budget !== undefined && close(brief.budget, label.budget, 0.005, 0);
    case "currency":
      return statedCurrency(u) === label.currency;
    case "deadline_weeks":
      return label.deadline_weeks === null
        ? brief.deadline_weeks === undefined
        : brief.deadline_weeks !== undefined && close(brief.deadline_weeks, label.deadline_weeks, 0, 0.15);
  }
}

export interface ReaderScore {
  requests: number;
  /** Requests labelled with a project: share whose kind the reader got right. */
  kindAccuracy: number;
  /** Correct fields over all scored fields (four per request with a project). */
  fieldAccuracy: number;
  perField: Record<ScoredField, number>;
  /** Share of all requests where the reader asked exactly when the label says it should. */
  needsInputAccuracy: number;
  misses: Array<{ row: CorpusRow; understanding: Understanding; wrong: string[] }>;
}

/** Scores a reader on labelled rows (kind and fields only on rows with a project: the label's needs_input false). */
export function scoreReader(rows: CorpusRow[], read: (text: string) => Understanding): ReaderScore {
  let kinds = 0;
  let projects = 0;
  let asked = 0;
  const perFieldHits: Record<ScoredField, number> = { quantities: 0, budget: 0, currency: 0, deadline_weeks: 0 };
  const misses: ReaderScore["misses"] = [];
  for (const row of rows) {
    const understanding = read(row.text);
    const wrong: string[] = [];
    if (understanding.questions.length > 0 === row.needs_input) asked += 1;
    else wrong.push("needs_input");
    if (!row.needs_input) {
      projects += 1;
      if (understanding.brief.kind === row.kind) kinds += 1;
      else wrong.push("kind");
      for (const field of SCORED_FIELDS) {
        if (fieldCorrect(field, understanding, row)) perFieldHits[field] += 1;
        else wrong.push(field);
      }
    }
    if (wrong.length) misses.push({ row, understanding, wrong });
  }
  const share = (n: number, of: number) => (of === 0 ? 1 : n / of);
  const totalFields = Object.values(perFieldHits).reduce((a, b) => a + b, 0);
  return {
    requests: rows.length,
    kindAccuracy: share(kinds, projects),
    fieldAccuracy: share(totalFields, projects * SCORED_FIELDS.length),
    perField: Object.fromEntries(SCORED_FIELDS.map((f) => [f, share(perFieldHits[f], projects)])) as Record<
      ScoredField,
      number
    >,
    needsInputAccuracy: share(asked, rows.length),
    misses,
  };
}
