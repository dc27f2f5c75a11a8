import { getSchema } from "@tiptap/core";
import { DOMParser, DOMSerializer, type Node as ProseMirrorNode, type Schema } from "@tiptap/pm/model";
import { Transform } from "@tiptap/pm/transform";
import { createRequire } from "node:module";
import type * as HappyDom from "happy-dom";
import type { Document as ServerDocument, Window } from "happy-dom";
import { documentExtensions } from "../document-extensions.js";
import { lightDocument, lightDocumentWith, LightElement } from "./light-dom.js";
import { serializeChildren } from "./serialize-html.js";
import { shortcutTypeSelectors } from "./type-selector-shortcut.js";

/** The document schema, built once from the shared format list. */
export const documentSchema: Schema = getSchema(documentExtensions());

/**
 * A server-side DOM (happy-dom) with scripts, style sheets and frames switched off: it only parses
 * and serializes markup. One window serves every call; each call gets a fresh container. happy-dom
 * is loaded on the first call (it adds about 40 MB and 0.4 s to a start that may never need it).
 */
let domWindow: Window | undefined;
function serverDocument(): ServerDocument {
  domWindow ??= openServerWindow();
  return domWindow.document;
}

function openServerWindow(): Window {
  const happyDom = createRequire(import.meta.url)("happy-dom") as typeof HappyDom;
  shortcutTypeSelectors(happyDom.Element.prototype);
  return new happyDom.Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      disableComputedStyleRendering: true,
    },
  });
}

const parser = DOMParser.fromSchema(documentSchema);
// ProseMirror is typed against the browser's DOM; happy-dom implements the same interfaces.
type ParserInput = Parameters<DOMParser["parse"]>[0];
type SerializerDocument = NonNullable<Parameters<DOMSerializer["serializeFragment"]>[1]>["document"];
type SerializerTarget = Parameters<DOMSerializer["serializeFragment"]>[2];
const serializer = DOMSerializer.fromSchema(documentSchema);

/** HTML read under the schema: whatever the schema has no place for is left out. */
export function parseDocumentHtml(html: string): ProseMirrorNode {
  const container = serverDocument().createElement("div");
  container.innerHTML = html;
  return withoutEmptyTextStyles(parser.parse(container as unknown as ParserInput));
}

/**
 * A span whose every style was refused reads as a text style with no values; the editor writes it
 * as a bare `<span>`, which would read as nothing on the next save. Dropped here, so a document
 * read twice is the same as read once.
 */
function withoutEmptyTextStyles(doc: ProseMirrorNode): ProseMirrorNode {
  const textStyle = documentSchema.marks.textStyle;
  if (!textStyle) return doc;
  const empty: Array<{ from: number; to: number }> = [];
  doc.descendants((node, pos) => {
    const mark = node.isText ? textStyle.isInSet(node.marks) : undefined;
    if (mark && Object.values(mark.attrs).every((value) => value === null || value === undefined || value === ""))
      empty.push({ from: pos, to: pos + node.nodeSize });
    return true;
  });
  if (empty.length === 0) return doc;
  const tr = new Transform(doc);
  for (const { from, to } of empty) tr.removeMark(from, to, textStyle);
  return tr.doc;
}

/** A document as the editor writes it (its getHTML()), written through the light DOM: for documents whose styles come from the schema's own values. */
export function serializeDocument(doc: ProseMirrorNode): string {
  return serializeThrough(lightDocument, doc);
}

function serializeThrough(document: ReturnType<typeof lightDocumentWith>, doc: ProseMirrorNode): string {
  const container = new LightElement("div");
  serializer.serializeFragment(
    doc.content,
    { document: document as unknown as SerializerDocument },
    container as unknown as SerializerTarget,
  );
  return serializeChildren(container);
}

/**
 * A style as the full CSS object model writes it back (what `style.cssText = css` leaves in the
 * attribute), worked out on one spare element. A document repeats a few style values many times,
 * so each is worked out once (the map is emptied when it gets large).
 */
const cssomStyles = new Map<string, string>();
const CSSOM_STYLES_KEPT = 2000;
function cssomStyle(css: string): string {
  let written = cssomStyles.get(css);
  if (written === undefined) {
    const spare = serverDocument().createElement("span");
    spare.style.cssText = css;
    written = spare.getAttribute("style") ?? "";
    if (cssomStyles.size >= CSSOM_STYLES_KEPT) cssomStyles.clear();
    cssomStyles.set(css, written);
  }
  return written;
}
const cssomLightDocument = lightDocumentWith(cssomStyle);

/** The same through a full DOM (happy-dom): the reference the light DOM's output is tested against. */
export function serializeDocumentWithFullDom(doc: ProseMirrorNode): string {
  const container = serverDocument().createElement("div");
  serializer.serializeFragment(
    doc.content,
    { document: serverDocument() as unknown as SerializerDocument },
    container as unknown as SerializerTarget,
  );
  return serializeChildren(container);
}

/** Document JSON (the writer's form) as the editor's HTML; content the schema does not allow throws. */
export function documentJsonToHtml(json: unknown): string {
  return serializeDocument(documentSchema.nodeFromJSON(json));
}

/**
 * HTML as the schema keeps it: parse, then write back in the editor's own form. A user's HTML can
 * carry any style value (quoted font names, colour forms...), which only a full CSS object model
 * writes back exactly as the browser does: the light DOM writes the elements, the full DOM's CSS
 * object model writes their styles (building every element in the full DOM cost several times more).
 */
export function normaliseDocumentHtml(html: string): string {
  return serializeThrough(cssomLightDocument, parseDocumentHtml(html));
}
