import sanitizeHtml from "sanitize-html";
import { assertMarkupDepth } from "./markup-depth.js";
import { flattenNestedTables } from "./nested-tables.js";
import { filterStyle } from "./style-filter.js";

/**
 * The one allow-list for stored document HTML, matching the editor's formats (spec section 2):
 * headings, lists and checklists, indent, alignment, direction, fonts, sizes, colours, sub/sup,
 * links, images, code blocks, tables, formulas and video embeds. Everything else is dropped.
 */
const LINK_SCHEMES = ["http", "https", "mailto", "tel", "sms"];
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const VIDEO_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "div", "span",
    "strong", "b", "em", "i", "u", "s", "strike", "del", "ins", "mark", "sub", "sup", "code", "pre", "kbd",
    "a", "img", "ul", "ol", "li", "label", "input",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col", "caption",
    "figure", "figcaption", "iframe",
  ],
  allowedAttributes: {
    "*": ["style", "class", "dir", "title", "id", "data-*"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    td: ["colspan", "rowspan", "colwidth"],
    th: ["colspan", "rowspan", "colwidth", "scope"],
    col: ["span", "width"],
    ol: ["start", "type"],
    li: ["value"],
    input: ["type", "checked", "disabled"],
    iframe: ["src", "width", "height", "allowfullscreen", "frameborder"],
  },
  // Classes can restyle the app around the content (a full-screen overlay), so only the
  // editor's own class families pass.
  allowedClasses: { "*": ["ql-*", "language-*", "hljs*", "tableWrapper", "task-list", "task-item", "math-*"] },
  // Styles are filtered by filterStyle (in transformTags), which keeps the editor's own spelling.
  parseStyleAttributes: false,
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ["http", "https", "data"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  selfClosing: ["img", "br", "hr", "input", "col"],
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "xmp", "noembed", "noframes"],
  transformTags: {
    "*": (tagName, attribs) => ({ tagName, attribs: withAllowedStyle(attribs) }),
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...withAllowedStyle(attribs), rel: "noopener noreferrer nofollow" };
      if (next.target && next.target !== "_blank") delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next = withAllowedStyle(attribs);
      // Browsers ignore control characters and spaces inside a scheme ("da\tta:"), so compare without them.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      const compact = next.src?.replace(/[\x00-\x20]/g, "").toLowerCase() ?? "";
      if (compact.startsWith("data:") && !IMAGE_DATA_URL.test(compact)) delete next.src;
      return { tagName, attribs: next };
    },
    // A checklist box is kept as the editor writes it (`checked="checked"`); read-only views disable it themselves.
    input: (tagName, attribs) => ({ tagName, attribs: attribs.type === "checkbox" ? withAllowedStyle(attribs) : {} }),
  },
  exclusiveFilter: (frame) => (frame.tag === "img" && !frame.attribs.src) || (frame.tag === "iframe" && !frame.attribs.src) || (frame.tag === "input" && frame.attribs.type !== "checkbox"),
};

function withAllowedStyle(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.style === undefined) return attribs;
  const { style, ...rest } = attribs;
  const allowed = filterStyle(style);
  return allowed === null ? rest : { ...rest, style: allowed };
}

/** One sanitizing pass, in the form browsers and the editor write HTML. */
function sanitizeOnce(html: string): string {
  return (
    sanitizeHtml(html, OPTIONS)
      // HTML5 void elements without the XHTML slash.
      .replace(/<(img|br|hr|input|col)\b([^>]*?) \/>/g, "<$1$2>")
      // A non-breaking space as the entity, as a browser serializes it.
      .replaceAll("\u00a0", "&nbsp;")
  );
}

/**
 * Sanitizes document HTML for storage (and for every answer that carries it). What the editor
 * writes comes back unchanged; a table inside a table cell (which the editor refuses) becomes text.
 * Markup nested deeper than LIMITS.nestingMaxDepth is refused with 400 before it is parsed.
 */
export function sanitizeDocumentHtml(html: string): string {
  assertMarkupDepth(html);
  const clean = sanitizeOnce(html.replaceAll("\u0000", ""));
  const flattened = flattenNestedTables(clean);
  return flattened === null ? clean : sanitizeOnce(flattened);
}

/** Plain text of an HTML fragment (for titles and previews). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
