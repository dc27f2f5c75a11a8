// The same files the editor's font CSS names (Vite gives one hashed URL per file).
import poppinsBold from "@fontsource/poppins/files/poppins-latin-700-normal.woff2?url";
import poppinsRegular from "@fontsource/poppins/files/poppins-latin-400-normal.woff2?url";

/** The document's own face (editor.css), regular for its text and bold for its headings. */
const DOCUMENT_FONTS = [poppinsRegular, poppinsBold];

/**
 * Starts fetching the document's fonts when a document page opens, beside the editor's chunk:
 * otherwise they are asked for only once the text is drawn, which is then drawn again in them and
 * moves (the page's largest layout shift on a phone).
 */
export function preloadDocumentFonts(): void {
  for (const href of DOCUMENT_FONTS) {
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    // Fonts are fetched in CORS mode; a preload without it would be fetched twice.
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }
}
