import fc from "fast-check";
import { docxFile, manyPagesPdf } from "./hostile-files.js";

/**
 * Generators of hostile requests for the fuzz test: odd types, huge and deep values, wrong content
 * types, broken encodings and bad multipart, shaped by each operation of the OpenAPI description.
 * Values are JSON text, so depths no JSON.stringify could write are possible. `$DOC`, `$PROJECT`,
 * `$UUID` and `$OTHER_DOC` stand for live resources and are filled in when the request is sent.
 */
export interface Operation {
  method: string;
  /** OpenAPI path, with `{param}` placeholders. */
  path: string;
  jsonFields: string[] | null;
}

export interface FuzzRequest {
  method: string;
  url: string;
  auth: "anonymous" | "user" | "other-user" | "garbage";
  contentType?: string;
  payload?: string | Buffer;
}

const nest = (open: string, close: string, depth: number, inner: string) =>
  open.repeat(depth) + inner + close.repeat(depth);
const deepHtml = (depth: number) =>
  nest("<table><tr><td><ul><li><span>", "</span></li></ul></td></tr></table>", depth, "deep");

/** JSON texts of every shape a field should not get, and a few it should (to reach deeper code). */
const ODD_JSON: string[] = [
  "null",
  "true",
  "0",
  "-0",
  "1e999",
  "-1e999",
  "123456789012345678901234567890",
  "0.1",
  "-1",
  "2147483648",
  '""',
  '"   "',
  '"\\u0000"',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '"\\u202e\\u200b"',
  '"💥🏗️‍"',
  '"%00%ZZ"',
  '"../../../etc/passwd"',
  '"<script>alert(1)</script>"',
  '"<img src=x onerror=alert(1)>"',
  '"javascript:alert(1)"',
  '"data:image/png;base64,AAAA"',
  '"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="',
  JSON.stringify("x".repeat(300_000)),
  JSON.stringify(`<p>${"word ".repeat(40_000)}</p>`),
  JSON.stringify(deepHtml(30)),
  JSON.stringify(deepHtml(2_000)),
  JSON.stringify(nest("<span>", "</span>", 6_000, "x")),
  JSON.stringify(`<p>${"<b><i>".repeat(5_000)}x</p>`),
  nest("[", "]", 101, ""),
  nest("[", "]", 20_000, ""),
  nest('{"a":', "}", 5_000, "1"),
  `[${"1,".repeat(50_000)}1]`,
  "[]",
  "{}",
  '{"__proto__":{"admin":true}}',
  '["accepted"]',
  '{"role":"user","content":"hi"}',
  // Plausible values, so requests also get past validation.
  '"Hello"',
  '"<p>Design costs $12,000. Then we build it.</p>"',
  '"make it bold"',
  '"shorten this"',
  '"increase the costs by 10%"',
  '"accepted"',
  '"rejected"',
  "1",
  "2",
  '"$DOC"',
  '"$PROJECT"',
  '"$OTHER_DOC"',
  '"$UUID"',
  '"ada@example.com"',
  '"correct horse battery"',
  '"A mobile app for a bakery with online ordering, in 3 months"',
  '[{"role":"user","content":"A website for a dentist"}]',
  '{"domain":"software","title":"x","summary":"y"}',
];

const jsonValueText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ODD_JSON) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? "null") },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((s) => JSON.stringify(s)) },
);

/** Structures past the document's bounds (spans, cells, tables, list depth), each small to send and once costly to build. */
const cells = (rows: number, columns: number) =>
  `<table>${`<tr>${"<td>x</td>".repeat(columns)}</tr>`.repeat(rows)}</table>`;
const HOSTILE_STRUCTURES: string[] = [
  '<table><tr><td colspan="100000000">x</td></tr></table>',
  '<table><tr><td colspan="1e9" rowspan="1e9">x</td></tr></table>',
  '<table><tr><td colspan="3000" rowspan="3000">x</td></tr></table>',
  `<table>${'<tr><td rowspan="400" colspan="5">x</td></tr>'.repeat(20)}</table>`,
  cells(3_000, 10),
  cells(1, 1).repeat(101),
  `${"<ol>".repeat(60)}<li>x</li>${"</ol>".repeat(60)}`,
].map((markup) => JSON.stringify(markup));

const html = (depth: number) =>
  JSON.stringify(`<h1>Plan</h1><p>Design costs $12,000. Then we build it.</p>${deepHtml(depth)}`);

/** Values a field of that name plausibly takes (so requests get past validation into the handlers), odd ones among them. */
const PLAUSIBLE: Record<string, string[]> = {
  title: ['"Fuzz title"', '"  "', JSON.stringify("t".repeat(51))],
  name: ['"Fuzz name"'],
  document: [
    '"<p>Hello <b>world</b></p>"',
    html(5),
    html(19),
    html(20),
    html(400),
    '"<table><tr><td><table><tr><td>x</td></tr></table></td></tr></table>"',
    ...HOSTILE_STRUCTURES,
  ],
  content: [
    '"<p>We will design the app first. Then we build it. Finally we test it for $4,500.</p>"',
    html(5),
    html(19),
    html(20),
    html(400),
    '"<ul><li><p>one</p></li></ul>"',
    ...HOSTILE_STRUCTURES,
  ],
  user_query: [
    '"make it bold"',
    '"shorten this"',
    '"make a table"',
    '"fix spelling"',
    '"increase the costs by 10%"',
    '"convert to EUR at 0.92"',
    '"re-estimate with a team of 6"',
    '"make this a bullet list"',
  ],
  conversation: [
    '"A mobile app for a bakery with online ordering, in 3 months"',
    '[{"role":"user","content":"A website for a dentist"}]',
    "[]",
    '""',
  ],
  project_id: ['"$PROJECT"', '"$UUID"', '"$OTHER_DOC"', "null"],
  document_id: ['"$DOC"', '"$OTHER_DOC"', '"$UUID"'],
  outcome: ['"accepted"', '"rejected"'],
  version: ["1", "2", "0", "-1", "1.5", "9007199254740993", "2147483647", "2147483648", "1e10"],
  email: ['"ada@example.com"', '"ADA@EXAMPLE.COM "', JSON.stringify(`${"a".repeat(250)}@x.io`)],
  first_name: ['"Ada"', '""', JSON.stringify("n".repeat(60))],
  last_name: ['"Lovelace"'],
};

function fieldValue(field: string): fc.Arbitrary<string> {
  const plausible = PLAUSIBLE[field];
  return plausible
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...plausible) }, { weight: 1, arbitrary: jsonValueText })
    : jsonValueText;
}

/** An object with the operation's fields (all of them, or some), plus now and then keys it does not know. */
function jsonObject(fields: string[]): fc.Arbitrary<string> {
  const values = Object.fromEntries(fields.map((field) => [field, fieldValue(field)]));
  const known = fc.oneof(
    { weight: 2, arbitrary: fc.record(values) },
    { weight: 1, arbitrary: fc.record(values, { requiredKeys: [] }) },
  );
  const odd = fc.array(
    fc.tuple(
      fc.constantFrom("__proto__", "constructor", "id", "owner_id", "", "\u0000", "x".repeat(1000)),
      jsonValueText,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(known, odd)
    .map(
      ([record, extra]) =>
        `{${[...Object.entries(record), ...extra].map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`,
    );
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=UTF-8",
  "APPLICATION/JSON",
  'application/json;charset="utf-8"',
];

const INVALID_UTF8 = Buffer.from([
  0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d,
]);

/** Bodies the parsers must refuse (or read as nothing) with a 4xx. */
const BROKEN_BODIES: Array<[string | undefined, string | Buffer]> = [
  ["application/json", '{"title":'],
  ["application/json", '{"title":"x"}}'],
  ["application/json", "{'title':'x'}"],
  ["application/json", "\ufeff{}"],
  ["application/json", "null"],
  ["application/json", "[]"],
  ["application/json", '"text"'],
  ["application/json", "NaN"],
  ["application/json", '{"constructor":{"prototype":{"admin":true}}}'],
  ["application/json", INVALID_UTF8],
  ["application/json; charset=utf-16", Buffer.from('{"title":"x"}', "utf16le")],
  ["application/json; charset=latin1", Buffer.from('{"title":"caf\xe9"}', "latin1")],
  ["application/json; charset=", "{}"],
  ["application/json; charset=nonsense", "{}"],
  ["text/plain", "hello"],
  ["text/plain; charset=utf-8", '{"title":"x"}'],
  ["application/xml", "<title>x</title>"],
  ["application/x-www-form-urlencoded", "title=x&document=%3Cp%3E"],
  ["application/octet-stream", Buffer.from([0, 1, 2, 255])],
  ["image/png", Buffer.from("89504e470d0a1a0a", "hex")],
  ["", "x"],
  [";;;=", "x"],
  ["*/*", "{}"],
  ["application/json", `{"title":"${"a".repeat(5 * 1024 * 1024)}"}`],
];

const rawBody: fc.Arbitrary<{ contentType?: string; payload: string | Buffer }> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...BROKEN_BODIES)
      .map(([contentType, payload]) => (contentType === undefined ? { payload } : { contentType, payload })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...JSON_TYPES, "text/plain", "multipart/form-data; boundary=X", "application/vnd.api+json"),
        fc.uint8Array({ maxLength: 2_000 }),
      )
      .map(([contentType, bytes]) => ({ contentType, payload: Buffer.from(bytes) })),
  },
);

const FILE_CONTENTS = [
  Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), // a PNG header and nothing after
  Buffer.from("ffd8ffe000104a464946", "hex"),
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF"),
  Buffer.from("504b0304140000000800", "hex"), // the start of a zip (docx) and nothing after
  Buffer.from("A warehouse fit-out of 2,000 m2 in Leeds, to finish in 6 months."),
  Buffer.from([0xff, 0xfe, 0x00, 0x00, 0xc3, 0x28]),
  // Files past the brief readers' bounds: refused with 400 in a worker, never a stall or a 5xx.
  manyPagesPdf(2_000),
  docxFile(["Scope"], 20 * 1024 * 1024),
  docxFile(["Scope"], 8 * 1024 * 1024, { understated: true }),
];

const part = fc.record({
  name: fc.constantFrom(
    "image",
    "brief",
    "profile_image",
    "conversation",
    "project_id",
    "first_name",
    "last_name",
    "username",
    "__proto__",
    "x",
  ),
  file: fc.boolean(),
  filename: fc.constantFrom(
    "a.png",
    "photo.jpg",
    "brief.pdf",
    "brief.docx",
    "notes.txt",
    "notes.md",
    "../../etc/passwd",
    "",
    "\u202egnp.exe",
    "x".repeat(500),
  ),
  type: fc.constantFrom(
    "image/png",
    "image/jpeg",
    "application/pdf",
    "text/plain",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/json",
    "a/b/c",
  ),
  content: fc.oneof(
    fc.constantFrom(...FILE_CONTENTS),
    fc.uint8Array({ maxLength: 3_000 }).map((b) => Buffer.from(b)),
    jsonValueText.map((t) => Buffer.from(t)),
  ),
});

/** Multipart bodies: well formed with odd parts, or with a missing, empty, quoted or oversized boundary, cut off, or garbage. */
const multipartBody = fc
  .record({
    boundary: fc.constantFrom("ok", "ok", "ok", "none", "empty", "quoted", "long", "spaces"),
    parts: fc.array(part, { maxLength: 4 }),
    ending: fc.constantFrom("closed", "closed", "cut-in-part", "no-closing", "garbage-after"),
  })
  .map(({ boundary, parts, ending }) => {
    const b = "fuzzBoundary7MA4YWxkTrZu0gW";
    const header = {
      ok: `; boundary=${b}`,
      none: "",
      empty: "; boundary=",
      quoted: `; boundary="${b}"`,
      long: `; boundary=${"b".repeat(300)}`,
      spaces: `; boundary=${b}   `,
    }[boundary];
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const disposition = p.file
        ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}`
        : `form-data; name="${p.name}"`;
      chunks.push(Buffer.from(`--${b}\r\nContent-Disposition: ${disposition}\r\n\r\n`), p.content, Buffer.from("\r\n"));
    }
    let payload = Buffer.concat(chunks);
    if (ending === "closed" || ending === "garbage-after")
      payload = Buffer.concat([payload, Buffer.from(`--${b}--\r\n`)]);
    if (ending === "garbage-after") payload = Buffer.concat([payload, Buffer.from("trailing garbage")]);
    if (ending === "cut-in-part") payload = payload.subarray(0, Math.max(0, payload.length - 5));
    return { contentType: `multipart/form-data${header}`, payload };
  });

const PATH_VALUES = [
  "$OTHER_DOC",
  "$UUID",
  "0",
  "-1",
  "null",
  "..",
  "%2e%2e%2f",
  "%ZZ",
  "%00",
  "%E2%80%AE",
  "x".repeat(3_000),
  "' OR 1=1 --",
  "%F0%9F%92%A5",
  "00000000-0000-0000-0000-000000000000",
  "a%2Fb",
];

const QUERIES = [
  "",
  "",
  "",
  "?q=%ZZ",
  `?x=${"a".repeat(5_000)}`,
  "?a[b][c]=1",
  "?__proto__=1",
  "?code=x&state=y",
  "?q=%00",
  "?state=&code=",
  "?x=1&x=2&x=3",
];

/** One request against one operation, with everything about it chosen by the generator. */
export function requestFor(operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((op) =>
    fc
      .record({
        auth: fc.constantFrom("anonymous", "user", "user", "user", "user", "other-user", "garbage") as fc.Arbitrary<
          FuzzRequest["auth"]
        >,
        params: fc.array(
          fc.oneof(
            { weight: 4, arbitrary: fc.constant("$VALID") },
            { weight: 3, arbitrary: fc.constantFrom(...PATH_VALUES) },
            {
              weight: 1,
              arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).map(encodeURIComponent),
            },
          ),
          { minLength: 3, maxLength: 3 },
        ),
        query: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...QUERIES) },
          {
            weight: 1,
            arbitrary: fc
              .string({ unit: "binary", maxLength: 60 })
              .map((s) => `?q=${encodeURIComponent(s)}&${encodeURIComponent(s)}=1`),
          },
        ),
        body: bodyFor(op),
      })
      .map(({ auth, params, query, body }) => {
        let index = 0;
        const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
          const value = params[index++] ?? "$VALID";
          return value === "$VALID" ? `$VALID_${name}` : value;
        });
        return { method: op.method, url: path + query, auth, ...body };
      }),
  );
}

function bodyFor(op: Operation): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  const withJsonType = (payload: string) =>
    fc.constantFrom(...JSON_TYPES).map((contentType) => ({ contentType, payload }));
  const fields = op.jsonFields ?? ["title", "document", "conversation"];
  return fc.oneof(
    { weight: op.jsonFields ? 6 : 1, arbitrary: jsonObject(fields).chain(withJsonType) },
    { weight: 1, arbitrary: jsonValueText.chain(withJsonType) },
    { weight: 2, arbitrary: rawBody },
    { weight: op.jsonFields ? 2 : 5, arbitrary: multipartBody },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}
