import { LANGUAGES, translator } from "@scopewise/i18n";

/**
 * The headings of the sections the writer builds from the estimate (English, as the section files
 * write them): a template keeps only their place, never their text, since the figures change.
 */
export const GENERATED_HEADINGS = [
  "What is possible",
  "Executive summary",
  "Understanding of the need",
  "Scope and deliverables",
  "Approach and phases",
  "Timeline",
  "Cost breakdown",
  "Resources and tools",
  "Risks",
  "Assumptions and exclusions",
  "Confidence",
  "Commercial terms",
  "Next steps",
  "Appendix: how the estimate was built",
] as const;

const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** Every language's wording of each generated heading → its English heading. */
const ENGLISH_OF = new Map<string, string>(
  LANGUAGES.flatMap((language) => {
    const t = translator(language);
    return GENERATED_HEADINGS.map((english) => [normal(t(english)), english] as [string, string]);
  }),
);

/** The English heading of a section the writer generates, in whichever language it is written; undefined for any other. */
export function generatedHeading(text: string): string | undefined {
  return ENGLISH_OF.get(normal(text));
}
