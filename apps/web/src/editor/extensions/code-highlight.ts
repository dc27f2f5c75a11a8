import { CodeBlock } from "@tiptap/extension-code-block";
import type { Node as PMNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { common, createLowlight } from "lowlight";

/** Spec section 9: code is re-highlighted at most once per interval while it is being typed. */
export const HIGHLIGHT_INTERVAL_MS = 1000;

const lowlight = createLowlight(common);

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
  const key = `${language ?? ""}\u0000${code}`;
  const cached = tokenCache.get(key);
  if (cached) {
    // Kept as the newest, so blocks still in the document are the last to be forgotten.
    tokenCache.delete(key);
    tokenCache.set(key, cached);
    return cached;
  }
  const tree = language && lowlight.registered(language) ? lowlight.highlight(language, code) : lowlight.highlightAuto(code);
  const tokens = flatten(tree.children as HastNode[], [], []);
  if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.delete(tokenCache.keys().next().value as string);
  tokenCache.set(key, tokens);
  return tokens;
}

/** The highlight decorations of every code block in a document. */
export function highlightDocument(doc: PMNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.type.spec.code || !node.isTextblock) return !node.isTextblock;
    let from = pos + 1;
    for (const token of tokensOf((node.attrs.language as string | null) ?? null, node.textContent)) {
      if (token.className) decorations.push(Decoration.inline(from, from + token.length, { class: token.className }));
      from += token.length;
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
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
  /** Code changed since the last highlighting; the shown colours are mapped, not recomputed. */
  stale: boolean;
}

export const codeHighlightKey = new PluginKey<HighlightState>("codeHighlight");

/** How long to wait before highlighting again, given when it last ran. */
export function nextHighlightDelay(lastRun: number, now: number): number {
  return Math.max(0, lastRun + HIGHLIGHT_INTERVAL_MS - now);
}

/**
 * Syntax highlighting that keeps typing fast in long documents: while code is being typed the
 * existing colours move with the text, and the code is highlighted again at most once a second.
 */
export function codeHighlightPlugin(): Plugin<HighlightState> {
  return new Plugin<HighlightState>({
    key: codeHighlightKey,
    state: {
      init: (_config, { doc }) => ({ decorations: highlightDocument(doc), stale: false }),
      apply: (tr, value) => {
        if (tr.getMeta(codeHighlightKey) === "refresh") return { decorations: highlightDocument(tr.doc), stale: false };
        if (!tr.docChanged) return value;
        return { decorations: value.decorations.map(tr.mapping, tr.doc), stale: value.stale || touchesCode(tr) };
      },
    },
    props: {
      decorations: (state) => codeHighlightKey.getState(state)?.decorations,
    },
    view: (view) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let lastRun = 0;
      const schedule = () => {
        if (timer !== undefined || !codeHighlightKey.getState(view.state)?.stale) return;
        timer = setTimeout(() => {
          timer = undefined;
          lastRun = Date.now();
          if (codeHighlightKey.getState(view.state)?.stale) view.dispatch(view.state.tr.setMeta(codeHighlightKey, "refresh").setMeta("addToHistory", false));
        }, nextHighlightDelay(lastRun, Date.now()));
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
