/** The editor's business constants (product spec section 9); the document's own values come from the schema package. */
export {
  CELL_COLORS,
  CELL_TEXT_ON_COLOR,
  COLOR_PALETTE,
  DEFAULT_FONT_ID,
  DEFAULT_TEXT_COLOR,
  DOCUMENT_HEADING_LEVELS,
  FONT_FAMILIES,
  FONT_SIZE,
  INDENT,
  LINK_PROTOCOLS,
  NEUTRAL_TEXT_COLOR,
  TABLE,
  type FontChoice,
} from "@scopewise/editor-schema";

export const HISTORY = { depth: 100, newGroupDelayMs: 1000 } as const;

/** Heading levels offered by the toolbar; documents may hold all six. */
export const TOOLBAR_HEADING_LEVELS = [1, 2, 3, 4] as const;

/** The steps the plus and minus buttons walk through. */
export const FONT_SIZE_STEPS = [11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 80, 88, 96, 99] as const;

export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
