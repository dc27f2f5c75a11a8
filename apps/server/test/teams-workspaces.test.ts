import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { useMailingApp } from "./mailing-app.js";
import { ROLE_REFUSED, teamsApi } from "./teams-fixture.js";
import { signUp } from "./test-app.js";
import { NOT_FOUND, workspaceApi } from "./workspace-fixtures.js";

const PERSONAL_REFUSAL = {
  detail: "A personal workspace cannot have other members. Create a team workspace to invite colleagues.",
};
const LAST_OWNER = { detail: "A workspace needs at least one owner." };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())("workspaces, members and invitations on $name", (kind) => {
  const fx = useMailingApp(kind, { signedIn: false });
  const teams = teamsApi(
    () => fx.t.app,
    () => fx.smtp,
  );
  const api = workspaceApi(() => fx.t.app);
  const { call, ok } = teams;

  it("gives every new account its personal workspace, current, with them as its only owner", async () => {
    const ada = await signUp(fx.t.app);
    const [personal, ...others] = await teams.list(ada.access);
    expect(others).toEqual([]);
    expect(personal).toEqual({
      id: expect.any(String),
      name: "Personal",
      personal: true,
      role: "owner",
      current: true,
      member_count: 1,
      allowed_actions: expect.any(Object),
    });
    expect(await teams.members(ada.access, personal!.id)).toEqual([
      { user_id: ada.id, name: "Ada Lovelace", email: ada.email, role: "owner", joined_at: expect.any(String) },
    ]);
    // Nobody joins, leaves or deletes it.
    expect(
      (
        await call("POST", `/api/workspaces/${personal!.id}/invitations/`, ada.access, {
          email: "x@example.com",
          role: "editor",
        })
      ).json(),
    ).toEqual(PERSONAL_REFUSAL);
    const leave = await call("DELETE", `/api/workspaces/${personal!.id}/members/${ada.id}/`, ada.access);
    expect(leave.statusCode).toBe(409);
    expect((await call("DELETE", `/api/workspaces/${personal!.id}/`, ada.access)).statusCode).toBe(409);
  });

  it("creates a team workspace that becomes current: lists show it, new projects go into it, switching back shows the personal ones", async () => {
    const ada = await signUp(fx.t.app);
    const mine = await api.createProject(ada.access, "Personal project");
    const team = await teams.create(ada.access, "  Acme studio ");
    expect(team).toEqual({
      id: expect.any(String),
      name: "Acme studio",
      personal: false,
      role: "owner",
      current: true,
      member_count: 1,
      allowed_actions: expect.any(Object),
    });
    expect((await teams.list(ada.access)).map((w) => [w.name, w.current])).toEqual([
      ["Personal", false],
      ["Acme studio", true],
    ]);
    expect(await api.listProjects(ada.access)).toEqual([]);
    const teamProject = await api.createProject(ada.access, "Team project");
    expect((await api.listProjects(ada.access)).map((p) => p.id)).toEqual([teamProject.id]);

    const personal = (await teams.list(ada.access)).find((w) => w.personal)!;
    expect((await teams.switchTo(ada.access, personal.id)).current).toBe(true);
    expect((await api.listProjects(ada.access)).map((p) => p.id)).toEqual([mine.id]);
    // By id a member reaches it whichever workspace is current.
    expect((await api.getProject(ada.access, teamProject.id)).title).toBe("Team project");

    expect((await call("POST", "/api/workspaces/", ada.access, { name: "" })).statusCode).toBe(400);
    expect((await call("POST", "/api/workspaces/", ada.access, { name: "x".repeat(81) })).json()).toEqual({
      name: ["A workspace name must be at most 80 characters"],
    });
  });

  it("invites by mail; the link shows the invitation, works only for that address, once, and the member switches to the workspace", async () => {
    const ada = await signUp(fx.t.app);
    const team = await teams.create(ada.access, "Acme studio");
    const project = await api.createProject(ada.access, "Shared project");
    const bob = await signUp(fx.t.app);
    const eve = await signUp(fx.t.app);
    const { invitation, token } = await teams.invite(ada.access, team.id, bob.email.toUpperCase(), "editor");
    expect(invitation).toMatchObject({ email: bob.email, role: "editor", invited_by: ada.id });

    const preview = await call("GET", `/api/invitations/${token}/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      workspace_name: "Acme studio",
      inviter_name: "Ada Lovelace",
      email: bob.email,
      role: "editor",
      expires_at: expect.any(String),
    });
    expect(Date.parse(preview.json().expires_at) - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
    expect((await ok<unknown[]>(call("GET", `/api/workspaces/${team.id}/invitations/`, ada.access), 200)).length).toBe(
      1,
    );

    // Someone else's account, or nobody signed in, cannot use it.
    const wrong = await call("POST", `/api/invitations/${token}/accept/`, eve.access);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: "This invitation was sent to another email address." });
    expect((await call("POST", `/api/invitations/${token}/accept/`)).statusCode).toBe(401);
    expect((await call("GET", `/api/projects/${project.id}/`, eve.access)).statusCode).toBe(404);

    const joined = await teams.accept(bob.access, token);
    expect(joined).toMatchObject({ id: team.id, role: "editor", current: true, member_count: 2 });
    expect((await api.listProjects(bob.access)).map((p) => p.id)).toEqual([project.id]);
    // Single use: the link is spent.
    expect((await call("GET", `/api/invitations/${token}/`)).statusCode).toBe(404);
    expect((await call("POST", `/api/invitations/${token}/accept/`, bob.access)).statusCode).toBe(404);
    expect(await ok<unknown[]>(call("GET", `/api/workspaces/${team.id}/invitations/`, ada.access), 200)).toEqual([]);

    // Already a member: 409, nothing mailed.
    const again = await call("POST", `/api/workspaces/${team.id}/invitations/`, ada.access, {
      email: bob.email,
      role: "viewer",
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await call("POST", `/api/workspaces/${team.id}/invitations/`, ada.access, { email: "nope", role: "editor" })
      ).json(),
    ).toEqual({
      email: ["Invalid email address"],
    });
    expect(
      (
        await call("POST", `/api/workspaces/${team.id}/invitations/`, ada.access, {
          email: "a@example.com",
          role: "owner",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("revoked and expired invitations stop working; only admins and owners invite or see them", async () => {
    const ada = await signUp(fx.t.app);
    const team = await teams.create(ada.access, "Acme studio");
    const viewer = await teams.join(ada, team.id, "viewer");
    const editor = await teams.join(ada, team.id, "editor");
    const admin = await teams.join(ada, team.id, "admin");

    const revoked = await teams.invite(admin.access, team.id, "carol@example.com", "viewer");
    expect(
      (await call("DELETE", `/api/workspaces/${team.id}/invitations/${revoked.invitation.id}/`, editor.access)).json(),
    ).toEqual(ROLE_REFUSED);
    expect(
      (await call("DELETE", `/api/workspaces/${team.id}/invitations/${revoked.invitation.id}/`, admin.access))
        .statusCode,
    ).toBe(204);
    expect(
      (await call("DELETE", `/api/workspaces/${team.id}/invitations/${revoked.invitation.id}/`, admin.access))
        .statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/invitations/${revoked.token}/`)).statusCode).toBe(404);

    for (const member of [viewer, editor]) {
      const refused = await call("POST", `/api/workspaces/${team.id}/invitations/`, member.access, {
        email: "dan@example.com",
        role: "viewer",
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(ROLE_REFUSED);
      expect((await call("GET", `/api/workspaces/${team.id}/invitations/`, member.access)).statusCode).toBe(403);
    }

    const dan = await signUp(fx.t.app);
    const late = await teams.invite(ada.access, team.id, dan.email, "editor");
    fx.t.clock.advance(7 * DAY_MS + 1000);
    expect((await call("GET", `/api/invitations/${late.token}/`)).statusCode).toBe(404);
    const signedIn = await ok<{ access_token: string }>(
      call("POST", "/api/auth/login/", undefined, { email: dan.email, password: dan.password }),
      200,
    );
    expect((await call("POST", `/api/invitations/${late.token}/accept/`, signedIn.access_token)).statusCode).toBe(404);
    expect((await call("GET", "/api/invitations/not-a-token/")).json()).toEqual(NOT_FOUND);
  });

  it("manages roles: admins below owner, the last owner can neither leave nor be demoted, and a removed member's access ends at once", async () => {
    const ada = await signUp(fx.t.app);
    const team = await teams.create(ada.access, "Acme studio");
    const project = await api.createProject(ada.access, "Team project");
    const admin = await teams.join(ada, team.id, "admin");
    const bob = await teams.join(ada, team.id, "editor");
    const bobsOwn = (await teams.list(bob.access)).find((w) => w.personal)!;
    const member = (id: string) => `/api/workspaces/${team.id}/members/${id}/`;

    expect((await call("PATCH", member(ada.id), ada.access, { role: "admin" })).json()).toEqual(LAST_OWNER);
    expect((await call("DELETE", member(ada.id), ada.access)).json()).toEqual(LAST_OWNER);
    expect((await call("PATCH", member(bob.id), bob.access, { role: "admin" })).json()).toEqual(ROLE_REFUSED);
    expect((await call("PATCH", member(ada.id), admin.access, { role: "viewer" })).json()).toEqual(ROLE_REFUSED);
    expect((await call("PATCH", member(bob.id), admin.access, { role: "owner" })).json()).toEqual(ROLE_REFUSED);
    expect(
      (await ok<{ role: string }>(call("PATCH", member(bob.id), admin.access, { role: "viewer" }), 200)).role,
    ).toBe("viewer");
    expect((await call("PATCH", member("nobody"), admin.access, { role: "viewer" })).statusCode).toBe(404);

    // A second owner lets the first step down.
    await ok(call("PATCH", member(admin.id), ada.access, { role: "owner" }), 200);
    await ok(call("PATCH", member(ada.id), ada.access, { role: "editor" }), 200);
    expect((await call("DELETE", `/api/workspaces/${team.id}/`, ada.access)).json()).toEqual(ROLE_REFUSED);
    expect((await call("PATCH", `/api/workspaces/${team.id}/`, ada.access, { name: "Mine" })).json()).toEqual(
      ROLE_REFUSED,
    );
    expect(
      (await ok<{ name: string }>(call("PATCH", `/api/workspaces/${team.id}/`, admin.access, { name: "Acme" }), 200))
        .name,
    ).toBe("Acme");

    // Removed: the very next request is refused as if the workspace did not exist; their own still works.
    expect((await api.getProject(bob.access, project.id)).id).toBe(project.id);
    expect((await call("DELETE", member(bob.id), admin.access)).statusCode).toBe(204);
    expect((await call("GET", `/api/projects/${project.id}/`, bob.access)).json()).toEqual(NOT_FOUND);
    expect((await call("GET", `/api/workspaces/${team.id}/`, bob.access)).statusCode).toBe(404);
    expect((await teams.list(bob.access)).map((w) => [w.id, w.current])).toEqual([[bobsOwn.id, true]]);
    const own = await api.createProject(bob.access, "Bob's own");
    expect((await api.listProjects(bob.access)).map((p) => p.id)).toEqual([own.id]);

    // Leaving is removing oneself.
    expect((await call("DELETE", member(ada.id), ada.access)).statusCode).toBe(204);
    expect((await call("GET", `/api/projects/${project.id}/`, ada.access)).statusCode).toBe(404);
  });

  it("deleting a team workspace takes its projects and documents, and its members go back to their personal one", async () => {
    const ada = await signUp(fx.t.app);
    const team = await teams.create(ada.access, "Short-lived");
    const bob = await teams.join(ada, team.id, "admin");
    const project = await api.createProject(ada.access, "Gone soon");
    const doc = await api.createDocument(bob.access, { title: "Gone too", project_id: project.id });
    expect((await call("DELETE", `/api/workspaces/${team.id}/`, bob.access)).json()).toEqual(ROLE_REFUSED);
    expect((await call("DELETE", `/api/workspaces/${team.id}/`, ada.access)).statusCode).toBe(204);
    expect((await call("GET", `/api/documents/${doc.id}/`, ada.access)).statusCode).toBe(404);
    expect((await call("GET", `/api/projects/${project.id}/`, ada.access)).statusCode).toBe(404);
    for (const user of [ada, bob]) {
      const list = await teams.list(user.access);
      expect(list.map((w) => [w.personal, w.current])).toEqual([[true, true]]);
    }
    expect((await call("GET", `/api/workspaces/${team.id}/`, ada.access)).statusCode).toBe(404);
  });

  it("a member sees and edits the workspace's projects and documents; a viewer reads them but may not write (403), and another workspace's are 404", async () => {
    const ada = await signUp(fx.t.app);
    const team = await teams.create(ada.access, "Acme studio");
    const project = await api.createProject(ada.access, "Kitchen refit");
    const doc = await api.createDocument(ada.access, {
      title: "Estimate",
      document: "<p>v1</p>",
      project_id: project.id,
    });
    const editor = await teams.join(ada, team.id, "editor");
    const viewer = await teams.join(ada, team.id, "viewer");

    expect((await api.listProjects(editor.access)).map((p) => p.id)).toEqual([project.id]);
    expect((await api.listDocuments(editor.access)).map((d) => d.id)).toEqual([doc.id]);
    const saved = await api.saveDocument(editor.access, doc.id, {
      document: "<p>v2 by the editor</p>",
      version: doc.version,
    });
    expect(saved.document).toBe("<p>v2 by the editor</p>");
    const added = await api.createDocument(editor.access, { title: "Editor's", project_id: project.id });
    expect((await api.getDocument(ada.access, added.id)).project_id).toBe(project.id);
    // What a member makes goes into the workspace: its owner sees it.
    expect((await api.listDocuments(ada.access)).map((d) => d.id).sort()).toEqual([doc.id, added.id].sort());

    expect((await api.getDocument(viewer.access, doc.id)).document).toBe("<p>v2 by the editor</p>");
    for (const [method, url, body] of [
      ["PATCH", `/api/documents/${doc.id}/`, { title: "Viewer's" }],
      ["DELETE", `/api/documents/${doc.id}/`, undefined],
      ["PATCH", `/api/projects/${project.id}/`, { title: "Viewer's" }],
      ["POST", "/api/documents/", { title: "Viewer's", document: "<p>x</p>", project_id: project.id }],
      ["PUT", `/api/documents/${doc.id}/share/`, { enabled: true }],
    ] as const) {
      const res = await call(method, url, viewer.access, body);
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 403, ROLE_REFUSED]);
    }
    expect((await api.getDocument(ada.access, doc.id)).title).toBe("Estimate");

    const other = await signUp(fx.t.app);
    const theirs = await api.createProject(other.access, "Not yours");
    const res = await call("PATCH", `/api/projects/${theirs.id}/`, viewer.access, { title: "Mine" });
    expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    expect((await call("GET", `/api/projects/${theirs.id}/`, editor.access)).statusCode).toBe(404);
  });

  it("limits the invitations one member sends: 429 with Retry-After, and nothing is mailed", async () => {
    const ada = await signUp(fx.t.app);
    const team = await teams.create(ada.access, "Busy team");
    for (let i = 0; i < 30; i++)
      await ok(
        call("POST", `/api/workspaces/${team.id}/invitations/`, ada.access, {
          email: `guest${i}@example.com`,
          role: "viewer",
        }),
        201,
      );
    await fx.smtp.waitFor(fx.smtp.messages.length);
    const before = fx.smtp.messages.length;
    const limited = await call("POST", `/api/workspaces/${team.id}/invitations/`, ada.access, {
      email: "one-more@example.com",
      role: "viewer",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many invitations sent\. Try again in \d+ minutes?\.$/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(fx.smtp.messages.length).toBe(before);
  });

  it("deleting an account keeps what it made in a team and hands the team to a remaining member", async () => {
    const ada = await signUp(fx.t.app);
    const team = await teams.create(ada.access, "Lasting team");
    const bob = await teams.join(ada, team.id, "editor");
    const carol = await teams.join(ada, team.id, "viewer");
    const project = await api.createProject(bob.access, "Bob's team project");
    const doc = await api.createDocument(bob.access, { title: "Bob's estimate", project_id: project.id });
    expect((await call("DELETE", "/api/auth/account/", bob.access)).statusCode).toBe(204);
    expect((await api.getDocument(ada.access, doc.id)).title).toBe("Bob's estimate");
    expect((await api.getProject(ada.access, project.id)).created_by).toBe(ada.id);

    expect((await call("DELETE", "/api/auth/account/", ada.access)).statusCode).toBe(204);
    const [, kept] = await teams.list(carol.access);
    expect(kept).toMatchObject({ id: team.id, role: "owner", member_count: 1 });
    expect((await api.getDocument(carol.access, doc.id)).id).toBe(doc.id);
  });

  it("describes every workspace and invitation call in the OpenAPI document: operationId, schemas and 4xx answers", async () => {
    const paths = (await call("GET", "/api/docs/json")).json().paths;
    const calls = [
      ["/api/workspaces/", "get", "listWorkspaces", ["200", "401"]],
      ["/api/workspaces/", "post", "createWorkspace", ["201", "400", "401", "413"]],
      ["/api/workspaces/{id}/", "get", "getWorkspace", ["200", "401", "404"]],
      ["/api/workspaces/{id}/", "patch", "renameWorkspace", ["200", "400", "401", "403", "404", "413"]],
      ["/api/workspaces/{id}/", "delete", "deleteWorkspace", ["204", "401", "403", "404", "409"]],
      ["/api/workspaces/{id}/switch/", "post", "switchWorkspace", ["200", "401", "404"]],
      ["/api/workspaces/{id}/members/", "get", "listWorkspaceMembers", ["200", "401", "404"]],
      [
        "/api/workspaces/{id}/members/{userId}/",
        "patch",
        "changeWorkspaceMemberRole",
        ["200", "400", "401", "403", "404", "409", "413"],
      ],
      [
        "/api/workspaces/{id}/members/{userId}/",
        "delete",
        "removeWorkspaceMember",
        ["204", "401", "403", "404", "409"],
      ],
      ["/api/workspaces/{id}/invitations/", "get", "listWorkspaceInvitations", ["200", "401", "403", "404"]],
      [
        "/api/workspaces/{id}/invitations/",
        "post",
        "inviteToWorkspace",
        ["201", "400", "401", "403", "404", "409", "413", "429", "503"],
      ],
      [
        "/api/workspaces/{id}/invitations/{invitationId}/",
        "delete",
        "revokeWorkspaceInvitation",
        ["204", "401", "403", "404"],
      ],
      ["/api/invitations/{token}/", "get", "readInvitation", ["200", "404"]],
      ["/api/invitations/{token}/accept/", "post", "acceptInvitation", ["200", "401", "403", "404", "409"]],
    ] as const;
    for (const [path, method, operationId, statuses] of calls) {
      const operation = paths[path]?.[method];
      expect(operation?.operationId, `${method} ${path}`).toBe(operationId);
      expect(Object.keys(operation.responses).sort(), `${method} ${path}`).toEqual([...statuses].sort());
    }
    expect(
      paths["/api/workspaces/{id}/invitations/"].post.requestBody.content["application/json"].schema.required,
    ).toEqual(["email", "role"]);
  });

  it("answers 404 to whoever is not a member, for every workspace call", async () => {
    const ada = await signUp(fx.t.app);
    const team = await teams.create(ada.access, "Private");
    const eve = await signUp(fx.t.app);
    const base = `/api/workspaces/${team.id}`;
    for (const [method, url, body] of [
      ["GET", `${base}/`, undefined],
      ["PATCH", `${base}/`, { name: "Mine" }],
      ["DELETE", `${base}/`, undefined],
      ["POST", `${base}/switch/`, undefined],
      ["GET", `${base}/members/`, undefined],
      ["PATCH", `${base}/members/${ada.id}/`, { role: "viewer" }],
      ["DELETE", `${base}/members/${ada.id}/`, undefined],
      ["GET", `${base}/invitations/`, undefined],
      ["POST", `${base}/invitations/`, { email: eve.email, role: "editor" }],
      ["DELETE", `${base}/invitations/some-id/`, undefined],
    ] as const) {
      const res = await call(method, url, eve.access, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await teams.list(ada.access)).find((w) => w.id === team.id)?.name).toBe("Private");
  });
});
