import { common, createLowlight } from "lowlight";

/** highlight.js's common grammars: their own chunk, fetched the first time a document shows code. */
export const lowlight = createLowlight(common);
