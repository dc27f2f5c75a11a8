import render from "dom-serializer";
import { Element, Text, type AnyNode, type ParentNode } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * The editor refuses a table inside a table cell, so stored HTML never holds one either: a table
 * found inside another becomes its text, one paragraph per row (cells joined by " | "). Its input
 * has passed assertMarkupBounds (in sanitizeDocumentHtml), so the recursive walks here stay shallow.
 */
const TABLE_CELLS = new Set(["td", "th"]);

function textOf(node: AnyNode): string {
  if (node instanceof Text) return node.data;
  if (node instanceof Element)
    return node.children.map(textOf).join(node.name === "p" || node.name === "br" ? " " : "");
  return "";
}

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.children) {
      if (!(child instanceof Element)) continue;
      if (child.name === "tr") rows.push(child);
      else if (child.name !== "table") walk(child);
    }
  };
  walk(table);
  return rows;
}

function paragraphsOf(table: Element): Element[] {
  const paragraphs: Element[] = [];
  for (const row of rowsOf(table)) {
    const cells = row.children.filter((cell): cell is Element => cell instanceof Element && TABLE_CELLS.has(cell.name));
    const text = cells
      .map((cell) => textOf(cell).replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join(" | ");
    if (text) paragraphs.push(new Element("p", {}, [new Text(text)]));
  }
  return paragraphs;
}

/** Replaces, innermost first, every table that has a table ancestor. Returns whether any was found. */
function flatten(node: ParentNode, insideTable: boolean): boolean {
  let found = false;
  for (const child of [...node.children]) {
    if (!(child instanceof Element)) continue;
    const isTable = child.name === "table";
    if (flatten(child, insideTable || isTable)) found = true;
    if (isTable && insideTable) {
      const replacement = paragraphsOf(child);
      const index = node.children.indexOf(child);
      node.children.splice(index, 1, ...replacement);
      for (const paragraph of replacement) paragraph.parent = node as Element;
      found = true;
    }
  }
  return found;
}

/** The HTML with nested tables flattened to text, or null when it has none (left byte for byte as it was). */
export function flattenNestedTables(html: string): string | null {
  if (html.indexOf("<table") === html.lastIndexOf("<table")) return null;
  const root = parseDocument(html, { decodeEntities: true });
  if (!flatten(root, false)) return null;
  return render(root.children, { encodeEntities: "utf8", selfClosingTags: false, emptyAttrs: true });
}
