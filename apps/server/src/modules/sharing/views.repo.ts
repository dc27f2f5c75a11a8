import type { Selectable } from "kysely";
import { isPostgres } from "../../db/dialect.js";
import type { Db, DocumentsTable, DocumentViewsTable, DocumentVisitorsTable } from "../../db/types.js";

export type ViewRow = Selectable<DocumentViewsTable>;
export type VisitorRow = Selectable<DocumentVisitorsTable>;
/** A document whose owner is due a mail about new visitors. */
export type VisitorMailRow = Pick<Selectable<DocumentsTable>, "id" | "owner_id" | "title" | "visitors_mailed_at">;

/** The only SQL on a shared document's visits, its visitors and the mails about them. */
export class ViewsRepo {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, on a repo bound to it. */
  inTransaction<T>(work: (views: ViewsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new ViewsRepo(trx)));
  }

  findVisitor(documentId: string, visitor: string): Promise<VisitorRow | undefined> {
    return this.db
      .selectFrom("document_visitors")
      .selectAll()
      .where("document_id", "=", documentId)
      .where("visitor", "=", visitor)
      .executeTakeFirst();
  }

  /** Records the visitor's first view: true when this call did (once, whatever the races). */
  async addVisitor(documentId: string, visitor: string, at: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto("document_visitors")
      .values({ document_id: documentId, visitor, first_seen_at: at, credited_tenths: 0 })
      .onConflict((conflict) => conflict.columns(["document_id", "visitor"]).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * The visitor's row, locked until the transaction ends, so that beacons of one visitor take turns
   * (a SQLite transaction holds the database's write lock from its start).
   */
  lockVisitor(documentId: string, visitor: string): Promise<VisitorRow | undefined> {
    const query = this.db
      .selectFrom("document_visitors")
      .selectAll()
      .where("document_id", "=", documentId)
      .where("visitor", "=", visitor);
    return (isPostgres(this.db) ? query.forUpdate() : query).executeTakeFirst();
  }

  async setCredited(documentId: string, visitor: string, creditedTenths: number): Promise<void> {
    await this.db
      .updateTable("document_visitors")
      .set({ credited_tenths: creditedTenths })
      .where("document_id", "=", documentId)
      .where("visitor", "=", visitor)
      .execute();
  }

  /** The visitor's visit still open (seen since `since`), to add a beacon's seconds to. */
  openVisit(documentId: string, visitor: string, since: string): Promise<ViewRow | undefined> {
    return this.db
      .selectFrom("document_views")
      .selectAll()
      .where("document_id", "=", documentId)
      .where("visitor", "=", visitor)
      .where("last_seen_at", ">=", since)
      .orderBy("last_seen_at", "desc")
      .executeTakeFirst();
  }

  async insertVisit(row: ViewRow): Promise<void> {
    await this.db.insertInto("document_views").values(row).execute();
  }

  async updateVisit(id: string, changes: Pick<ViewRow, "last_seen_at" | "seconds" | "sections">): Promise<void> {
    await this.db.updateTable("document_views").set(changes).where("id", "=", id).execute();
  }

  listViews(documentId: string): Promise<ViewRow[]> {
    return this.db
      .selectFrom("document_views")
      .selectAll()
      .where("document_id", "=", documentId)
      .orderBy("started_at", "desc")
      .limit(500)
      .execute();
  }

  async visitorsMailedAt(documentId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom("documents")
      .select("visitors_mailed_at")
      .where("id", "=", documentId)
      .executeTakeFirst();
    return row?.visitors_mailed_at ?? null;
  }

  /** Takes the next mail about the document's visitors: false when another beacon or process took it since `previous` was read. */
  async claimVisitorMail(documentId: string, previous: string | null, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("documents")
      .set({ visitors_mailed_at: at })
      .where("id", "=", documentId)
      .where((eb) =>
        previous === null ? eb("visitors_mailed_at", "is", null) : eb("visitors_mailed_at", "=", previous),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** How many visitors were first seen after `after` (from the start when null) and up to `upTo`. */
  async countNewVisitors(documentId: string, after: string | null, upTo: string): Promise<number> {
    let query = this.db
      .selectFrom("document_visitors")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("document_id", "=", documentId)
      .where("first_seen_at", "<=", upTo);
    if (after !== null) query = query.where("first_seen_at", ">", after);
    return Number((await query.executeTakeFirstOrThrow()).count);
  }

  /**
   * Documents last mailed about at or before `mailedBy` (or never) with visitors first seen since,
   * looking only at visitors first seen after `seenSince` (the first_seen_at index keeps this small).
   */
  dueVisitorMails(mailedBy: string, seenSince: string, limit: number): Promise<VisitorMailRow[]> {
    return this.db
      .selectFrom("documents")
      .select(["id", "owner_id", "title", "visitors_mailed_at"])
      .where("id", "in", (eb) =>
        eb.selectFrom("document_visitors").select("document_id").where("first_seen_at", ">", seenSince),
      )
      .where((eb) => eb.or([eb("visitors_mailed_at", "is", null), eb("visitors_mailed_at", "<=", mailedBy)]))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("document_visitors")
            .select("document_visitors.document_id")
            .whereRef("document_visitors.document_id", "=", "documents.id")
            .where((inner) =>
              inner.or([
                inner("documents.visitors_mailed_at", "is", null),
                inner("document_visitors.first_seen_at", ">", inner.ref("documents.visitors_mailed_at")),
              ]),
            ),
        ),
      )
      .orderBy("visitors_mailed_at")
      .limit(limit)
      .execute();
  }
}
