export { translator } from "./translate.js";
export * from "./figures.js";
export { CATALOGUES, type Catalogue } from "./catalogues.js";
