import type { ExportFormat } from "@scopewise/shared";
import { useState } from "react";
import toast from "react-hot-toast";
import { generationApi } from "../../features/generation/generation-api";
import { useExportDocumentMutation } from "../../features/versions/versions-api";
import { apiErrorText } from "../../lib/api-errors";
import { useAppDispatch } from "../../store/hooks";
import { useEditorSession } from "../session/EditorSession";
import { downloadFileName } from "../download/file-name";
import { saveFile } from "../download/save-file";

const LABELS: Record<ExportFormat, string> = { html: "HTML", pdf: "PDF", docx: "Word (DOCX)" };

/**
 * Download as HTML (built here, from the editor, with the estimate's charts) or as PDF or DOCX
 * (made by the server from the saved document). An accepted document has no editor: every format
 * then comes from the server, its PDF the signed copy. `downloading` names the file being made.
 */
export function useDownload(title: string, documentId: string) {
  const { bridge, isDirty } = useEditorSession();
  const dispatch = useAppDispatch();
  const [exportDocument] = useExportDocumentMutation();
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);

  const downloadHtml = async () => {
    if (!bridge) return;
    const { downloadDocument } = await import("../download/download-document");
    // A plain document has no estimate (its job answers 404): it downloads without charts.
    const job = await dispatch(generationApi.endpoints.getEstimateJob.initiate(documentId, { subscribe: false }));
    await downloadDocument(bridge.getHtml(), title, job.data?.estimate);
  };

  const download = async (format: ExportFormat) => {
    if (downloading) return;
    setDownloading(format);
    try {
      if (format === "html" && bridge) await downloadHtml();
      else {
        if (isDirty)
          toast(
            `The ${LABELS[format]} file is made from the last saved version: save first to include your latest edits.`,
            { id: "export-unsaved" },
          );
        saveFile(await exportDocument({ id: documentId, format }).unwrap(), downloadFileName(new Date(), format));
      }
      toast.success(format === "html" ? "Document downloaded successfully" : `${LABELS[format]} file downloaded`);
    } catch (error) {
      console.error("Download failed:", error);
      toast.error(apiErrorText(error, `Could not make the ${LABELS[format]} file. Please try again.`));
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, download: (format: ExportFormat) => void download(format) };
}
