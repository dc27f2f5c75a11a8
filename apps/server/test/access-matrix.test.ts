import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";
import { type DocumentJson, type Method, NOT_FOUND, type ProjectJson, workspaceApi } from "./workspace-fixtures.js";
import { PUBLIC_SHARE_KEYS } from "./sharing-fixture.js";
import { useMailingApp } from "./mailing-app.js";
import { ROLE_REFUSED, type Role, teamsApi } from "./teams-fixture.js";

/** The ids an endpoint acts on: the owner's, or ones that do not exist. */
interface Ids {
  projectId: string;
  docId: string;
}

interface Endpoint {
  name: string;
  method: Method;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** What the owner gets. */
  ownerStatus: number;
  /** Acts on a document generated from a request (one that asked its questions) rather than a plain one. */
  generated?: true;
}

const doc =
  (path = "") =>
  (ids: Ids) =>
    `/api/documents/${ids.docId}/${path}`;
const proposal =
  (path = "") =>
  (ids: Ids) =>
    `/api/Proposal_Generation/proposals/${ids.docId}/${path}`;
const plainDocument = (ids: Ids) => ({ title: "Planted", document: "<p>Planted</p>", project_id: ids.projectId });

/** Every call that names one project or document. */
const ENDPOINTS: Endpoint[] = [
  { name: "GET /projects/{id}/", method: "GET", url: (i) => `/api/projects/${i.projectId}/`, ownerStatus: 200 },
  {
    name: "PATCH /projects/{id}/",
    method: "PATCH",
    url: (i) => `/api/projects/${i.projectId}/`,
    body: () => ({ title: "Hijacked" }),
    ownerStatus: 200,
  },
  { name: "DELETE /projects/{id}/", method: "DELETE", url: (i) => `/api/projects/${i.projectId}/`, ownerStatus: 204 },
  {
    name: "GET /documents/by-project/{id}/",
    method: "GET",
    url: (i) => `/api/documents/by-project/${i.projectId}/`,
    ownerStatus: 200,
  },
  {
    name: "POST /documents/ into the project",
    method: "POST",
    url: () => "/api/documents/",
    body: plainDocument,
    ownerStatus: 201,
  },
  {
    name: "POST /Proposal_Generation/proposals/create/ into the project",
    method: "POST",
    url: () => "/api/Proposal_Generation/proposals/create/",
    body: plainDocument,
    ownerStatus: 201,
  },
  { name: "GET /documents/{id}/", method: "GET", url: doc(), ownerStatus: 200 },
  {
    name: "PATCH /documents/{id}/ title",
    method: "PATCH",
    url: doc(),
    body: () => ({ title: "Hijacked" }),
    ownerStatus: 200,
  },
  {
    name: "PATCH /documents/{id}/ document with version",
    method: "PATCH",
    url: doc(),
    body: () => ({ document: "<p>Hijacked</p>", version: 1 }),
    ownerStatus: 200,
  },
  {
    name: "PATCH /documents/{id}/ document without version",
    method: "PATCH",
    url: doc(),
    body: () => ({ document: "<p>Hijacked</p>" }),
    ownerStatus: 200,
  },
  { name: "DELETE /documents/{id}/", method: "DELETE", url: doc(), ownerStatus: 204 },
  { name: "GET /documents/{id}/files/", method: "GET", url: doc("files/"), ownerStatus: 200 },
  { name: "POST /documents/{id}/share/rotate/", method: "POST", url: doc("share/rotate/"), ownerStatus: 200 },
  { name: "GET /documents/{id}/share/", method: "GET", url: doc("share/"), ownerStatus: 200 },
  {
    name: "PUT /documents/{id}/share/",
    method: "PUT",
    url: doc("share/"),
    body: () => ({ allow_options: true }),
    ownerStatus: 200,
  },
  { name: "GET /documents/{id}/views/", method: "GET", url: doc("views/"), ownerStatus: 200 },
  { name: "GET /documents/{id}/options/", method: "GET", url: doc("options/"), ownerStatus: 200 },
  { name: "GET /documents/{id}/sending/", method: "GET", url: doc("sending/"), ownerStatus: 200 },
  {
    name: "POST /documents/{id}/send/",
    method: "POST",
    url: doc("send/"),
    body: () => ({ recipients: ["client@example.com"], message: "Hello", remind_after_days: 3 }),
    ownerStatus: 201,
  },
  { name: "GET /Proposal_Generation/proposals/{id}/", method: "GET", url: proposal(), ownerStatus: 200 },
  { name: "GET /Proposal_Generation/proposals/{id}/chat/", method: "GET", url: proposal("chat/"), ownerStatus: 200 },
  {
    name: "POST /documents/{id}/reply/",
    method: "POST",
    url: doc("reply/"),
    body: () => ({ content: "A booking app for 3 clinics" }),
    ownerStatus: 202,
    generated: true,
  },
  { name: "GET /documents/{id}/brief/", method: "GET", url: doc("brief/"), ownerStatus: 200, generated: true },
  {
    name: "PUT /documents/{id}/brief/",
    method: "PUT",
    url: doc("brief/"),
    body: () => ({ domain: "software", title: "Hijacked", summary: "A booking app" }),
    ownerStatus: 202,
    generated: true,
  },
  { name: "GET /documents/{id}/export?format=html", method: "GET", url: doc("export?format=html"), ownerStatus: 200 },
  { name: "GET /documents/{id}/versions/", method: "GET", url: doc("versions/"), ownerStatus: 200 },
  { name: "GET /documents/{id}/versions/{version}/", method: "GET", url: doc("versions/1/"), ownerStatus: 200 },
  {
    name: "POST /documents/{id}/versions/{version}/restore/",
    method: "POST",
    url: doc("versions/1/restore/"),
    ownerStatus: 200,
  },
  // A plain document has no estimate to compare an outcome with: the owner reaches that rule (409).
  {
    name: "POST /documents/{id}/outcome/",
    method: "POST",
    url: doc("outcome/"),
    body: () => ({ actual_effort_hours: 10, finished_on: "2025-06-30" }),
    ownerStatus: 409,
  },
  {
    name: "POST /documents/{id}/outcome/import/preview/",
    method: "POST",
    url: doc("outcome/import/preview/"),
    body: () => ({ csv: "Date,Hours\n2025-06-30,1\n" }),
    ownerStatus: 409,
  },
  {
    name: "POST /documents/{id}/outcome/import/",
    method: "POST",
    url: doc("outcome/import/"),
    body: () => ({ csv: "Date,Hours\n2025-06-30,1\n", mapping: { hours: "Hours" } }),
    ownerStatus: 409,
  },
  {
    name: "POST /editor-agent/outcome",
    method: "POST",
    url: () => "/api/editor-agent/outcome",
    body: (i) => ({ document_id: i.docId, outcome: "accepted" }),
    ownerStatus: 201,
  },
];

const LISTS = ["/api/projects/", "/api/documents/", "/api/Proposal_Generation/proposals/"];

describe.each(databaseKinds())("access matrix on $name", (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  const api = workspaceApi(() => t.app);
  const { call } = api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await signUp(t.app);
    other = await signUp(t.app);
    // The other user has data of their own, so "not found" is not just "has nothing".
    const theirs = await api.createProject(other.access, "Other's project");
    await api.createDocument(other.access, { title: "Other's document", project_id: theirs.id });
  });
  afterAll(async () => t.close());

  /**
   * A fresh project with a document (with a chat and an image) owned by `owner`; `generated`, one
   * generated from a request that waits for the owner's answer instead.
   */
  async function ownersData(generated = false): Promise<{ project: ProjectJson; document: DocumentJson; ids: Ids }> {
    const project = await api.createProject(owner.access, "Owner's project");
    const document = generated
      ? await generatedDocument(project.id)
      : await api.createDocument(owner.access, {
          title: "Owner's estimate",
          document: '<p>Secret numbers</p><img src="https://cdn.example.com/plan.png" alt="Plan">',
          project_id: project.id,
        });
    await t.app.context.documents.appendChat(document.id, [
      { type: "user", content: "Estimate a warehouse" },
      { type: "ai", content: "Here it is" },
    ]);
    return { project, document, ids: { projectId: project.id, docId: document.id } };
  }

  async function generatedDocument(projectId: string): Promise<DocumentJson> {
    const id = await generate(t.app, owner.access, "Hello!", { project_id: projectId });
    expect((await waitForJob(t.app, owner.access, id)).status).toBe("needs_input");
    return api.getDocument(owner.access, id);
  }

  /** Everything the owner can see about their data, to compare before and after a call. */
  async function ownersView(data: { project: ProjectJson; document: DocumentJson }) {
    const get = async (url: string, token?: string) => {
      const res = await call("GET", url, token);
      return { status: res.statusCode, body: res.json() as unknown };
    };
    return {
      project: await get(`/api/projects/${data.project.id}/`, owner.access),
      projects: await get("/api/projects/", owner.access),
      document: await get(`/api/documents/${data.document.id}/`, owner.access),
      documents: await get("/api/documents/", owner.access),
      byProject: await get(`/api/documents/by-project/${data.project.id}/`, owner.access),
      chat: await get(`/api/Proposal_Generation/proposals/${data.document.id}/chat/`, owner.access),
      files: await get(`/api/documents/${data.document.id}/files/`, owner.access),
      brief: await get(`/api/documents/${data.document.id}/brief/`, owner.access),
      job: await get(`/api/technical-estimation/proposal/${data.document.id}`, owner.access),
      shared: await get(`/api/documents/get-by-uuid/${data.document.uuid}/`),
    };
  }

  describe.each(ENDPOINTS)("$name", (endpoint) => {
    const send = (ids: Ids, token?: string) => call(endpoint.method, endpoint.url(ids), token, endpoint.body?.(ids));

    it("the owner succeeds", async () => {
      const data = await ownersData(endpoint.generated);
      const res = await send(data.ids, owner.access);
      expect(res.statusCode, res.body).toBe(endpoint.ownerStatus);
    });

    it("another signed-in user gets 404 Not found. and nothing changes", async () => {
      const data = await ownersData(endpoint.generated);
      const before = await ownersView(data);
      const res = await send(data.ids, other.access);
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
      expect(await ownersView(data)).toEqual(before);
      expect(before.document.status).toBe(200);
    });

    it("the same 404 answers an id that does not exist", async () => {
      const res = await send(
        { projectId: "00000000-0000-4000-8000-000000000000", docId: "00000000-0000-4000-8000-000000000000" },
        owner.access,
      );
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    });

    it("anonymous and bad-token callers get 401 with a detail, and nothing changes", async () => {
      const data = await ownersData(endpoint.generated);
      const before = await ownersView(data);
      for (const token of [undefined, "not-a-token"]) {
        const res = await send(data.ids, token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: expect.any(String) });
      }
      expect(await ownersView(data)).toEqual(before);
    });
  });

  describe("lists and bulk calls", () => {
    it("lists show only the caller's own items", async () => {
      const data = await ownersData();
      const ownerIds = [data.project.id, data.document.id];
      for (const url of LISTS) {
        const mine = await call("GET", url, owner.access);
        expect(mine.statusCode).toBe(200);
        const theirs = await call("GET", url, other.access);
        expect(theirs.statusCode).toBe(200);
        const theirIds = (theirs.json() as Array<{ id?: string; session_id?: string }>).map(
          (x) => x.id ?? x.session_id,
        );
        expect(theirIds.length, url).toBeGreaterThan(0);
        for (const id of ownerIds) expect(theirIds, url).not.toContain(id);
        expect(JSON.stringify(theirs.json())).not.toContain(owner.username);
      }
      const proposals = (await call("GET", "/api/Proposal_Generation/proposals/", owner.access)).json();
      expect(proposals).toContainEqual({
        session_id: data.document.id,
        created_at: data.document.created_at,
        topic: "Owner's estimate",
        status: "ready",
        username: owner.username,
        proposal_status: "draft",
        proposal_value: null,
      });
    });

    it("lists, creates and bulk deletes answer 401 to anonymous callers", async () => {
      const calls: Array<[Method, string, unknown]> = [
        ...LISTS.map((url): [Method, string, unknown] => ["GET", url, undefined]),
        ["POST", "/api/projects/", { title: "Anon" }],
        ["POST", "/api/documents/", { title: "Anon", document: "<p>x</p>" }],
        ["DELETE", "/api/projects/delete-all/", undefined],
        ["DELETE", "/api/documents/delete-all/", undefined],
        // Sign-in is checked before the body: an invalid body from an anonymous caller is still 401.
        ["POST", "/api/projects/", { title: "   " }],
        ["POST", "/api/documents/", { conversation: 42 }],
        ["PATCH", "/api/documents/00000000-0000-4000-8000-000000000000/", { version: "not a number" }],
        ["POST", "/api/editor-agent", { user_query: "", content: "" }],
        ["POST", "/api/documents/00000000-0000-4000-8000-000000000000/reply/", { content: "" }],
        ["PUT", "/api/documents/00000000-0000-4000-8000-000000000000/brief/", { domain: "cooking" }],
        ["PUT", "/api/auth/update/", { username: "taken" }],
      ];
      for (const [method, url, body] of calls) {
        const res = await call(method, url, undefined, body);
        expect([method, url, res.statusCode, Object.keys(res.json())]).toEqual([method, url, 401, ["detail"]]);
      }
    });

    it("delete-all by another user deletes only their own data", async () => {
      const data = await ownersData();
      const before = await ownersView(data);
      const u = await signUp(t.app);
      const theirs = await api.createProject(u.access, "Theirs");
      await api.createDocument(u.access, { project_id: theirs.id });
      await api.createDocument(u.access, { project_id: theirs.id });
      expect((await call("DELETE", "/api/documents/delete-all/", u.access)).json()).toEqual({ deleted: 2 });
      expect((await call("DELETE", "/api/projects/delete-all/", u.access)).json()).toEqual({ deleted: 1 });
      expect(await ownersView(data)).toEqual(before);
    });

    it("creating a project for someone else (created_by) is refused", async () => {
      const res = await call("POST", "/api/projects/", other.access, { title: "Planted", created_by: owner.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ created_by: [expect.any(String)] });
      expect((await api.listProjects(owner.access)).map((p) => p.title)).not.toContain("Planted");
    });
  });

  describe("the public share lookup", () => {
    it("answers 404 until the owner turns the link on, then 200 to anyone with the document and its client view, no owner field", async () => {
      const data = await ownersData();
      expect((await call("GET", `/api/documents/get-by-uuid/${data.document.uuid}/`)).statusCode).toBe(404);
      await api.enableShare(owner.access, data.document.id);
      for (const token of [owner.access, other.access, undefined, "not-a-token"]) {
        const res = await call("GET", `/api/documents/get-by-uuid/${data.document.uuid}/`, token);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(PUBLIC_SHARE_KEYS);
        expect(body).toMatchObject({ title: "Owner's estimate", document: data.document.document });
        for (const secret of [data.document.id, data.project.id, owner.id, owner.username, owner.email])
          expect(res.body).not.toContain(secret);
      }
    });

    it("does not answer to the document id, only to its uuid", async () => {
      const data = await ownersData();
      const res = await call("GET", `/api/documents/get-by-uuid/${data.document.id}/`);
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    });
  });
});

/** The weakest role that may make each call above on a workspace's resource (stronger roles may too). */
const WEAKEST_ROLE: Record<string, Role> = {
  "GET /projects/{id}/": "viewer",
  "PATCH /projects/{id}/": "editor",
  "DELETE /projects/{id}/": "editor",
  "GET /documents/by-project/{id}/": "viewer",
  "POST /documents/ into the project": "editor",
  "POST /Proposal_Generation/proposals/create/ into the project": "editor",
  "GET /documents/{id}/": "viewer",
  "PATCH /documents/{id}/ title": "editor",
  "PATCH /documents/{id}/ document with version": "editor",
  "PATCH /documents/{id}/ document without version": "editor",
  "DELETE /documents/{id}/": "editor",
  "GET /documents/{id}/files/": "viewer",
  "POST /documents/{id}/share/rotate/": "editor",
  "GET /documents/{id}/share/": "viewer",
  "PUT /documents/{id}/share/": "editor",
  "GET /documents/{id}/views/": "viewer",
  "GET /documents/{id}/options/": "viewer",
  "GET /documents/{id}/sending/": "viewer",
  "POST /documents/{id}/send/": "editor",
  "GET /Proposal_Generation/proposals/{id}/": "viewer",
  "GET /Proposal_Generation/proposals/{id}/chat/": "viewer",
  "POST /documents/{id}/reply/": "editor",
  "GET /documents/{id}/brief/": "viewer",
  "PUT /documents/{id}/brief/": "editor",
  "GET /documents/{id}/export?format=html": "viewer",
  "GET /documents/{id}/versions/": "viewer",
  "GET /documents/{id}/versions/{version}/": "viewer",
  "POST /documents/{id}/versions/{version}/restore/": "editor",
  "POST /documents/{id}/outcome/": "editor",
  "POST /documents/{id}/outcome/import/preview/": "editor",
  "POST /documents/{id}/outcome/import/": "editor",
  "POST /editor-agent/outcome": "editor",
};

const ROLES: Role[] = ["owner", "admin", "editor", "viewer"];
const RANK: Record<Role, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

/** The workspace calls, each with the weakest role allowed and what that role gets. */
interface WorkspaceCall {
  name: string;
  method: Method;
  url: (w: TeamIds) => string;
  body?: () => unknown;
  weakest: Role;
  status: number;
}

interface TeamIds {
  workspaceId: string;
  invitationId: string;
  /** A member the call may change or remove. */
  memberId: string;
}

let invited = 0;
const WORKSPACE_CALLS: WorkspaceCall[] = [
  {
    name: "GET /workspaces/{id}/",
    method: "GET",
    url: (w) => `/api/workspaces/${w.workspaceId}/`,
    weakest: "viewer",
    status: 200,
  },
  {
    name: "PATCH /workspaces/{id}/",
    method: "PATCH",
    url: (w) => `/api/workspaces/${w.workspaceId}/`,
    body: () => ({ name: "Renamed" }),
    weakest: "admin",
    status: 200,
  },
  {
    name: "POST /workspaces/{id}/switch/",
    method: "POST",
    url: (w) => `/api/workspaces/${w.workspaceId}/switch/`,
    weakest: "viewer",
    status: 200,
  },
  {
    name: "GET /workspaces/{id}/members/",
    method: "GET",
    url: (w) => `/api/workspaces/${w.workspaceId}/members/`,
    weakest: "viewer",
    status: 200,
  },
  {
    name: "PATCH /workspaces/{id}/members/{user_id}/",
    method: "PATCH",
    url: (w) => `/api/workspaces/${w.workspaceId}/members/${w.memberId}/`,
    body: () => ({ role: "viewer" }),
    weakest: "admin",
    status: 200,
  },
  {
    name: "DELETE /workspaces/{id}/members/{user_id}/",
    method: "DELETE",
    url: (w) => `/api/workspaces/${w.workspaceId}/members/${w.memberId}/`,
    weakest: "admin",
    status: 204,
  },
  {
    name: "GET /workspaces/{id}/invitations/",
    method: "GET",
    url: (w) => `/api/workspaces/${w.workspaceId}/invitations/`,
    weakest: "admin",
    status: 200,
  },
  {
    name: "POST /workspaces/{id}/invitations/",
    method: "POST",
    url: (w) => `/api/workspaces/${w.workspaceId}/invitations/`,
    body: () => ({ email: `matrix-${process.pid}-${++invited}@example.com`, role: "viewer" }),
    weakest: "admin",
    status: 201,
  },
  {
    name: "DELETE /workspaces/{id}/invitations/{invitation_id}/",
    method: "DELETE",
    url: (w) => `/api/workspaces/${w.workspaceId}/invitations/${w.invitationId}/`,
    weakest: "admin",
    status: 204,
  },
  {
    name: "DELETE /workspaces/{id}/",
    method: "DELETE",
    url: (w) => `/api/workspaces/${w.workspaceId}/`,
    weakest: "owner",
    status: 204,
  },
];

describe.each(databaseKinds())("access matrix of a team workspace on $name", (kind) => {
  const fx = useMailingApp(kind, { signedIn: false });
  const api = workspaceApi(() => fx.t.app);
  const teams = teamsApi(
    () => fx.t.app,
    () => fx.smtp,
  );
  const { call } = api;
  const members = {} as Record<Role, SignedUpUser>;
  /** A member of another team workspace (with data of their own there), and of no workspace here. */
  let outsider: SignedUpUser;
  let teamId: string;

  beforeAll(async () => {
    members.owner = await signUp(fx.t.app);
    teamId = (await teams.create(members.owner.access, "Matrix team")).id;
    for (const role of ["admin", "editor", "viewer"] as const)
      members[role] = await teams.join(members.owner, teamId, role);
    outsider = await signUp(fx.t.app);
    const elsewhere = await teams.create(outsider.access, "Elsewhere");
    const theirs = await api.createProject(outsider.access, "Outsider's project");
    await api.createDocument(outsider.access, { title: "Outsider's document", project_id: theirs.id });
    expect((await teams.members(outsider.access, elsewhere.id)).length).toBe(1);
  });

  it("names the weakest role of every endpoint", () => {
    expect(ENDPOINTS.map((e) => e.name).sort()).toEqual(Object.keys(WEAKEST_ROLE).sort());
  });

  /** A project with a document in the team workspace, made by its owner (a generated one waits for answers). */
  async function teamData(generated = false): Promise<{ project: ProjectJson; document: DocumentJson; ids: Ids }> {
    const token = members.owner.access;
    const project = await api.createProject(token, "Team project");
    let document: DocumentJson;
    if (generated) {
      const id = await generate(fx.t.app, token, "Hello!", { project_id: project.id });
      expect((await waitForJob(fx.t.app, token, id)).status).toBe("needs_input");
      document = await api.getDocument(token, id);
    } else {
      document = await api.createDocument(token, {
        title: "Team estimate",
        document: "<p>Team numbers</p>",
        project_id: project.id,
      });
    }
    return { project, document, ids: { projectId: project.id, docId: document.id } };
  }

  /** What the team's owner sees of the data, to compare before and after a refused call. */
  async function teamView(data: { project: ProjectJson; document: DocumentJson }) {
    const token = members.owner.access;
    const get = async (url: string) => {
      const res = await call("GET", url, token);
      return { status: res.statusCode, body: res.json() as unknown };
    };
    return {
      project: await get(`/api/projects/${data.project.id}/`),
      document: await get(`/api/documents/${data.document.id}/`),
      byProject: await get(`/api/documents/by-project/${data.project.id}/`),
      share: await get(`/api/documents/${data.document.id}/share/`),
      sending: await get(`/api/documents/${data.document.id}/sending/`),
      versions: await get(`/api/documents/${data.document.id}/versions/`),
      outcome: await get(`/api/documents/${data.document.id}/outcome/`),
      chat: await get(`/api/Proposal_Generation/proposals/${data.document.id}/chat/`),
    };
  }

  describe.each(ENDPOINTS)("$name", (endpoint) => {
    const send = (ids: Ids, token?: string) => call(endpoint.method, endpoint.url(ids), token, endpoint.body?.(ids));

    it.each(ROLES)("as %s: allowed at its role, else 403 and nothing changes", async (role) => {
      const data = await teamData(endpoint.generated);
      const allowed = RANK[role] >= RANK[WEAKEST_ROLE[endpoint.name]!];
      const before = allowed ? undefined : await teamView(data);
      const res = await send(data.ids, members[role].access);
      if (allowed) {
        expect(res.statusCode, res.body).toBe(endpoint.ownerStatus);
      } else {
        expect([res.statusCode, res.json()]).toEqual([403, ROLE_REFUSED]);
        expect(await teamView(data)).toEqual(before);
      }
    });

    it("a member of another workspace gets 404 and nothing changes; anonymous callers 401", async () => {
      const data = await teamData(endpoint.generated);
      const before = await teamView(data);
      const res = await send(data.ids, outsider.access);
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
      expect((await send(data.ids)).statusCode).toBe(401);
      expect(await teamView(data)).toEqual(before);
    });
  });

  describe("lists show the current workspace only", () => {
    it("every role lists the team's items while it is current, and none of them from their personal workspace", async () => {
      const data = await teamData();
      for (const role of ROLES) {
        const token = members[role].access;
        await teams.switchTo(token, teamId);
        for (const url of LISTS) {
          const ids = ((await call("GET", url, token)).json() as Array<{ id?: string; session_id?: string }>).map(
            (x) => x.id ?? x.session_id,
          );
          expect(ids, `${role} ${url}`).toEqual(expect.arrayContaining([expect.any(String)]));
          expect(
            ids.some((id) => id === data.project.id || id === data.document.id),
            `${role} ${url}`,
          ).toBe(true);
        }
        const personal = (await teams.list(token)).find((w) => w.personal)!;
        await teams.switchTo(token, personal.id);
        for (const url of LISTS) {
          const body = JSON.stringify((await call("GET", url, token)).json());
          expect(body.includes(data.project.id) || body.includes(data.document.id), `${role} ${url}`).toBe(false);
        }
        await teams.switchTo(token, teamId);
      }
      for (const url of LISTS)
        expect(JSON.stringify((await call("GET", url, outsider.access)).json())).not.toContain(data.document.id);
    });

    it("creating and bulk deleting follow the role in the current workspace", async () => {
      const data = await teamData();
      const viewer = members.viewer.access;
      await teams.switchTo(viewer, teamId);
      for (const [method, url, body] of [
        ["POST", "/api/projects/", { title: "Viewer's" }],
        ["POST", "/api/documents/", { title: "Viewer's", document: "<p>x</p>" }],
        ["DELETE", "/api/projects/delete-all/", undefined],
        ["DELETE", "/api/documents/delete-all/", undefined],
      ] as const) {
        const res = await call(method, url, viewer, body);
        expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 403, ROLE_REFUSED]);
      }
      expect((await api.getDocument(members.owner.access, data.document.id)).id).toBe(data.document.id);
      // The same viewer works in their personal workspace as before.
      const personal = (await teams.list(viewer)).find((w) => w.personal)!;
      await teams.switchTo(viewer, personal.id);
      const own = await api.createProject(viewer, "Viewer's own");
      expect((await api.listProjects(viewer)).map((p) => p.id)).toEqual([own.id]);
      await teams.switchTo(viewer, teamId);
    });
  });

  describe.each(WORKSPACE_CALLS)("$name", (workspaceCall) => {
    /** A fresh member to change or remove, or a pending invitation to revoke, when the call needs one. */
    async function teamIds(workspaceId = teamId): Promise<TeamIds> {
      const ids = { workspaceId, invitationId: "none", memberId: members.editor.id };
      if (workspaceCall.name.includes("{user_id}"))
        ids.memberId = (await teams.join(members.owner, workspaceId, "editor")).id;
      if (workspaceCall.name.includes("{invitation_id}"))
        ids.invitationId = (
          await teams.invite(
            members.owner.access,
            workspaceId,
            `pending-${process.pid}-${++invited}@example.com`,
            "viewer",
          )
        ).invitation.id;
      return ids;
    }

    it.each(ROLES)("as %s: allowed at its role, else 403", async (role) => {
      const allowed = RANK[role] >= RANK[workspaceCall.weakest];
      // Deleting a workspace takes it: the owner deletes a fresh one of their own.
      const destroys = workspaceCall.name === "DELETE /workspaces/{id}/" && allowed;
      const ids = destroys ? await teamIds((await teams.create(members.owner.access, "Doomed")).id) : await teamIds();
      const res = await call(
        workspaceCall.method,
        workspaceCall.url(ids),
        members[role].access,
        workspaceCall.body?.(),
      );
      if (allowed) expect(res.statusCode, res.body).toBe(workspaceCall.status);
      else expect([res.statusCode, res.json()]).toEqual([403, ROLE_REFUSED]);
      expect((await teams.members(members.owner.access, teamId)).length).toBeGreaterThanOrEqual(4);
      await teams.switchTo(members[role].access, teamId);
    });

    it("a member of another workspace gets 404; anonymous callers 401", async () => {
      const ids = await teamIds();
      const res = await call(workspaceCall.method, workspaceCall.url(ids), outsider.access, workspaceCall.body?.());
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
      expect(
        (await call(workspaceCall.method, workspaceCall.url(ids), undefined, workspaceCall.body?.())).statusCode,
      ).toBe(401);
      expect((await call("GET", `/api/workspaces/${teamId}/`, members.owner.access)).statusCode).toBe(200);
    });
  });
});
