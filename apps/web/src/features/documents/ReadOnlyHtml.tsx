import { lazy, Suspense } from "react";
import { Spinner } from "../../components/Spinner";
import { DocumentErrorBoundary } from "./DocumentErrorBoundary";

// TipTap, KaTeX, the code grammars and the fonts load only when a shared document is shown.
const ReadOnlyDocument = lazy(() => import("./ReadOnlyDocument"));

interface ReadOnlyHtmlProps {
  html: string;
  title: string;
}

/**
 * A shared document's HTML as read-only rich text (spec: "HTML converted to editor content, with
 * table support"), or the reason it cannot be shown.
 */
export function ReadOnlyHtml({ html, title }: ReadOnlyHtmlProps) {
  return (
    <DocumentErrorBoundary>
      <Suspense
        fallback={
          <div className="flex justify-center py-16 text-violet-400">
            <Spinner className="size-7" label="Loading document" />
          </div>
        }
      >
        <ReadOnlyDocument html={html} label={title} />
      </Suspense>
    </DocumentErrorBoundary>
  );
}
