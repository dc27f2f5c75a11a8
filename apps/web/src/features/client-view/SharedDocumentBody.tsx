import { useEffect, useRef } from "react";
import "../../editor/editor.css";
import "../documents/read-only-document.css";
import { enhanceDocument } from "./enhance-document";
import "./shared-document.css";

/**
 * The proposal's HTML as the server stored it: sanitized on every write (scripts, handlers and
 * javascript: URLs removed), so it is shown as it is, with the editor's paper styles and none of its code.
 */
export function SharedDocumentBody({ html, title }: { html: string; title: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (root.current) void enhanceDocument(root.current);
  }, [html]);
  return (
    <div className="client-document document-canvas is-read-only" data-testid="shared-document">
      <div ref={root} className="scopewise-document" contentEditable={false} role="document" aria-label={title || "Proposal"} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
