import { de } from "./locales/de.js";
import { es } from "./locales/es.js";
import { fr } from "./locales/fr.js";
import { pt } from "./locales/pt.js";

/** English text → the same message in one language; `{{name}}` placeholders are kept as they are. */
export type Catalogue = Readonly<Record<string, string>>;

export const CATALOGUES = { en: {}, es, de, fr, pt } as const satisfies Record<string, Catalogue>;
