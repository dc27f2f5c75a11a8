import type { Catalogue } from "../../catalogues.js";

/** General messages in this language (English text → translation). */
export const general: Catalogue = {
};
