import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { useMailingApp } from "./mailing-app.js";
import { type Role, teamsApi } from "./teams-fixture.js";
import { signUp } from "./test-app.js";

// Each workspace answer carries what the caller may do in it (`allowed_actions`), from the same
// policy functions that check every request: the web app offers exactly this.

const READ_ONLY_WORKSPACE = ["read", "switch", "members_read", "settings_read"];
const ADMIN_WORKSPACE = [
  "read",
  "switch",
  "members_read",
  "rename",
  "invite",
  "invitations_read",
  "invitation_revoke",
  "member_role_change",
  "member_remove",
  "settings_read",
  "settings_update",
  "audit_read",
];
const EDITOR_CONTENT = [
  "read",
  "export",
  "create",
  "edit",
  "upload",
  "delete",
  "generate",
  "share",
  "send",
  "request_approval",
  "approve",
  "record_outcome",
  "template_write",
];
const ALL_CONTENT = [...EDITOR_CONTENT, "company_write"];
const NO_MEMBER_ROLES = { owner: [], admin: [], editor: [], viewer: [] };
const BELOW_OWNER = ["admin", "editor", "viewer"];
const ALL_ROLES = ["owner", ...BELOW_OWNER];

const EXPECTED: Record<Role, unknown> = {
  viewer: {
    workspace: READ_ONLY_WORKSPACE,
    content: ["read", "export"],
    member_roles: NO_MEMBER_ROLES,
    removable_roles: [],
    leave: true,
  },
  editor: {
    workspace: READ_ONLY_WORKSPACE,
    content: EDITOR_CONTENT,
    member_roles: NO_MEMBER_ROLES,
    removable_roles: [],
    leave: true,
  },
  admin: {
    workspace: ADMIN_WORKSPACE,
    content: ALL_CONTENT,
    member_roles: { owner: [], admin: BELOW_OWNER, editor: BELOW_OWNER, viewer: BELOW_OWNER },
    removable_roles: BELOW_OWNER,
    leave: true,
  },
  owner: {
    workspace: [...ADMIN_WORKSPACE, "delete"],
    content: ALL_CONTENT,
    member_roles: { owner: ALL_ROLES, admin: ALL_ROLES, editor: ALL_ROLES, viewer: ALL_ROLES },
    removable_roles: ALL_ROLES,
    leave: true,
  },
};

describe.each(databaseKinds())("the caller's allowed actions in workspace answers on $name", (kind) => {
  const fx = useMailingApp(kind, { signedIn: false });
  const teams = teamsApi(
    () => fx.t.app,
    () => fx.smtp,
  );

  it("a personal workspace: its owner does everything but invite, delete it, set approval or leave", async () => {
    const ada = await signUp(fx.t.app);
    const [personal] = await teams.list(ada.access);
    expect(personal!.allowed_actions).toEqual({
      workspace: [
        "read",
        "switch",
        "members_read",
        "rename",
        "invitations_read",
        "invitation_revoke",
        "member_role_change",
        "member_remove",
        "settings_read",
        "audit_read",
      ],
      content: ALL_CONTENT,
      member_roles: NO_MEMBER_ROLES,
      removable_roles: [],
      leave: false,
    });
  });

  it("a team: each role's answer, in the list and the single read, is what the policy lets that role do", async () => {
    const owner = await signUp(fx.t.app);
    const team = await teams.create(owner.access, "Allowed actions");
    expect(team.allowed_actions).toEqual(EXPECTED.owner);
    const members: Record<Role, string> = { owner: owner.access, admin: "", editor: "", viewer: "" };
    for (const role of ["admin", "editor", "viewer"] as const)
      members[role] = (await teams.join(owner, team.id, role)).access;

    for (const role of ["owner", "admin", "editor", "viewer"] as const) {
      const token = members[role];
      const listed = (await teams.list(token)).find((workspace) => workspace.id === team.id)!;
      expect(listed.role).toBe(role);
      expect(listed.allowed_actions, role).toEqual(EXPECTED[role]);
      const read = await teams.ok<typeof listed>(teams.call("GET", `/api/workspaces/${team.id}/`, token), 200);
      expect(read.allowed_actions, role).toEqual(EXPECTED[role]);
      // And the requests agree with the answer: the audit log and the invitations open for exactly those it lists.
      const audit = await teams.call("GET", `/api/workspaces/${team.id}/audit/`, token);
      expect(audit.statusCode, `${role} audit`).toBe(
        listed.allowed_actions.workspace.includes("audit_read") ? 200 : 403,
      );
      const invitations = await teams.call("GET", `/api/workspaces/${team.id}/invitations/`, token);
      expect(invitations.statusCode, `${role} invitations`).toBe(
        listed.allowed_actions.workspace.includes("invitations_read") ? 200 : 403,
      );
    }
  });

  it("follows a role change at once", async () => {
    const owner = await signUp(fx.t.app);
    const team = await teams.create(owner.access, "Promotions");
    const member = await teams.join(owner, team.id, "viewer");
    await teams.ok(
      teams.call("PATCH", `/api/workspaces/${team.id}/members/${member.id}/`, owner.access, { role: "admin" }),
      200,
    );
    const listed = (await teams.list(member.access)).find((workspace) => workspace.id === team.id)!;
    expect(listed.allowed_actions).toEqual(EXPECTED.admin);
  });

  it("is described in the OpenAPI document as part of the workspace answer", async () => {
    const document = (await teams.call("GET", "/api/docs/json")).json();
    const answer = document.paths["/api/workspaces/{id}/"].get.responses["200"].content["application/json"].schema;
    const resolved = answer.$ref ? document.components.schemas[answer.$ref.split("/").at(-1)] : answer;
    expect(resolved.required).toEqual(expect.arrayContaining(["id", "role", "member_count", "allowed_actions"]));
    expect(Object.keys(resolved.properties.allowed_actions.properties)).toEqual([
      "workspace",
      "content",
      "member_roles",
      "removable_roles",
      "leave",
    ]);
  });
});
