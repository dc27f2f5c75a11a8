import type { Brief, Estimate } from "@scopewise/shared";
import { heading, list, paragraph, type DocumentNode } from "./blocks.js";
import { duration, inTen } from "./client-language.js";
import { constraintInWords } from "./constraint-words.js";
import type { Writer } from "./writer.js";

type Phase = Estimate["phases"][number];

const names = (phases: readonly Phase[]) => phases.map((p) => `“${p.name}”`).join(", ");

/** A phase's cost with its share of the contingency, so a stage priced on its own carries its risks too. */
function withContingency(e: Estimate, phases: readonly Phase[]): number {
  const base = e.phases.reduce((s, p) => s + p.cost, 0);
  const cost = phases.reduce((s, p) => s + p.cost, 0);
  return base > 0 ? Math.round((cost * e.total_cost.expected) / base) : cost;
}

/** The leading phases whose cost, contingency included, stays within `budget`. */
function phasesWithin(e: Estimate, budget: number): Phase[] {
  const out: Phase[] = [];
  for (const phase of e.phases) {
    if (withContingency(e, [...out, phase]) > budget) break;
    out.push(phase);
  }
  return out;
}

function budgetOption(e: Estimate, budget: number, w: Writer): string {
  const { t } = w;
  const first = e.phases[0];
  const stage = phasesWithin(e, budget);
  if (stage.length === 0 || !first) {
    const share = first ? Math.max(1, Math.floor((budget / withContingency(e, [first])) * 100)) : 0;
    return t(
      "Within the stated budget of {{budget}}: not a complete phase of this project (it is about {{share}}% of the first, {{first}}). It can pay for a scoping study that firms up the scope, the design basis and the cost before anything larger is committed.",
      { budget: w.money(budget), share, first: first ? `“${first.name}”` : t("the first phase") },
    );
  }
  const values = {
    budget: w.money(budget),
    n: stage.length,
    names: names(stage),
    cost: w.money(withContingency(e, stage)),
    week: stage[stage.length - 1]!.end_week,
  };
  return stage.length === 1
    ? t(
        "Within the stated budget of {{budget}}: the first phase ({{names}}), about {{cost}} with its share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.",
        values,
      )
    : t(
        "Within the stated budget of {{budget}}: the first {{n}} phases ({{names}}), about {{cost}} with their share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.",
        values,
      );
}

function deadlineOption(e: Estimate, deadline: number, needed: number | undefined, w: Writer): string {
  const { t } = w;
  const done = e.phases.filter((p) => p.end_week <= deadline);
  const full =
    needed !== undefined ? ` ${t("The whole scope needs about {{weeks}}.", { weeks: duration(w, needed) })}` : "";
  if (done.length === 0)
    return (
      t(
        "By the stated {{weeks}}: no phase of this plan can be finished; the time allows preparation only (briefing, scoping and the first decisions).",
        { weeks: duration(w, deadline) },
      ) + full
    );
  const values = { weeks: duration(w, deadline), names: names(done), cost: w.money(withContingency(e, done)) };
  return (
    (done.length === 1
      ? t("By the stated {{weeks}}: the phase finished in that time ({{names}}), about {{cost}}.", values)
      : t("By the stated {{weeks}}: the phases finished in that time ({{names}}), about {{cost}}.", values)) + full
  );
}

/**
 * When no honest plan meets the stated budget or deadline, the proposal opens with that finding and what
 * the budget or the time frame does buy, as options, before the full plan (which is shown as one option,
 * never trimmed to pretend it fits). Empty when the estimate is feasible.
 */
export function feasibilitySection(e: Estimate, brief: Brief, w: Writer): DocumentNode[] {
  if (e.feasible !== false) return [];
  const { t } = w;
  const missed = e.constraints.filter((c) => c.kind !== "team" && !c.fits);
  const budget = missed.find((c) => c.kind === "budget");
  const deadline = missed.find((c) => c.kind === "deadline");
  const options: string[] = [
    t(
      "The full scope as asked: about {{cost}} over about {{weeks}}; {{n}} in 10 projects like this one stay within {{p80}} and {{weeks80}}. The plan in the rest of this proposal is this option.",
      {
        cost: w.money(e.total_cost.expected),
        p80: w.money(e.total_cost.p80),
        weeks: duration(w, e.duration_weeks.p50),
        weeks80: duration(w, e.duration_weeks.p80),
        n: inTen(0, 80),
      },
    ),
  ];
  if (budget && brief.budget !== undefined) options.push(budgetOption(e, brief.budget, w));
  if (deadline && brief.deadline_weeks !== undefined)
    options.push(deadlineOption(e, brief.deadline_weeks, deadline.needed, w));
  options.push(
    t(
      "A smaller project: name the few items that matter most, and we price the core that fits the stated limits as its own plan.",
    ),
  );
  const cannot =
    budget && deadline
      ? t(
          "The project as asked cannot be done within the stated budget and time frame. We say so first rather than present a plan that would not hold.",
        )
      : budget
        ? t(
            "The project as asked cannot be done within the stated budget. We say so first rather than present a plan that would not hold.",
          )
        : t(
            "The project as asked cannot be done within the stated time frame. We say so first rather than present a plan that would not hold.",
          );
  return [
    heading(2, t("What is possible")),
    paragraph(cannot),
    ...missed.map((c) =>
      paragraph(
        c.kind === "budget"
          ? t("Budget: {{message}}", { message: constraintInWords(e, c, w) })
          : t("Time frame: {{message}}", { message: constraintInWords(e, c, w) }),
      ),
    ),
    heading(3, t("Options")),
    list(options, true),
  ];
}
