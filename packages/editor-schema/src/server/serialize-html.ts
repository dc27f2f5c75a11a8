/**
 * HTML serialization of a DOM fragment in the form Chromium's editor writes (its getHTML()), so the
 * server stores exactly what the editor sends: style attributes last with hex colours as rgb(); text escapes `&`, `<`, `>` and the non-breaking space; attribute values escape `&`, `"`, `<`, `>`
 * and the non-breaking space (so no attribute can be read as markup again); void elements have no
 * closing tag. The walk is iterative, so no depth of nesting can exhaust the stack.
 */
/** What the walk reads of a node: happy-dom's nodes and the light DOM's both have it. */
interface Node {
  readonly nodeType: number;
  readonly nodeValue: string | null;
  readonly parentNode: unknown;
  readonly childNodes: ArrayLike<Node>;
}
interface Element extends Node {
  readonly localName: string;
  readonly attributes: ArrayLike<{ name: string; value: string | null }>;
}

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements whose text is written raw (the schema produces none of them; kept for completeness). */
const RAW_TEXT_ELEMENTS = new Set(["style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext"]);

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\u00a0": "&nbsp;" };
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': "&quot;" };

const escapeText = (value: string) => value.replace(/[&<>\u00a0]/g, (c) => TEXT_ESCAPES[c] ?? c);
const escapeAttribute = (value: string) => value.replace(/[&<>"\u00a0]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** `#e60000` as `rgb(230, 0, 0)` (and `#rrggbbaa` as `rgba(…)`), as Chromium's CSS object model writes colours. */
function cssomColour(hex: string): string {
  const digits = hex.length <= 5 ? [...hex.slice(1)].map((d) => d + d).join("") : hex.slice(1);
  const [r, g, b, a] = [0, 2, 4, 6].map((at) =>
    at < digits.length ? Number.parseInt(digits.slice(at, at + 2), 16) : undefined,
  );
  if (a === undefined || a === 255) return `rgb(${r}, ${g}, ${b})`;
  const alpha = Math.round((a / 255) * 100) / 100;
  return `rgba(${r}, ${g}, ${b}, ${Math.round(alpha * 255) === a ? alpha : Math.round((a / 255) * 1000) / 1000})`;
}

/** A style attribute as Chromium's editor writes it: hex colours in rgb() form. */
const cssomStyle = (style: string) =>
  style.replace(
    /(:\s*)(#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4}))(?=\s*(?:;|$))/gi,
    (_m, lead: string, hex: string) => lead + cssomColour(hex),
  );

/** Attributes in the order they were set, but `style` last: Chromium writes it through the CSS object model, after the rest. */
function openTag(element: Element): string {
  let tag = `<${element.localName}`;
  let style: string | null = null;
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name === "style") style = cssomStyle(attribute.value ?? "");
    else tag += ` ${attribute.name}="${escapeAttribute(attribute.value ?? "")}"`;
  }
  if (style !== null) tag += ` style="${escapeAttribute(style)}"`;
  return `${tag}>`;
}

/** The HTML of a container's children. */
export function serializeChildren(container: Node): string {
  let html = "";
  // Each entry is a node to open, or the closing tag to write once its children are done.
  const stack: Array<Node | string> = Array.from(container.childNodes).reverse();
  while (stack.length > 0) {
    const next = stack.pop() as Node | string;
    if (typeof next === "string") {
      html += next;
      continue;
    }
    if (next.nodeType === TEXT_NODE) {
      const parent = next.parentNode as Element | null;
      html +=
        parent && RAW_TEXT_ELEMENTS.has(parent.localName) ? (next.nodeValue ?? "") : escapeText(next.nodeValue ?? "");
      continue;
    }
    if (next.nodeType !== ELEMENT_NODE) continue;
    const element = next as Element;
    html += openTag(element);
    if (VOID_ELEMENTS.has(element.localName)) continue;
    stack.push(`</${element.localName}>`);
    const children = Array.from(element.childNodes);
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as Node);
  }
  return html;
}
