import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import type { ChatMessagesTable, Db } from "../../db/types.js";

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** The only SQL on a document's chat. */
export class ChatRepo {
  constructor(private readonly db: Db) {}

  list(documentId: string): Promise<ChatMessageRow[]> {
    return this.db
      .selectFrom("chat_messages")
      .selectAll()
      .where("document_id", "=", documentId)
      .orderBy("seq")
      .execute();
  }

  /**
   * Appends messages in order, in one transaction (or the caller's, when this repo was made on one).
   * Each message takes the next place in one statement (INSERT … SELECT max + 1): a write from the
   * start, so on SQLite a second process waits for the lock instead of failing to upgrade a read,
   * and on PostgreSQL a concurrent writer that took the same place meets the unique constraint (409).
   */
  async append(
    documentId: string,
    messages: ReadonlyArray<{ type: "user" | "ai"; content: string }>,
    at: string,
  ): Promise<void> {
    if (messages.length === 0) return;
    const inTransaction = (run: (trx: Db) => Promise<void>) =>
      this.db.isTransaction ? run(this.db) : this.db.transaction().execute(run);
    const text = (value: string) => sql<string>`cast(${value} as text)`;
    await inTransaction(async (trx) => {
      for (const message of messages) {
        await trx
          .insertInto("chat_messages")
          .columns(["id", "document_id", "seq", "type", "content", "created_at"])
          .expression((eb) =>
            eb
              .selectFrom("chat_messages")
              .select([
                text(randomUUID()).as("id"),
                text(documentId).as("document_id"),
                sql<number>`coalesce(max(seq), 0) + 1`.as("seq"),
                text(message.type).as("type"),
                text(message.content).as("content"),
                text(at).as("created_at"),
              ])
              .where("document_id", "=", documentId),
          )
          .execute();
      }
    });
  }
}
