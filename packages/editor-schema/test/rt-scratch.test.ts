import { it } from "vitest";
import { normaliseDocumentHtml } from "@scopewise/editor-schema/server";
const cases = [
 '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked"><span></span></label><div><p style="text-align: left;">done</p></div></li><li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>open</p></div></li></ul>',
 '<p><span style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0); font-family: cursive; font-size: 18px;">Yellow background</span></p>',
 '<p><span style="font-family: &quot;Courier New&quot;, Courier, monospace;">Font Courier</span></p><p><span style="font-family: &quot;Playfair Display&quot;, serif;">Font Playfair</span></p>',
 "<p><span style=\"font-family: 'Courier New', Courier, monospace\">Courier</span></p>",
 '<p data-indent="2" style="margin-left: 4em; text-align: left;">Indented twice</p><h3 data-indent="8" style="margin-left: 16em;">Deep</h3>',
 '<p dir="rtl" style="text-align: left;">مرحبا بالعالم</p><p style="text-align: center;">Centred</p><h2 id="executive-summary" dir="rtl">Executive summary</h2>',
 '<table style="width: 400px;"><colgroup><col style="width: 100px;"><col style="width: 100px;"><col style="width: 100px;"><col style="width: 100px;"></colgroup><tbody><tr data-row-id="row-748huhh6"><th colwidth="100" data-col-id="col-ltsqzifl"><p>Phase</p></th><th colwidth="100" data-col-id="col-t7py6gn3"><p>Cost</p></th><th colwidth="100" data-col-id="col-7n2hrrpl"><p></p></th><th colwidth="100" data-col-id="col-x0s64pq9"><p>Notes</p></th></tr><tr data-row-id="row-03g9euiz"><td colwidth="100" data-col-id="col-ltsqzifl"><p>Design</p></td><td colspan="2" colwidth="100,100" data-col-id="col-t7py6gn3"><p>100</p></td><td colwidth="100" data-col-id="col-x0s64pq9" style="background-color: rgb(254, 202, 202); color: rgb(17, 24, 39);"><p>first</p></td></tr></tbody></table>',
 '<table style="min-width: 75px;"><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>',
 '<p>Energy: <span data-type="inline-math" class="math-inline" data-latex="E=mc^2">E=mc^2</span> &amp; &lt;x&gt; caf\u00e9\u00a0x</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" width="560" height="315"></iframe><img src="/media/documents/chart.png" alt="Chart"><pre><code class="language-typescript">const total = 1;</code></pre>',
 '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">link</a> <strong>b</strong><script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
];
it("rt", () => { for (const c of cases) { const out = normaliseDocumentHtml(c); console.log(out === c ? "SAME" : "DIFF\n in: " + c + "\nout: " + out); } });
