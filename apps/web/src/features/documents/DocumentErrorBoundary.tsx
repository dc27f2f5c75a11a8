import { Component, type ErrorInfo, type ReactNode } from "react";

/** The text for a document that could not be shown: the error's own detail when it has one. */
export function documentErrorText(error: unknown): string {
  const detail = typeof error === "object" && error !== null && "detail" in error ? error.detail : undefined;
  return typeof detail === "string" && detail.trim() ? detail : "Error parsing document";
}

interface DocumentErrorBoundaryProps {
  children: ReactNode;
}

interface DocumentErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Keeps a document that cannot be parsed or drawn (or whose renderer failed to load) from taking
 * the page down: the rest of the page stays, with the reason in place of the document.
 */
export class DocumentErrorBoundary extends Component<DocumentErrorBoundaryProps, DocumentErrorBoundaryState> {
  override state: DocumentErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): DocumentErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn("The shared document could not be shown", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="rounded-xl border border-zinc-800 bg-zinc-950 px-6 py-10 text-center text-zinc-200">
        {documentErrorText(this.state.error)}
      </p>
    );
  }
}
