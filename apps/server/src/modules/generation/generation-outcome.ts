import type { Transaction } from "kysely";
import type { Database } from "../../db/types.js";
import { sanitizeDocumentHtml } from "../../html/sanitize.js";
import { ChatRepo } from "../documents/chat.repo.js";
import { DocumentsRepo } from "../documents/documents.repo.js";

export interface GenerationOutcome {
  ownerId: string;
  documentId: string;
  status: "ready" | "failed";
  /** The proposal's HTML (a ready document). */
  html?: string;
  error: string | null;
  /** The assistant's message in the document's chat. */
  chat?: string;
}

/**
 * Writes a generation's outcome (document and chat message) inside the transaction that closes
 * its job, so only the worker still holding the job writes, and it writes everything or nothing.
 */
export async function saveOutcome(trx: Transaction<Database>, outcome: GenerationOutcome, at: string): Promise<void> {
  if (outcome.chat) await new ChatRepo(trx).append(outcome.documentId, [{ type: "ai", content: outcome.chat }], at);
  const changes = { status: outcome.status, error: outcome.error, updated_at: at, ...(outcome.html === undefined ? {} : { document: sanitizeDocumentHtml(outcome.html) }) };
  // A document deleted meanwhile has nothing left to update (its job row went with it).
  await new DocumentsRepo(trx).update(outcome.ownerId, outcome.documentId, changes);
}
