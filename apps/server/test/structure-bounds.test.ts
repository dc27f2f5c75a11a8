import { describe, expect, it } from "vitest";
import { LIMITS } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { docxPart, readPdf } from "./export-readers.js";
import { whilePollingHealth } from "./health-polling.js";
import { useSignedInApp } from "./test-app.js";
import { workspaceApi } from "./workspace-fixtures.js";

const table = (rows: number, columns: number, cell = (r: number, c: number) => `<td><p>r${r}c${c}</p></td>`) =>
  `<table><tbody>${Array.from({ length: rows }, (_, r) => `<tr>${Array.from({ length: columns }, (_, c) => cell(r, c)).join("")}</tr>`).join("")}</tbody></table>`;
const nestedList = (levels: number) => "<ul><li><p>Level</p>".repeat(levels) + "</li></ul>".repeat(levels);

/** Markup whose structures, not its size, cost the server: each used to take seconds to minutes, or the process. */
const HOSTILE: Array<[string, string, string]> = [
  [
    "a 77-byte cell spanning 100,000,000 columns",
    '<table><tbody><tr><td colspan="100000000"><p>x</p></td></tr></tbody></table>',
    "A table cell spans more than 50 columns.",
  ],
  [
    "a cell spanning a million columns",
    '<table><tr><td colspan="1000000">x</td></tr></table>',
    "A table cell spans more than 50 columns.",
  ],
  [
    "a cell spanning 100,000 columns",
    '<table><tr><td colspan="100000">x</td></tr></table>',
    "A table cell spans more than 50 columns.",
  ],
  [
    "a span written as an exponent",
    '<table><tr><td colspan="1e9">x</td></tr></table>',
    "A table cell spans more than 50 columns.",
  ],
  [
    "a cell spanning 3,000 rows",
    '<table><tr><td colspan="30" rowspan="3000">x</td></tr></table>',
    "A table cell spans more than 500 rows.",
  ],
  [
    "row spans that push every row further right",
    `<table>${'<tr><td rowspan="400" colspan="5">x</td></tr>'.repeat(20)}</table>`,
    "A table has more than 50 columns.",
  ],
  ["a 30,000-cell table", table(3000, 10), "A table has more than 2,500 cells."],
  ["501 rows", table(501, 1), "A table has more than 500 rows."],
  ["51 columns", table(1, 51), "A table has more than 50 columns."],
  [
    "two tables of 2,500 cells and one more",
    table(500, 5) + table(500, 5) + table(1, 1),
    "The document has more than 5,000 table cells.",
  ],
  ["101 tables", table(1, 1).repeat(101), "The document has more than 100 tables."],
  [
    "lists nested directly in lists, 51 levels",
    "<ol>".repeat(51) + "<li>x</li>" + "</ol>".repeat(51),
    "Lists are nested more than 50 levels deep.",
  ],
];

describe.each(databaseKinds())("document structures past their bounds on $name", (kind) => {
  const s = useSignedInApp(kind);
  const api = workspaceApi(() => s.t.app);
  const token = () => s.user.access;

  it.each(HOSTILE)(
    "%s: create, save and the assistant answer 400 naming the bound at once, health keeps answering, nothing is stored",
    async (_name, html, detail) => {
      const doc = await api.createDocument(token(), { title: "Kept", document: "<p>Kept as it was</p>" });
      const { result, ms, longestWaitMs } = await whilePollingHealth(s.t.app, async () => [
        await api.call("POST", "/api/documents/", token(), { title: "Hostile", document: html }),
        await api.call("PATCH", `/api/documents/${doc.id}/`, token(), { document: html, version: doc.version }),
        await api.call("POST", "/api/editor-agent", token(), {
          user_query: "make it bold",
          content: html,
          document_id: doc.id,
        }),
      ]);
      for (const res of result) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ detail });
      }
      expect(ms).toBeLessThan(2_000);
      expect(longestWaitMs).toBeLessThan(1_000);
      expect(await api.getDocument(token(), doc.id)).toEqual(doc);
      expect((await api.listDocuments(token())).map((d) => d.title)).not.toContain("Hostile");
    },
  );

  it("structures at the bounds are stored, and export to PDF and DOCX", async () => {
    const widest = table(LIMITS.tableMaxCells / LIMITS.tableMaxColumns, LIMITS.tableMaxColumns);
    const spans = `<table><tbody><tr><td colspan="${LIMITS.tableMaxColumns}"><p>Merged</p></td></tr><tr><td rowspan="2"><p>Tall</p></td><td><p>b</p></td></tr><tr><td><p>c</p></td></tr></tbody></table>`;
    const doc = await api.createDocument(token(), {
      title: "At the bounds",
      document: widest + spans + nestedList(40),
    });
    expect(doc.document.match(/<td/g)?.length).toBe(LIMITS.tableMaxCells + 4);
    expect(doc.document).toContain('colspan="50"');
    for (const format of ["pdf", "docx"]) {
      const res = await api.call("GET", `/api/documents/${doc.id}/export?format=${format}`, token());
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
  });

  it("lists nested deeper than Word's nine levels export: Word keeps the deepest on its last level, the PDF keeps every item", async () => {
    const items =
      Array.from({ length: 14 }, (_, level) => `<ul><li><p>Item at level ${level + 1}</p>`).join("") +
      "</li></ul>".repeat(14);
    const doc = await api.createDocument(token(), { title: "Deep list", document: items });
    const docx = await api.call("GET", `/api/documents/${doc.id}/export?format=docx`, token());
    expect(docx.statusCode, docx.body.slice(0, 200)).toBe(200);
    const body = docxPart(docx.rawPayload, "word/document.xml");
    const levels = [...body.matchAll(/<w:ilvl w:val="(\d+)"\/>/g)].map((m) => Number(m[1]));
    expect(levels).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8]);
    const pdf = await api.call("GET", `/api/documents/${doc.id}/export?format=pdf`, token());
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdf(pdf.rawPayload)).text;
    for (let level = 1; level <= 14; level++) expect(text).toContain(`Item at level ${level}`);
  });
});
