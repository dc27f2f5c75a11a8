import type { Selectable, Updateable } from "kysely";
import { batchedRows } from "../../db/batched-rows.js";
import { precompiled } from "../../db/precompiled.js";
import type { Db, DocumentsTable } from "../../db/types.js";
import { LIVE_SESSION_USER } from "../auth/sessions.repo.js";
import type { UserRow } from "../auth/users.repo.js";
import { resetRaisedApproval } from "../approval/approval-steps.js";
import { type VersionNote, VersionsRepo } from "../versions/versions.repo.js";
import { REACHABLE_PROJECTS_SQL, currentProjects, reachableProjects } from "../workspaces/workspace-scope.js";

export type DocumentRow = Selectable<DocumentsTable>;
/** A document without its content and what it was priced from (lists never parse them). */
export type DocumentSummaryRow = Pick<DocumentRow, (typeof SUMMARY_COLUMNS)[number]>;

const SUMMARY_COLUMNS = [
  "id",
  "uuid",
  "owner_id",
  "project_id",
  "title",
  "user_query",
  "status",
  "error",
  "version",
  "locked_at",
  "created_at",
  "updated_at",
] as const;

/** What a client reads of a document: its summary and its HTML (not what it was priced from). */
export type DocumentReadRow = DocumentSummaryRow & Pick<DocumentRow, "document">;

/** The user's columns as they are, the document's prefixed `doc_` (all null when there is none). */
type SessionDocumentRow = Record<string, unknown>;

/** For `batchedRows`: a live session's user, and the document's summary when it is in one of that user's workspaces. */
const SESSION_DOCUMENT_SELECT = `u.*, ${SUMMARY_COLUMNS.map((column) => `d.${column} as doc_${column}`).join(", ")}`;
const SESSION_DOCUMENT_FROM = `${LIVE_SESSION_USER} left join documents d on d.id = k.document_id and d.project_id in ${REACHABLE_PROJECTS_SQL("s.user_id")}`;

/** A live session's user and, when it is in one of their workspaces, a document's summary. */
export interface SessionDocument {
  user: UserRow;
  summary: DocumentSummaryRow | undefined;
}

function sessionDocument(row: SessionDocumentRow): SessionDocument {
  const user: Record<string, unknown> = {};
  const summary: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith("doc_")) summary[column.slice(4)] = value;
    else user[column] = value;
  }
  return { user: user as UserRow, summary: row.doc_id === null ? undefined : (summary as DocumentSummaryRow) };
}

/**
 * The only SQL on documents. Reads and writes by id are scoped to the workspaces of the user
 * acting (`userId`: a document is in its project's workspace), lists to their current workspace. Every write of a
 * document's HTML bumps its version (see `update`): readers rely on it to know a copy is current.
 */
export class DocumentsRepo {
  /** The queries every document read makes: compiled once, the session check batched. */
  private readonly findOwned: (ownerId: string, id: string) => Promise<DocumentRow[]>;
  private readonly findOwnedRead: (ownerId: string, id: string) => Promise<DocumentReadRow[]>;
  private readonly findInLiveSession: (
    sessionId: string,
    userId: string,
    id: string,
  ) => Promise<SessionDocumentRow | undefined>;

  constructor(private readonly db: Db) {
    this.findOwned = precompiled(this.db, 2, (ownerId: string, id: string) =>
      this.db
        .selectFrom("documents")
        .selectAll()
        .where("project_id", "in", reachableProjects(this.db, ownerId))
        .where("id", "=", id),
    );
    this.findOwnedRead = precompiled(this.db, 2, (ownerId: string, id: string) =>
      this.db
        .selectFrom("documents")
        .select([...SUMMARY_COLUMNS, "document"])
        .where("project_id", "in", reachableProjects(this.db, ownerId))
        .where("id", "=", id),
    );
    // Concurrent reads share one query (a round trip, or a statement run, per read costs more than the read).
    const sessionReads = batchedRows(
      db,
      ["session_id", "user_id", "document_id"],
      SESSION_DOCUMENT_SELECT,
      SESSION_DOCUMENT_FROM,
    );
    this.findInLiveSession = (sessionId, userId, id) => sessionReads([sessionId, userId, id]);
  }

  /**
   * The session check every authenticated request makes (the same conditions as
   * SessionsRepo.findUserOfLiveSession) and the document's summary when the user reaches it, in one query: undefined
   * when the session is not live.
   */
  async findSummaryInLiveSession(sessionId: string, userId: string, id: string): Promise<SessionDocument | undefined> {
    const row = await this.findInLiveSession(sessionId, userId, id);
    return row && sessionDocument(row);
  }

  listSummaries(ownerId: string, projectId?: string): Promise<DocumentSummaryRow[]> {
    // A project's documents whichever workspace is current; else the current workspace's.
    let query = this.db.selectFrom("documents").select(SUMMARY_COLUMNS);
    query =
      projectId === undefined
        ? query.where("project_id", "in", currentProjects(this.db, ownerId))
        : query.where("project_id", "in", reachableProjects(this.db, ownerId)).where("project_id", "=", projectId);
    return query.orderBy("updated_at", "desc").orderBy("id").execute();
  }

  async find(ownerId: string, id: string): Promise<DocumentRow | undefined> {
    return (await this.findOwned(ownerId, id))[0];
  }

  /** The summary and the HTML, read together (one snapshot). */
  async findForRead(ownerId: string, id: string): Promise<DocumentReadRow | undefined> {
    return (await this.findOwnedRead(ownerId, id))[0];
  }

  /** With a `note`, the new document is also its history's first version (in the same transaction). */
  insert(row: DocumentRow, note?: VersionNote): Promise<DocumentRow> {
    return this.versioned(note, (db) =>
      db.insertInto("documents").values(row).returningAll().executeTakeFirstOrThrow(),
    );
  }

  /**
   * Writes and bumps the version in one statement. With `expectedVersion`, the write happens
   * only if nobody wrote in between; undefined means no row matched (missing, foreign, or stale).
   * With a `note`, the written document becomes a version of its history in the same transaction.
   */
  update(
    ownerId: string,
    id: string,
    changes: Updateable<DocumentsTable>,
    expectedVersion?: number,
    note?: VersionNote,
  ): Promise<DocumentRow | undefined> {
    return this.versioned(note, async (db) => {
      let query = db
        .updateTable("documents")
        .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
        .where("project_id", "in", reachableProjects(db, ownerId))
        .where("id", "=", id)
        // An accepted document is read-only: no content write matches it.
        .where("locked_at", "is", null);
      if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
      const written = await query.returningAll().executeTakeFirst();
      if (written && changes.estimate !== undefined)
        await resetRaisedApproval(db, id, ownerId, new Date(written.updated_at));
      return written;
    });
  }

  /** Runs a write; with a note, in a transaction that also records what it wrote as a version (at the write's own time). */
  private versioned<T extends DocumentRow | undefined>(
    note: VersionNote | undefined,
    write: (db: Db) => Promise<T>,
  ): Promise<T> {
    if (!note) return write(this.db);
    const run = async (trx: Db) => {
      const written = await write(trx);
      if (written) await new VersionsRepo(trx).record(written, note, new Date(written.updated_at));
      return written;
    };
    return this.db.isTransaction ? run(this.db) : this.db.transaction().execute(run);
  }

  /**
   * Replaces the brief and estimate behind a document (an accepted re-estimate saved with its text):
   * the save that carries it bumps the version, this does not, so the editor keeps saving.
   */
  async setEstimate(
    ownerId: string,
    id: string,
    revision: { brief: string; estimate: string },
    at: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("documents")
      .set(revision)
      .where("project_id", "in", reachableProjects(this.db, ownerId))
      .where("id", "=", id)
      .where("locked_at", "is", null)
      .executeTakeFirst();
    const written = Number(result.numUpdatedRows) > 0;
    if (written) await resetRaisedApproval(this.db, id, ownerId, at);
    return written;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("documents")
      .where("project_id", "in", reachableProjects(this.db, ownerId))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Deletes the documents of the user's current workspace. */
  async deleteAll(ownerId: string): Promise<number> {
    const result = await this.db
      .deleteFrom("documents")
      .where("project_id", "in", currentProjects(this.db, ownerId))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
