/** How a place name is compared: lower case, accents dropped, spaces and hyphens as one space ("Saint-Étienne" → "saint etienne"). */
export function placeKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\-‐]+/g, " ")
    .trim();
}
