import { useEffect, useRef } from "react";
import "../../editor/editor.css";
import "../documents/read-only-document.css";
import { enhanceDocument } from "./enhance-document";
import { markTotals, showTotal } from "./live-total";
import "./shared-document.css";

/**
 * The proposal's HTML as the server stored it: sanitized on every write (scripts, handlers and
 * javascript: URLs removed), so it is shown as it is, with the editor's paper styles and none of its code.
 */
export function SharedDocumentBody({
  html,
  title,
  total,
}: {
  html: string;
  title: string;
  total?: { currency: string; original: number; amount: number } | null;
}) {
  const root = useRef<HTMLDivElement>(null);
  const currency = total?.currency;
  const original = total?.original;
  useEffect(() => {
    if (!root.current) return;
    void enhanceDocument(root.current);
    if (currency !== undefined && original !== undefined) markTotals(root.current, currency, original);
  }, [html, currency, original]);
  const amount = total?.amount;
  useEffect(() => {
    if (root.current && currency !== undefined && original !== undefined && amount !== undefined)
      showTotal(root.current, currency, original, amount);
  }, [html, currency, original, amount]);
  return (
    <div className="client-document document-canvas is-read-only" data-testid="shared-document">
      <div
        ref={root}
        className="scopewise-document"
        contentEditable={false}
        role="document"
        aria-label={title || "Proposal"}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
