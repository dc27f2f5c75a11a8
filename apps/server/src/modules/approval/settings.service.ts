import type { WorkspaceSettings, WorkspaceSettingsInput } from "@scopewise/shared";
import type { Db } from "../../db/types.js";
import { fieldError } from "../../http/errors.js";
import { mayBeApprover } from "../../policies/approval.policy.js";
import type { AuditRecorder } from "../audit/record-audit.js";
import { WorkspacesRepo } from "../workspaces/workspaces.repo.js";
import type { WorkspacesService } from "../workspaces/workspaces.service.js";
import { ApprovalRepo } from "./approval.repo.js";

/** A workspace's approval settings: the threshold above which proposals need approval, and who approves. */
export class WorkspaceSettingsService {
  constructor(
    private readonly deps: { db: Db; workspaces: WorkspacesService; audit: AuditRecorder; now: () => Date },
  ) {}

  async get(userId: string, workspaceId: string): Promise<WorkspaceSettings> {
    await this.deps.workspaces.authorized(userId, workspaceId, "settings_read");
    return this.read(this.deps.db, workspaceId);
  }

  /** Replaces the settings (admin or owner); each approver must be a member who is an owner, admin or editor. */
  async update(userId: string, workspaceId: string, input: WorkspaceSettingsInput): Promise<WorkspaceSettings> {
    await this.deps.workspaces.authorized(userId, workspaceId, "settings_update");
    const approverIds = [...new Set(input.approver_ids)];
    return new WorkspacesRepo(this.deps.db).inTransaction(workspaceId, async (workspaces, trx) => {
      const members = new Map((await workspaces.members(workspaceId)).map((m) => [m.user_id, m]));
      const problems = approverIds.flatMap((id) => {
        const member = members.get(id);
        if (!member) return [`${id} is not a member of this workspace.`];
        if (!mayBeApprover(member.role))
          return [`${member.email} is a ${member.role}: approvers are owners, admins or editors.`];
        return [];
      });
      if (problems.length > 0) throw fieldError({ approver_ids: problems });
      if (input.approval_threshold !== null && approverIds.length === 0)
        throw fieldError({
          approver_ids: ["Name at least one approver when proposals above a threshold need approval."],
        });
      const before = await this.read(trx, workspaceId);
      const at = this.deps.now();
      await new ApprovalRepo(trx).saveSettings(workspaceId, input.approval_threshold, approverIds, at.toISOString());
      const after = await this.read(trx, workspaceId);
      await this.deps.audit(
        {
          place: { workspaceId },
          actorId: userId,
          action: "settings_changed",
          target: { type: "workspace", id: workspaceId, title: null },
          detail: { before, after },
        },
        trx,
      );
      return after;
    });
  }

  private async read(db: Db, workspaceId: string): Promise<WorkspaceSettings> {
    const repo = new ApprovalRepo(db);
    const [threshold, approvers] = await Promise.all([repo.threshold(workspaceId), repo.approvers(workspaceId)]);
    // A named approver who is now a viewer approves nothing: they are not listed.
    return {
      approval_threshold: threshold,
      approver_ids: approvers.filter((a) => mayBeApprover(a.role)).map((a) => a.user_id),
    };
  }
}
