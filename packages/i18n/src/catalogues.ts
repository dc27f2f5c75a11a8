import { de } from "./locales/de/index.js";
import { es } from "./locales/es/index.js";
import { fr } from "./locales/fr/index.js";
import { it } from "./locales/it/index.js";
import { nl } from "./locales/nl/index.js";
import { pt } from "./locales/pt/index.js";

/** English text → the same message in one language; `{{name}}` placeholders are kept as they are. */
export type Catalogue = Readonly<Record<string, string>>;

/** One file per area and language (locales/<language>/<area>.ts), so each area's messages live together. */
export const CATALOGUES = { en: {}, es, de, fr, pt, it, nl } as const satisfies Record<string, Catalogue>;
