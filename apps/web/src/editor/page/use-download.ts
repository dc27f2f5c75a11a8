import { useState } from "react";
import toast from "react-hot-toast";
import { useEditorSession } from "../session/EditorSession";

/** Download as HTML; the file builder loads only when asked for. */
export function useDownload(title: string) {
  const { bridge } = useEditorSession();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    if (!bridge || isDownloading) return;
    setIsDownloading(true);
    try {
      const { downloadDocument } = await import("../download/download-document");
      await downloadDocument(bridge.getHtml(), title);
      toast.success("Document downloaded successfully");
    } catch (error) {
      console.error("Download failed:", error);
      toast.error("Error downloading document");
    } finally {
      setIsDownloading(false);
    }
  };

  return { isDownloading, download: () => void download() };
}
