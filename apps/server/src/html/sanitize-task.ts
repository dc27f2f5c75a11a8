import type { WorkerTask } from "../workers/task-protocol.js";
import { sanitizeDocumentHtml } from "./sanitize.js";

/** A large document's sanitizing and schema pass, run in a file worker (see document-sanitizer.ts). */
export const sanitizeTask: WorkerTask<string, string> = {
  // The schema and its DOM load with a first small document, outside the job's time limit.
  prepare: async () => void sanitizeDocumentHtml("<p>ready</p>"),
  run: async (html) => sanitizeDocumentHtml(html),
};
