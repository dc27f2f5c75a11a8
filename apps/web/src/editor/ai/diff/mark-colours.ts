/**
 * The same colour written two ways must not read as a change: the editor stores colours as typed
 * (`#7c3aed`, `rgba(236,236,236,1)`), while HTML read back through the browser gives `rgb(124, 58, 237)`.
 * Colours are compared in one spelling: `rgb(r,g,b)`, or `rgba(r,g,b,a)` when not opaque.
 */
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\((\d{1,3}),(\d{1,3}),(\d{1,3})(?:,([\d.]+))?\)$/i;

function spell(r: number, g: number, b: number, alpha: number): string {
  return alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`;
}

export function canonicalColour(value: string): string {
  const compact = value.replace(/\s+/g, "").toLowerCase();
  const hex = HEX.exec(compact)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d).join("") : hex;
    const channel = (i: number) => parseInt(digits.slice(i, i + 2) || "ff", 16);
    return spell(channel(0), channel(2), channel(4), Math.round((channel(6) / 255) * 1000) / 1000);
  }
  const rgb = RGB.exec(compact);
  if (rgb) return spell(Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4]));
  return value;
}

/** Mark attributes with every colour-looking value in its canonical spelling, for comparison keys. */
export function comparableAttrs(attrs: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs))
    out[name] = typeof value === "string" ? canonicalColour(value) : value;
  return out;
}
