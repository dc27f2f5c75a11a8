import type { Catalogue } from "../../catalogues.js";

/** Marketing messages in this language (English text → translation). */
export const marketing: Catalogue = {
};
