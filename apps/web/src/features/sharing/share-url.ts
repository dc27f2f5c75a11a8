/** The public read-only link of a document, built on this site's own origin (spec section 2). */
export function shareUrl(uuid: string): string {
  return `${window.location.origin}/estimate-your-project/spectate/${encodeURIComponent(uuid)}`;
}
