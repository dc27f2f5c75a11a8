/** What the server accepts as an attached brief; the texts are the server's own, so both say the same. */
export const BRIEF_EXTENSIONS = [".txt", ".md", ".docx", ".pdf"] as const;
export const BRIEF_ACCEPT = BRIEF_EXTENSIONS.join(",");
export const BRIEF_MAX_BYTES = 10 * 1024 * 1024;
export const BRIEF_WRONG_TYPE = "Attach a .txt, .md, .docx or .pdf file.";
export const BRIEF_TOO_LARGE = "The brief must be smaller than 10 MB.";

/** Why a chosen file cannot be sent as a brief, or null when it can (its content is checked by the server). */
export function briefFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!BRIEF_EXTENSIONS.some((extension) => name.endsWith(extension))) return BRIEF_WRONG_TYPE;
  if (file.size > BRIEF_MAX_BYTES) return BRIEF_TOO_LARGE;
  return null;
}
