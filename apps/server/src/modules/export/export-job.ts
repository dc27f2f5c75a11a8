import type { Estimate } from "@scopewise/shared";
import type { CertificateFacts } from "../sharing/certificate.js";
import { serviceUnavailable } from "../../http/errors.js";
import type { FileWorkers } from "../../workers/file-tasks.js";
import { WorkerPoolBusyError, WorkerTimeoutError } from "../../workers/worker-pool.js";
import { imagesIn } from "../documents/images-in-html.js";
import { MEDIA_URL_PREFIX } from "../documents/media-urls.js";

/** The work of building one PDF or Word export, in its worker: a 40-page proposal takes two or three seconds. */
export const EXPORT_TIME_LIMIT_MS = 10_000;

const EXPORT_TOO_SLOW = "The export took too long to build. Please try again, or export the document as HTML.";
const EXPORTS_BUSY = "The server is busy building other files. Please try again in a moment.";

/**
 * Builds a PDF or Word export in a file worker, so a heavy document never holds up the event loop.
 * The document's uploaded images are read here and sent with it.
 */
export async function buildExport(
  workers: FileWorkers,
  format: "pdf" | "docx",
  doc: { title: string; html: string; estimate: Estimate | null; acceptance?: CertificateFacts },
  readUpload: (storedName: string) => Promise<Buffer>,
): Promise<Buffer> {
  const uploads: Record<string, Uint8Array> = {};
  for (const { url } of imagesIn(doc.html)) {
    if (!url.startsWith(MEDIA_URL_PREFIX)) continue;
    const storedName = url.slice(MEDIA_URL_PREFIX.length);
    const bytes = await readUpload(storedName).catch(() => undefined);
    if (bytes) uploads[storedName] = bytes;
  }
  try {
    const file = await workers.run(
      "exportDocument",
      { format, ...doc, uploads },
      { timeLimitMs: EXPORT_TIME_LIMIT_MS },
    );
    return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  } catch (error) {
    if (error instanceof WorkerTimeoutError) throw serviceUnavailable(EXPORT_TOO_SLOW);
    if (error instanceof WorkerPoolBusyError) throw serviceUnavailable(EXPORTS_BUSY);
    throw error;
  }
}
