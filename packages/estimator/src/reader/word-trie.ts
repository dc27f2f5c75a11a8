/**
 * Literal words as one regular-expression source shaped like a trie ("un", "una", "uno" →
 * "un(?:a|o)?"): the engine then reads a word's letters once instead of trying hundreds of
 * alternatives at every word start. Longer words are tried before their prefixes, as in a list
 * sorted longest first.
 */
export function wordTrie(words: readonly string[]): string {
  interface Node {
    end: boolean;
    next: Map<string, Node>;
  }
  const root: Node = { end: false, next: new Map() };
  for (const word of words) {
    let node = root;
    for (const ch of word) {
      let child = node.next.get(ch);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.end = true;
  }
  const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
  const source = (node: Node): string => {
    const branches = [...node.next].map(([ch, child]) => escape(ch) + source(child));
    if (branches.length === 0) return "";
    const group = branches.length === 1 ? branches[0]! : `(?:${branches.join("|")})`;
    return node.end ? `(?:${group})?` : group;
  };
  return `(?:${source(root)})`;
}
