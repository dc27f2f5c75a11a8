import type { Catalogue } from "../../catalogues.js";

export const software: Catalogue = {};
