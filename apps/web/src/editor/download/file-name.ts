/** proposal-{ISO time with colons and dots as dashes}.{ext} (spec section 9). */
export function downloadFileName(date: Date, ext: "html" | "pdf" | "docx" = "html"): string {
  return `proposal-${date.toISOString().replace(/[:.]/g, "-")}.${ext}`;
}
