import { describe, expect, it } from "vitest";
import { LIMITS } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { bearer, useSignedInApp } from "./test-app.js";
import { workspaceApi } from "./workspace-fixtures.js";

const MAX = LIMITS.nestingMaxDepth;
const nest = (open: string, close: string, times: number, inner: string) =>
  open.repeat(times) + inner + close.repeat(times);

/** Markup far deeper than the editor makes (30-100 KB each), which used to overflow the call stack. */
const TOO_DEEP: Array<[string, string]> = [
  ["nested tables", nest("<table><tbody><tr><td>", "</td></tr></tbody></table>", 2000, "cell")],
  ["nested spans", `<p>${nest("<span>", "</span>", 5000, "Deep text. More text here.")}</p>`],
  ["nested divs", nest("<div>", "</div>", 5000, "<p>Deep text. More text here.</p>")],
  ["nested lists", nest("<ul><li>", "</li></ul>", 3000, "<p>Deep item</p>")],
  ["nested blockquotes and marks", nest("<blockquote><strong><em>", "</em></strong></blockquote>", 2000, "quote")],
  ["unclosed inline tags", `<p>${"<b><i><u>".repeat(3000)}text</p>`],
];
const TOO_DEEP_DETAIL = `The document's HTML is nested too deeply: at most ${MAX} levels are allowed.`;

/** A list indented 40 levels, written as the editor writes it: far deeper than anyone indents, and kept. */
const DEEP_EDITOR_LIST = nest("<ul><li><p>Level</p>", "</li></ul>", 40, "<p>Bottom</p>");

describe.each(databaseKinds())("hostile input on $name", (kind) => {
  const s = useSignedInApp(kind);
  const api = workspaceApi(() => s.t.app);
  const token = () => s.user.access;

  describe("markup nested past the limit", () => {
    it.each(TOO_DEEP)("%s: create, save and the assistant answer 400 and nothing changes", async (_name, html) => {
      const created = await api.call("POST", "/api/documents/", token(), { title: "Deep", document: html });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toEqual({ detail: TOO_DEEP_DETAIL });

      const doc = await api.createDocument(token(), { title: "Shallow", document: "<p>Kept as it was</p>" });
      const saved = await api.call("PATCH", `/api/documents/${doc.id}/`, token(), {
        document: html,
        version: doc.version,
      });
      expect(saved.statusCode, saved.body).toBe(400);
      expect(saved.json()).toEqual({ detail: TOO_DEEP_DETAIL });
      expect(await api.getDocument(token(), doc.id)).toEqual(doc);
      await api.enableShare(token(), doc.id);
      expect((await api.shared(doc.uuid)).document).toBe("<p>Kept as it was</p>");

      for (const user_query of ["make it bold", "shorten this", "fix spelling", "increase the costs by 10%"]) {
        const edited = await api.call("POST", "/api/editor-agent", token(), {
          user_query,
          content: html,
          document_id: doc.id,
        });
        expect(edited.statusCode, edited.body).toBe(400);
        expect(edited.json()).toEqual({ detail: TOO_DEEP_DETAIL });
      }
    });

    it("markup exactly at the limit is stored, shared and edited as before", async () => {
      const atLimit = `<p>${nest("<span>", "</span>", MAX - 1, "At the limit.")}</p>`;
      // Spans without a style are no format of the schema: the text is stored as the editor would write it.
      const doc = await api.createDocument(token(), { title: "At the limit", document: atLimit });
      expect(doc.document).toBe("<p>At the limit.</p>");
      await api.enableShare(token(), doc.id);
      expect((await api.shared(doc.uuid)).document).toBe("<p>At the limit.</p>");
      const edited = await api.call("POST", "/api/editor-agent", token(), {
        user_query: "upper case",
        content: atLimit,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().result).toBe("<p>AT THE LIMIT.</p>");
      const past = await api.call("POST", "/api/documents/", token(), {
        title: "Past",
        document: `<div>${atLimit}</div>`,
      });
      expect(past.statusCode).toBe(400);
    });

    it("a deeply indented editor list is kept byte for byte, and tables nested within the limit are still flattened", async () => {
      const doc = await api.createDocument(token(), { title: "Indented", document: DEEP_EDITOR_LIST });
      expect(doc.document).toBe(DEEP_EDITOR_LIST);
      const tables = nest("<table><tbody><tr><td>", "</td></tr></tbody></table>", 20, "cell");
      const flattened = await api.createDocument(token(), { title: "Tables", document: tables });
      expect(flattened.document.match(/<table[ >]/g)).toHaveLength(1);
      expect(flattened.document).toContain("<p>cell</p>");
    });

    it("JSON nested past the limit answers 400 wherever it is sent, also in fields a route ignores", async () => {
      const deepArray = "[".repeat(100_000) + "]".repeat(100_000);
      const deepObject = '{"a":'.repeat(MAX) + "1" + "}".repeat(MAX);
      for (const [method, url, payload] of [
        ["POST", "/api/projects/", `{"title":${deepArray}}`],
        ["POST", "/api/documents/", `{"title":"x","extra":${deepObject}}`],
        ["PATCH", "/api/auth/update/", `{"first_name":"Ada","x":${deepArray}}`],
        ["POST", "/api/auth/login/", `{"email":${deepArray}}`],
      ] as const) {
        const headers = { ...(url.includes("login") ? {} : bearer(token())), "content-type": "application/json" };
        const res = await s.t.app.inject({ method: method === "PATCH" ? "PUT" : method, url, headers, payload });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(res.json()).toEqual({
          detail: `The request body is nested too deeply: at most ${MAX} levels are allowed.`,
        });
      }
      const atLimit = '{"a":'.repeat(MAX - 1) + "1" + "}".repeat(MAX - 1);
      const ok = await s.t.app.inject({
        method: "POST",
        url: "/api/projects/",
        headers: { ...bearer(token()), "content-type": "application/json" },
        payload: `{"title":"Fine","extra":${atLimit}}`,
      });
      expect(ok.statusCode, ok.body).toBe(201);
    });
  });

  describe("bodies the parsers refuse", () => {
    const multipartFile = (boundary: string, field: string, body: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${body}`;
    const MALFORMED = { detail: "The multipart/form-data body is malformed or incomplete." };

    it("multipart without a boundary, with an oversized boundary, or cut off inside a file answers 400 on every multipart endpoint", async () => {
      const doc = await api.createDocument(token(), { title: "Images" });
      const endpoints: Array<["PUT" | "POST", string, string]> = [
        ["PUT", "/api/auth/update/", "profile_image"],
        ["POST", `/api/documents/${doc.id}/images/`, "image"],
        ["POST", "/api/documents/from-brief/", "brief"],
      ];
      for (const [method, url, field] of endpoints) {
        const cases: Array<[string, string]> = [
          ["multipart/form-data", "abc"],
          ["multipart/form-data; boundary=", "abc"],
          [`multipart/form-data; boundary=${"b".repeat(300)}`, "abc"],
          ["multipart/form-data; boundary=XYZ", multipartFile("XYZ", field, "\x89PNG truncated")],
        ];
        for (const [contentType, payload] of cases) {
          const res = await s.t.app.inject({
            method,
            url,
            headers: { ...bearer(token()), "content-type": contentType },
            payload,
          });
          expect(res.statusCode, `${url} ${contentType.slice(0, 40)} ${res.body}`).toBe(400);
          expect(res.json()).toEqual(MALFORMED);
        }
      }
      const me = await s.t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(token()) });
      expect(me.json()).toMatchObject({ first_name: "Ada", profile_image: null });
    });

    it("JSON in another charset, bytes that are not UTF-8, broken JSON and other content types answer 4xx in the contract's shape", async () => {
      const cases: Array<[string, string | Buffer, number, string]> = [
        [
          "application/json; charset=latin1",
          Buffer.from('{"title":"caf\xe9"}', "latin1"),
          415,
          "Unsupported charset: send JSON encoded as UTF-8.",
        ],
        [
          "application/json; charset=utf-16le",
          Buffer.from('{"title":"x"}', "utf16le"),
          415,
          "Unsupported charset: send JSON encoded as UTF-8.",
        ],
        [
          "application/json",
          Buffer.from([0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
          400,
          "The request body is not valid UTF-8.",
        ],
        ["application/json", '{"title": "unterminated', 400, "The request body is not valid JSON."],
        [
          "application/json",
          '{"__proto__": {"admin": true}, "title": "x"}',
          400,
          "The request body is not valid JSON.",
        ],
        ["application/x-www-form-urlencoded", "title=x", 415, "Unsupported content type: send JSON."],
        ["application/xml", "<title>x</title>", 415, "Unsupported content type: send JSON."],
      ];
      for (const [contentType, payload, status, detail] of cases) {
        const res = await s.t.app.inject({
          method: "POST",
          url: "/api/projects/",
          headers: { ...bearer(token()), "content-type": contentType },
          payload,
        });
        expect(res.statusCode, `${contentType} ${res.body}`).toBe(status);
        expect(res.json()).toEqual({ detail });
      }
      const utf8 = await s.t.app.inject({
        method: "POST",
        url: "/api/projects/",
        headers: { ...bearer(token()), "content-type": "application/json; charset=UTF-8" },
        payload: Buffer.from('{"title":"Café ✓"}'),
      });
      expect(utf8.statusCode, utf8.body).toBe(201);
      expect(utf8.json().title).toBe("Café ✓");
      expect((await api.listProjects(token())).map((p) => p.title)).not.toContain("caf\ufffd");
    });

    it("a body over the limit answers 413", async () => {
      const res = await s.t.app.inject({
        method: "POST",
        url: "/api/projects/",
        headers: { ...bearer(token()), "content-type": "application/json" },
        payload: `{"title":"${"a".repeat(LIMITS.requestBodyMaxBytes)}"}`,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ detail: "Request body is too large (the limit is 5 MB)." });
    });
  });
});
