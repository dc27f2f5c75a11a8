import { sql, type Selectable } from "kysely";
import { isPostgres } from "../../db/dialect.js";
import type { Db, DocumentSendsTable, DocumentsTable } from "../../db/types.js";
import type { StandingFacts } from "./proposal-status.js";
import { currentProjects, reachableProjects } from "../workspaces/workspace-scope.js";

export type SendRow = Selectable<DocumentSendsTable>;

/** The facts a document's status and value come from, as one row per document. */
export type StandingRow = StandingFacts & {
  id: string;
  accepted_total: number | null;
  accepted_currency: string | null;
  estimate_total: number | null;
  estimate_currency: string | null;
};

/** A decline as stored on the document. */
export type DeclineColumns = Pick<
  Selectable<DocumentsTable>,
  "declined_at" | "decline_name" | "decline_email" | "decline_reason"
>;

/** A send whose reminder may be due, with what decides whether it still goes out. */
export type ReminderRow = SendRow &
  Pick<
    Selectable<DocumentsTable>,
    | "owner_id"
    | "title"
    | "uuid"
    | "share_enabled"
    | "share_expires_at"
    | "share_password_hash"
    | "locked_at"
    | "shared_at"
    | "declined_at"
  >;

/** A claim on a reminder older than this is taken to be of a process that stopped while sending it. */
export const REMINDER_CLAIM_MS = 15 * 60 * 1000;

/** The only SQL on sending proposals: standings for the lists, sends and their reminders, declines. */
export class SendingRepo {
  constructor(private readonly db: Db) {}

  /** The standing of each document of the user's current workspace (of one of their projects when given). */
  standings(ownerId: string, projectId?: string): Promise<StandingRow[]> {
    let query = this.standingQuery();
    query =
      projectId === undefined
        ? query.where("d.project_id", "in", currentProjects(this.db, ownerId))
        : query.where("d.project_id", "in", reachableProjects(this.db, ownerId)).where("d.project_id", "=", projectId);
    return query.execute() as Promise<StandingRow[]>;
  }

  async standing(ownerId: string, id: string): Promise<StandingRow | undefined> {
    return (await this.standingQuery()
      .where("d.project_id", "in", reachableProjects(this.db, ownerId))
      .where("d.id", "=", id)
      .executeTakeFirst()) as StandingRow | undefined;
  }

  /** Turns the link on and marks the proposal shared now (which also sets aside a decline before now). */
  async markShared(ownerId: string, id: string, at: string): Promise<void> {
    await this.db
      .updateTable("documents")
      .set({ share_enabled: 1, shared_at: at })
      .where("project_id", "in", reachableProjects(this.db, ownerId))
      .where("id", "=", id)
      .execute();
  }

  /** The link on, shared now, and the send recorded, in one transaction. */
  async recordSend(ownerId: string, row: SendRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await new SendingRepo(trx).markShared(ownerId, row.document_id, row.sent_at);
      await trx.insertInto("document_sends").values(row).execute();
    });
  }

  /** Keeps only the recipients a send's mail reached (none: the send is forgotten). */
  async keepRecipients(sendId: string, recipients: string[]): Promise<void> {
    if (recipients.length === 0) await this.db.deleteFrom("document_sends").where("id", "=", sendId).execute();
    else
      await this.db
        .updateTable("document_sends")
        .set({ recipients: JSON.stringify(recipients) })
        .where("id", "=", sendId)
        .execute();
  }

  listSends(documentId: string): Promise<SendRow[]> {
    return this.db
      .selectFrom("document_sends")
      .selectAll()
      .where("document_id", "=", documentId)
      .orderBy("sent_at", "desc")
      .orderBy("id")
      .limit(100)
      .execute();
  }

  findDecline(documentId: string): Promise<DeclineColumns | undefined> {
    return this.db
      .selectFrom("documents")
      .select(["declined_at", "decline_name", "decline_email", "decline_reason"])
      .where("id", "=", documentId)
      .executeTakeFirst();
  }

  /**
   * Records a client's decline: only on a document not accepted and with no decline standing (in
   * the statement itself, so an accept or another decline at the same moment cannot both win).
   */
  async decline(documentId: string, decline: DeclineColumns): Promise<boolean> {
    const result = await this.db
      .updateTable("documents")
      .set(decline)
      .where("id", "=", documentId)
      .where("locked_at", "is", null)
      .where((eb) => eb.or([eb("declined_at", "is", null), eb("declined_at", "<", eb.ref("shared_at"))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Reminders due by `now` (and claims left by a process that stopped), oldest first. */
  dueReminders(now: string, claimedBefore: string, limit: number): Promise<ReminderRow[]> {
    return this.db
      .selectFrom("document_sends as s")
      .innerJoin("documents as d", "d.id", "s.document_id")
      .selectAll("s")
      .select([
        "d.owner_id",
        "d.title",
        "d.uuid",
        "d.share_enabled",
        "d.share_expires_at",
        "d.share_password_hash",
        "d.locked_at",
        "d.shared_at",
        "d.declined_at",
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb("s.reminder_state", "=", "pending"), eb("s.remind_at", "<=", now)]),
          eb.and([eb("s.reminder_state", "=", "sending"), eb("s.reminder_claimed_at", "<", claimedBefore)]),
        ]),
      )
      .orderBy("s.remind_at")
      .limit(limit)
      .execute();
  }

  /** Takes a reminder to send: false when another process took it since it was read. */
  async claimReminder(
    row: Pick<SendRow, "id" | "reminder_state" | "reminder_claimed_at">,
    at: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("document_sends")
      .set({ reminder_state: "sending", reminder_claimed_at: at })
      .where("id", "=", row.id)
      .where("reminder_state", "=", row.reminder_state)
      .where((eb) =>
        row.reminder_claimed_at === null
          ? eb("reminder_claimed_at", "is", null)
          : eb("reminder_claimed_at", "=", row.reminder_claimed_at),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A claimed reminder's outcome: sent, skipped, or back to pending (a mail that failed is tried again). */
  async finishReminder(id: string, state: "sent" | "skipped" | "pending", at: string): Promise<void> {
    await this.db
      .updateTable("document_sends")
      .set({ reminder_state: state, reminder_claimed_at: null, reminded_at: state === "pending" ? null : at })
      .where("id", "=", id)
      .where("reminder_state", "=", "sending")
      .execute();
  }

  private standingQuery() {
    const postgres = isPostgres(this.db);
    // The estimate is stored as JSON text; its total is read where it lies rather than kept twice.
    const estimateTotal = postgres
      ? sql<number | null>`(d.estimate::json #>> '{total_cost,expected}')::double precision`
      : sql<number | null>`json_extract(d.estimate, '$.total_cost.expected')`;
    const estimateCurrency = postgres
      ? sql<string | null>`d.estimate::json ->> 'currency'`
      : sql<string | null>`json_extract(d.estimate, '$.currency')`;
    return this.db
      .selectFrom("documents as d")
      .leftJoin("document_acceptances as a", "a.document_id", "d.id")
      .select((eb) => [
        "d.id",
        "d.share_enabled",
        "d.shared_at",
        "d.declined_at",
        eb.case().when("a.document_id", "is not", null).then(true).else(false).end().as("accepted"),
        "a.total_cost as accepted_total",
        "a.currency as accepted_currency",
        estimateTotal.as("estimate_total"),
        estimateCurrency.as("estimate_currency"),
        eb
          .selectFrom("document_views as v")
          .select((v) => v.fn.max("v.last_seen_at").as("m"))
          .whereRef("v.document_id", "=", "d.id")
          .as("last_viewed_at"),
      ]);
  }
}
