import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDecisions, groupChanges, type ChangeDecision, undecidedRanges } from "./change-groups";
import { diffDocuments } from "./diff/document-diff";
import { cell, doc, h, li, p, row, table, ul } from "./fixtures/doc-builders";
import { blockTexts, readWithout } from "./fixtures/read-changes";
import { build } from "./fixtures/test-schema";

const before = build(
  doc(
    h(2, "Summary"),
    p("The build costs $1,000 in total and takes 6 weeks."),
    p("We start in May with a small team."),
    ul(li(p("Design")), li(p("Build")), li(p("Launch"))),
    table(row(cell("Phase"), cell("Cost")), row(cell("Build"), cell("$1,000"))),
  ),
);
const after = build(
  doc(
    h(2, "Summary"),
    p("The build costs $1,100 in total and takes 6 weeks."),
    p("We start in June with a small team."),
    ul(li(p("Design")), li(p("Launch"))),
    table(row(cell("Phase"), cell("Cost")), row(cell("Build"), cell("$1,100"))),
  ),
);

describe("deciding a whole-document change one change at a time", () => {
  const diff = diffDocuments(before, after);
  const groups = groupChanges(diff.ranges);

  it("counts a replaced word, a removed list item and a changed cell each as one change", () => {
    expect(groups).toHaveLength(4);
  });

  it("keeps what was accepted and what was rejected, change by change", () => {
    const decided = applyDecisions(diff.doc, groups, ["accepted", "rejected", "accepted", "rejected"]).doc;
    expect(blockTexts(decided)).toEqual([
      "Summary",
      "The build costs $1,100 in total and takes 6 weeks.",
      "We start in May with a small team.",
      "Design",
      "Launch",
      "Phase",
      "Cost",
      "Build",
      "$1,000",
    ]);
  });

  it("leaves undecided changes as they were shown, at their new places", () => {
    const decisions: Array<ChangeDecision | undefined> = ["accepted", undefined, undefined, undefined];
    const { doc: decided, mapping } = applyDecisions(diff.doc, groups, decisions);
    const left = undecidedRanges(groups, decisions, mapping);
    expect(left.map((change) => change.index)).toEqual([1, 2, 3]);
    const removed = left.flatMap((change) =>
      change.ranges
        .filter((range) => range.kind === "deletion" && !range.block)
        .map((range) => decided.textBetween(range.from, range.to)),
    );
    expect(removed).toEqual(["May", "Build", "$1,000"]);
  });

  it("gives what the preview reads with the decided changes left out, and the answer when all are accepted, for any edits", () => {
    const sentence = fc
      .array(fc.constantFrom("scope", "$1,200", "team", "risk", "6 weeks", "launch", "P80"), {
        minLength: 1,
        maxLength: 6,
      })
      .map((words) => words.join(" "));
    const blocks = fc.array(
      fc.oneof(
        sentence.map((s) => p(s)),
        fc.array(sentence, { minLength: 1, maxLength: 3 }).map((items) => ul(...items.map((s) => li(p(s))))),
      ),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(blocks, blocks, fc.array(fc.boolean(), { maxLength: 20 }), (a, b, picks) => {
        const old = build(doc(h(2, "Plan"), ...a));
        const answer = build(doc(h(2, "Plan"), ...b));
        const { doc: shown, ranges } = diffDocuments(old, answer);
        const all = groupChanges(ranges);
        expect(
          blockTexts(
            applyDecisions(
              shown,
              all,
              all.map(() => "accepted"),
            ).doc,
          ),
        ).toEqual(blockTexts(answer));
        const decisions = all.map((_, i): ChangeDecision => (picks[i] ? "accepted" : "rejected"));
        const leftOut = all.flatMap((group, i) =>
          group.ranges
            .filter((range) => range.kind === (decisions[i] === "accepted" ? "deletion" : "insertion"))
            .map((range) => ({ ...range, kind: "deletion" as const })),
        );
        expect(blockTexts(applyDecisions(shown, all, decisions).doc)).toEqual(readWithout(shown, leftOut, "deletion"));
      }),
      { numRuns: 200, seed: 6 },
    );
  });
});
