import { Parser } from "htmlparser2";
import { LIMITS } from "@scopewise/shared";
import { tooDeeplyNested } from "../http/errors.js";

/**
 * Whether elements in the HTML nest deeper than `limit`, read as a stream (no tree, no recursion),
 * with the same rules for implied end tags as the parser that builds the trees later.
 */
export function markupDeeperThan(html: string, limit: number): boolean {
  let depth = 0;
  let tooDeep = false;
  const parser = new Parser(
    {
      onopentag: () => {
        depth += 1;
        if (depth > limit) {
          tooDeep = true;
          parser.pause();
        }
      },
      onclosetag: () => {
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return tooDeep;
}

/**
 * Refuses HTML nested deeper than the editor can make, with 400, so that every later walk over a
 * document tree (sanitizing, table flattening, the assistant's edits, serializing) stays shallow.
 */
export function assertMarkupDepth(html: string): void {
  if (markupDeeperThan(html, LIMITS.nestingMaxDepth)) throw tooDeeplyNested("The document's HTML", LIMITS.nestingMaxDepth);
}
