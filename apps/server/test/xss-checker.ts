import { parseDocument } from "htmlparser2";
import { type ChildNode, type Element, isTag } from "domhandler";

/**
 * An independent check of sanitized HTML: whatever the sanitizer's allow-list says, stored or
 * shared HTML must contain none of the constructs below. Used by the HTTP tests (parsing with
 * htmlparser2) and by the browser test (on the elements the browser itself built).
 */

export interface ElementInfo {
  tag: string;
  /** Attribute values as the parser decoded them (entities already resolved). */
  attrs: ReadonlyArray<readonly [string, string]>;
}

const DENIED_TAGS = new Set([
  "script",
  "style",
  "object",
  "embed",
  "base",
  "meta",
  "link",
  "form",
  "svg",
  "math",
  "template",
  "noscript",
  "textarea",
  "select",
  "button",
  "frame",
  "frameset",
  "applet",
  "isindex",
  "bgsound",
  "xmp",
  "plaintext",
  "noembed",
  "noframes",
]);
const URL_ATTRS = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "background",
  "poster",
  "data",
  "srcset",
  "cite",
  "codebase",
  "dynsrc",
  "lowsrc",
  "ping",
]);
const VIDEO_HOSTS = new Set(["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"]);
const SAFE_IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,/;
const ALLOWED_CLASS = /^(ql-.*|language-.*|hljs.*|tableWrapper|task-list|task-item|math-.*)$/;
const STYLE_DENY = ["expression", "url(", "position", "behavior", "-moz-binding", "javascript:", "@import"];

/** A URL as a browser's URL parser sees its scheme: no whitespace or control characters, lower case. */
export function normalizeUrl(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, "")
      .toLowerCase()
  );
}

/** CSS text with comments removed and escapes (\70, \p) resolved, in lower case. */
function normalizeCss(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) =>
      String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd),
    )
    .replace(/\\(.)/g, "$1")
    .toLowerCase();
}

/** Every dangerous construct in one element, as readable problems (empty when clean). */
export function problemsOf(element: ElementInfo): string[] {
  const tag = element.tag.toLowerCase();
  const problems: string[] = [];
  if (DENIED_TAGS.has(tag)) problems.push(`<${tag}> element`);
  for (const [rawName, value] of element.attrs) {
    const name = rawName.toLowerCase();
    if (name.startsWith("on")) problems.push(`<${tag} ${name}> event handler`);
    if (name === "srcdoc") problems.push(`<${tag} srcdoc>`);
    if (URL_ATTRS.has(name)) {
      const url = normalizeUrl(value);
      const imageData = tag === "img" && name === "src" && SAFE_IMAGE_DATA.test(url);
      if (/^(javascript|vbscript|livescript):/.test(url) || (url.startsWith("data:") && !imageData)) {
        problems.push(`<${tag} ${name}="${value.slice(0, 60)}">`);
      }
    }
    if (name === "style") {
      const css = normalizeCss(value);
      for (const word of STYLE_DENY)
        if (css.includes(word)) problems.push(`<${tag} style> contains ${word}: "${value.slice(0, 80)}"`);
    }
    if (name === "class") {
      for (const cls of value.split(/\s+/).filter(Boolean))
        if (!ALLOWED_CLASS.test(cls)) problems.push(`<${tag} class="${cls}">`);
    }
  }
  if (tag === "iframe") {
    const src = element.attrs.find(([n]) => n.toLowerCase() === "src")?.[1];
    let host = "";
    let protocol = "";
    try {
      const url = new URL(src ?? "");
      host = url.hostname;
      protocol = url.protocol;
    } catch {
      // relative or missing: not an allowed embed
    }
    if (protocol !== "https:" || !VIDEO_HOSTS.has(host))
      problems.push(`<iframe src="${src ?? ""}"> is not a YouTube or Vimeo embed`);
  }
  return problems;
}

export function problemsIn(elements: readonly ElementInfo[]): string[] {
  return elements.flatMap(problemsOf);
}

/** The elements of an HTML fragment, in document order. */
export function elementsOf(html: string): ElementInfo[] {
  const found: ElementInfo[] = [];
  const walk = (nodes: readonly ChildNode[]): void => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const el: Element = node;
      found.push({ tag: el.name, attrs: el.attributes.map((a) => [a.name, a.value] as const) });
      walk(el.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).children);
  return found;
}

/** Every dangerous construct in an HTML fragment (empty when clean). */
export function dangerousConstructs(html: string): string[] {
  return problemsIn(elementsOf(html));
}
