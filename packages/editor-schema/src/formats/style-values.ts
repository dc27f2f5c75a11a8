import type { Extension, GlobalAttributes } from "@tiptap/core";
import { CSS_COLOUR_NAMES } from "./css-colour-names.js";
import type { ParsedElement } from "./parsed-element.js";
import { BackgroundColor, Color, FontFamily, FontSize } from "@tiptap/extension-text-style";

/**
 * ProseMirror writes `style` through the browser's CSS object model, which rewrites what it is given:
 * `#e60000` is saved as `rgb(230, 0, 0)` and `'Courier New'` as `"Courier New"`. Read back as written,
 * every colour and font would change form after a save and a reload. These read them back into the
 * form the toolbar sets, so the document is the same after the round trip. A property a span does
 * not set reads as no value (null), as it was before the save, not as "".
 */

/**
 * The values a style may carry (anything else is not read into the document, so it is never stored).
 * Colours: hex, rgb()/rgba() or a CSS colour keyword; lengths in px, em, rem, pt or %; font names bare or
 * quoted, up to six.
 */
const COLOUR_VALUE = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];
const LENGTH_VALUE = /^\d{1,4}(\.\d+)?(px|em|rem|pt|%)$/;
const FONT_NAME = String.raw`(?:[\w -]{1,40}|'[\w -]{1,40}'|"[\w -]{1,40}")`;
const FONT_FAMILY_VALUE = new RegExp(String.raw`^${FONT_NAME}(?:\s*,\s*${FONT_NAME}){0,5}$`);

export const isAllowedColour = (value: string): boolean =>
  COLOUR_VALUE.some((pattern) => pattern.test(value.trim())) || CSS_COLOUR_NAMES.has(value.trim().toLowerCase());
export const isAllowedLength = (value: string): boolean => LENGTH_VALUE.test(value.trim());
export const isAllowedFontFamily = (value: string): boolean => FONT_FAMILY_VALUE.test(value.trim());

/** The value in the model's form, or null when the schema does not allow it. */
const allowedOrNull =
  (allowed: (value: string) => boolean, normalise: (value: string) => string) =>
  (value: string): string | null => {
    const normalised = normalise(value);
    return allowed(normalised) ? normalised : null;
  };

const OPAQUE_RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*1(?:\.0+)?\s*)?\)$/i;

/** `rgb(230, 0, 0)` (or with alpha 1) as `#e60000`; any other colour as it is. */
export function colourFromStyle(value: string): string {
  const match = OPAQUE_RGB.exec(value.trim());
  if (!match) return value.trim();
  const channels = match.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return value.trim();
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** `"Courier New", Courier, monospace` as `'Courier New', Courier, monospace` (the toolbar's form). */
export function fontFamilyFromStyle(value: string): string {
  return value.trim().replace(/"/g, "'");
}

/** The extension with the attribute's parsed value put into the model's form. */
function normalisedParse<T extends Extension>(
  extension: T,
  attribute: string,
  normalise: (value: string) => string | null,
): T {
  return extension.extend({
    addGlobalAttributes() {
      const parent = (this.parent?.() ?? []) as GlobalAttributes;
      return parent.map((entry) => ({
        ...entry,
        attributes: Object.fromEntries(
          Object.entries(entry.attributes).map(([name, spec]) => {
            if (name !== attribute || !spec?.parseHTML) return [name, spec];
            const parse = spec.parseHTML;
            return [
              name,
              {
                ...spec,
                parseHTML: (element: ParsedElement) => {
                  const value: unknown = parse(element);
                  // A style without the property reads as "" through `element.style`: that is no value.
                  if (typeof value !== "string") return value;
                  return value.trim() ? normalise(value) : null;
                },
              },
            ];
          }),
        ),
      }));
    },
  }) as T;
}

/** A style colour in the model's form, or null when it is not an allowed colour. */
export const allowedColourFromStyle = allowedOrNull(isAllowedColour, colourFromStyle);

export const ModelColor = normalisedParse(Color, "color", allowedColourFromStyle);
export const ModelBackgroundColor = normalisedParse(BackgroundColor, "backgroundColor", allowedColourFromStyle);
export const ModelFontFamily = normalisedParse(
  FontFamily,
  "fontFamily",
  allowedOrNull(isAllowedFontFamily, fontFamilyFromStyle),
);
export const ModelFontSize = normalisedParse(
  FontSize,
  "fontSize",
  allowedOrNull(isAllowedLength, (value) => value.trim()),
);
