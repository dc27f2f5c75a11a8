import type { AuditFilter } from "@scopewise/shared";
import type { Db } from "../../db/types.js";

/** An entry with its actor's name and address (null once the account is gone). */
export interface AuditEntryRow {
  id: string;
  at: string;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_title: string | null;
  detail: string;
}

/** Where a page starts: after the entry at `at` with `id` (older ones follow). */
export interface AuditKey {
  at: string;
  id: string;
}

/** The only SQL reading the audit log (entries are written by `recordAudit`). */
export class AuditRepo {
  constructor(private readonly db: Db) {}

  /** Up to `limit` entries of a workspace, newest first, matching `filter`, older than `before`. */
  page(
    workspaceId: string,
    filter: AuditFilter,
    before: AuditKey | undefined,
    limit: number,
  ): Promise<AuditEntryRow[]> {
    let query = this.db
      .selectFrom("audit_events as e")
      .leftJoin("users as u", "u.id", "e.actor_id")
      .select([
        "e.id",
        "e.at",
        "e.actor_id",
        "u.first_name",
        "u.last_name",
        "u.email",
        "e.action",
        "e.target_type",
        "e.target_id",
        "e.target_title",
        "e.detail",
      ])
      .where("e.workspace_id", "=", workspaceId);
    if (filter.action) query = query.where("e.action", "=", filter.action);
    if (filter.actor_id) query = query.where("e.actor_id", "=", filter.actor_id);
    if (filter.from) query = query.where("e.at", ">=", new Date(filter.from).toISOString());
    if (filter.to) query = query.where("e.at", "<", new Date(filter.to).toISOString());
    if (before)
      query = query.where((eb) =>
        eb.or([eb("e.at", "<", before.at), eb.and([eb("e.at", "=", before.at), eb("e.id", "<", before.id)])]),
      );
    return query.orderBy("e.at", "desc").orderBy("e.id", "desc").limit(limit).execute();
  }
}
