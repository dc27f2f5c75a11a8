import type { Translate } from "@scopewise/i18n/figures";
import { useTranslator } from "./use-translator";

/** The browser's language ("de-AT" → "de"), which Settings shows as "Auto-detect". */
export function browserLanguage(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.language.split("-")[0]?.toLowerCase();
}

/** The app's own words (not a request's) in the browser's language, where the catalogues have them. */
export function useUiTranslator(): Translate {
  return useTranslator(browserLanguage());
}
