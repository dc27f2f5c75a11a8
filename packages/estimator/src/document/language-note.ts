import { isSupportedLanguage } from "@scopewise/i18n";
import { paragraph, type DocumentNode } from "./blocks.js";
import type { Writer } from "./writer.js";

/**
 * A request in a language the proposal cannot be written in gets the proposal in English, and says so
 * at the top (the contract: any other language gets English with a note); the reader read it with
 * the rules of the nearest language it knows, so its figures are worth a check.
 */
export function languageNote(language: string | undefined, w: Writer): DocumentNode[] {
  if (!language || isSupportedLanguage(language)) return [];
  let name = language;
  try {
    name = new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? language;
  } catch {
    // Not a language code Intl knows: the code itself names it.
  }
  return [
    paragraph(
      w.t(
        "This proposal is written in English: the request is in {{language}}, and proposals are written in English, Spanish, German, French, Portuguese, Italian or Dutch. The request was read as far as possible; please check the figures taken from it.",
        { language: name },
      ),
    ),
  ];
}
