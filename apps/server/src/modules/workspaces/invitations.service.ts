import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  TIMINGS,
  type Invitation,
  type InvitationCreateInput,
  type InvitationPreview,
  type Workspace,
} from "@scopewise/shared";
import type { Db } from "../../db/types.js";
import type { AttemptCounter, AttemptRule } from "../../http/attempt-limiter.js";
import { HttpError, notFound, serviceUnavailable, tooManyRequests } from "../../http/errors.js";
import type { Mailer } from "../../integrations/mail/mailer.js";
import { newOpaqueToken, sha256 } from "../auth/crypto.js";
import type { UserRow } from "../auth/users.repo.js";
import { waitText } from "../auth/wait-text.js";
import type { AuditTrail } from "./audit.js";
import { invitationMail } from "./invitation-mail.js";
import { type InvitationRow, InvitationsRepo } from "./invitations.repo.js";
import { WorkspacesRepo } from "./workspaces.repo.js";
import type { WorkspacesService } from "./workspaces.service.js";

export const ALREADY_MEMBER = "This person is already a member of this workspace.";
export const OTHER_ADDRESS = "This invitation was sent to another email address.";

/** Invitations mailed: per inviter (stops one account filling inboxes) and per workspace, whoever sends them. */
export const INVITATION_LIMITS = {
  perInviter: { max: 30, windowMs: 60 * 60 * 1000 },
  perWorkspace: { max: 200, windowMs: 24 * 60 * 60 * 1000 },
} as const satisfies Record<string, AttemptRule>;

export interface InvitationsDeps {
  db: Db;
  workspaces: WorkspacesService;
  /** Counts invitations against INVITATION_LIMITS. */
  counter: AttemptCounter;
  audit: AuditTrail;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Invitations into a team workspace: a mailed single-use link that works for 7 days, accepted by
 * the account with that email address. Sending one again to the same address replaces the older.
 */
export class InvitationsService {
  constructor(private readonly deps: InvitationsDeps) {}

  private get repo(): InvitationsRepo {
    return new InvitationsRepo(this.deps.db);
  }

  async pending(userId: string, workspaceId: string): Promise<Invitation[]> {
    await this.deps.workspaces.authorized(userId, workspaceId, "invitations_read");
    return (await this.repo.pending(workspaceId, this.stamp())).map(presentInvitation);
  }

  async invite(inviter: UserRow, workspaceId: string, input: InvitationCreateInput): Promise<Invitation> {
    const workspace = await this.deps.workspaces.authorized(inviter.id, workspaceId, "invite");
    const email = input.email.toLowerCase();
    if (await new WorkspacesRepo(this.deps.db).memberByEmail(workspaceId, email))
      throw new HttpError(409, { detail: ALREADY_MEMBER });
    const wait = await this.deps.counter.countInTurn([
      { key: `invite:user:${inviter.id}`, rule: INVITATION_LIMITS.perInviter },
      { key: `invite:workspace:${workspaceId}`, rule: INVITATION_LIMITS.perWorkspace },
    ]);
    if (wait > 0) throw tooManyRequests(`Too many invitations sent. Try again in ${waitText(wait)}.`, wait);
    const token = newOpaqueToken();
    const now = this.deps.now();
    const row: InvitationRow = {
      id: randomUUID(),
      workspace_id: workspaceId,
      email,
      role: input.role,
      token_hash: sha256(token),
      invited_by: inviter.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TIMINGS.invitationTtlSeconds * 1000).toISOString(),
      accepted_at: null,
      revoked_at: null,
    };
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new InvitationsRepo(trx);
      await repo.revokeOpenFor(workspaceId, email, row.created_at);
      await repo.insert(row);
      await this.deps.audit.record(
        { ...this.event(inviter.id, row), action: "invitation_sent", detail: { email, role: row.role } },
        trx,
      );
    });
    const mail = invitationMail({
      to: email,
      inviterName: `${inviter.first_name} ${inviter.last_name}`.trim(),
      workspaceName: workspace.name,
      role: input.role,
      link: `${this.deps.publicUrl}/invite/${encodeURIComponent(token)}`,
    });
    try {
      await this.deps.mailer.send(mail);
    } catch (err) {
      // An invitation nobody received must not stay open.
      await this.repo.revoke(workspaceId, row.id, this.stamp());
      this.deps.log.error({ err }, "invitation mail could not be sent");
      throw serviceUnavailable("The invitation could not be mailed; try again later.");
    }
    return presentInvitation(row);
  }

  async revoke(userId: string, workspaceId: string, invitationId: string): Promise<void> {
    await this.deps.workspaces.authorized(userId, workspaceId, "invitation_revoke");
    if (!(await this.repo.revoke(workspaceId, invitationId, this.stamp()))) throw notFound();
    await this.deps.audit.record({
      workspaceId,
      actorId: userId,
      action: "invitation_revoked",
      targetType: "invitation",
      targetId: invitationId,
    });
  }

  /** What the link shows; 404 for a token that is unknown, used, revoked or expired. */
  async preview(token: string): Promise<InvitationPreview> {
    const found = await this.repo.usable(token, this.stamp());
    if (!found) throw notFound();
    return {
      workspace_name: found.workspace_name,
      inviter_name: `${found.inviter_first_name ?? ""} ${found.inviter_last_name ?? ""}`.trim(),
      email: found.email,
      role: found.role,
      expires_at: found.expires_at,
    };
  }

  /** Joins the workspace with the invitation's role (the signed-in account must have its address) and switches to it. */
  async accept(user: UserRow, token: string): Promise<Workspace> {
    const at = this.stamp();
    const found = await this.repo.usable(token, at);
    if (!found) throw notFound();
    if (found.email !== user.email.toLowerCase()) throw new HttpError(403, { detail: OTHER_ADDRESS });
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await new InvitationsRepo(trx).consume(found.id, at))) throw notFound();
      const workspaces = new WorkspacesRepo(trx);
      if (!(await workspaces.addMember(found.workspace_id, user.id, found.role, at)))
        throw new HttpError(409, { detail: ALREADY_MEMBER });
      await workspaces.setCurrent(user.id, found.workspace_id);
      await this.deps.audit.record({ ...this.event(user.id, found), action: "invitation_accepted" }, trx);
    });
    return this.deps.workspaces.get(user.id, found.workspace_id);
  }

  private event(actorId: string, invitation: InvitationRow) {
    return {
      workspaceId: invitation.workspace_id,
      actorId,
      targetType: "invitation" as const,
      targetId: invitation.id,
    };
  }

  private stamp(): string {
    return this.deps.now().toISOString();
  }
}

function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invited_by,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}
