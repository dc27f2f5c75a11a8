import type { Catalogue } from "../../catalogues.js";

/** Document messages in this language (English text → translation). */
export const document: Catalogue = {
};
