import { translator } from "@scopewise/i18n";
import type { Estimate } from "@scopewise/shared";
import type { DocumentNode } from "@scopewise/editor-schema/blocks";
import { formatNumber } from "../core/money.js";
import { paragraph } from "./blocks.js";

/**
 * The range in plain words, next to the estimate class, when it was measured on recorded projects:
 * how many, how often their actual effort fell inside P10–P90, and this estimate's P10–P90 hours.
 */
export function recordedRangeSentence(e: Estimate): string | undefined {
  const c = e.calibration;
  const hours = e.effort_hours;
  if (!c || !hours || c.projects <= 0) return undefined;
  const t = translator(e.language);
  return t(
    "Of {{projects}} comparable recorded projects priced the same way, {{inTen}} in 10 took between their P10 and P90. For this project that range is {{p10}} to {{p90}} hours of work, with {{p50}} hours as the median (source: {{source}}).",
    {
      projects: formatNumber(c.projects, 0, e.language),
      inTen: formatNumber(Math.round(c.coverage_p10_p90 * 10), 0, e.language),
      p10: formatNumber(hours.p10, 0, e.language),
      p50: formatNumber(hours.p50, 0, e.language),
      p90: formatNumber(hours.p90, 0, e.language),
      source: c.source,
    },
  );
}

export function recordedRangeParagraph(e: Estimate): DocumentNode[] {
  const sentence = recordedRangeSentence(e);
  return sentence ? [paragraph(sentence)] : [];
}
