import { EstimateSection } from "../../editor/page/EstimateSection";
import { ClientActivityPanel } from "../client-view/ClientActivityPanel";
import { ReadOnlyHtml } from "../documents/ReadOnlyHtml";
import { ReadOnlyRoleNotice } from "./ReadOnlyRoleNotice";

/** A proposal for a member who may only read it: the figures, the sending status and the text, none of it editable. */
export function ReadOnlyRoleDocumentView({
  documentId,
  title,
  html,
}: {
  documentId: string;
  title: string;
  html: string;
}) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <article className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-8">
        <ReadOnlyRoleNotice />
        <h1 className="text-xl font-semibold tracking-tight break-words text-zinc-50 sm:text-2xl">{title}</h1>
        <EstimateSection documentId={documentId} />
        <ClientActivityPanel documentId={documentId} accepted={false} />
        <ReadOnlyHtml html={html} title={title} />
      </article>
    </div>
  );
}
