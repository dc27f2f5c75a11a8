import type { Catalogue } from "../../catalogues.js";

export const construction: Catalogue = {};
