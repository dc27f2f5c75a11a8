import type { Catalogue } from "../../catalogues.js";

/** Software messages in this language (English text → translation). */
export const software: Catalogue = {
};
