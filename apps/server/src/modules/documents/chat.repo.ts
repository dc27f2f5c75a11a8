import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { ChatMessagesTable, Db } from "../../db/types.js";

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** The only SQL on a document's chat. */
export class ChatRepo {
  constructor(private readonly db: Db) {}

  list(documentId: string): Promise<ChatMessageRow[]> {
    return this.db.selectFrom("chat_messages").selectAll().where("document_id", "=", documentId).orderBy("seq").execute();
  }

  /**
   * Appends messages in order, in one transaction so concurrent appends cannot interleave seq numbers
   * (or in the caller's transaction, when this repo was made on one).
   */
  async append(documentId: string, messages: ReadonlyArray<{ type: "user" | "ai"; content: string }>, at: string): Promise<void> {
    if (messages.length === 0) return;
    const inTransaction = (run: (trx: Db) => Promise<void>) => (this.db.isTransaction ? run(this.db) : this.db.transaction().execute(run));
    await inTransaction(async (trx) => {
      const last = await trx
        .selectFrom("chat_messages")
        .select((eb) => eb.fn.max("seq").as("seq"))
        .where("document_id", "=", documentId)
        .executeTakeFirst();
      const start = Number(last?.seq ?? 0);
      await trx
        .insertInto("chat_messages")
        .values(messages.map((m, i) => ({ id: randomUUID(), document_id: documentId, seq: start + i + 1, type: m.type, content: m.content, created_at: at })))
        .execute();
    });
  }
}
