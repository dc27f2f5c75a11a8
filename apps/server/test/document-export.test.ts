import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import type { Estimate } from "@scopewise/shared";
import { formatMoney } from "@scopewise/estimator";
import { type ModelNode, documentModel, plainText } from "../src/modules/export/document-model.js";
import { databaseKinds } from "./databases.js";
import { docxPart, readPdf, squeeze } from "./export-readers.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { signUp, useSignedInApp } from "./test-app.js";
import { NOT_FOUND, workspaceApi } from "./workspace-fixtures.js";

const REQUEST = "estimate the timeline and cost for a mobile app with payments and chat";
const FILE_NAME = /^attachment; filename="proposal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.(pdf|docx|html)"$/;

function walk(node: ModelNode, visit: (node: ModelNode) => void): void {
  visit(node);
  for (const child of node.content ?? []) walk(child, visit);
}

/** Every heading's and every table cell's text in the stored document, read under the schema. */
function headingsAndCells(html: string): { headings: string[]; cells: string[] } {
  const headings: string[] = [];
  const cells: string[] = [];
  walk(documentModel(html), (node) => {
    if (node.type === "heading") headings.push(plainText(node));
    if (node.type === "tableCell" || node.type === "tableHeader") cells.push(plainText(node));
  });
  return { headings: headings.filter(Boolean), cells: cells.filter((cell) => cell.trim() !== "") };
}

describe.each(databaseKinds())("export to PDF, DOCX and HTML on $name", (kind) => {
  const s = useSignedInApp(kind);
  const api = workspaceApi(() => s.t.app);
  let proposal: { id: string; title: string; document: string; estimate: Estimate } | undefined;

  const exported = async (id: string, format: string, token = s.user.access) => {
    const res = await api.call("GET", `/api/documents/${id}/export?format=${format}`, token);
    return res;
  };
  async function generated() {
    if (proposal) return proposal;
    const id = await generate(s.t.app, s.user.access, REQUEST);
    const job = await waitForJob(s.t.app, s.user.access, id);
    expect(job.status).toBe("ready");
    const doc = await api.getDocument(s.user.access, id);
    proposal = { id, title: doc.title, document: doc.document, estimate: job.estimate as Estimate };
    return proposal;
  }

  it("a generated proposal's PDF holds every heading (as a bookmark too), every table cell and the totals, with page numbers and the title on each page", async () => {
    const p = await generated();
    const res = await exported(p.id, "pdf");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(FILE_NAME);
    const pdf = await readPdf(res.rawPayload);
    const text = squeeze(pdf.text);
    const { headings, cells } = headingsAndCells(p.document);
    expect(headings.length).toBeGreaterThan(5);
    expect(cells.length).toBeGreaterThan(20);
    for (const heading of headings) expect(text, heading).toContain(squeeze(heading));
    // The timeline's filled cells (full blocks) are painted, not written.
    for (const cell of cells.filter((c) => !/^█+$/.test(c.trim()))) expect(text, cell).toContain(squeeze(cell));
    expect(pdf.bookmarks).toEqual(headings);
    expect(text).toContain(squeeze(formatMoney(p.estimate.total_cost.p50, p.estimate.currency)));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(text).toContain(squeeze(`Page ${pdf.pages} of ${pdf.pages}`));
    // The running title heads every page after the first.
    expect(pdf.text.split(p.title).length - 1).toBeGreaterThanOrEqual(pdf.pages - 1);
    // The charts are drawn from the estimate: each phase's name is written beside its bar.
    for (const phase of p.estimate.phases) expect(text).toContain(squeeze(phase.name.slice(0, 20)));
  }, 120_000);

  it("a generated proposal's DOCX holds every heading as a Heading style, every table cell, repeating header rows and the totals", async () => {
    const p = await generated();
    const res = await exported(p.id, "docx");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers["content-disposition"]).toMatch(FILE_NAME);
    const text = squeeze((await mammoth.extractRawText({ buffer: res.rawPayload })).value);
    const { headings, cells } = headingsAndCells(p.document);
    for (const cell of cells) expect(text, cell).toContain(squeeze(cell));
    expect(text).toContain(squeeze(formatMoney(p.estimate.total_cost.p50, p.estimate.currency)));
    const xml = docxPart(res.rawPayload, "word/document.xml");
    const styled = [
      ...xml.matchAll(/<w:p>(?:(?!<\/w:p>).)*?<w:pStyle w:val="Heading(\d)"\/>((?:(?!<\/w:p>).)*)<\/w:p>/g),
    ].map((m) => squeeze(m[2]!.replace(/<[^>]+>/g, "")));
    expect(styled).toEqual(headings.map(squeeze));
    expect(xml).toContain("<w:tblHeader/>");
    expect(xml).toContain("<w:cantSplit/>");
  }, 120_000);

  it("formats, links, lists, code, formulas, colours and images reach both files", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDk1zDMQAAAABJRU5ErkJggg==",
      "base64",
    );
    const html = [
      "<h1>Formats</h1>",
      '<p>Plain, <strong>bold</strong>, <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/terms">our terms</a>, <span style="color: rgb(200, 30, 30)">red words</span>, <span data-type="inline-math" data-latex="E = mc^2"></span></p>',
      "<ul><li><p>First point</p></li><li><p>Second point</p></li></ul><ol><li><p>Step one</p></li></ol>",
      '<pre><code class="language-ts">const total = 42;</code></pre>',
      `<img src="data:image/png;base64,${png.toString("base64")}" alt="Plan">`,
    ].join("");
    const doc = await api.createDocument(s.user.access, { title: "Formats", document: html });
    const pdfRes = await exported(doc.id, "pdf");
    const pdf = await readPdf(pdfRes.rawPayload);
    for (const words of ["bold", "our terms", "red words", "E = mc^2", "First point", "Step one", "const total = 42;"])
      expect(squeeze(pdf.text)).toContain(squeeze(words));
    const raw = pdfRes.rawPayload.toString("latin1");
    expect(raw).toContain("/URI (https://example.com/terms)");
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/Subtype \/Image/);

    const docx = (await exported(doc.id, "docx")).rawPayload;
    const xml = docxPart(docx, "word/document.xml");
    expect(xml).toMatch(/<w:color w:val="C81E1E"\/>/i);
    expect(xml).toContain("<w:numPr>");
    expect(xml).toContain("<w:hyperlink");
    expect(docxPart(docx, "word/_rels/document.xml.rels")).toContain("https://example.com/terms");
    expect(xml).toContain("<pic:pic");
    const text = (await mammoth.extractRawText({ buffer: docx })).value;
    for (const words of ["E = mc^2", "const total = 42;", "Second point"]) expect(text).toContain(words);
  }, 60_000);

  it("exports the stored HTML with the print styles, and refuses another user's document or an unknown format", async () => {
    const doc = await api.createDocument(s.user.access, {
      title: "Plain <one>",
      document: "<h2>Scope</h2><p>Shelving</p>",
    });
    const html = await exported(doc.id, "html");
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.headers["content-disposition"]).toMatch(FILE_NAME);
    expect(html.body).toContain("<title>Plain &lt;one&gt;</title>");
    expect(html.body).toContain("<h2>Scope</h2><p>Shelving</p>");
    const other = await signUp(s.t.app);
    for (const format of ["pdf", "docx", "html"])
      expect([
        (await exported(doc.id, format, other.access)).statusCode,
        (await exported(doc.id, format, other.access)).json(),
      ]).toEqual([404, NOT_FOUND]);
    const bad = await exported(doc.id, "rtf");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["format"]);
    expect((await exported(doc.id, "pdf", "not-a-token")).statusCode).toBe(401);
  });

  it("a 40-page proposal stays within its page count and file size", async () => {
    const p = await generated();
    // The generated proposal four times over: about forty A4 pages.
    const long = await api.createDocument(s.user.access, { title: "Long proposal", document: p.document.repeat(4) });
    const started = performance.now();
    const pdf = (await exported(long.id, "pdf")).rawPayload;
    const pdfMs = performance.now() - started;
    const docx = (await exported(long.id, "docx")).rawPayload;
    const { pages } = await readPdf(pdf);
    console.info(
      `${kind.name}: ${pages}-page PDF ${(pdf.length / 1024).toFixed(0)} KB in ${pdfMs.toFixed(0)} ms; DOCX ${(docx.length / 1024).toFixed(0)} KB`,
    );
    expect(pages).toBeGreaterThanOrEqual(30);
    expect(pages).toBeLessThanOrEqual(50);
    expect(pdf.length).toBeLessThan(1024 * 1024);
    expect(docx.length).toBeLessThan(512 * 1024);
  }, 120_000);
});
