import { PROPOSAL_APPENDIX_ID, type Estimate } from "@scopewise/shared";
import { heading as schemaHeading } from "@scopewise/editor-schema/blocks";
import { className, type EstimateClass } from "../core/estimate-class.js";
import { basisSection } from "./basis.js";
import { heading, list, paragraph, type DocumentNode } from "./blocks.js";
import { isPlain, splitPlain } from "./client-language.js";
import { recordedRangeParagraph } from "./recorded-range.js";
import type { Writer } from "./writer.js";

/** The estimate's class and its range in the estimator's terms (estimates stored before classes existed have none). */
function classParagraph(e: Estimate, w: Writer): DocumentNode[] {
  if (e.estimate_class === undefined || e.accuracy === undefined) return [];
  const { t } = w;
  const { low, high } = e.accuracy;
  return [
    paragraph(
      t(
        "This is a class {{class}} estimate ({{name}}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between {{low}} and {{high}} of the estimate, that is roughly {{from}} to {{to}}.",
        {
          class: e.estimate_class,
          name: className(e.estimate_class as EstimateClass, t),
          low: w.percent(low),
          high: w.percent(high, true),
          from: w.money(e.total_cost.expected * (1 + low)),
          to: w.money(e.total_cost.expected * (1 + high)),
        },
      ),
    ),
  ];
}

/** The percentiles behind the body's words, the simulation that gave them and the method's own account. */
function rangeDetail(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const { p10, p50, p80, p90 } = e.total_cost;
  const d = e.duration_weeks;
  return [
    heading(3, t("How the range was worked out")),
    ...classParagraph(e, w),
    ...recordedRangeParagraph(e),
    list([
      ...(p10 !== undefined && d.p10 !== undefined
        ? [
            t("10% (P10): only one outcome in ten costs less than {{cost}} or finishes sooner than {{weeks}}.", {
              cost: w.money(p10),
              weeks: w.weeks(d.p10),
            }),
          ]
        : []),
      t(
        "50% (P50): the project costs {{cost}} or less and takes {{weeks}} or less. Half of the outcomes are better, half worse.",
        { cost: w.money(p50), weeks: w.weeks(d.p50) },
      ),
      t("80% (P80): {{cost}} or less and {{weeks}} or less. This is the figure to commit to externally.", {
        cost: w.money(p80),
        weeks: w.weeks(d.p80),
      }),
      t(
        "90% (P90): {{cost}} or less and {{weeks}} or less. Beyond this, only an unusual combination of risks would take it.",
        { cost: w.money(p90), weeks: w.weeks(d.p90) },
      ),
    ]),
    paragraph(
      t(
        "The expected cost, {{expected}}, is the average outcome: the planned work plus a contingency of {{contingency}}, which is the risk register's expected value. The ranges come from {{runs}} simulated runs of the plan.",
        {
          expected: w.money(e.total_cost.expected),
          contingency: w.money(e.contingency),
          runs: w.number(e.iterations),
        },
      ),
    ),
    heading(3, t("Method")),
    paragraph(e.method),
  ];
}

/** What the engine said in its own terms, kept out of the body: its sizing, the checks of the stated limits, technical assumptions. */
function engineNotes(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const notes = [
    splitPlain(e.summary).technical,
    ...e.constraints.map((c) => c.message).filter((m) => !isPlain(m)),
    ...e.assumptions.filter((a) => !isPlain(a)),
  ].filter(Boolean);
  return notes.length > 0 ? [heading(3, t("Sizing and checks in detail")), list(notes)] : [];
}

/**
 * The appendix, after everything the client reads: how the figures were built, for whoever checks
 * them. Its heading has a fixed id so the client's page can fold it away.
 */
export function appendixSection(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  return [
    schemaHeading(2, t("Appendix: how the estimate was built"), PROPOSAL_APPENDIX_ID),
    paragraph(
      t(
        "This appendix is for whoever checks the figures: the range in the estimator's terms, the method, and every item of the price with its source.",
      ),
    ),
    ...rangeDetail(e, w),
    ...engineNotes(e, w),
    ...basisSection(e, w),
  ];
}
