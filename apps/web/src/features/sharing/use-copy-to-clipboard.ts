import { TIMINGS } from "@scopewise/shared";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";

/** Copies text and reports "copied" for two seconds (spec section 9), or explains why it could not. */
export function useCopyToClipboard() {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), TIMINGS.linkCopiedMs);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const copy = async (text: string) => {
    // Absent outside secure contexts (plain http on another host) and in some embedded browsers.
    if (typeof navigator.clipboard?.writeText !== "function") {
      toast.error("Clipboard API is not available in this browser.");
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch {
      toast.error("Failed to copy text. Please try again.");
    }
  };

  return { isCopied, copy };
}
