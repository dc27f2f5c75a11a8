import { CodeBlock } from "@tiptap/extension-code-block";
import type { Node as PMNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { changedRanges } from "./changed-ranges";
import type * as GrammarsModule from "./code-grammars";

/** Spec section 9: code is re-highlighted at most once per interval while it is being typed. */
export const HIGHLIGHT_INTERVAL_MS = 1000;

type Lowlight = typeof GrammarsModule.lowlight;
let lowlight: Lowlight | null = null;
let loading: Promise<Lowlight> | null = null;

/** The grammars, fetched once; until they arrive code shows uncoloured. */
export function loadCodeGrammars(): Promise<Lowlight> {
  loading ??= import("./code-grammars").then((module) => (lowlight = module.lowlight));
  return loading;
}

interface Token {
  length: number;
  className: string;
}

interface HastNode {
  type: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

function flatten(nodes: readonly HastNode[], classes: string[], out: Token[]): Token[] {
  for (const node of nodes) {
    const own = Array.isArray(node.properties?.className) ? (node.properties.className as string[]) : [];
    if (node.children) flatten(node.children, [...classes, ...own], out);
    else if (node.value) out.push({ length: node.value.length, className: classes.join(" ") });
  }
  return out;
}

/** Highlighting one block's text is the slow part, so results are kept per language and text. */
const tokenCache = new Map<string, Token[]>();
const TOKEN_CACHE_LIMIT = 500;

function tokensOf(language: string | null, code: string): Token[] {
  if (!lowlight) return [];
  const key = `${language ?? ""}\u0000${code}`;
  const cached = tokenCache.get(key);
  if (cached) {
    // Kept as the newest, so blocks still in the document are the last to be forgotten.
    tokenCache.delete(key);
    tokenCache.set(key, cached);
    return cached;
  }
  const tree =
    language && lowlight.registered(language) ? lowlight.highlight(language, code) : lowlight.highlightAuto(code);
  const tokens = flatten(tree.children as HastNode[], [], []);
  if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.delete(tokenCache.keys().next().value as string);
  tokenCache.set(key, tokens);
  return tokens;
}

/** The highlight decorations of one code block starting at `pos`. */
function blockDecorations(node: PMNode, pos: number): Decoration[] {
  const decorations: Decoration[] = [];
  let from = pos + 1;
  for (const token of tokensOf((node.attrs.language as string | null) ?? null, node.textContent)) {
    if (token.className) decorations.push(Decoration.inline(from, from + token.length, { class: token.className }));
    from += token.length;
  }
  return decorations;
}

const isCodeBlock = (node: PMNode) => Boolean(node.type.spec.code) && node.isTextblock;

function hasCode(doc: PMNode): boolean {
  let found = false;
  doc.descendants((node) => {
    if (isCodeBlock(node)) found = true;
    return !found && !node.isTextblock;
  });
  return found;
}

/** The highlight decorations of every code block in a document. */
export function highlightDocument(doc: PMNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (isCodeBlock(node)) decorations.push(...blockDecorations(node, pos));
    return !node.isTextblock;
  });
  return DecorationSet.create(doc, decorations);
}

/** The set with the code blocks overlapping the ranges highlighted again; the others keep theirs. */
export function highlightRanges(
  decorations: DecorationSet,
  doc: PMNode,
  ranges: readonly (readonly [number, number])[],
): DecorationSet {
  const blocks = new Map<number, PMNode>();
  for (const [from, to] of ranges) {
    const start = Math.max(0, Math.min(from, doc.content.size));
    const end = Math.max(start, Math.min(to, doc.content.size));
    doc.nodesBetween(start, end, (node, pos) => {
      if (isCodeBlock(node)) blocks.set(pos, node);
      return !node.isTextblock;
    });
  }
  let updated = decorations;
  for (const [pos, node] of blocks) {
    updated = updated.remove(updated.find(pos + 1, pos + node.nodeSize - 1)).add(doc, blockDecorations(node, pos));
  }
  return updated;
}

/** Whether a transaction changed code: text inside a code block, or a code block added or removed. */
export function touchesCode(tr: Transaction): boolean {
  let touched = false;
  const look = (doc: PMNode, from: number, to: number) => {
    const end = Math.min(Math.max(to, from + 1), doc.content.size);
    if (touched || from > doc.content.size) return;
    if (doc.resolve(from).parent.type.spec.code) touched = true;
    else if (from < end) {
      doc.nodesBetween(from, end, (node) => {
        if (node.type.spec.code) touched = true;
        return !touched && !node.isTextblock;
      });
    }
  };
  tr.steps.forEach((step, index) => {
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      look(tr.docs[index] as PMNode, oldStart, oldEnd);
      look(tr.docs[index + 1] ?? tr.doc, newStart, newEnd);
    });
  });
  return touched;
}

interface HighlightState {
  decorations: DecorationSet;
  /**
   * Where code changed since the last highlighting (ranges of the current document): the shown
   * colours there are mapped, not recomputed, until the next highlighting, which colours only these.
   */
  changed: readonly (readonly [number, number])[];
}

export const codeHighlightKey = new PluginKey<HighlightState>("codeHighlight");
/** The meta of the transaction that colours every block once the grammars have arrived. */
export const GRAMMARS_ARRIVED = "grammars";

/** Whether code changed since the last highlighting. */
export function isStale(state: HighlightState | undefined): boolean {
  return (state?.changed.length ?? 0) > 0;
}

/** How long to wait before highlighting again, given when it last ran. */
export function nextHighlightDelay(lastRun: number, now: number): number {
  return Math.max(0, lastRun + HIGHLIGHT_INTERVAL_MS - now);
}

/**
 * Syntax highlighting that keeps typing fast in long documents: while code is being typed the
 * existing colours move with the text, and the code blocks that changed are highlighted again at
 * most once a second (the others keep their colours).
 */
export function codeHighlightPlugin(): Plugin<HighlightState> {
  return new Plugin<HighlightState>({
    key: codeHighlightKey,
    state: {
      init: (_config, { doc }) => ({ decorations: highlightDocument(doc), changed: [] }),
      apply: (tr, value) => {
        if (tr.getMeta(codeHighlightKey) === GRAMMARS_ARRIVED)
          return { decorations: highlightDocument(tr.doc), changed: [] };
        if (tr.getMeta(codeHighlightKey) === "refresh")
          return { decorations: highlightRanges(value.decorations, tr.doc, value.changed), changed: [] };
        if (!tr.docChanged) return value;
        const changed = value.changed.map(([from, to]) => [tr.mapping.map(from, -1), tr.mapping.map(to, 1)] as const);
        return {
          decorations: value.decorations.map(tr.mapping, tr.doc),
          changed: touchesCode(tr) ? [...changed, ...changedRanges([tr])] : changed,
        };
      },
    },
    props: {
      decorations: (state) => codeHighlightKey.getState(state)?.decorations,
    },
    view: (view) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let lastRun = 0;
      // The first code shown fetches the grammars; then every block is coloured at once.
      const whenGrammarsNeeded = () => {
        if (lowlight || !hasCode(view.state.doc)) return;
        void loadCodeGrammars().then(() => {
          if (!view.isDestroyed)
            view.dispatch(view.state.tr.setMeta(codeHighlightKey, GRAMMARS_ARRIVED).setMeta("addToHistory", false));
        });
      };
      whenGrammarsNeeded();
      const schedule = () => {
        whenGrammarsNeeded();
        if (timer !== undefined || !isStale(codeHighlightKey.getState(view.state))) return;
        timer = setTimeout(
          () => {
            timer = undefined;
            lastRun = Date.now();
            if (isStale(codeHighlightKey.getState(view.state)))
              view.dispatch(view.state.tr.setMeta(codeHighlightKey, "refresh").setMeta("addToHistory", false));
          },
          nextHighlightDelay(lastRun, Date.now()),
        );
      };
      return { update: schedule, destroy: () => clearTimeout(timer) };
    },
  });
}

/** Code blocks with a language attribute, highlighted by lowlight (highlight.js grammars). */
export const HighlightedCodeBlock = CodeBlock.extend({
  addProseMirrorPlugins() {
    return [...(this.parent?.() ?? []), codeHighlightPlugin()];
  },
});
