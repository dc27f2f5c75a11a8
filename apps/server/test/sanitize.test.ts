import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeDocumentHtml } from "../src/html/sanitize.js";
import { databaseKinds } from "./databases.js";
import { bearer, signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";
import { workspaceApi } from "./workspace-fixtures.js";
import { dangerousConstructs } from "./xss-checker.js";
import { XSS_PAYLOADS } from "./xss-payloads.js";
import { PUBLIC_SHARE_KEYS } from "./sharing-fixture.js";

/**
 * Legitimate editor HTML (TipTap-style output, in the sanitizer's canonical form: HTML5 void
 * elements, `prop:value` styles). Each must be stored and shared byte for byte.
 */
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const EDITOR_FRAGMENTS: ReadonlyArray<[string, string]> = [
  [
    "headings h1-h6",
    "<h1>Heading 1</h1><h2>Heading 2</h2><h3>Heading 3</h3><h4>Heading 4</h4><h5>Heading 5</h5><h6>Heading 6</h6>",
  ],
  [
    "alignment",
    '<h2 style="text-align:center">Centered</h2><p style="text-align:right">Right</p><p style="text-align:justify">Justified</p><p style="text-align:left">Left</p>',
  ],
  [
    "colours",
    '<p><span style="color:#958DF1">purple</span> <span style="background-color:rgb(250, 240, 137)">highlight</span> <span style="color:rgba(255, 0, 0, 0.5)">red</span> <span style="color:teal">teal</span></p>',
  ],
  [
    "fonts and sizes",
    '<p><span style="font-family:Inter">Inter</span> <span style="font-family:&quot;Comic Sans MS&quot;, &quot;Comic Sans&quot;">Comic</span> <span style="font-family:\'Open Sans\', sans-serif">Open</span> <span style="font-size:18px">18px</span> <span style="font-size:12.5px">12.5px</span> <span style="color:#ff0000;font-size:24px;font-family:Georgia">all three</span></p>',
  ],
  [
    "inline marks",
    "<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> H<sub>2</sub>O x<sup>2</sup> <code>inline()</code></p>",
  ],
  ["highlight mark", '<p><mark data-color="#ffc078" style="background-color:#ffc078;color:inherit">marked</mark></p>'],
  [
    "code block",
    '<pre><code class="language-js">const a = 1 &lt; 2 &amp;&amp; b &gt; 0;\nconsole.log("ok");</code></pre>',
  ],
  [
    "highlighted code block",
    '<pre><code class="hljs language-typescript"><span class="hljs-keyword">const</span> x = <span class="hljs-number">1</span>;</code></pre>',
  ],
  [
    "lists",
    '<ul><li><p>one</p></li><li><p>two</p><ul><li><p>nested</p></li></ul></li></ul><ol start="3"><li><p>three</p></li></ol>',
  ],
  [
    "task list",
    '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked" disabled><span></span></label><div><p>Done</p></div></li><li data-type="taskItem" data-checked="false"><label><input type="checkbox" disabled><span></span></label><div><p>To do</p></div></li></ul>',
  ],
  ["blockquote, rule and break", "<blockquote><p>Quoted text</p></blockquote><hr><p>line<br>break</p>"],
  [
    "links",
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/path?a=1&amp;b=2#top">https</a> <a href="http://example.org" rel="noopener noreferrer nofollow">http</a> <a href="mailto:sales@example.com?subject=Quote%20request" rel="noopener noreferrer nofollow">mail</a> <a href="tel:+15551234567" rel="noopener noreferrer nofollow">call</a> <a href="sms:+15551234567?body=hi" rel="noopener noreferrer nofollow">text</a></p>',
  ],
  [
    "images",
    `<p><img src="https://images.example.com/chart.png" alt="Chart" width="320" height="200"></p><p><img src="data:image/png;base64,${PNG_1PX}" alt="" width="1"></p><p><img src="data:image/jpeg;base64,/9j/4AAQSkZJRg==" alt="photo" style="width:240px"></p>`,
  ],
  [
    "table with widths, spans and cell colours",
    '<div class="tableWrapper"><table style="min-width:125px"><colgroup><col style="width:100px"><col style="min-width:25px"></colgroup><tbody><tr><th colspan="1" rowspan="1" colwidth="100"><p>Phase</p></th><th colspan="1" rowspan="1"><p>Cost</p></th></tr><tr><td colspan="1" rowspan="2" colwidth="100" style="background-color:#fef08a"><p>Design</p></td><td colspan="1" rowspan="1" style="background-color:white"><p>$1,000</p></td></tr><tr><td colspan="1" rowspan="1" style="background-color:red"><p>High</p></td></tr><tr><td colspan="2" rowspan="1" colwidth="100,25" style="background-color:blue"><p>Merged</p></td></tr></tbody></table></div>',
  ],
  [
    "table with header section and col width",
    '<table><colgroup><col width="120"></colgroup><thead><tr><th scope="col">Role</th></tr></thead><tbody><tr><td>Engineer</td></tr></tbody></table>',
  ],
  [
    "direction and indent",
    '<p dir="rtl">مرحبا بالعالم</p><p class="ql-indent-3">Indented</p><p class="ql-align-center ql-direction-rtl">Quill classes</p><p style="margin-left:40px;line-height:1.5">Spaced</p>',
  ],
  [
    "formulas",
    '<p>Energy: <span data-type="inline-math" data-latex="E=mc^2"></span></p><div data-type="block-math" data-latex="\\int_0^1 x^2\\,dx = \\frac{1}{3}"></div>',
  ],
  [
    "YouTube embed",
    '<div data-youtube-video><iframe width="640" height="480" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>',
  ],
  [
    "Vimeo and no-cookie embeds",
    '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" frameborder="0" allowfullscreen></iframe><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>',
  ],
  ["text with entities and unicode", '<p>Prices &amp; "quotes" — café ✓ 5 &lt; 6 &gt; 4</p>'],
];

/**
 * HTML exactly as the editor writes it (copied from its getHTML() in Chromium, e2e/editor-formats):
 * ProseMirror sets styles through the browser's CSS object model, so colours come out as rgb(),
 * font names in double quotes and every declaration ends with ";". Stored as written, byte for byte.
 */
const EDITOR_OUTPUT: ReadonlyArray<[string, string]> = [
  [
    'checklist as TipTap writes it (checked="checked", no disabled)',
    '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked"><span></span></label><div><p style="text-align: left;">done</p></div></li><li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>open</p></div></li></ul>',
  ],
  [
    "text style with colour, background, font and size",
    '<p><span style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0); font-family: cursive; font-size: 18px;">Yellow background</span></p>',
  ],
  [
    "fonts with quoted names",
    '<p><span style="font-family: &quot;Courier New&quot;, Courier, monospace;">Font Courier</span></p><p><span style="font-family: &quot;Playfair Display&quot;, serif;">Font Playfair</span></p><p><span style="font-family: &quot;Open Sans&quot;, sans-serif;">Font Open Sans</span></p><p><span style="font-family: Poppins, sans-serif;">Font Poppins</span></p>',
  ],
  [
    "fonts as the toolbar sets them (single quotes)",
    "<p><span style=\"font-family: 'Courier New', Courier, monospace\">Courier</span></p>",
  ],
  [
    "indent as data-indent and margin",
    '<p data-indent="2" style="margin-left: 4em; text-align: left;">Indented twice</p><h3 data-indent="8" style="margin-left: 16em;">Deep</h3>',
  ],
  [
    "direction and alignment",
    '<p dir="rtl" style="text-align: left;">مرحبا بالعالم</p><p style="text-align: center;">Centred</p><h2 id="executive-summary" dir="rtl">Executive summary</h2>',
  ],
  [
    "table with ids, widths, a merged and a coloured cell",
    '<table style="width: 400px;"><colgroup><col style="width: 100px;"><col style="width: 100px;"><col style="width: 100px;"><col style="width: 100px;"></colgroup><tbody><tr data-row-id="row-748huhh6"><th colwidth="100" data-col-id="col-ltsqzifl"><p>Phase</p></th><th colwidth="100" data-col-id="col-t7py6gn3"><p>Cost</p></th><th colwidth="100" data-col-id="col-7n2hrrpl"><p></p></th><th colwidth="100" data-col-id="col-x0s64pq9"><p>Notes</p></th></tr><tr data-row-id="row-03g9euiz"><td colwidth="100" data-col-id="col-ltsqzifl"><p>Design</p></td><td colspan="2" colwidth="100,100" data-col-id="col-t7py6gn3"><p>100</p></td><td colwidth="100" data-col-id="col-x0s64pq9" style="background-color: rgb(254, 202, 202); color: rgb(17, 24, 39);"><p>first</p></td></tr></tbody></table>',
  ],
  [
    "table without widths",
    '<table style="min-width: 75px;"><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>',
  ],
  [
    "video embed",
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" width="560" height="315"></iframe>',
  ],
  [
    "formula",
    '<p>Energy <span data-type="inline-math" class="math-inline" data-latex="E=mc^2">E=mc^2</span> and <span data-type="inline-math" class="math-inline" data-latex="a &lt; b &amp; c">a &lt; b &amp; c</span></p>',
  ],
  [
    "uploaded image",
    '<p>Picture:</p><img src="/api/media/documents/dddd218b-bc3a-4cd4-8a69-0761ea1a01d4.png" alt="dot">',
  ],
  [
    "marks and a link",
    '<p>Marks: <strong>bold</strong> <em>italic</em> <u>underline</u> <s>struck</s> <code>code()</code> H<sub>2</sub>O x<sup>2</sup> <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/formats">site</a></p>',
  ],
  [
    "code blocks",
    '<pre><code>const total = 100;</code></pre><pre><code class="language-js">if (a &lt; b) run();</code></pre>',
  ],
  ["non-breaking spaces", "<p>10&nbsp;000&nbsp;€</p>"],
];

/**
 * What the schema stores for the fragments that are not yet in the editor's own form: styles as the
 * editor writes them ("prop: value;" and last, colours in rgb() as Chromium writes them), links with the editor's
 * target and rel, block images outside paragraphs, tables with their column groups, checklists
 * without `disabled`. Formats the editor has no place for are left out (the highlight's colour, code
 * colouring spans, block formulas, Quill alignment classes, line height, YouTube's wrapper div).
 */
const STORED_AS: Readonly<Record<string, string>> = {
  alignment:
    '<h2 style="text-align: center;">Centered</h2><p style="text-align: right;">Right</p><p style="text-align: justify;">Justified</p><p style="text-align: left;">Left</p>',
  colours:
    '<p><span style="color: rgb(149, 141, 241);">purple</span> <span style="background-color: rgb(250, 240, 137);">highlight</span> <span style="color: rgba(255, 0, 0, 0.5);">red</span> <span style="color: teal;">teal</span></p>',
  "fonts and sizes":
    '<p><span style="font-family: Inter;">Inter</span> <span style="font-family: &quot;Comic Sans MS&quot;, &quot;Comic Sans&quot;;">Comic</span> <span style="font-family: &quot;Open Sans&quot;, sans-serif;">Open</span> <span style="font-size: 18px;">18px</span> <span style="font-size: 12.5px;">12.5px</span> <span style="color: rgb(255, 0, 0); font-family: Georgia; font-size: 24px;">all three</span></p>',
  "highlight mark": "<p><mark>marked</mark></p>",
  "highlighted code block": '<pre><code class="language-typescript">const x = 1;</code></pre>',
  "task list":
    '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Done</p></div></li><li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>To do</p></div></li></ul>',
  links:
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/path?a=1&amp;b=2#top">https</a> <a target="_blank" rel="noopener noreferrer nofollow" href="http://example.org">http</a> <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:sales@example.com?subject=Quote%20request">mail</a> <a target="_blank" rel="noopener noreferrer nofollow" href="tel:+15551234567">call</a> <a target="_blank" rel="noopener noreferrer nofollow" href="sms:+15551234567?body=hi">text</a></p>',
  images:
    '<p></p><img src="https://images.example.com/chart.png" alt="Chart" width="320" height="200"><p></p><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" alt="" width="1"><p></p><img src="data:image/jpeg;base64,/9j/4AAQSkZJRg==" alt="photo">',
  "table with widths, spans and cell colours":
    '<table style="min-width: 150px;"><colgroup><col style="width: 100px;"><col style="min-width: 50px;"></colgroup><tbody><tr><th colwidth="100"><p>Phase</p></th><th><p>Cost</p></th></tr><tr><td rowspan="2" colwidth="100" style="background-color: rgb(254, 240, 138); color: rgb(17, 24, 39);"><p>Design</p></td><td style="background-color: white; color: rgb(17, 24, 39);"><p>$1,000</p></td></tr><tr><td style="background-color: red; color: rgb(17, 24, 39);"><p>High</p></td></tr><tr><td colspan="2" colwidth="100,25" style="background-color: blue; color: rgb(17, 24, 39);"><p>Merged</p></td></tr></tbody></table>',
  "table with header section and col width":
    '<table style="width: 120px;"><colgroup><col style="width: 120px;"></colgroup><tbody><tr><th colwidth="120"><p>Role</p></th></tr><tr><td colwidth="120"><p>Engineer</p></td></tr></tbody></table>',
  "direction and indent":
    '<p dir="rtl">مرحبا بالعالم</p><p data-indent="3" style="margin-left: 6em;">Indented</p><p>Quill classes</p><p>Spaced</p>',
  formulas: '<p>Energy: <span data-type="inline-math" class="math-inline" data-latex="E=mc^2">E=mc^2</span></p>',
  "YouTube embed":
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" width="560" height="315"></iframe>',
  "Vimeo and no-cookie embeds":
    '<iframe src="https://player.vimeo.com/video/76979871" class="ql-video" frameborder="0" allowfullscreen="true" width="560" height="315"></iframe><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" width="560" height="315"></iframe>',
  "fonts as the toolbar sets them (single quotes)":
    '<p><span style="font-family: &quot;Courier New&quot;, Courier, monospace;">Courier</span></p>',
  "direction and alignment":
    '<p dir="rtl" style="text-align: left;">مرحبا بالعالم</p><p style="text-align: center;">Centred</p><h2 dir="rtl" id="executive-summary">Executive summary</h2>',
  "table without widths":
    '<table style="min-width: 100px;"><colgroup><col style="min-width: 50px;"><col style="min-width: 50px;"></colgroup><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>',
};

const storedForm = (name: string, html: string): string => STORED_AS[name] ?? html;

describe("the editor's own HTML", () => {
  it.each([...EDITOR_FRAGMENTS, ...EDITOR_OUTPUT])(
    "%s is stored in the editor's form, which is kept as it is",
    (name, html) => {
      const stored = sanitizeDocumentHtml(html);
      expect(stored).toBe(storedForm(name, html));
      expect(sanitizeDocumentHtml(stored)).toBe(stored);
    },
  );

  it("keeps the style values the schema allows and drops the rest", () => {
    expect(
      sanitizeDocumentHtml('<p><span style="color: rgb(230, 0, 0); position: fixed; font-size: 18px;">x</span></p>'),
    ).toBe('<p><span style="color: rgb(230, 0, 0); font-size: 18px;">x</span></p>');
    // A quoted ";" cannot smuggle a font name the schema refuses.
    expect(sanitizeDocumentHtml('<p><span style="font-family: &quot;a;color:red&quot;">x</span></p>')).not.toContain(
      "font-family",
    );
    expect(
      sanitizeDocumentHtml(
        '<p><span style="color: expression(alert(1))">e</span><span style="color: red; background-image: url(javascript:alert(1))">u</span></p>',
      ),
    ).toBe('<p>e<span style="color: red;">u</span></p>');
    expect(sanitizeDocumentHtml('<p style="position: fixed; inset: 0; text-align: right;">x</p>')).toBe(
      '<p style="text-align: right;">x</p>',
    );
    expect(sanitizeDocumentHtml("<p>a\u00a0b</p>")).toBe("<p>a&nbsp;b</p>");
  });

  it("writes no attribute that could be read as markup again, and keeps an empty document empty", () => {
    const formula = '<p><span data-type="inline-math" class="math-inline" data-latex="a<b>c</b>">x</span></p>';
    expect(sanitizeDocumentHtml(formula)).toBe(
      '<p><span data-type="inline-math" class="math-inline" data-latex="a&lt;b&gt;c&lt;/b&gt;">a&lt;b&gt;c&lt;/b&gt;</span></p>',
    );
    expect(sanitizeDocumentHtml("")).toBe("");
    expect(sanitizeDocumentHtml("<script>x()</script>")).toBe("");
    expect(sanitizeDocumentHtml("plain words")).toBe("<p>plain words</p>");
  });

  it("turns a table inside a table cell into its text, one paragraph per row, and stays stable", () => {
    const nested =
      "<table><tbody><tr><td><p>Outer</p><table><tbody><tr><td><p>Inner a</p></td><td><p>Inner &amp; b</p></td></tr><tr><td><p>Second</p></td><td></td></tr></tbody></table></td><td><p>Next</p></td></tr></tbody></table>";
    const flat = sanitizeDocumentHtml(nested);
    expect(flat).toBe(
      '<table style="min-width: 100px;"><colgroup><col style="min-width: 50px;"><col style="min-width: 50px;"></colgroup><tbody><tr><td><p>Outer</p><p>Inner a | Inner &amp; b</p><p>Second</p></td><td><p>Next</p></td></tr></tbody></table>',
    );
    expect(sanitizeDocumentHtml(flat)).toBe(flat);
    const twice =
      "<table><tbody><tr><td><table><tbody><tr><td><table><tbody><tr><td><p>deep</p></td></tr></tbody></table></td></tr></tbody></table></td></tr></tbody></table>";
    expect(sanitizeDocumentHtml(twice)).toBe(
      '<table style="min-width: 50px;"><colgroup><col style="min-width: 50px;"></colgroup><tbody><tr><td><p>deep</p></td></tr></tbody></table>',
    );
  });
});

describe("the XSS corpus and the checker", () => {
  it("holds at least 100 distinct payloads", () => {
    const htmls = XSS_PAYLOADS.map((p) => p.html);
    expect(htmls.length).toBeGreaterThanOrEqual(100);
    expect(new Set(htmls).size).toBe(htmls.length);
    expect(new Set(XSS_PAYLOADS.map((p) => p.name)).size).toBe(htmls.length);
  });

  it("flags the raw payloads it is meant to catch and passes clean editor HTML", () => {
    expect(dangerousConstructs('<img src=x onerror="window.__xss=1">')).toHaveLength(1);
    expect(dangerousConstructs('<a href=" &#1;JaVa&#x09;script&colon;x">x</a>')).toHaveLength(1);
    expect(dangerousConstructs('<img src="da&#9;ta:image/svg+xml,x">')).toHaveLength(1);
    expect(dangerousConstructs('<img src="data:image/png;base64,AAAA">')).toEqual([]);
    expect(dangerousConstructs('<a href="data:image/png;base64,AAAA">x</a>')).toHaveLength(1);
    expect(
      dangerousConstructs('<p style="pos\\ition:fixed">x</p><p style="color:red;background:u/**/rl(x)">y</p>'),
    ).toHaveLength(2);
    expect(
      dangerousConstructs(
        '<iframe src="https://www.youtube.com.evil.example/x"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe>',
      ),
    ).toHaveLength(1);
    expect(dangerousConstructs('<p class="ql-indent-1 fixed">x</p><svg></svg><noscript></noscript>')).toHaveLength(3);
    // The corpus is not vacuous: most payloads are dangerous as written.
    const flagged = XSS_PAYLOADS.filter((p) => dangerousConstructs(p.html).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(90);
    for (const [name, html] of [...EDITOR_FRAGMENTS, ...EDITOR_OUTPUT])
      expect(dangerousConstructs(html), name).toEqual([]);
  });
});

describe.each(databaseKinds())("document HTML sanitizing on $name", (kind) => {
  let t: TestApp;
  let user: SignedUpUser;
  let projectId: string;
  const api = workspaceApi(() => t.app);

  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await signUp(t.app);
    projectId = (await api.createProject(user.access, "XSS corpus")).id;
  });
  afterAll(async () => t.close());

  const clean = (html: string, where: string, payload: string) =>
    expect(dangerousConstructs(html), `${where}\npayload: ${payload}\noutput:  ${html}`).toEqual([]);

  // NUL characters are refused before sanitizing (400), so those payloads are checked apart.
  const withNul = XSS_PAYLOADS.filter((p) => p.html.includes("\0"));
  const storable = XSS_PAYLOADS.filter((p) => !p.html.includes("\0"));

  it.each(withNul)("$name: refused with 400 and nothing stored", async ({ html }) => {
    const before = await t.app.inject({ method: "GET", url: "/api/documents/", headers: bearer(user.access) });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(user.access),
      payload: { title: "Payload", document: html, project_id: projectId },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe("string");
    const after = await t.app.inject({ method: "GET", url: "/api/documents/", headers: bearer(user.access) });
    expect(after.json()).toEqual(before.json());
  });

  it.each(storable)("$name: nothing dangerous is stored, saved or shared", async ({ html }) => {
    const created = await api.createDocument(user.access, { title: "Payload", document: html, project_id: projectId });
    clean(created.document, "stored by POST", html);

    const saved = await api.saveDocument(user.access, created.id, {
      document: `<p>before</p>${html}<p>after</p>`,
      version: created.version,
    });
    clean(saved.document, "answered by PATCH", html);
    const reread = await api.getDocument(user.access, created.id);
    expect(reread.document).toBe(saved.document);
    clean(reread.document, "stored by PATCH", html);

    await api.enableShare(user.access, created.id);
    const shared = await api.shared(created.uuid);
    expect(Object.keys(shared).sort()).toEqual(PUBLIC_SHARE_KEYS);
    clean(shared.document, "shared by get-by-uuid", html);

    // Sanitizing is stable: saving the stored HTML again changes nothing.
    const again = await api.saveDocument(user.access, created.id, { document: saved.document });
    expect(again.document).toBe(saved.document);
  });

  it.each([...EDITOR_FRAGMENTS, ...EDITOR_OUTPUT])(
    "%s is stored in the editor's form and survives a save unchanged",
    async (name, html) => {
      const stored = storedForm(name, html);
      const created = await api.createDocument(user.access, {
        title: "Editor formats",
        document: html,
        project_id: projectId,
      });
      expect(created.document).toBe(stored);
      const saved = await api.saveDocument(user.access, created.id, {
        document: `${stored}<p>edited</p>`,
        version: created.version,
      });
      expect(saved.document).toBe(`${stored}<p>edited</p>`);
      expect((await api.getDocument(user.access, created.id)).document).toBe(`${stored}<p>edited</p>`);
      await api.enableShare(user.access, created.id);
      expect((await api.shared(created.uuid)).document).toBe(`${stored}<p>edited</p>`);
    },
  );

  it("keeps the text of removed markup as text, never as markup", async () => {
    const doc = await api.createDocument(user.access, {
      document: '<p>safe <b onclick="x()">bold</b></p><script>window.__xss=1</script>',
      project_id: projectId,
    });
    expect(doc.document).toBe("<p>safe <strong>bold</strong></p>");
    const text = await api.createDocument(user.access, {
      document: "<p>&lt;script&gt;window.__xss=1&lt;/script&gt;</p>",
      project_id: projectId,
    });
    expect(text.document).toBe("<p>&lt;script&gt;window.__xss=1&lt;/script&gt;</p>");
  });
});
