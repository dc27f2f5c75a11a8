import type { Catalogue } from "../catalogues.js";

export const es: Catalogue = {
};
