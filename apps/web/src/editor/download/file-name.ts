/** proposal-{ISO time with colons and dots as dashes}.html (spec section 9). */
export function downloadFileName(date: Date): string {
  return `proposal-${date.toISOString().replace(/[:.]/g, "-")}.html`;
}
