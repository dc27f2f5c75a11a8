import type { Estimate } from "@scopewise/shared";
import type { CertificateFacts } from "../sharing/certificate.js";
import type { WorkerTask } from "../../workers/task-protocol.js";
import { exportDocx } from "./docx-export.js";
import { imageReader } from "./export-images.js";
import { exportPdf, pdfmake } from "./pdf-export.js";

/** What a file worker needs to build a PDF or Word export: the document and its uploaded images, as plain data. */
export interface ExportJob {
  format: "pdf" | "docx";
  title: string;
  html: string;
  estimate: Estimate | null;
  /** The acceptance of a signed document, stated on a page after the proposal (PDF). */
  acceptance?: CertificateFacts;
  /** The bytes of each uploaded image the document shows, by stored name. */
  uploads: Record<string, Uint8Array>;
}

/** Builds an export in a file worker; the library (pdfmake or docx) loads before the time limit starts. */
export const exportTask: WorkerTask<ExportJob, Uint8Array> = {
  // The same module docx-export.ts loads on its first export.
  prepare: async ({ format }) => void (format === "pdf" ? await pdfmake() : await import("docx")),
  run(job) {
    const readImage = imageReader(async (storedName) => {
      const bytes = job.uploads[storedName];
      if (!bytes) throw new Error("not an image of this document");
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });
    return job.format === "pdf" ? exportPdf(job, readImage) : exportDocx(job, readImage);
  },
};
