/** The languages proposals, tables and chat answers are written in; any other gets English. */
export const LANGUAGES = ["en", "es", "de", "fr", "pt", "it", "nl"] as const;
export type Language = (typeof LANGUAGES)[number];

export function supportedLanguage(code: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(code ?? "") ? (code as Language) : "en";
}

/** Whether a request's language is one the catalogues write (an unknown or missing code is not). */
export function isSupportedLanguage(code: string | undefined): code is Language {
  return (LANGUAGES as readonly string[]).includes(code ?? "");
}
