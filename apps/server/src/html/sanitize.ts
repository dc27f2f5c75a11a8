import sanitizeHtml from "sanitize-html";
import { assertMarkupBounds } from "./markup-bounds.js";
import { flattenNestedTables } from "./nested-tables.js";
import { normaliseDocumentHtml } from "@scopewise/editor-schema/server";

/**
 * Stored document HTML passes two gates. First sanitize-html, the line against XSS: only inert tags,
 * no event handlers, no script URLs, iframes only from the video players. Then the document schema
 * (packages/editor-schema, the editor's own): the HTML is read into the schema and written back as
 * the editor writes it, so a format, attribute or style value the schema has no place for cannot be
 * stored.
 */
const LINK_SCHEMES = ["http", "https", "mailto", "tel", "sms"];
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const VIDEO_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "div",
    "span",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "del",
    "ins",
    "mark",
    "sub",
    "sup",
    "code",
    "pre",
    "kbd",
    "a",
    "img",
    "ul",
    "ol",
    "li",
    "label",
    "input",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "colgroup",
    "col",
    "caption",
    "figure",
    "figcaption",
    "iframe",
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
  // Style values are read by the schema, which keeps only the values it allows.
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
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs, rel: "noopener noreferrer nofollow" };
      if (next.target && next.target !== "_blank") delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next = { ...attribs };
      // Browsers ignore control characters and spaces inside a scheme ("da\tta:"), so compare without them.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      const compact = next.src?.replace(/[\x00-\x20]/g, "").toLowerCase() ?? "";
      if (compact.startsWith("data:") && !IMAGE_DATA_URL.test(compact)) delete next.src;
      return { tagName, attribs: next };
    },
    // A checklist box is kept as the editor writes it (`checked="checked"`); read-only views disable it themselves.
    input: (tagName, attribs) => ({ tagName, attribs: attribs.type === "checkbox" ? attribs : {} }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !frame.attribs.src) ||
    (frame.tag === "iframe" && !frame.attribs.src) ||
    (frame.tag === "input" && frame.attribs.type !== "checkbox"),
};

/**
 * Sanitizes document HTML for storage (and for every answer that carries it): the result is what the
 * editor itself would write for that content, so saving it again changes nothing. A table inside a
 * table cell (which the editor refuses) becomes text. An empty document stays empty. Markup nested
 * deeper than LIMITS.nestingMaxDepth, or tables and lists past their bounds, are refused with 400 before
 * they are parsed.
 */
export function sanitizeDocumentHtml(html: string): string {
  assertMarkupBounds(html);
  const clean = sanitizeHtml(html.replaceAll("\u0000", ""), OPTIONS);
  if (clean.trim() === "") return "";
  return normaliseDocumentHtml(flattenNestedTables(clean) ?? clean);
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
