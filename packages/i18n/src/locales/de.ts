import type { Catalogue } from "../catalogues.js";

export const de: Catalogue = {
};
