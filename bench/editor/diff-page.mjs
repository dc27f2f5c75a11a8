/* global document, performance, Blob -- this file runs in the browser */
// Browser entry of the editor benchmark, bundled by Vite: the editor's own schema, fixture and
// whole-document diff, timed inside Chromium. Plain JS so the bench's Node type-check stays apart
// from the web app's bundler-style imports; the imported modules are type-checked with the app.
import { getSchema } from "@tiptap/core";
import { DOMParser as ProseMirrorParser, DOMSerializer } from "@tiptap/pm/model";
import { createEditorExtensions } from "../../apps/web/src/editor/extensions/editor-extensions.ts";
import { diffDocuments } from "../../apps/web/src/editor/ai/diff/document-diff.ts";
import { proposalFixture } from "../../apps/web/src/editor/ai/fixtures/doc-builders.ts";

const schema = getSchema(createEditorExtensions());
const serializer = DOMSerializer.fromSchema(schema);
const parser = ProseMirrorParser.fromSchema(schema);

function toHtml(doc) {
  const holder = document.createElement("div");
  holder.append(serializer.serializeFragment(doc.content));
  return holder.innerHTML;
}

function documents(pages, tables) {
  const before = schema.nodeFromJSON(proposalFixture({ pages, tables }));
  const after = schema.nodeFromJSON(proposalFixture({ pages, tables, costFactor: 1.1 }));
  return { before, after, html: toHtml(before) };
}

function timeRuns(runs, task) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    task();
    times.push(performance.now() - start);
  }
  return times;
}

/** The fixture as HTML, for the keystroke benchmark's documents. */
export function fixtureHtml(pages, tables) {
  return documents(pages, tables).html;
}

/** Milliseconds per run of the 40-page diff, the 1-page diff, and parsing the 40-page HTML. */
export function run(runs) {
  const large = documents(40, 20);
  const small = documents(1, 1);
  const element = document.createElement("div");
  element.innerHTML = large.html;
  // Warm-up: the first runs include compilation.
  for (let i = 0; i < 3; i++) {
    diffDocuments(large.before, large.after);
    diffDocuments(small.before, small.after);
    parser.parse(element);
  }
  let changes = 0;
  const largeDiff = timeRuns(runs, () => {
    changes = diffDocuments(large.before, large.after).ranges.length;
  });
  return {
    htmlBytes: new Blob([large.html]).size,
    tables: element.querySelectorAll("table").length,
    changes,
    largeDiff,
    smallDiff: timeRuns(runs, () => diffDocuments(small.before, small.after)),
    largeParse: timeRuns(runs, () => parser.parse(element)),
  };
}
