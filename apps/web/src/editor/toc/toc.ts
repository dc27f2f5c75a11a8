/** Table-of-contents model (spec sections 2, 3 and 5): pure functions, no editor or DOM. */

/** What a heading contributes to the outline: typing elsewhere in the document changes none of it. */
export interface OutlineEntry {
  level: number;
  text: string;
  /** The heading element's own id, if it has one. */
  elementId: string | null;
  /** An id kept for this heading across rebuilds, used when it has neither an id nor text. */
  untitledId?: string;
}

export interface HeadingEntry extends OutlineEntry {
  /** Where the heading starts in the editor document, to scroll to it. */
  pos: number;
}

export interface TocItem {
  level: number;
  text: string;
  id: string;
  children: TocItem[];
  isMainSection: boolean;
  /** "1", "1.2", …; null for headings above the main level (the document title). */
  number: string | null;
  /** The heading's place among the document's headings (0 for the first), which finds where it is now. */
  index: number;
}

/** Whether two outlines read the same: the same headings, levels, texts and ids, in the same order. */
export function sameOutline(a: readonly OutlineEntry[], b: readonly OutlineEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, i) => {
      const other = b[i] as OutlineEntry;
      return (
        entry.level === other.level &&
        entry.text === other.text &&
        entry.elementId === other.elementId &&
        entry.untitledId === other.untitledId
      );
    })
  );
}

/** Lowercase; punctuation removed; whitespace, underscores and hyphens become single hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "heading-" and five random letters or digits, for a heading with no text. */
export function randomHeadingId(random: () => number = Math.random): string {
  let suffix = "";
  for (let i = 0; i < 5; i++) suffix += "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)];
  return `heading-${suffix}`;
}

export function tocItemId(
  entry: Pick<OutlineEntry, "elementId" | "text" | "untitledId">,
  random?: () => number,
): string {
  if (entry.elementId) return entry.elementId;
  return slugify(entry.text) || entry.untitledId || randomHeadingId(random);
}

/** The id, or the id with the first free "-2", "-3", … suffix when an earlier heading has it. */
function uniqueId(id: string, taken: Set<string>): string {
  let candidate = id;
  for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${id}-${suffix}`;
  taken.add(candidate);
  return candidate;
}

/** With at most one level-1 heading (a title), level 2 makes the main sections; otherwise level 1. */
export function mainSectionLevel(headings: readonly Pick<OutlineEntry, "level">[]): 1 | 2 {
  return headings.filter((heading) => heading.level === 1).length <= 1 ? 2 : 1;
}

/**
 * Nests headings under the nearest earlier heading of a higher level and numbers them 1, 1.1, 1.1.1.
 * Headings above the main level (the title) stand alone, unnumbered, and start a new outline.
 * Ids are unique: a repeated heading gets "-2", "-3", … after its slug.
 */
export function buildToc(headings: readonly OutlineEntry[], random?: () => number): TocItem[] {
  const mainLevel = mainSectionLevel(headings);
  const roots: TocItem[] = [];
  const stack: TocItem[] = [];
  const taken = new Set<string>();
  let numberedRoots = 0;
  for (const [index, heading] of headings.entries()) {
    const item: TocItem = {
      level: heading.level,
      text: heading.text,
      id: uniqueId(tocItemId(heading, random), taken),
      children: [],
      isMainSection: heading.level === mainLevel,
      number: null,
      index,
    };
    if (heading.level < mainLevel) {
      roots.push(item);
      stack.length = 0;
      continue;
    }
    while (stack.length > 0 && (stack[stack.length - 1] as TocItem).level >= heading.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.children.push(item);
      item.number = `${parent.number ?? ""}.${parent.children.length}`;
    } else {
      roots.push(item);
      item.number = String(++numberedRoots);
    }
    stack.push(item);
  }
  return roots;
}

/** Every item in reading order, for keyboard navigation and the active-heading lookup. */
export function flattenToc(items: readonly TocItem[]): TocItem[] {
  return items.flatMap((item) => [item, ...flattenToc(item.children)]);
}

/**
 * The heading whose section is being read: the last one starting at or above the reading line
 * (tops measured from the top of the scrolling pane), else the first. Null without headings.
 */
export function activeHeadingIndex(
  headings: readonly { index: number; top: number }[],
  readingLine: number,
): number | null {
  let active = headings[0]?.index ?? null;
  for (const heading of headings) {
    if (heading.top > readingLine) break;
    active = heading.index;
  }
  return active;
}
