import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { SmtpCatcher } from "./mailing-app.js";
import { unsharedPricedProposal } from "./sharing-fixture.js";
import { teamsApi } from "./teams-fixture.js";
import { type SignedUpUser, signUp } from "./test-app.js";

export const NEEDS_APPROVAL = { detail: "This proposal needs approval before it goes to the client." };

export interface ApprovalJson {
  required: boolean;
  status: string;
  requested_by: { id: string; name: string; email: string } | null;
  decided_by: { id: string; name: string; email: string } | null;
  comment: string | null;
  threshold: number | null;
  value: number | null;
  currency: string | null;
  approved_value: number | null;
  can_decide: boolean;
}

/**
 * A team workspace "Acme studio" owned by Ada, with Carol (editor, the approver), Bob (editor, not
 * an approver), Vic (viewer) and Adam (admin), and a priced proposal of Ada's in it (link off).
 */
export async function approvalTeam(app: FastifyInstance, smtp: () => SmtpCatcher) {
  const teams = teamsApi(() => app, smtp);
  const ada = await signUp(app);
  const team = await teams.create(ada.access, "Acme studio");
  const carol = await teams.join(ada, team.id, "editor");
  const bob = await teams.join(ada, team.id, "editor");
  const vic = await teams.join(ada, team.id, "viewer");
  const adam = await teams.join(ada, team.id, "admin");
  const proposal = await unsharedPricedProposal(app, ada.access);
  return { teams, ada, carol, bob, vic, adam, team, proposal };
}

/** Calls on a document's approval and share link. */
export function approvalApi(teams: ReturnType<typeof teamsApi>) {
  const { call, ok } = teams;
  return {
    approval: (user: SignedUpUser, id: string) =>
      ok<ApprovalJson>(call("GET", `/api/documents/${id}/approval/`, user.access), 200),
    settings: (
      user: SignedUpUser,
      workspaceId: string,
      body: { approval_threshold: number | null; approver_ids: string[] },
    ) => ok(call("PUT", `/api/workspaces/${workspaceId}/settings/`, user.access, body), 200),
    share: (user: SignedUpUser, id: string, enabled = true) =>
      call("PUT", `/api/documents/${id}/share/`, user.access, { enabled }),
    send: (user: SignedUpUser, id: string) =>
      call("POST", `/api/documents/${id}/send/`, user.access, {
        recipients: ["grace@client.example"],
        message: "Here it is.",
        remind_after_days: null,
      }),
    request: (user: SignedUpUser, id: string, comment?: string) =>
      call("POST", `/api/documents/${id}/approval/`, user.access, comment === undefined ? {} : { comment }),
    decide: (user: SignedUpUser, id: string, decision: "approve" | "reject", comment?: string) =>
      call("POST", `/api/documents/${id}/approval/${decision}/`, user.access, comment === undefined ? {} : { comment }),
  };
}

/** The proposal's value, which the approval answer gives even without a threshold. */
export async function valueOf(api: ReturnType<typeof approvalApi>, user: SignedUpUser, id: string): Promise<number> {
  const { value } = await api.approval(user, id);
  expect(value).toEqual(expect.any(Number));
  return value!;
}
