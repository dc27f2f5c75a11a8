import { describe, expect, it } from "vitest";
import { LIMITS } from "@scopewise/shared";
import { INLINE_SANITIZE_MAX_CHARS } from "../src/html/document-sanitizer.js";
import { sanitizeDocumentHtml } from "../src/html/sanitize.js";
import { databaseKinds } from "./databases.js";
import { whilePollingHealth } from "./health-polling.js";
import { useSignedInApp } from "./test-app.js";
import { workspaceApi } from "./workspace-fixtures.js";

const paragraphs = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `<p>Paragraph ${i}: the <strong>scope</strong> of <em>phase ${i % 7}</em> is fixed.</p>`,
  ).join("");
/** Some 500 KB of formatted paragraphs, just inside the element bound: a second or more of schema work, once all of it on the event loop. */
const LARGE = paragraphs(Math.floor(LIMITS.documentMaxElements / 3));

describe.each(databaseKinds())("large documents on $name", (kind) => {
  const s = useSignedInApp(kind);
  const api = workspaceApi(() => s.t.app);

  it("a large document is created and saved while health keeps answering, stored exactly as a small one would be", async () => {
    expect(LARGE.length).toBeGreaterThan(6 * INLINE_SANITIZE_MAX_CHARS);
    const { result: created, longestWaitMs } = await whilePollingHealth(s.t.app, () =>
      api.call("POST", "/api/documents/", s.user.access, { title: "Large", document: LARGE }),
    );
    expect(created.statusCode, created.body.slice(0, 200)).toBe(201);
    expect(longestWaitMs).toBeLessThan(1_000);
    const stored = await api.getDocument(s.user.access, created.json().id as string);
    expect(stored.document).toBe(sanitizeDocumentHtml(LARGE));

    const edited = LARGE.replace("Paragraph 0:", "First paragraph:");
    const saved = await whilePollingHealth(s.t.app, () =>
      api.call("PATCH", `/api/documents/${stored.id}/`, s.user.access, { document: edited, version: stored.version }),
    );
    expect(saved.result.statusCode, saved.result.body.slice(0, 200)).toBe(200);
    expect(saved.longestWaitMs).toBeLessThan(1_000);
    expect((await api.getDocument(s.user.access, stored.id)).document).toContain(
      "<p>First paragraph: the <strong>scope</strong>",
    );
  });

  it("a document past the element bound is refused at once with 400, and nothing is stored", async () => {
    const { result, ms, longestWaitMs } = await whilePollingHealth(s.t.app, () =>
      api.call("POST", "/api/documents/", s.user.access, { title: "Too large", document: paragraphs(30_000) }),
    );
    expect(result.statusCode).toBe(400);
    expect(result.json()).toEqual({
      detail: "The document has more than 25,000 elements: split it into smaller documents.",
    });
    expect(ms).toBeLessThan(2_000);
    expect(longestWaitMs).toBeLessThan(1_000);
    expect((await api.listDocuments(s.user.access)).map((d) => d.title)).not.toContain("Too large");
  });

  it("a large document past a structure bound is refused before any worker is asked, naming the bound", async () => {
    const res = await api.call("POST", "/api/documents/", s.user.access, {
      title: "Large",
      document: paragraphs(5_000) + '<table><tr><td colspan="51">x</td></tr></table>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "A table cell spans more than 50 columns." });
  });
});
