import type { Brief } from "@scopewise/shared";

/**
 * Estimating norms for an SEO retainer (hours), scaled by how competitive the search is. They are the
 * agency's planning figures, stated in the method; the rates they are priced at are cited.
 */
export const SEO_NORMS = {
  onboardingWeeks: 3,
  defaultMonths: 6,
  /** Pages assumed when the request states none. */
  defaultPages: 50,
  auditBase: 8,
  /** Audit hours per page crawled and reviewed (one hour per 25 pages), up to `auditMax`. */
  auditPerPage: 1 / 25,
  auditMax: 40,
  keywordResearch: 8,
  strategyHours: 4,
  analyticsSetup: 4,
  technicalPerMonth: 4,
  onPagePagesPerMonth: 6,
  onPageHoursPerPage: 1,
  articlesPerMonth: 2,
  linksPerMonth: 4,
  outreachHoursPerLink: 1.5,
  reportingHours: 2,
  accountHours: 2,
} as const;

/** How much work the search needs: local searches less, national or competitive ones more. */
export function competitiveness(brief: Brief): number {
  if (brief.complexity === "low") return 0.6;
  if (brief.complexity === "high") return 1.8;
  if (brief.details?.search_scope === "local") return 0.6;
  if (brief.details?.search_scope === "national") return 1.4;
  return 1;
}
