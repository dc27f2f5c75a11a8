import { Fragment } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { cell, doc, p, row, table } from "../ai/fixtures/doc-builders";
import { build, schema } from "../ai/fixtures/test-schema";
import { TABLE } from "../editor-constants";
import { hasNestedTable, liftNestedTables, withTableIds } from "./table-structure";

const nested = doc(
  p("before"),
  table(row(cell("outer a"), { type: "tableCell", content: [p("outer b"), table(row(cell("inner")))] })),
  p("after"),
);

describe("tables inside tables", () => {
  it("are found wherever they sit, and only there", () => {
    expect(hasNestedTable(build(nested))).toBe(true);
    expect(hasNestedTable(build(doc(table(row(cell("a"))), table(row(cell("b"))))))).toBe(false);
  });

  it("are moved out, right after their table, leaving the cell's own text", () => {
    const lifted = liftNestedTables(build(nested));
    expect(hasNestedTable(lifted)).toBe(false);
    expect(lifted.childCount).toBe(4);
    expect(lifted.child(1).textContent).toBe("outer aouter b");
    expect(lifted.child(2).type.name).toBe("table");
    expect(lifted.child(2).textContent).toBe("inner");
    expect(lifted.child(3).textContent).toBe("after");
    expect(() => lifted.check()).not.toThrow();
  });

  it("leave a cell that held only a table with an empty paragraph, and lift tables nested twice", () => {
    const deep = build(
      doc(
        table(
          row({
            type: "tableCell",
            content: [table(row({ type: "tableCell", content: [table(row(cell("deepest")))] }))],
          }),
        ),
      ),
    );
    const lifted = liftNestedTables(deep);
    expect(lifted.childCount).toBe(3);
    expect(lifted.child(0).firstChild?.firstChild?.firstChild?.type.name).toBe("paragraph");
    expect(lifted.child(2).textContent).toBe("deepest");
    expect(hasNestedTable(lifted)).toBe(false);
    expect(() => lifted.check()).not.toThrow();
  });

  it("leave a document without any exactly as it was", () => {
    const plain = build(doc(p("a"), table(row(cell("b")))));
    expect(liftNestedTables(plain)).toBe(plain);
  });
});

describe("tables without ids", () => {
  it("get row and column ids and the default width, one id per column", () => {
    const merged = { type: "tableCell", attrs: { colspan: 2 }, content: [p("merged")] };
    const content = withTableIds(Fragment.from(build(doc(table(row(cell("a"), cell("b")), row(merged)))).content));
    const result = content.firstChild;
    if (!result) throw new Error("no table");
    const rows: { rowId: unknown; cells: { colId: unknown; colwidth: unknown }[] }[] = [];
    result.forEach((r) => {
      const cells: { colId: unknown; colwidth: unknown }[] = [];
      r.forEach((c) => cells.push({ colId: c.attrs.colId, colwidth: c.attrs.colwidth }));
      rows.push({ rowId: r.attrs.rowId, cells });
    });
    expect(rows[0]?.rowId).toMatch(/^row-/);
    expect(rows[1]?.rowId).toMatch(/^row-/);
    expect(rows[0]?.rowId).not.toBe(rows[1]?.rowId);
    expect(rows[0]?.cells.map((c) => c.colwidth)).toEqual([[TABLE.defaultColumnWidth], [TABLE.defaultColumnWidth]]);
    expect(rows[1]?.cells[0]?.colwidth).toEqual([TABLE.defaultColumnWidth, TABLE.defaultColumnWidth]);
    expect(rows[1]?.cells[0]?.colId).toBe(rows[0]?.cells[0]?.colId);
    expect(rows[0]?.cells[0]?.colId).not.toBe(rows[0]?.cells[1]?.colId);
  });

  it("are left alone when they have ids, and so is content without tables", () => {
    const withIds = withTableIds(Fragment.from(build(doc(table(row(cell("a"))))).content));
    expect(withTableIds(withIds)).toBe(withIds);
    const prose = Fragment.from(schema.text("x"));
    expect(withTableIds(prose)).toBe(prose);
  });
});
