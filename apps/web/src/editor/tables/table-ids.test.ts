import { Fragment, Slice } from "@tiptap/pm/model";
import { EditorState, TextSelection, type Transaction } from "@tiptap/pm/state";
import { addColumnAfter, addColumnBefore } from "@tiptap/pm/tables";
import { describe, expect, it } from "vitest";
import { cell, doc, p, row, table } from "../ai/fixtures/doc-builders";
import { build, schema } from "../ai/fixtures/test-schema";
import { textPos } from "../ai/fixtures/text-position";
import { TABLE } from "../editor-constants";
import { TableIds, createTableWithIds, createsNestedTable, tableIdsTransaction } from "./table-ids";

const stateWith = (json: Parameters<typeof build>[0]) => EditorState.create({ doc: build(json) });
const mixed = () =>
  new Slice(
    Fragment.from([schema.nodes.paragraph!.create(null, schema.text("intro")), build(table(row(cell("pasted"))))]),
    0,
    0,
  );

describe("the table-in-table guard", () => {
  it("refuses mixed content (a paragraph and a table) put into a cell", () => {
    const state = stateWith(doc(table(row(cell("target"), cell("other"))), p("outside")));
    const at = textPos(state, "target");
    expect(createsNestedTable(state.tr.replaceRange(at, at, mixed()))).toBe(true);
    // As a paste does it: the selection's place in the cell is replaced.
    const inCell = state.apply(state.tr.setSelection(TextSelection.create(state.doc, at, at + "target".length)));
    expect(createsNestedTable(inCell.tr.replaceSelection(mixed()))).toBe(true);
  });

  it("lets the same content into a paragraph outside tables, and typing into a cell", () => {
    const state = stateWith(doc(table(row(cell("target"))), p("outside")));
    const outside = textPos(state, "outside");
    expect(createsNestedTable(state.tr.replaceRange(outside, outside, mixed()))).toBe(false);
    expect(createsNestedTable(state.tr.insertText("typed", textPos(state, "target")))).toBe(false);
  });

  it("refuses a whole table dropped into a cell", () => {
    const state = stateWith(doc(table(row(cell("target")))));
    const tr = state.tr.replaceWith(
      textPos(state, "target") - 1,
      textPos(state, "target") - 1,
      build(table(row(cell("dropped")))),
    );
    expect(createsNestedTable(tr)).toBe(true);
  });
});

describe("columns added from the table menu", () => {
  const cellsOfRow = (state: EditorState, index: number) => {
    const cells: { colId: unknown; colwidth: unknown }[] = [];
    state.doc.firstChild?.child(index).forEach((c) => cells.push({ colId: c.attrs.colId, colwidth: c.attrs.colwidth }));
    return cells;
  };

  for (const [name, command] of [
    ["after", addColumnAfter],
    ["before", addColumnBefore],
  ] as const) {
    it(`get ids and the default width (${name})`, () => {
      const start = EditorState.create({ doc: schema.nodes.doc!.create(null, [createTableWithIds(schema, 2, 2)]) });
      const inCell = start.apply(start.tr.setSelection(TextSelection.create(start.doc, 4)));
      let next = inCell;
      command(inCell, (tr) => {
        next = inCell.apply(tr);
        const appended = tableIdsTransaction([tr], next);
        if (appended) next = next.apply(appended);
      });
      for (const index of [0, 1]) {
        const cells = cellsOfRow(next, index);
        expect(cells).toHaveLength(3);
        expect(cells.every((c) => typeof c.colId === "string")).toBe(true);
        expect(cells.map((c) => c.colwidth)).toEqual([
          [TABLE.defaultColumnWidth],
          [TABLE.defaultColumnWidth],
          [TABLE.defaultColumnWidth],
        ]);
      }
      expect(new Set(cellsOfRow(next, 0).map((c) => c.colId)).size).toBe(3);
      expect(cellsOfRow(next, 1).map((c) => c.colId)).toEqual(cellsOfRow(next, 0).map((c) => c.colId));
    });
  }

  it("leave tables without ids (older documents) as they are", () => {
    const state = stateWith(doc(table(row(cell("a")))));
    const inCell = state.apply(state.tr.setSelection(TextSelection.create(state.doc, textPos(state, "a"))));
    let appended: unknown = "not run";
    addColumnAfter(inCell, (tr) => {
      appended = tableIdsTransaction([tr], inCell.apply(tr));
    });
    expect(appended).toBeNull();
  });
});

describe("a table from the toolbar", () => {
  it("puts the cursor in its first cell", () => {
    const state = stateWith(doc(p("Table:")));
    const atEnd = state.apply(
      state.tr.setSelection(TextSelection.create(state.doc, textPos(state, "Table:") + "Table:".length)),
    );
    let next = atEnd;
    const command = TableIds.config.addCommands?.call({} as never).insertTableWithIds;
    if (!command) throw new Error("no command");
    command()({ state: atEnd, tr: atEnd.tr, dispatch: (tr: Transaction) => (next = atEnd.apply(tr)) } as never);
    const $from = next.selection.$from;
    expect($from.node(-1).type.name).toBe("tableHeader");
    expect($from.index(-2)).toBe(0);
    expect($from.index(-3)).toBe(0);
  });
});
