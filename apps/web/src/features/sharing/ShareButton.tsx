import { Share2 } from "lucide-react";
import { useState } from "react";
import { ShareModal } from "./ShareModal";

/** The document page's Share button: the share dialog for this document (link, copy, send to client). */
export function ShareButton({ documentId, className }: { documentId: string; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        title="Share the link or send it to your client"
        className={className}
      >
        <Share2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Share</span>
        <span className="sr-only sm:hidden">Share</span>
      </button>
      <ShareModal target={open ? { kind: "document", documentId } : null} onClose={() => setOpen(false)} />
    </>
  );
}
