import type { Workspace, WorkspaceMember, WorkspaceRole } from "@scopewise/shared";
import type { Db } from "../../db/types.js";
import { notFound } from "../../http/errors.js";
import { allowedActions } from "../../policies/allowed-actions.js";
import { authorizeMemberChange, authorizeWorkspace, type WorkspaceAction } from "../../policies/workspace.policy.js";
import type { DeleteWithUploads } from "../documents/upload-scope.js";
import { type AuditTrail, NO_AUDIT_TRAIL } from "./audit.js";
import { type MemberWorkspaceRow, PERSONAL_WORKSPACE_NAME, WorkspacesRepo } from "./workspaces.repo.js";

/** A workspace as the API answers it to one member. */
export function presentWorkspace(row: MemberWorkspaceRow): Workspace {
  return {
    id: row.id,
    name: row.name,
    personal: row.personal === 1,
    role: row.role,
    current: row.current,
    member_count: row.member_count,
    allowed_actions: allowedActions({ role: row.role, personal: row.personal === 1 }),
  };
}

/** Workspaces and their members, for one signed-in user; every call asks the workspace policy first. */
export class WorkspacesService {
  /** Deleting a workspace cascades to its documents; this removes their stored files too. */
  deleteWithUploads: DeleteWithUploads = (_userId, _scope, remove) => remove();
  /** Where member changes are recorded. */
  audit: AuditTrail = NO_AUDIT_TRAIL;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private get repo(): WorkspacesRepo {
    return new WorkspacesRepo(this.db);
  }

  /** Makes the personal workspace of a new account (in the transaction that makes the account). */
  static createPersonal(trx: Db, userId: string, at: string): Promise<string> {
    return new WorkspacesRepo(trx).create(userId, PERSONAL_WORKSPACE_NAME, true, at);
  }

  async list(userId: string): Promise<Workspace[]> {
    return (await this.repo.list(userId)).map(presentWorkspace);
  }

  /** The workspace when the user is a member of it (404 otherwise) and their role allows `action` (403). */
  async authorized(userId: string, workspaceId: string, action: WorkspaceAction): Promise<MemberWorkspaceRow> {
    const found = await this.repo.find(userId, workspaceId);
    if (!found) throw notFound();
    authorizeWorkspace({ role: found.role, personal: found.personal === 1 }, action);
    return found;
  }

  async get(userId: string, workspaceId: string): Promise<Workspace> {
    return presentWorkspace(await this.authorized(userId, workspaceId, "read"));
  }

  /** A new team workspace with the user as its owner; they switch to it. */
  async create(userId: string, name: string): Promise<Workspace> {
    const id = await this.db.transaction().execute(async (trx) => {
      const created = await new WorkspacesRepo(trx).create(userId, name, false, this.stamp());
      await this.audit.record(
        {
          workspaceId: created,
          actorId: userId,
          action: "workspace_created",
          targetType: "workspace",
          targetId: created,
        },
        trx,
      );
      return created;
    });
    return this.get(userId, id);
  }

  async rename(userId: string, workspaceId: string, name: string): Promise<Workspace> {
    await this.authorized(userId, workspaceId, "rename");
    await this.repo.rename(workspaceId, name, this.stamp());
    return this.get(userId, workspaceId);
  }

  /** Deletes a team workspace and everything in it; whoever had it current goes back to their personal one. */
  async delete(userId: string, workspaceId: string): Promise<void> {
    await this.authorized(userId, workspaceId, "delete");
    await this.deleteWithUploads(userId, { workspaceId }, () =>
      this.repo.inTransaction(workspaceId, async (repo) => {
        const members = (await repo.members(workspaceId)).map((m) => m.user_id);
        await repo.delete(workspaceId);
        await repo.fallBackToPersonal(workspaceId, members);
      }),
    );
  }

  async switchTo(userId: string, workspaceId: string): Promise<Workspace> {
    await this.authorized(userId, workspaceId, "switch");
    await this.repo.setCurrent(userId, workspaceId);
    return this.get(userId, workspaceId);
  }

  async members(userId: string, workspaceId: string): Promise<WorkspaceMember[]> {
    await this.authorized(userId, workspaceId, "members_read");
    return (await this.repo.members(workspaceId)).map(presentMember);
  }

  /** Changes a member's role (`to`), or removes them (`to` undefined: for oneself, leaving). */
  async changeMember(
    userId: string,
    workspaceId: string,
    targetId: string,
    to: WorkspaceRole | undefined,
  ): Promise<WorkspaceMember | undefined> {
    const workspace = await this.authorized(userId, workspaceId, "members_read");
    return this.repo.inTransaction(workspaceId, async (repo, trx) => {
      const target = await repo.member(workspaceId, targetId);
      if (!target) throw notFound();
      authorizeMemberChange({
        actor: { role: workspace.role, personal: workspace.personal === 1 },
        self: targetId === userId,
        targetRole: target.role,
        to,
        owners: await repo.ownerCount(workspaceId),
      });
      const event = { workspaceId, actorId: userId, targetType: "member", targetId } as const;
      if (to === undefined) {
        // The removed member's access ends with this commit: every query checks membership.
        await repo.removeMember(workspaceId, targetId);
        await repo.fallBackToPersonal(workspaceId, [targetId]);
        await this.audit.record({ ...event, action: "member_removed", detail: { role: target.role } }, trx);
        return undefined;
      }
      await repo.setRole(workspaceId, targetId, to);
      await this.audit.record({ ...event, action: "member_role_changed", detail: { from: target.role, to } }, trx);
      return presentMember({ ...target, role: to });
    });
  }

  /**
   * Before an account is deleted: the workspaces it alone is a member of (its personal one among
   * them) go with it, and one it was the last owner of gets its longest-standing member as owner.
   * What it made in the others is handed over to an owner there (rows of an account go with it).
   */
  async releaseAccount(userId: string): Promise<void> {
    const repo = this.repo;
    for (const workspace of await repo.list(userId)) {
      await repo.inTransaction(workspace.id, async (trx) => {
        const others = (await trx.members(workspace.id)).filter((m) => m.user_id !== userId);
        if (others.length === 0) return trx.delete(workspace.id);
        const heir = others.find((m) => m.role === "owner") ?? others[0]!;
        if (heir.role !== "owner") await trx.setRole(workspace.id, heir.user_id, "owner");
        await trx.handOver(workspace.id, userId, heir.user_id);
      });
    }
  }

  private stamp(): string {
    return this.now().toISOString();
  }
}

function presentMember(row: {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: WorkspaceRole;
  joined_at: string;
}): WorkspaceMember {
  return {
    user_id: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    role: row.role,
    joined_at: row.joined_at,
  };
}
