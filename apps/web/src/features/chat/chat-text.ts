const LOOKS_LIKE_HTML = /<[a-z][\s\S]*>/i;

/**
 * Assistant answers may be HTML (the editor's content); the chat shows them as plain text. DOMParser
 * builds an inert document, so nothing in the markup runs or loads while it is read.
 */
export function chatPlainText(content: string): string {
  if (!LOOKS_LIKE_HTML.test(content)) return content;
  const parsed = new DOMParser().parseFromString(content, "text/html");
  return (parsed.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
