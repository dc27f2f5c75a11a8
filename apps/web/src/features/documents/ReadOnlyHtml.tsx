import { useState } from "react";

interface ReadOnlyHtmlProps {
  html: string;
  title: string;
}

const FRAME_STYLE = `
  :root { color-scheme: dark; }
  body { margin: 0; padding: 24px; background: #09090b; color: #e4e4e7;
    font: 16px/1.65 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; overflow-wrap: anywhere; overflow-x: auto; }
  h1, h2, h3, h4, h5, h6 { color: #fafafa; line-height: 1.25; }
  a { color: #a78bfa; }
  img { max-width: 100%; height: auto; }
  table { border-collapse: collapse; width: 100%; margin: 1em 0; }
  th, td { border: 1px solid #3f3f46; padding: 6px 10px; text-align: left; vertical-align: top; min-width: 4em; }
  th { background: #18181b; color: #fafafa; font-weight: 600; }
  tr:nth-child(even) td { background: rgba(39, 39, 42, 0.35); }
  pre, code { background: #18181b; border-radius: 6px; }
  pre { padding: 12px; overflow-x: auto; }
  @media (max-width: 480px) { body { padding: 16px; font-size: 15px; } h1 { font-size: 1.6em; } h2 { font-size: 1.3em; } }
`;

/**
 * Shows shared document HTML without letting it run code: the frame is sandboxed with scripts off,
 * so even markup the server failed to clean cannot act on this page. Same-origin access (without
 * scripts) only lets this page measure the content height.
 */
export function ReadOnlyHtml({ html, title }: ReadOnlyHtmlProps) {
  const [height, setHeight] = useState(240);
  const srcDoc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;

  return (
    <iframe
      title={title}
      srcDoc={srcDoc}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      onLoad={(event) => {
        // The body, not the root element: the root is never shorter than the frame itself.
        const body = event.currentTarget.contentDocument?.body;
        if (body) setHeight(Math.max(160, body.scrollHeight));
      }}
      style={{ height }}
      className="block w-full rounded-xl border border-zinc-800 bg-zinc-950"
    />
  );
}
