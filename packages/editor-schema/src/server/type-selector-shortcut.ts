/**
 * ProseMirror's DOMParser reads each element by asking `element.matches(selector)` for its parse
 * rules in turn, about forty of them, nearly all led by a tag name (`p`, `a[href]`, `td`). In
 * happy-dom every such call parses and walks the selector, which was a third of reading a document
 * on the server. A selector led by a tag name cannot match an element of another name, so that
 * answer is given here, before happy-dom is asked; every other case is happy-dom's own answer.
 */
interface MatchingElement {
  readonly localName: string;
  matches(selector: string): boolean;
}

/** `td` of `td`, `a` of `a[href]`: a selector that is a tag name, alone or with attribute conditions. */
const LEADING_TAG = /^([a-z][a-z0-9-]*)(?=$|\[)/i;
const leadingTags = new Map<string, string | null>();

export function leadingTagName(selector: string): string | null {
  let tag = leadingTags.get(selector);
  if (tag === undefined) {
    tag = LEADING_TAG.exec(selector)?.[1]?.toLowerCase() ?? null;
    // Parse rules are a fixed set; any other caller's selectors are not kept.
    if (leadingTags.size < 500) leadingTags.set(selector, tag);
  }
  return tag;
}

const installed = new WeakSet<object>();

/** Wraps `prototype.matches` so a tag-led selector of another tag name answers false at once. */
export function shortcutTypeSelectors(prototype: MatchingElement): void {
  if (installed.has(prototype)) return;
  installed.add(prototype);
  const matches = prototype.matches;
  prototype.matches = function (this: MatchingElement, selector: string): boolean {
    const tag = leadingTagName(selector);
    if (tag !== null && this.localName.toLowerCase() !== tag) return false;
    return matches.call(this, selector);
  };
}
