import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { decodeQuotedPrintable } from "./outbox.js";
import type { CaughtMail } from "./smtp-catcher.js";
import type { SmtpCatcher } from "./mailing-app.js";
import { type SignedUpUser, signUp } from "./test-app.js";
import { type Method, workspaceApi } from "./workspace-fixtures.js";

export type Role = "owner" | "admin" | "editor" | "viewer";

export interface WorkspaceJson {
  id: string;
  name: string;
  personal: boolean;
  role: Role;
  current: boolean;
  member_count: number;
  allowed_actions: {
    workspace: string[];
    content: string[];
    member_roles: Record<Role, Role[]>;
    removable_roles: Role[];
    leave: boolean;
  };
}

export interface MemberJson {
  user_id: string;
  name: string;
  email: string;
  role: Role;
  joined_at: string;
}

export const ROLE_REFUSED = { detail: "Your role in this workspace does not allow this." };

/** The token of an invitation mail's link ({PUBLIC_URL}/invite/{token}). */
export function invitationTokenIn(raw: string): string {
  const match = /https?:\/\/[^\s"<>]+\/invite\/([A-Za-z0-9_%-]+)/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no invitation link in mail:\n${raw}`);
  return decodeURIComponent(match[1]!);
}

/** The token of the newest invitation mailed to `email`. */
export function invitationTokenFor(messages: readonly CaughtMail[], email: string): string {
  const mail = messages.filter((m) => m.to.includes(email) && /\/invite\//.test(decodeQuotedPrintable(m.raw))).at(-1);
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  return invitationTokenIn(mail.raw);
}

/** Request helpers for workspaces, members and invitations, bound to one app (and its SMTP catcher). */
export function teamsApi(getApp: () => FastifyInstance, getSmtp: () => SmtpCatcher) {
  const { call } = workspaceApi(getApp);
  const ok = async <T>(response: Promise<LightMyRequestResponse>, status: number): Promise<T> => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(status);
    return (res.body ? res.json() : undefined) as T;
  };
  const invite = async (token: string, workspaceId: string, email: string, role: Exclude<Role, "owner">) => {
    const before = getSmtp().messages.length;
    const invitation = await ok<{ id: string }>(
      call("POST", `/api/workspaces/${workspaceId}/invitations/`, token, { email, role }),
      201,
    );
    await getSmtp().waitFor(before + 1);
    return { invitation, token: invitationTokenFor(getSmtp().messages, email.toLowerCase()) };
  };
  return {
    call: (method: Method, url: string, token?: string, payload?: unknown) => call(method, url, token, payload),
    ok,
    list: (token: string) => ok<WorkspaceJson[]>(call("GET", "/api/workspaces/", token), 200),
    create: (token: string, name = "Acme studio") =>
      ok<WorkspaceJson>(call("POST", "/api/workspaces/", token, { name }), 201),
    switchTo: (token: string, id: string) =>
      ok<WorkspaceJson>(call("POST", `/api/workspaces/${id}/switch/`, token), 200),
    members: (token: string, id: string) => ok<MemberJson[]>(call("GET", `/api/workspaces/${id}/members/`, token), 200),
    invite,
    accept: (token: string, invitationToken: string) =>
      ok<WorkspaceJson>(call("POST", `/api/invitations/${encodeURIComponent(invitationToken)}/accept/`, token), 200),
    /** Signs up a new user and makes them a member of the workspace with `role` (invited by `by`, accepted from the mail). */
    async join(by: SignedUpUser, workspaceId: string, role: Role): Promise<SignedUpUser> {
      const member = await signUp(getApp());
      const invited = await invite(by.access, workspaceId, member.email, role === "owner" ? "admin" : role);
      await ok(call("POST", `/api/invitations/${encodeURIComponent(invited.token)}/accept/`, member.access), 200);
      if (role === "owner")
        await ok(call("PATCH", `/api/workspaces/${workspaceId}/members/${member.id}/`, by.access, { role }), 200);
      return member;
    },
  };
}
