import { describe, expect, it } from "vitest";
import { EXPORT_TIME_LIMIT_MS } from "../src/modules/export/export-job.js";
import { databaseKinds } from "./databases.js";
import { docxPart } from "./export-readers.js";
import { whilePollingHealth } from "./health-polling.js";
import { uploadImage } from "./image-upload.js";
import { useSignedInApp } from "./test-app.js";
import { workspaceApi } from "./workspace-fixtures.js";

/** pdfmake breaks a word wider than the page one character at a time, in time that grows with the square of its length: this one takes it some 20 s. */
const UNBREAKABLE = `<p>${"x".repeat(20_000)}</p>`;

describe.each(databaseKinds())("exports built in the file workers on $name", (kind) => {
  const s = useSignedInApp(kind);
  const api = workspaceApi(() => s.t.app);
  const token = () => s.user.access;
  const exported = (id: string, format: string) =>
    api.call("GET", `/api/documents/${id}/export?format=${format}`, token());

  it("an image uploaded to the document reaches the PDF and the Word file", async () => {
    const doc = await api.createDocument(token(), { title: "Site plan", document: "<p>Plan</p>" });
    const image = await uploadImage(s.t.app, token(), doc.id);
    expect(image.statusCode, image.body).toBe(201);
    const saved = await api.call("PATCH", `/api/documents/${doc.id}/`, token(), {
      document: `<p>Plan</p><img src="${image.json().url}" alt="Site plan">`,
      version: doc.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pdf = await exported(doc.id, "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString("latin1")).toMatch(/\/Subtype \/Image/);
    const docx = await exported(doc.id, "docx");
    expect(docx.statusCode).toBe(200);
    expect(docxPart(docx.rawPayload, "word/document.xml")).toContain("<pic:pic");
  });

  it("an export past its time limit answers 503 while /api/health keeps answering, never more than a second apart, and the next export is built", async () => {
    const slow = await api.createDocument(token(), { title: "One long word", document: UNBREAKABLE });
    const { result, ms, answers, longestWaitMs } = await whilePollingHealth(s.t.app, () => exported(slow.id, "pdf"));
    console.info(
      `${kind.name}: the slow PDF export answered ${result.statusCode} in ${ms.toFixed(0)} ms; ${answers} health answers, at most ${longestWaitMs.toFixed(0)} ms apart`,
    );
    expect([result.statusCode, result.json()]).toEqual([
      503,
      { detail: "The export took too long to build. Please try again, or export the document as HTML." },
    ]);
    // The limit counts the work, not the loading of pdfmake by a new worker.
    expect(ms).toBeGreaterThanOrEqual(EXPORT_TIME_LIMIT_MS);
    expect(ms).toBeLessThan(EXPORT_TIME_LIMIT_MS + 5_000);
    expect(longestWaitMs).toBeLessThan(1000);

    const plain = await api.createDocument(token(), { title: "Short", document: "<h2>Scope</h2><p>Shelving</p>" });
    const next = await exported(plain.id, "pdf");
    expect(next.statusCode).toBe(200);
    expect(next.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }, 60_000);
});
