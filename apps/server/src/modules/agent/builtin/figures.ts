import { type AnyNode, Element, type ParentNode, Text } from "domhandler";
import { BLOCK_TAGS } from "./dom.js";

/**
 * The figures of a text: every run of digits with its separators ("$504,804" → "504,804", "80%" →
 * "80", "P80" → "80", "34.9"). Edits that make text shorter or longer must keep each of them.
 */
const FIGURE = /\d+(?:[.,]\d+)*/g;

export function figuresIn(value: string): string[] {
  return value.match(FIGURE) ?? [];
}

export function hasFigure(value: string): boolean {
  return /\d/.test(value);
}

/** The figures of `before` that `after` no longer has (each as often as it went missing). */
export function lostFigures(before: string, after: string): string[] {
  const left = new Map<string, number>();
  for (const figure of figuresIn(after)) left.set(figure, (left.get(figure) ?? 0) + 1);
  const lost: string[] = [];
  for (const figure of figuresIn(before)) {
    const count = left.get(figure) ?? 0;
    if (count === 0) lost.push(figure);
    else left.set(figure, count - 1);
  }
  return lost;
}

/** Whether every figure of `before` is still in `after`, as often as it was. */
export function keepsFigures(before: string, after: string): boolean {
  return lostFigures(before, after).length === 0;
}

/** The words of HTML with its blocks and cells apart, so the figures of two cells never run together. */
export function spacedText(root: ParentNode): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node instanceof Text) parts.push(node.data);
    else if ("children" in node) for (const child of (node as ParentNode).children) walk(child);
    if (node instanceof Element && BLOCK_TAGS.has(node.name)) parts.push(" ");
  };
  walk(root);
  return parts.join("").replace(/\s+/g, " ").trim();
}
