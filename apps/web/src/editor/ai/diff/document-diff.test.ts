import { describe, expect, it } from "vitest";
import {
  bold,
  cell,
  code,
  doc,
  formula,
  h,
  headerCell,
  li,
  ol,
  p,
  proposalFixture,
  row,
  table,
  ul,
} from "../fixtures/doc-builders";
import { blockTexts, markedTexts, readWithout } from "../fixtures/read-changes";
import { build } from "../fixtures/test-schema";
import { diffDocuments } from "./document-diff";

/** Both readings of the preview must give back the two documents. */
function expectFaithful(before: ReturnType<typeof build>, after: ReturnType<typeof build>) {
  const diff = diffDocuments(before, after);
  diff.doc.check();
  expect(readWithout(diff.doc, diff.ranges, "insertion")).toEqual(blockTexts(before));
  expect(readWithout(diff.doc, diff.ranges, "deletion")).toEqual(blockTexts(after));
  return diff;
}

/** The node types of the containers marked as removed or added whole, in document order. */
function blockRangeTypes(diff: ReturnType<typeof diffDocuments>, kind: "deletion" | "insertion"): string[] {
  return diff.ranges
    .filter((range) => range.block && range.kind === kind)
    .map((range) => diff.doc.nodeAt(range.from)?.type.name ?? "?");
}

describe("whole-document diff", () => {
  it("finds nothing to show between equal documents", () => {
    const original = build(doc(h(1, "Plan"), p("Costs are $100.")));
    const diff = diffDocuments(original, build(doc(h(1, "Plan"), p("Costs are $100."))));
    expect(diff.ranges).toEqual([]);
    expect(diff.doc.eq(original)).toBe(true);
  });

  it("marks changed words, not whole paragraphs", () => {
    const diff = expectFaithful(
      build(doc(p("The build costs $275,095 over 41 weeks."))),
      build(doc(p("The build costs $302,605 over 41 weeks."))),
    );
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual(["$275,095"]);
    expect(markedTexts(diff.doc, diff.ranges, "insertion")).toEqual(["$302,605"]);
    expect(diff.doc.firstChild?.textContent).toBe("The build costs $275,095$302,605 over 41 weeks.");
  });

  it("keeps tables whole and compares their cells", () => {
    const before = build(
      doc(
        table(
          row(headerCell("Role"), headerCell("Cost")),
          row(cell("Designer"), cell("$5,100")),
          row(cell("QA"), cell("$2,800")),
        ),
      ),
    );
    const after = build(
      doc(
        table(
          row(headerCell("Role"), headerCell("Cost")),
          row(cell("Designer"), cell("$5,610")),
          row(cell("QA"), cell("$3,080")),
        ),
      ),
    );
    const diff = expectFaithful(before, after);
    const preview = diff.doc.firstChild;
    expect(preview?.type.name).toBe("table");
    expect(preview?.childCount).toBe(3);
    preview?.forEach((tableRow) => expect(tableRow.childCount).toBe(2));
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual(["$5,100", "$2,800"]);
    expect(markedTexts(diff.doc, diff.ranges, "insertion")).toEqual(["$5,610", "$3,080"]);
  });

  it("shows a removed table row as a row of the table, where it was", () => {
    const before = build(doc(table(row(cell("A"), cell("1")), row(cell("B"), cell("2")), row(cell("C"), cell("3")))));
    const after = build(doc(table(row(cell("A"), cell("1")), row(cell("C"), cell("3")))));
    const diff = expectFaithful(before, after);
    expect(diff.doc.childCount).toBe(1);
    const preview = diff.doc.firstChild;
    expect(preview?.type.name).toBe("table");
    expect(preview?.childCount).toBe(3);
    expect(preview?.child(1).textContent).toBe("B2");
    preview?.forEach((tableRow) => expect(tableRow.childCount).toBe(2));
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual(["B", "2"]);
    expect(blockRangeTypes(diff, "deletion")).toEqual(["tableRow"]);
  });

  it("shows a removed column as a cell in every row", () => {
    const before = build(
      doc(
        table(
          row(headerCell("Role"), headerCell("Rate"), headerCell("Cost")),
          row(cell("QA"), cell("$80"), cell("$2,800")),
        ),
      ),
    );
    const after = build(doc(table(row(headerCell("Role"), headerCell("Cost")), row(cell("QA"), cell("$2,800")))));
    const diff = expectFaithful(before, after);
    diff.doc.firstChild?.forEach((tableRow) => expect(tableRow.childCount).toBe(3));
    expect(diff.doc.firstChild?.child(1).child(1).textContent).toBe("$80");
    expect(blockRangeTypes(diff, "deletion")).toEqual(["tableHeader", "tableCell"]);
  });

  it("keeps a removed list item in its list, with its bullet", () => {
    const diff = expectFaithful(
      build(doc(ul(li(p("Design")), li(p("Build")), li(p("Test"))))),
      build(doc(ul(li(p("Design")), li(p("Test"))))),
    );
    expect(diff.doc.childCount).toBe(1);
    const list = diff.doc.firstChild;
    expect(list?.type.name).toBe("bulletList");
    expect(list?.childCount).toBe(3);
    expect(list?.child(1).textContent).toBe("Build");
    expect(blockRangeTypes(diff, "deletion")).toEqual(["listItem"]);
  });

  it("keeps a removed last item in its list, not in the paragraph after it", () => {
    const diff = expectFaithful(
      build(doc(ol(li(p("Plan")), li(p("Ship"))), p("Next steps follow."))),
      build(doc(ol(li(p("Plan"))), p("Next steps follow."))),
    );
    expect(diff.doc.childCount).toBe(2);
    expect(diff.doc.firstChild?.type.name).toBe("orderedList");
    expect(diff.doc.firstChild?.childCount).toBe(2);
    expect(diff.doc.firstChild?.lastChild?.textContent).toBe("Ship");
  });

  it("shows a removed list or table as itself, and an added list as added whole", () => {
    const diff = expectFaithful(
      build(doc(h(2, "Scope"), ul(li(p("Payments")), li(p("Chat"))), table(row(cell("Old"))), p("End"))),
      build(doc(h(2, "Scope"), ol(li(p("Payments")), li(p("Chat"))), p("End"))),
    );
    expect([...Array(diff.doc.childCount).keys()].map((i) => diff.doc.child(i).type.name)).toEqual([
      "heading",
      "bulletList",
      "table",
      "orderedList",
      "paragraph",
    ]);
    expect(blockRangeTypes(diff, "deletion")).toEqual(["bulletList", "table"]);
    expect(blockRangeTypes(diff, "insertion")).toEqual(["orderedList"]);
  });

  it("follows nested lists: a changed item, a removed item and an added one", () => {
    const before = build(doc(ul(li(p("Discovery"), ul(li(p("Interviews: 5 days")), li(p("Survey")))), li(p("Build")))));
    const after = build(doc(ul(li(p("Discovery"), ul(li(p("Interviews: 7 days")))), li(p("Build")), li(p("Launch")))));
    const diff = expectFaithful(before, after);
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual(["5", "Survey"]);
    expect(markedTexts(diff.doc, diff.ranges, "insertion")).toEqual(["7", "Launch"]);
    // The nesting of the new document is kept: the removed item sits in the inner list.
    const inner = diff.doc.firstChild?.firstChild?.child(1);
    expect(inner?.type.name).toBe("bulletList");
    expect(inner?.textContent).toContain("Survey");
  });

  it("shows formatting changes as a word replaced", () => {
    const diff = expectFaithful(build(doc(p("Launch in spring"))), build(doc(p(bold("Launch"), " in spring"))));
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual(["Launch"]);
    expect(markedTexts(diff.doc, diff.ranges, "insertion")).toEqual(["Launch"]);
    const inserted = diff.ranges.find((range) => range.kind === "insertion");
    expect(diff.doc.nodeAt(inserted?.from ?? 0)?.marks.map((mark) => mark.type.name)).toEqual(["bold"]);
  });

  it("never splits emoji, skin tones, family sequences or flags", () => {
    const diff = expectFaithful(
      build(doc(p("Kick-off 🎉 with 👩‍👩‍👧 and 👍🏽 in 🇫🇷 today"))),
      build(doc(p("Kick-off 🚀 with 👩‍👩‍👧 and 👍🏿 in 🇩🇪 tomorrow"))),
    );
    const marked = [
      ...markedTexts(diff.doc, diff.ranges, "deletion"),
      ...markedTexts(diff.doc, diff.ranges, "insertion"),
    ];
    expect(marked).toEqual(expect.arrayContaining(["🎉", "👍🏽", "🇫🇷", "🚀", "👍🏿", "🇩🇪", "today", "tomorrow"]));
    for (const value of marked) expect(value).toBe(value.normalize()); // well-formed
    for (const value of marked)
      expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)).toBe(false);
  });

  it("shows a restructured block (paragraph into a list) as removed and added", () => {
    const diff = expectFaithful(
      build(doc(h(2, "Scope"), p("Payments and chat"))),
      build(doc(h(2, "Scope"), ul(li(p("Payments")), li(p("Chat"))))),
    );
    expect(diff.doc.child(1).type.name).toBe("paragraph");
    expect(diff.doc.child(2).type.name).toBe("bulletList");
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual(["Payments and chat"]);
  });

  it("changes a heading level as a removed and an added heading", () => {
    const diff = expectFaithful(
      build(doc(h(2, "Timeline"), p("Ten weeks."))),
      build(doc(h(1, "Timeline"), p("Ten weeks."))),
    );
    expect(diff.doc.child(0).attrs.level).toBe(2);
    expect(diff.doc.child(1).attrs.level).toBe(1);
  });

  it("handles code blocks and formulas", () => {
    const diff = expectFaithful(
      build(doc(code("const total = 100;"), p("Area ", formula("a^2"), " grows"))),
      build(doc(code("const total = 110;"), p("Area ", formula("a^3"), " grows"))),
    );
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual(["100", "[inlineMath]"]);
    expect(diff.doc.firstChild?.marks).toEqual([]);
  });

  it("moves removed blocks before a table rather than into it", () => {
    const diff = expectFaithful(
      build(doc(p("Intro"), p("Old note"), table(row(cell("x"))))),
      build(doc(p("Intro"), table(row(cell("x"))))),
    );
    expect(diff.doc.child(1).textContent).toBe("Old note");
    expect(diff.doc.child(2).type.name).toBe("table");
  });

  it("shows unrelated rewrites as a removed and an added paragraph instead of a word salad", () => {
    const diff = expectFaithful(
      build(doc(p("We will deliver the app in three phases with weekly demos."))),
      build(doc(p("Budget approval is pending until the board meets in May."))),
    );
    expect(diff.doc.childCount).toBe(2);
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual([
      "We will deliver the app in three phases with weekly demos.",
    ]);
  });

  it("diffs a 40-page, 20-table proposal with every amount raised by 10%", () => {
    const before = build(proposalFixture());
    const after = build(proposalFixture({ costFactor: 1.1 }));
    expect(JSON.stringify(before.toJSON()).length).toBeGreaterThan(150_000);
    let tables = 0;
    before.forEach((node) => {
      if (node.type.name === "table") tables++;
    });
    expect(tables).toBe(20);
    const diff = expectFaithful(before, after);
    const deleted = markedTexts(diff.doc, diff.ranges, "deletion");
    expect(deleted.length).toBeGreaterThan(300);
    expect(deleted.every((value) => /^\$[\d,]+(\/h)?$/.test(value))).toBe(true);
    let previewTables = 0;
    diff.doc.forEach((node) => {
      if (node.type.name === "table") previewTables++;
    });
    expect(previewTables).toBe(20);
  });

  it("shows an ordered list turned into bullets as the old items removed and the new list added", () => {
    const diff = expectFaithful(build(doc(ol(li(p("One")), li(p("Two"))))), build(doc(ul(li(p("One")), li(p("Two"))))));
    expect(markedTexts(diff.doc, diff.ranges, "deletion")).toEqual(["One", "Two"]);
    expect(diff.doc.lastChild?.type.name).toBe("bulletList");
    expect(diff.doc.lastChild?.childCount).toBe(2);
  });
});
