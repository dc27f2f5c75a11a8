import {
  AUDIT_PAGE_DEFAULT,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from "@scopewise/shared";
import type { Db } from "../../db/types.js";
import { fieldError } from "../../http/errors.js";
import type { WorkspacesService } from "../workspaces/workspaces.service.js";
import { AUDIT_CSV_HEADER, auditCsvLine, csvLine } from "./audit-csv.js";
import { type AuditEntryRow, type AuditKey, AuditRepo } from "./audit.repo.js";

/** How many entries the CSV download reads per query. */
const CSV_PAGE = 500;

/** A workspace's audit log for its admins and owners: pages of it, and all of it as CSV. */
export class AuditService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
  ) {}

  async page(userId: string, workspaceId: string, query: AuditQuery): Promise<AuditPage> {
    await this.workspaces.authorized(userId, workspaceId, "audit_read");
    const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
    const rows = await new AuditRepo(this.db).page(workspaceId, query, decodeKey(query.before), limit + 1);
    const items = rows.slice(0, limit).map(presentEntry);
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    return { items, next_before: last ? encodeKey(last) : null };
  }

  /** Checks access first (so a refusal is a normal answer), then yields the CSV's lines, newest entry first. */
  async csv(userId: string, workspaceId: string, query: AuditQuery): Promise<AsyncIterable<string>> {
    await this.workspaces.authorized(userId, workspaceId, "audit_read");
    const repo = new AuditRepo(this.db);
    const start = decodeKey(query.before);
    return (async function* lines() {
      yield csvLine(AUDIT_CSV_HEADER);
      let before = start;
      for (;;) {
        const rows = await repo.page(workspaceId, query, before, CSV_PAGE);
        for (const row of rows) yield auditCsvLine(presentEntry(row));
        if (rows.length < CSV_PAGE) return;
        const last = rows.at(-1)!;
        before = { at: last.at, id: last.id };
      }
    })();
  }
}

function presentEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor:
      row.actor_id === null || row.email === null
        ? null
        : {
            id: row.actor_id,
            name: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim(),
            email: row.email,
          },
    action: row.action as AuditAction,
    target_type: row.target_type,
    target_id: row.target_id,
    target_title: row.target_title,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  };
}

/** A page's key, opaque to callers. */
function encodeKey(row: AuditKey): string {
  return Buffer.from(JSON.stringify([row.at, row.id])).toString("base64url");
}

function decodeKey(before: string | undefined): AuditKey | undefined {
  if (before === undefined) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(before, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && typeof id === "string") return { at, id };
  } catch {
    // Falls through to the field error.
  }
  throw fieldError({ before: ["Not a page key from this log: pass next_before as it was answered."] });
}
