import type { Db } from "../../db/types.js";
import type { AuditEvent as WorkspaceAuditEvent, AuditTrail } from "../workspaces/audit.js";
import { recordAudit } from "./record-audit.js";

/** The workspace calls' audit trail: their events go into the audit log, named by what they are about. */
export function workspaceAuditTrail(db: Db, now: () => Date): AuditTrail {
  return {
    async record(event, trx) {
      const on = trx ?? db;
      await recordAudit(
        on,
        {
          place: { workspaceId: event.workspaceId },
          actorId: event.actorId,
          action: event.action,
          target: { type: event.targetType, id: event.targetId, title: await titleOf(on, event) },
          detail: event.detail,
        },
        now(),
      );
    },
  };
}

/** How the log names the target: the workspace's name, the member's or the invitation's email address. */
async function titleOf(db: Db, event: WorkspaceAuditEvent): Promise<string | null> {
  const row =
    event.targetType === "workspace"
      ? await db.selectFrom("workspaces").select("name as title").where("id", "=", event.targetId).executeTakeFirst()
      : event.targetType === "member"
        ? await db.selectFrom("users").select("email as title").where("id", "=", event.targetId).executeTakeFirst()
        : await db
            .selectFrom("workspace_invitations")
            .select("email as title")
            .where("id", "=", event.targetId)
            .executeTakeFirst();
  return row?.title ?? null;
}
