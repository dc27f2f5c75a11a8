import type { Catalogue } from "../catalogues.js";

export const fr: Catalogue = {
};
