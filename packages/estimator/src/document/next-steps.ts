import type { Estimate } from "@scopewise/shared";
import { heading, list, paragraph, type DocumentNode } from "./blocks.js";
import { inTen } from "./client-language.js";
import type { Writer } from "./writer.js";

/** A project this short is followed week by week; a monthly steering meeting would come too late. */
const SHORT_PROJECT_WEEKS = 8;

/** What the client does next: decisions for this plan (its first phase, its length) and the questions still open. */
export function nextStepsSection(e: Estimate, w: Writer): DocumentNode[] {
  const { t } = w;
  const first = e.phases[0];
  const steps = [
    t("Review the scope and assumptions, and mark anything missing or out of scope."),
    t(
      "Confirm the budget to commit to (the expected {{expected}}, or {{safe}} to cover {{n}} in 10 outcomes) and the start date.",
      { expected: w.money(e.total_cost.expected), safe: w.money(e.total_cost.p80), n: inTen(0, 80) },
    ),
    first && e.phases.length > 1
      ? t("Agree the first phase, “{{phase}}”, as a fixed engagement; re-estimate the rest with what it learns.", {
          phase: first.name,
        })
      : t("Agree the scope and the start date, and sign the quotation while it is valid."),
    e.duration_weeks.p50 <= SHORT_PROJECT_WEEKS
      ? t("Name the decision-makers and the review rhythm (a short weekly status).")
      : t("Name the decision-makers and the review rhythm (weekly status, monthly steering)."),
  ];
  const questions = e.questions ?? [];
  return [
    heading(2, t("Next steps")),
    list(steps, true),
    ...(questions.length > 0
      ? [paragraph(t("Answers to these questions would narrow the estimate:")), list(questions)]
      : []),
  ];
}
