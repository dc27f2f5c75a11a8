/**
 * ProseMirror's DOMParser reads each element by asking `element.matches(selector)` for its parse
 * rules in turn, about forty of them, nearly all led by a tag name (`p`, `a[href]`, `td`). In
 * happy-dom every such call parses and walks the selector, which was a third of reading a document
 * on the server. A selector that is one tag name with attribute conditions cannot match an element
 * of another name, so that answer is given here, before happy-dom is asked; every other case
 * (lists, combinators, pseudo-classes, anything not read in full here) is happy-dom's own answer.
 */
interface MatchingElement {
  readonly tagName: string;
  matches(selector: string): boolean;
}

/** `[name]`, `[name=value]`, `[name="value"]` (any of the attribute operators, an `i`/`s` flag). */
const ATTRIBUTE_CONDITION = String.raw`\[\s*[a-z_][\w-]*\s*(?:[~|^$*]?=\s*(?:"[^"]*"|'[^']*'|[\w-]+)\s*(?:[is]\s*)?)?\]`;
/** The whole selector: a tag name, then only attribute conditions. */
const TAG_WITH_CONDITIONS = new RegExp(String.raw`^([a-z][a-z0-9-]*)(?:${ATTRIBUTE_CONDITION})*$`, "i");
const leadingTags = new Map<string, string | null>();

/** The tag name, upper-cased as happy-dom compares it, of a selector that is one tag name with attribute conditions; else null. */
export function leadingTagName(selector: string): string | null {
  let tag = leadingTags.get(selector);
  if (tag === undefined) {
    tag = TAG_WITH_CONDITIONS.exec(selector)?.[1]?.toUpperCase() ?? null;
    // Parse rules are a fixed set; any other caller's selectors are not kept.
    if (leadingTags.size < 500) leadingTags.set(selector, tag);
  }
  return tag;
}

const installed = new WeakSet<object>();

/** Wraps `prototype.matches` so a selector of one tag name asked of an element of another answers false at once. */
export function shortcutTypeSelectors(prototype: MatchingElement): void {
  if (installed.has(prototype)) return;
  installed.add(prototype);
  const matches = prototype.matches;
  prototype.matches = function (this: MatchingElement, selector: string): boolean {
    const tag = leadingTagName(selector);
    // Compared as happy-dom compares a type selector (both tag names upper-cased), so no answer changes.
    if (tag !== null && this.tagName.toUpperCase() !== tag) return false;
    return matches.call(this, selector);
  };
}
