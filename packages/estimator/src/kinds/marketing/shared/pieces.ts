import type { Brief } from "@scopewise/shared";

type Piece =
  "articles" | "videos" | "reels" | "social" | "newsletters" | "seo_articles" | "press_releases" | "posts" | "creators";

/** A count the request states for the piece (as the reader read it), or undefined. */
export function statedCount(brief: Brief, piece: Piece): number | undefined {
  return brief.details?.pieces?.[piece]?.count;
}

/**
 * A count of recurring pieces per month: as written when the sentence says "a month" (or the term is not
 * stated), else a count for the whole term spread over its months.
 */
export function statedPerMonth(brief: Brief, piece: Piece, months: number, termStated: boolean): number | undefined {
  const found = brief.details?.pieces?.[piece];
  if (!found) return undefined;
  return found.monthly || !termStated ? found.count : Math.round((found.count / months) * 10) / 10;
}

/** Whether the request asks for the content piece at all (without a count). */
export function named(brief: Brief, piece: Piece): boolean {
  return brief.details?.pieces_named?.includes(piece) === true;
}
