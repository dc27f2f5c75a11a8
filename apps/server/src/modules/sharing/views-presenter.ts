import type { DocumentViews } from "@scopewise/shared";
import type { ViewRow } from "./views.repo.js";

type SectionTime = { heading: string; seconds: number };

/** Adds section times by heading, keeping the order headings were first seen in. */
export function addSections(into: SectionTime[], more: readonly SectionTime[]): SectionTime[] {
  const merged = into.map((s) => ({ ...s }));
  for (const section of more) {
    const found = merged.find((s) => s.heading === section.heading);
    if (found) found.seconds = roundSeconds(found.seconds + section.seconds);
    else merged.push({ heading: section.heading, seconds: roundSeconds(section.seconds) });
  }
  return merged;
}

export function roundSeconds(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The owner's view list (newest first) and its totals. */
export function presentViews(rows: readonly ViewRow[]): DocumentViews {
  const views = rows.map((row) => ({
    visitor: row.visitor,
    started_at: row.started_at,
    seconds: roundSeconds(Number(row.seconds)),
    sections: JSON.parse(row.sections) as SectionTime[],
  }));
  let sections: SectionTime[] = [];
  for (const view of [...views].reverse()) sections = addSections(sections, view.sections);
  return {
    views,
    totals: {
      views: views.length,
      visitors: new Set(views.map((v) => v.visitor)).size,
      seconds: roundSeconds(views.reduce((sum, v) => sum + v.seconds, 0)),
      last_opened_at: views[0]?.started_at ?? null,
      sections,
    },
  };
}
