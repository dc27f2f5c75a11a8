import type { VisitorRow } from "./views.repo.js";

type SectionTime = { heading: string; seconds: number };

/** Tenths of a second the visitor may still be credited: the wall time since their first view, less what they were credited. */
export function creditableTenths(visitor: Pick<VisitorRow, "first_seen_at" | "credited_tenths">, now: Date): number {
  const wallTenths = Math.floor((now.getTime() - Date.parse(visitor.first_seen_at)) / 100);
  return Math.max(0, wallTenths - Number(visitor.credited_tenths));
}

/**
 * A beacon's section times within an allowance in tenths of a second: as sent when they fit, else
 * each cut in proportion and rounded down, so their sum never passes the allowance. Sections left
 * with nothing are dropped.
 */
export function sectionsWithin(sections: readonly SectionTime[], allowanceTenths: number): SectionTime[] {
  const reported = sections.map((section) => ({ heading: section.heading, tenths: Math.round(section.seconds * 10) }));
  const total = reported.reduce((sum, section) => sum + section.tenths, 0);
  const cut = (tenths: number) => (total <= allowanceTenths ? tenths : Math.floor((tenths * allowanceTenths) / total));
  return reported
    .map((section) => ({ heading: section.heading, tenths: cut(section.tenths) }))
    .filter((section) => section.tenths > 0)
    .map((section) => ({ heading: section.heading, seconds: section.tenths / 10 }));
}

export function tenthsOf(sections: readonly SectionTime[]): number {
  return sections.reduce((sum, section) => sum + Math.round(section.seconds * 10), 0);
}
