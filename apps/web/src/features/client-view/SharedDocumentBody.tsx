import "../../editor/editor.css";
import "../documents/read-only-document.css";
import "./shared-document.css";

/**
 * The proposal's HTML as the server stored it: sanitized on every write (scripts, handlers and
 * javascript: URLs removed), so it is shown as it is, with the editor's paper styles and none of its code.
 */
export function SharedDocumentBody({ html, title }: { html: string; title: string }) {
  return (
    <div className="client-document document-canvas is-read-only" data-testid="shared-document">
      <div className="scopewise-document" role="document" aria-label={title || "Proposal"} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
