import { randomUUID } from "node:crypto";
import type { AuditAction } from "@scopewise/shared";
import type { Db } from "../../db/types.js";
import { currentWorkspace } from "../workspaces/workspace-scope.js";

/** Which workspace's log an entry goes into (several for a sign-in). */
export type AuditPlace =
  | { workspaceId: string }
  /** The workspace of a document (its project's). */
  | { documentId: string }
  | { projectId: string }
  /** Every workspace the user is a member of (a sign-in: each workspace's admins see who can reach its data). */
  | { memberOf: string }
  /** The user's current workspace. */
  | { currentOf: string };

export type AuditTargetType = "document" | "project" | "workspace" | "invitation" | "member" | "user";

export interface AuditEvent {
  place: AuditPlace;
  /** Who did it: null for a client on a share link. */
  actorId: string | null;
  action: AuditAction;
  target?: { type: AuditTargetType; id: string; title: string | null };
  detail?: Record<string, unknown>;
}

/** Records an event `at` in its workspace's audit log, on `db` (a transaction makes it part of the change it records). */
export async function recordAudit(db: Db, event: AuditEvent, at: Date): Promise<void> {
  const workspaceIds = await placeOf(db, event.place);
  if (workspaceIds.length === 0) return;
  await db
    .insertInto("audit_events")
    .values(
      workspaceIds.map((workspaceId) => ({
        id: randomUUID(),
        workspace_id: workspaceId,
        actor_id: event.actorId,
        action: event.action,
        target_type: event.target?.type ?? null,
        target_id: event.target?.id ?? null,
        target_title: event.target?.title ?? null,
        detail: JSON.stringify(event.detail ?? {}),
        at: at.toISOString(),
      })),
    )
    .execute();
}

/** The recorder services are given: `recordAudit` on the app's database (or the transaction passed) at the app's clock. */
export type AuditRecorder = (event: AuditEvent, trx?: Db) => Promise<void>;

export const auditRecorder =
  (db: Db, now: () => Date): AuditRecorder =>
  (event, trx) =>
    recordAudit(trx ?? db, event, now());

async function placeOf(db: Db, place: AuditPlace): Promise<string[]> {
  if ("workspaceId" in place) return [place.workspaceId];
  if ("memberOf" in place) {
    const rows = await db
      .selectFrom("workspace_members")
      .select("workspace_id")
      .where("user_id", "=", place.memberOf)
      .execute();
    return rows.map((row) => row.workspace_id);
  }
  if ("currentOf" in place) {
    const row = await currentWorkspace(db, place.currentOf).executeTakeFirst();
    return row ? [row.workspace_id] : [];
  }
  let query = db.selectFrom("projects as p").select("p.workspace_id");
  query =
    "projectId" in place
      ? query.where("p.id", "=", place.projectId)
      : query.innerJoin("documents as d", "d.project_id", "p.id").where("d.id", "=", place.documentId);
  const row = await query.executeTakeFirst();
  return row?.workspace_id ? [row.workspace_id] : [];
}
