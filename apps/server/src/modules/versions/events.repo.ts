import { randomUUID } from "node:crypto";
import type { DocumentEvent } from "@scopewise/shared";
import type { Db } from "../../db/types.js";

/** What happened to a document besides a write of its content, at the version it had then. */
export interface EventNote {
  documentId: string;
  version: number;
  actorId: string | null;
  kind: DocumentEvent["kind"];
  comment: string | null;
}

export interface EventRow {
  id: string;
  kind: string;
  version: number;
  created_at: string;
  actor_id: string | null;
  comment: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}

/** The only SQL on document events (the history's entries that are not versions). Callers check access first. */
export class EventsRepo {
  constructor(private readonly db: Db) {}

  async record(note: EventNote, at: Date): Promise<void> {
    await this.db
      .insertInto("document_events")
      .values({
        id: randomUUID(),
        document_id: note.documentId,
        version: note.version,
        actor_id: note.actorId,
        kind: note.kind,
        comment: note.comment,
        created_at: at.toISOString(),
      })
      .execute();
  }

  /** Newest first, with the actor's name. */
  list(documentId: string): Promise<EventRow[]> {
    return this.db
      .selectFrom("document_events as e")
      .leftJoin("users as u", "u.id", "e.actor_id")
      .select([
        "e.id",
        "e.kind",
        "e.version",
        "e.created_at",
        "e.actor_id",
        "e.comment",
        "u.first_name",
        "u.last_name",
        "u.username",
      ])
      .where("e.document_id", "=", documentId)
      .orderBy("e.created_at", "desc")
      .orderBy("e.id", "desc")
      .execute();
  }
}
