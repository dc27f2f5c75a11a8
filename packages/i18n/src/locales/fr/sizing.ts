import type { Catalogue } from "../../catalogues.js";

/** Sizing messages in this language (English text → translation). */
export const sizing: Catalogue = {
};
