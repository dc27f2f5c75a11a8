import { describe, expect, it } from "vitest";
import { documentSchema } from "@scopewise/shared";
import { JsonBodyCache } from "../src/http/json-body-cache.js";
import { presentDocument, presentDocumentBody } from "../src/modules/documents/documents.presenter.js";
import type { DocumentRow } from "../src/modules/documents/documents.repo.js";
import { NEW_DOCUMENT_SHARING } from "../src/modules/documents/documents.service.js";
import { databaseKinds } from "./databases.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const row = (document: string, id = "d1"): DocumentRow => ({
  id,
  uuid: "u1",
  owner_id: "owner",
  project_id: "p1",
  title: 'A "quoted" title',
  user_query: "",
  status: "ready",
  error: null,
  brief: null,
  questions: null,
  estimate: null,
  version: 3,
  ...NEW_DOCUMENT_SHARING,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-02T00:00:00.000Z",
  document,
});

describe("document answer bytes", () => {
  const expected = (value: unknown) => Buffer.from(JSON.stringify(value));

  it("are exactly the serialized presentDocument, for awkward text too", () => {
    const cache = new JsonBodyCache(1024 * 1024);
    for (const html of ['<p class="a">x</p>', "tab\tnew\nline \u0001 \u2028 é 😀 \\ \ud800", ""]) {
      expect(presentDocumentBody(row(html), cache)).toEqual(expected(presentDocument(row(html))));
      expect(presentDocumentBody(row(html), cache)).toEqual(expected(presentDocument(row(html))));
    }
  });

  it("never answer a changed document from the cache: neither changed HTML nor another changed field", () => {
    const cache = new JsonBodyCache(1024 * 1024);
    const first = row("<p>first</p>");
    expect(presentDocumentBody(first, cache)).toEqual(expected(presentDocument(first)));
    const renamed = { ...first, title: "Renamed" };
    expect(presentDocumentBody(renamed, cache)).toEqual(expected(presentDocument(renamed)));
    const rewritten = { ...renamed, document: "<p>second</p>" };
    expect(presentDocumentBody(rewritten, cache)).toEqual(expected(presentDocument(rewritten)));
    expect(presentDocumentBody(first, cache)).toEqual(expected(presentDocument(first)));
  });

  it("stay within the cache's size, dropping the least recently used and still answering right", () => {
    const cache = new JsonBodyCache(200);
    const text = (n: number) => `<p>${String(n).repeat(10)}</p>`;
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < 20; n++)
        expect(cache.body(`d${n}`, `{"n":${n}}`, "html", text(n))).toEqual(expected({ n, html: text(n) }));
    }
    expect(cache.body("big", "{}", "html", "x".repeat(500))).toEqual(expected({ html: "x".repeat(500) }));
  });
});

describe.each(databaseKinds())("GET /api/documents/{id}/ ($name)", (kind) => {
  const s = useSignedInApp(kind);

  it("answers the saved document as JSON after every save, and a stranger 404", async () => {
    const headers = bearer(s.user.access);
    const created = await s.t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers,
      payload: { title: "Plan", document: "<p>One</p>" },
    });
    const id = created.json().id as string;
    const read = () => s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers });
    const first = await read();
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(documentSchema.strict().parse(first.json())).toMatchObject({
      id,
      title: "Plan",
      document: "<p>One</p>",
      version: 1,
    });
    expect(first.json()).not.toHaveProperty("owner_id");
    await read();

    const saved = await s.t.app.inject({
      method: "PATCH",
      url: `/api/documents/${id}/`,
      headers,
      payload: { document: '<p>Two "quoted"</p>' },
    });
    expect(saved.statusCode).toBe(200);
    const second = await read();
    expect(second.json()).toMatchObject({ document: '<p>Two "quoted"</p>', version: 2 });
    expect(second.body).toBe(saved.body);

    const stranger = await signUp(s.t.app);
    const foreign = await s.t.app.inject({
      method: "GET",
      url: `/api/documents/${id}/`,
      headers: bearer(stranger.access),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
