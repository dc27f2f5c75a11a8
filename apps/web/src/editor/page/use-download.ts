import { useState } from "react";
import toast from "react-hot-toast";
import { generationApi } from "../../features/generation/generation-api";
import { useAppDispatch } from "../../store/hooks";
import { useEditorSession } from "../session/EditorSession";

/** Download as HTML, with the estimate's charts for a generated proposal; the file builder loads only when asked for. */
export function useDownload(title: string, documentId: string) {
  const { bridge } = useEditorSession();
  const dispatch = useAppDispatch();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    if (!bridge || isDownloading) return;
    setIsDownloading(true);
    try {
      const { downloadDocument } = await import("../download/download-document");
      // A plain document has no estimate (its job answers 404): it downloads without charts.
      const job = await dispatch(generationApi.endpoints.getEstimateJob.initiate(documentId, { subscribe: false }));
      await downloadDocument(bridge.getHtml(), title, job.data?.estimate);
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
