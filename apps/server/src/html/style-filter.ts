/**
 * The allow-list for `style` attributes. Declarations are checked one by one; when every one passes
 * the attribute is kept exactly as written (the editor writes `color: #fff; font-size: 18px`, with
 * spaces, and a save must give back the same bytes), otherwise the passing ones are joined with "; ".
 */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d+)?(px|em|rem|pt|%)$/];
/** Font names, bare or in balanced quotes, separated by commas: `'Courier New', Courier, monospace`. */
const FONT_NAME = String.raw`(?:[\w -]{1,40}|'[\w -]{1,40}'|"[\w -]{1,40}")`;
const FONT_FAMILY = new RegExp(String.raw`^${FONT_NAME}(?:\s*,\s*${FONT_NAME}){0,5}$`);

const ALLOWED: Record<string, readonly RegExp[]> = {
  color: COLOR,
  "background-color": COLOR,
  "text-align": [/^(left|right|center|justify)$/],
  "font-family": [FONT_FAMILY],
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
};

function isAllowedDeclaration(declaration: string): boolean {
  const colon = declaration.indexOf(":");
  if (colon <= 0) return false;
  const property = declaration.slice(0, colon).trim().toLowerCase();
  const value = declaration.slice(colon + 1).trim();
  const patterns = Object.hasOwn(ALLOWED, property) ? ALLOWED[property] : undefined;
  return patterns !== undefined && patterns.some((pattern) => pattern.test(value));
}

/**
 * The allowed part of a style attribute, or null when nothing of it is allowed. A `;` inside quotes
 * splits the declaration and fails the font pattern, so quoting cannot smuggle a second declaration.
 */
export function filterStyle(style: string): string | null {
  const declarations = style.split(";").map((part) => part.trim()).filter((part) => part.length > 0);
  const kept = declarations.filter(isAllowedDeclaration);
  if (kept.length === 0) return null;
  return kept.length === declarations.length ? style.trim() : kept.join("; ");
}
