import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";
import { type DocumentJson, type Method, NOT_FOUND, type ProjectJson, workspaceApi } from "./workspace-fixtures.js";
import { PUBLIC_SHARE_KEYS } from "./sharing-fixture.js";

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
