import type { Catalogue } from "../catalogues.js";

export const pt: Catalogue = {
};
