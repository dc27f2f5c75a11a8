import type { Catalogue } from "../../catalogues.js";

export const marketing: Catalogue = {};
