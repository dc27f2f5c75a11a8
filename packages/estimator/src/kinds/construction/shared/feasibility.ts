import type { Brief } from "@scopewise/shared";
import { CORE_SCOPE_SHARE } from "../../../core/constraints.js";
import { formatMoney, formatNumber } from "../../../core/money.js";
import type { Plan } from "../../../core/plan.js";
import { allInRate, type Pricing } from "./pricing.js";
import { shortestWeeks, totalWeeks } from "./schedule.js";
import type { KindSpec } from "./types.js";

/**
 * What a stated budget or deadline means for a building: how many m² the budget buys at the all-in rate,
 * and whether the deadline is shorter than the statutory and tender periods plus a compressed design and build.
 */
export function feasibilityNotes(brief: Brief, spec: KindSpec, p: Pricing): Plan["constraintNotes"] {
  const { t } = spec;
  const lang = brief.language;
  const notes: NonNullable<Plan["constraintNotes"]> = {};
  const perM2 = allInRate(p, spec);
  // A budget a little short is the general check's job (how much to cut); one below the core of the scope is no
  // version of this building at all, and the note says what it would buy instead.
  if (brief.budget !== undefined && brief.budget < CORE_SCOPE_SHARE * perM2 * spec.area.m2) {
    notes.budgetFeasible = false;
    const values = {
      rate: formatMoney(perM2, brief.currency, lang),
      budget: formatMoney(brief.budget, brief.currency, lang),
      affordable: formatNumber(brief.budget / perM2, 0, lang),
      unit: spec.unit,
      area: formatNumber(spec.area.m2, 0, lang),
    };
    notes.budget = spec.measure
      ? t(
          "The stated budget of {{budget}} cannot build this project: at about {{rate}} {{per}} all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.",
          { ...values, per: spec.measure.per },
        )
      : t(
          "The stated budget of {{budget}} cannot build this project: at about {{rate}} per m² all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.",
          values,
        );
  }
  const shortest = shortestWeeks(p.programme);
  if (brief.deadline_weeks !== undefined && brief.deadline_weeks < shortest) {
    notes.deadlineFeasible = false;
    notes.deadline = t(
      "The stated {{deadline}} weeks cannot hold this project: planning, permits and procurement alone take about {{statutory}} weeks, and even a compressed design and build needs about {{shortest}} weeks in all (about {{planned}} weeks as planned).",
      {
        deadline: formatNumber(brief.deadline_weeks, 0, lang),
        statutory: formatNumber(p.programme.planning + p.programme.procurement, 0, lang),
        shortest: formatNumber(shortest, 0, lang),
        planned: formatNumber(totalWeeks(p.programme), 0, lang),
      },
    );
  }
  return notes;
}
