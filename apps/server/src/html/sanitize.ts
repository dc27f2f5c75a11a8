import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for stored document HTML, matching the editor's formats (spec section 2):
 * headings, lists and checklists, indent, alignment, direction, fonts, sizes, colours, sub/sup,
 * links, images, code blocks, tables, formulas and video embeds. Everything else is dropped.
 */
const LINK_SCHEMES = ["http", "https", "mailto", "tel", "sms"];
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const VIDEO_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d+)?(px|em|rem|pt|%)$/];

const STYLES: sanitizeHtml.IOptions["allowedStyles"] = {
  "*": {
    color: COLOR,
    "background-color": COLOR,
    "text-align": [/^(left|right|center|justify)$/],
    "font-family": [/^[\w\s,'"-]{1,100}$/],
    "font-size": LENGTH,
    "font-weight": [/^(normal|bold|[1-9]00)$/],
    "font-style": [/^(normal|italic)$/],
    "text-decoration": [/^(none|underline|line-through)( (underline|line-through))?$/],
    "margin-left": LENGTH,
    "padding-left": LENGTH,
    direction: [/^(ltr|rtl)$/],
    width: LENGTH,
    "min-width": LENGTH,
    height: LENGTH,
    "vertical-align": [/^(top|middle|bottom|baseline|sub|super)$/],
    "line-height": [/^\d(\.\d+)?$/, ...LENGTH],
  },
};

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
  allowedStyles: STYLES,
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
    input: (tagName, attribs) => ({ tagName, attribs: attribs.type === "checkbox" ? { ...attribs, disabled: "" } : {} }),
  },
  exclusiveFilter: (frame) => (frame.tag === "img" && !frame.attribs.src) || (frame.tag === "iframe" && !frame.attribs.src) || (frame.tag === "input" && frame.attribs.type !== "checkbox"),
};

/** Sanitizes document HTML for storage (and for every answer that carries it). */
export function sanitizeDocumentHtml(html: string): string {
  // HTML5 void elements without the XHTML slash, as browsers and the editor write them.
  return sanitizeHtml(html.replaceAll("\u0000", ""), OPTIONS).replace(/<(img|br|hr|input|col)\b([^>]*?) \/>/g, "<$1$2>");
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
