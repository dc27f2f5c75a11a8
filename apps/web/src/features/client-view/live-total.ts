/**
 * The proposal's own total follows the client's choices: where the document states the expected
 * total as written (in any of the languages the proposals are written in), that figure is marked
 * once and then shows the total of the current choices.
 */
const LOCALES = ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "it-IT", "nl-NL"];
const MARK = "data-live-total";

const money = (locale: string, currency: string, amount: number): string | null => {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return null;
  }
};

/** Marks the text of the original total in the document (once per render of its HTML); answers how many places state it. */
export function markTotals(root: HTMLElement, currency: string, original: number): number {
  const forms = new Map<string, string>();
  for (const locale of LOCALES) {
    const text = money(locale, currency, original);
    // Spaces inside a figure differ between writers (narrow no-break or plain): compare without them.
    if (text) forms.set(text.replace(/\s/g, ""), locale);
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const hits: Array<{ node: Text; locale: string }> = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim().replace(/\s/g, "") ?? "";
    const locale = forms.get(text);
    if (locale && !node.parentElement?.hasAttribute(MARK)) hits.push({ node: node as Text, locale });
  }
  for (const { node, locale } of hits) {
    const mark = document.createElement("span");
    mark.setAttribute(MARK, locale);
    mark.dataset.original = node.textContent ?? "";
    node.replaceWith(mark);
    mark.append(node);
  }
  return root.querySelectorAll(`[${MARK}]`).length;
}

/** Shows `amount` in each marked place, in the place's own format (the original text when unchanged). */
export function showTotal(root: HTMLElement, currency: string, original: number, amount: number): void {
  for (const mark of root.querySelectorAll<HTMLElement>(`[${MARK}]`)) {
    const changed = Math.round(amount) !== Math.round(original);
    mark.textContent = changed
      ? (money(mark.getAttribute(MARK) ?? "en-US", currency, amount) ?? mark.dataset.original ?? "")
      : (mark.dataset.original ?? "");
    mark.classList.toggle("live-total-changed", changed);
    mark.title = changed ? "The total for the options you chose" : "";
  }
}
