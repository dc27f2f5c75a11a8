/**
 * The values a document may hold (product spec sections 2 and 9): heading levels, fonts, sizes,
 * colours, indent, tables, links. The editor's toolbar offers them, the schema reads them from HTML
 * and the server keeps nothing else.
 */

export const DOCUMENT_HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export interface FontChoice {
  id: string;
  label: string;
  /** The CSS font-family stored in the document. */
  css: string;
}

export const FONT_FAMILIES: readonly FontChoice[] = [
  { id: "serif", label: "Serif", css: "serif" },
  { id: "monospace", label: "Monospace", css: "monospace" },
  { id: "sans-serif", label: "Sans-serif", css: "sans-serif" },
  { id: "courier", label: "Courier", css: "'Courier New', Courier, monospace" },
  { id: "poppins", label: "Poppins", css: "Poppins, sans-serif" },
  { id: "roboto", label: "Roboto", css: "Roboto, sans-serif" },
  { id: "montserrat", label: "Montserrat", css: "Montserrat, sans-serif" },
  { id: "lato", label: "Lato", css: "Lato, sans-serif" },
  { id: "open-sans", label: "Open Sans", css: "'Open Sans', sans-serif" },
  { id: "raleway", label: "Raleway", css: "Raleway, sans-serif" },
  { id: "ubuntu", label: "Ubuntu", css: "Ubuntu, sans-serif" },
  { id: "playfair", label: "Playfair", css: "'Playfair Display', serif" },
  { id: "cursive", label: "Cursive", css: "cursive" },
];

export const DEFAULT_FONT_ID = "poppins";

/** Font sizes in px: strictly between the bounds, starting at the default. */
export const FONT_SIZE = { min: 10, max: 100, default: 16 } as const;

/** Default text colour (the paper page's ink), and the neutral colour accepted AI text gets. */
export const DEFAULT_TEXT_COLOR = "#18181b";
export const NEUTRAL_TEXT_COLOR = "rgba(236,236,236,1)";

/** The 35-colour palette (5 rows of 7). */
export const COLOR_PALETTE = [
  "#000000",
  "#e60000",
  "#ff9900",
  "#ffff00",
  "#008a00",
  "#0066cc",
  "#9933ff",
  "#ffffff",
  "#facccc",
  "#ffebcc",
  "#ffffcc",
  "#cce8cc",
  "#cce0f5",
  "#ebd6ff",
  "#bbbbbb",
  "#f06666",
  "#ffc266",
  "#ffff66",
  "#66b966",
  "#66a3e0",
  "#c285ff",
  "#888888",
  "#a10000",
  "#b26b00",
  "#b2b200",
  "#006100",
  "#0047b2",
  "#6b24b2",
  "#444444",
  "#5c0000",
  "#663d00",
  "#666600",
  "#003700",
  "#002966",
  "#3d1466",
] as const;

export const INDENT = { min: 0, max: 8, emPerLevel: 2 } as const;

export const TABLE = {
  minColumnWidth: 50,
  defaultColumnWidth: 100,
  menuWidth: 200,
  newRows: 3,
  newColumns: 3,
} as const;

/** Cell backgrounds: light tints, so cells always get dark text on them. */
export const CELL_COLORS = [
  { id: "white", label: "White", value: "#ffffff" },
  { id: "red", label: "Red", value: "#fecaca" },
  { id: "yellow", label: "Yellow", value: "#fef08a" },
  { id: "blue", label: "Blue", value: "#bfdbfe" },
] as const;
export const CELL_TEXT_ON_COLOR = "#111827";

export const LINK_PROTOCOLS = ["http", "https", "mailto", "tel", "sms"] as const;
