import { translator } from "@scopewise/i18n";
import type { Calibration, Estimate } from "@scopewise/shared";
import type { DocumentNode } from "@scopewise/editor-schema/blocks";
import { calibrationBasis } from "../calibration/organisation.js";
import { formatNumber } from "../core/money.js";
import { paragraph } from "./blocks.js";

/**
 * Which calibration priced the range, in the estimate's language: the user's finished projects when
 * their outcomes calibrated it, else the public projects (also for an estimate stored without a label).
 */
function calibrationWords(e: Estimate, c: Calibration): string {
  const t = translator(e.language);
  const basis = calibrationBasis(c.label) ?? { kind: "population", projects: c.projects };
  const n = formatNumber(basis.projects, 0, e.language);
  if (basis.kind === "organisation")
    return basis.projects === 1
      ? t("calibrated on one of your finished projects")
      : t("calibrated on {{n}} of your finished projects", { n });
  return t("calibrated on {{n}} public projects", { n });
}

/**
 * The range in plain words, next to the estimate class, when it was measured on recorded projects:
 * how many, how often their actual effort fell inside P10–P90, and this estimate's P10–P90 hours with
 * the calibration that set them.
 */
export function recordedRangeSentence(e: Estimate): string | undefined {
  const c = e.calibration;
  const hours = e.effort_hours;
  if (!c || !hours || c.projects <= 0) return undefined;
  const t = translator(e.language);
  return t(
    "Of {{projects}} comparable recorded projects priced the same way, {{inTen}} in 10 took between their P10 and P90. For this project that range, {{calibration}}, is {{p10}} to {{p90}} hours of work, with {{p50}} hours as the median (source: {{source}}).",
    {
      calibration: calibrationWords(e, c),
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
