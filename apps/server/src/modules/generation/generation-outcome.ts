import type { Brief, Estimate } from "@scopewise/shared";
import type { Transaction } from "kysely";
import type { Database } from "../../db/types.js";
import { ChatRepo } from "../documents/chat.repo.js";
import { DocumentsRepo } from "../documents/documents.repo.js";

export type GenerationOutcome = {
  ownerId: string;
  documentId: string;
  /** The assistant's message in the document's chat. */
  chat?: string;
} &
  /** `html` is already sanitized (off the event loop, before the transaction that stores it). */
  (
    | { status: "ready"; sanitizedHtml: string; brief: Brief; estimate: Estimate }
    /** Nothing to price: the reader's brief is kept (to show what it understood); the text and the estimate it states are left alone. */
    | { status: "needs_input"; brief: Brief; questions: string[] }
    | { status: "failed"; error: string }
  );

/**
 * Writes a generation's outcome (the document's status, its brief, estimate or questions, and the
 * chat message) inside the transaction that closes its job, so only the worker still holding the
 * job writes, and it writes everything or nothing.
 */
export async function saveOutcome(trx: Transaction<Database>, outcome: GenerationOutcome, at: string): Promise<void> {
  if (outcome.chat) await new ChatRepo(trx).append(outcome.documentId, [{ type: "ai", content: outcome.chat }], at);
  // A document deleted meanwhile has nothing left to update (its job row went with it).
  // A generated text is a version of the document's history; a question or a failure changes no text.
  const note = outcome.status === "ready" ? { authorId: null, reason: "generation" as const } : undefined;
  await new DocumentsRepo(trx).update(
    outcome.ownerId,
    outcome.documentId,
    { ...documentChanges(outcome), updated_at: at },
    undefined,
    note,
  );
}

function documentChanges(outcome: GenerationOutcome) {
  switch (outcome.status) {
    case "ready":
      return {
        status: outcome.status,
        error: null,
        document: outcome.sanitizedHtml,
        brief: JSON.stringify(outcome.brief),
        estimate: JSON.stringify(outcome.estimate),
        questions: null,
      };
    case "needs_input":
      return {
        status: outcome.status,
        error: null,
        brief: JSON.stringify(outcome.brief),
        questions: JSON.stringify(outcome.questions),
      };
    case "failed":
      return { status: outcome.status, error: outcome.error };
  }
}
