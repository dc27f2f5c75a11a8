import type { ChatMessage, DocumentCreated, DocumentSummary, ProposalDocument } from "@scopewise/shared";
import type { JsonBodyCache } from "../../http/json-body-cache.js";
import type { ChatMessageRow } from "./chat.repo.js";
import type { DocumentReadRow, DocumentRow, DocumentSummaryRow } from "./documents.repo.js";

/** Allow-list presenters: owner ids never leave the server; the public side of a share has its own (sharing module). */
export function presentSummary(row: DocumentSummaryRow): DocumentSummary {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    user_query: row.user_query,
    project_id: row.project_id,
    status: row.status,
    error: row.error,
    version: Number(row.version),
    // A client's acceptance is what locks a document (both written in one transaction).
    accepted: row.locked_at !== null,
    locked: row.locked_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentDocument(row: DocumentReadRow): ProposalDocument {
  return { ...presentSummary(row), document: row.document };
}

/** The answer of every create call: the web app goes to `/proposals/{process_id}`. */
export function presentCreated(row: Pick<DocumentRow, "id" | "project_id" | "status">): DocumentCreated {
  return { process_id: row.id, id: row.id, project_id: row.project_id, status: row.status };
}

/**
 * presentDocument's JSON as bytes (the same fields in the same order), from `cache` while neither the
 * HTML nor any other field changed.
 */
export function presentDocumentBody(row: DocumentReadRow, cache: JsonBodyCache): Buffer {
  return cache.body(row.id, JSON.stringify(presentSummary(row)), "document", row.document);
}

export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return { type: row.type, content: row.content, created_at: row.created_at };
}
