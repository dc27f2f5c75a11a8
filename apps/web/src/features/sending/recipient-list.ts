/** The addresses typed in the recipients box: split on commas, semicolons, spaces or lines. */
export function recipientList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
