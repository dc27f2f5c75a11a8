import { describe, expect, it } from "vitest";
import { STORED_INTEGER_MAX } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { useSignedInApp } from "./test-app.js";
import { workspaceApi } from "./workspace-fixtures.js";

/** Whole numbers a client sends where they meet an integer column: refused past the column on both databases, never a 500. */
describe.each(databaseKinds())("integers from clients on $name", (kind) => {
  const s = useSignedInApp(kind);
  const api = workspaceApi(() => s.t.app);

  it("a document version past a 32-bit integer answers 400 and changes nothing; the largest one is a plain conflict", async () => {
    const doc = await api.createDocument(s.user.access, { title: "Versions", document: "<p>Kept</p>" });
    for (const version of [STORED_INTEGER_MAX + 1, 2 ** 53, 1e10]) {
      const res = await api.call("PATCH", `/api/documents/${doc.id}/`, s.user.access, {
        document: "<p>Changed</p>",
        version,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty("version");
    }
    const largest = await api.call("PATCH", `/api/documents/${doc.id}/`, s.user.access, {
      document: "<p>Changed</p>",
      version: STORED_INTEGER_MAX,
    });
    expect(largest.statusCode, largest.body).toBe(409);
    expect(await api.getDocument(s.user.access, doc.id)).toEqual(doc);
  });

  it("a corrected brief's version and budget past their ranges answer 400", async () => {
    const doc = await api.createDocument(s.user.access, { title: "Brief" });
    const brief = { domain: "software", title: "App", summary: "A booking app" };
    const valid = await api.call("PUT", `/api/documents/${doc.id}/brief/`, s.user.access, {
      ...brief,
      version: doc.version,
      budget: 50_000,
    });
    expect(valid.statusCode, valid.body).not.toBe(400);
    for (const body of [
      { ...brief, version: STORED_INTEGER_MAX + 1 },
      { ...brief, budget: 1e300 },
    ]) {
      const res = await api.call("PUT", `/api/documents/${doc.id}/brief/`, s.user.access, body);
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});
