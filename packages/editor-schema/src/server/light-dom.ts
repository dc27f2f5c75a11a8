/**
 * The little of the DOM that ProseMirror's DOMSerializer uses to write a document (create elements
 * and text, set attributes, append), as plain objects: writing a proposal through it takes a fraction
 * of what a full DOM (happy-dom) costs, and `serializeChildren` turns it into the editor's HTML.
 * Parsing HTML still needs the full DOM.
 */
export interface LightNode {
  readonly nodeType: number;
  nodeValue: string | null;
  parentNode: LightElement | null;
  readonly childNodes: LightNode[];
}

/** `width:430px` as a browser writes a style back: `name: value` pairs, each ended by `;`, empty ones dropped. */
export function normaliseCss(css: string): string {
  return css
    .split(";")
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration.includes(":"))
    .map((declaration) => {
      const colon = declaration.indexOf(":");
      return `${declaration.slice(0, colon).trim().toLowerCase()}: ${declaration.slice(colon + 1).trim()};`;
    })
    .join(" ");
}

/** How a document's elements write a style back: `normaliseCss`, or a full CSS object model's way. */
export type StyleWriter = (css: string) => string;

class LightStyle {
  constructor(
    private readonly element: LightElement,
    private readonly write: StyleWriter,
  ) {}

  get cssText(): string {
    return this.element.attributes.find((a) => a.name === "style")?.value ?? "";
  }

  set cssText(value: string) {
    this.element.setAttribute("style", this.write(value));
  }
}

export class LightText implements LightNode {
  readonly nodeType = 3;
  parentNode: LightElement | null = null;
  readonly childNodes: LightNode[] = [];
  constructor(public nodeValue: string | null) {}
}

export class LightElement implements LightNode {
  readonly nodeType: number = 1;
  nodeValue: string | null = null;
  parentNode: LightElement | null = null;
  readonly childNodes: LightNode[] = [];
  /** In the order they were first set, as a browser keeps them. */
  readonly attributes: Array<{ name: string; value: string }> = [];
  /** ProseMirror sets `style` through `style.cssText`, which a browser writes back normalised. */
  readonly style: LightStyle;
  constructor(
    readonly localName: string,
    writeStyle: StyleWriter = normaliseCss,
  ) {
    this.style = new LightStyle(this, writeStyle);
  }

  setAttribute(name: string, value: unknown): void {
    const text = String(value);
    const existing = this.attributes.find((a) => a.name === name);
    if (existing) existing.value = text;
    else this.attributes.push({ name, value: text });
  }

  setAttributeNS(_namespace: string | null, name: string, value: unknown): void {
    this.setAttribute(name, value);
  }

  /** Appends a node; a fragment hands over its children, as in the DOM. */
  appendChild<T extends LightNode>(child: T): T {
    if (child instanceof LightFragment) {
      for (const node of child.childNodes.splice(0)) this.appendChild(node);
      return child;
    }
    child.parentNode?.childNodes.splice(child.parentNode.childNodes.indexOf(child), 1);
    child.parentNode = this;
    this.childNodes.push(child);
    return child;
  }
}

export class LightFragment extends LightElement {
  override readonly nodeType = 11;
  constructor() {
    super("#document-fragment");
  }
}

/** The document ProseMirror's DOMSerializer creates nodes through; its elements write styles with `writeStyle`. */
export function lightDocumentWith(writeStyle: StyleWriter) {
  return {
    createElement: (tag: string) => new LightElement(tag.toLowerCase(), writeStyle),
    createElementNS: (_namespace: string | null, tag: string) => new LightElement(tag, writeStyle),
    createTextNode: (text: string) => new LightText(text),
    createDocumentFragment: () => new LightFragment(),
  };
}

export const lightDocument = lightDocumentWith(normaliseCss);
