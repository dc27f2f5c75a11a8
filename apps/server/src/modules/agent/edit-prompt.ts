/**
 * The markup the editor writes (apps/web/src/editor/extensions and tables), one example per
 * format: a model that edits a selection must give it back in exactly these shapes, or the
 * editor drops what it cannot read. Every example passes the server's sanitizer unchanged.
 */
export const EDITOR_MARKUP: ReadonlyArray<{ format: string; html: string }> = [
  { format: "headings h1-h6 (keep an existing id: the table of contents links to it)", html: '<h2 id="cost-breakdown">Cost breakdown</h2>' },
  { format: "paragraph with alignment", html: '<p style="text-align: center">Centred</p>' },
  { format: "indent level 1-8 (data-indent plus 2em of margin per level)", html: '<p data-indent="2" style="margin-left: 4em">Indented twice</p>' },
  { format: "text direction", html: '<p dir="rtl">مرحبا</p>' },
  { format: "marks", html: "<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> H<sub>2</sub>O x<sup>2</sup> <code>inline code</code></p>" },
  { format: "font, size, colour and background", html: '<p><span style="font-family: Poppins; font-size: 18px; color: #ff0000; background-color: #fef08a">styled</span></p>' },
  { format: "link", html: '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">link</a></p>' },
  { format: "bullet and ordered lists (list items hold paragraphs)", html: "<ul><li><p>item</p></li></ul><ol><li><p>first</p></li></ol>" },
  {
    format: "checklist",
    html: '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Done</p></div></li><li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>To do</p></div></li></ul>',
  },
  { format: "blockquote", html: "<blockquote><p>Quoted</p></blockquote>" },
  { format: "code block with its language", html: '<pre><code class="language-typescript">const total = 1;</code></pre>' },
  { format: "inline formula (LaTeX in data-latex and as the text)", html: '<p>Energy: <span data-type="inline-math" class="math-inline" data-latex="E=mc^2">E=mc^2</span></p>' },
  { format: "image", html: '<img src="/media/documents/chart.png" alt="Chart">' },
  { format: "video embed (YouTube or Vimeo players only)", html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" width="560" height="315"></iframe>' },
  {
    format: "table: ids on rows (data-row-id) and on every cell of a column (data-col-id), widths in colwidth, spans kept valid",
    html: '<table style="min-width: 200px"><colgroup><col style="width: 100px"><col style="width: 100px"></colgroup><tbody><tr data-row-id="row-a1"><th colspan="1" rowspan="1" colwidth="100" data-col-id="col-b1"><p>Phase</p></th><th colspan="1" rowspan="1" colwidth="100" data-col-id="col-b2"><p>Cost</p></th></tr><tr data-row-id="row-a2"><td colspan="1" rowspan="1" colwidth="100" data-col-id="col-b1"><p>Design</p></td><td colspan="1" rowspan="1" colwidth="100" data-col-id="col-b2" style="background-color: #fef08a; color: #1f2937"><p>$1,000</p></td></tr></tbody></table>',
  },
];

export const EDIT_SYSTEM = `You edit part of a proposal document written in HTML for a rich-text editor.
Apply the user's instruction to the HTML you are given and answer with the edited HTML only (no code fences, no commentary).
Keep the editor's formats, written exactly as the editor writes them:
${EDITOR_MARKUP.map((m) => `- ${m.format}: ${m.html}`).join("\n")}
Rules for tables (table > tbody > tr > th/td with p inside cells, colspan/rowspan kept valid): keep every data-row-id, data-col-id and colwidth of rows and cells you keep; a new row or column gets a new unique id ("row-" or "col-" and 8 letters or digits), shared by all cells of a new column. Never put a table inside a table cell.
Keep attributes you are not asked to change (id, dir, data-indent, data-checked, data-latex, style).
Do not add scripts, styles other than inline style attributes already used, or new figures that the instruction does not ask for.
If the instruction cannot be carried out on this content, answer exactly: CANNOT: <one sentence saying why and what you can do instead>.`;
