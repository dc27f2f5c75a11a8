import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";
import { NOT_FOUND, workspaceApi } from "./workspace-fixtures.js";
import { sharedPlain } from "./sharing-fixture.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DOCUMENT_KEYS = [
  "accepted",
  "created_at",
  "document",
  "error",
  "id",
  "locked",
  "project_id",
  "status",
  "title",
  "updated_at",
  "user_query",
  "uuid",
  "version",
];

describe.each(databaseKinds())("projects and documents on $name", (kind) => {
  let t: TestApp;
  let user: SignedUpUser;
  const api = workspaceApi(() => t.app);
  const { call } = api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await signUp(t.app);
  });
  afterAll(async () => t.close());

  describe("projects", () => {
    it("creates, lists, reads and renames a project", async () => {
      const created = await call("POST", "/api/projects/", user.access, {
        title: "  Site survey  ",
        created_by: user.id,
      });
      expect(created.statusCode).toBe(201);
      const project = created.json();
      expect(Object.keys(project).sort()).toEqual(["created_at", "created_by", "id", "name", "title", "updated_at"]);
      expect(project).toMatchObject({ title: "Site survey", name: "Site survey", created_by: user.id });
      expect((await api.listProjects(user.access)).map((p) => p.id)).toContain(project.id);
      expect(await api.getProject(user.access, project.id)).toEqual(project);

      const renamed = await call("PATCH", `/api/projects/${project.id}/`, user.access, {
        title: "Site survey, phase 2",
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        id: project.id,
        title: "Site survey, phase 2",
        name: "Site survey, phase 2",
        created_at: project.created_at,
      });
      expect((await api.getProject(user.access, project.id)).title).toBe("Site survey, phase 2");
      const alias = await call("POST", "/api/projects/", user.access, { name: "Named by name" });
      expect(alias.json()).toMatchObject({ title: "Named by name", name: "Named by name" });
    });

    it("validates names with the spec's messages and refuses created_by of someone else", async () => {
      for (const body of [{ title: "   " }, {}]) {
        const res = await call("POST", "/api/projects/", user.access, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ title: ["Please enter a project name"] });
      }
      const other = await signUp(t.app);
      const foreign = await call("POST", "/api/projects/", user.access, { title: "Mine", created_by: other.id });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({ created_by: [expect.any(String)] });
      expect((await api.listProjects(user.access)).map((p) => p.title)).not.toContain("Mine");
      expect(await api.listProjects(other.access)).toEqual([]);

      const project = await api.createProject(user.access, "Keeps its name");
      for (const body of [{ title: "  " }, {}]) {
        const res = await call("PATCH", `/api/projects/${project.id}/`, user.access, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ title: ["Project title cannot be empty"] });
      }
      expect(await api.getProject(user.access, project.id)).toEqual(project);
    });

    it("deleting a project deletes its documents, their chats and share links, and nothing else", async () => {
      const project = await api.createProject(user.access, "Doomed");
      const keep = await api.createDocument(user.access, { title: "Keeper" });
      const docs = [
        await api.createDocument(user.access, { project_id: project.id }),
        await api.createDocument(user.access, { project_id: project.id }),
      ];
      for (const doc of docs)
        await t.app.context.documents.appendChat(doc.id, [
          { type: "user", content: "Estimate it" },
          { type: "ai", content: "Done" },
        ]);
      for (const doc of docs) {
        await api.enableShare(user.access, doc.id);
        expect((await call("GET", `/api/documents/get-by-uuid/${doc.uuid}/`)).statusCode).toBe(200);
      }
      expect(
        (await call("GET", `/api/Proposal_Generation/proposals/${docs[0]!.id}/chat/`, user.access)).json(),
      ).toHaveLength(2);

      const res = await call("DELETE", `/api/projects/${project.id}/`, user.access);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
      expect((await call("GET", `/api/projects/${project.id}/`, user.access)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/projects/${project.id}/`, user.access)).statusCode).toBe(404);
      expect((await call("GET", `/api/documents/by-project/${project.id}/`, user.access)).statusCode).toBe(404);
      for (const doc of docs) {
        for (const url of [
          `/api/documents/${doc.id}/`,
          `/api/Proposal_Generation/proposals/${doc.id}/`,
          `/api/Proposal_Generation/proposals/${doc.id}/chat/`,
          `/api/documents/${doc.id}/files/`,
        ]) {
          const gone = await call("GET", url, user.access);
          expect([url, gone.statusCode, gone.json()]).toEqual([url, 404, NOT_FOUND]);
        }
        expect((await call("GET", `/api/documents/get-by-uuid/${doc.uuid}/`)).statusCode).toBe(404);
        const chat = await t.app.context.db
          .selectFrom("chat_messages")
          .select("id")
          .where("document_id", "=", doc.id)
          .execute();
        expect(chat).toEqual([]);
      }
      const ids = (await api.listDocuments(user.access)).map((d) => d.id);
      expect(ids).toContain(keep.id);
      expect(ids).not.toContain(docs[0]!.id);
    });
  });

  describe("documents", () => {
    it("creates a plain document ready at once, and reads it and its summary", async () => {
      const project = await api.createProject(user.access, "Fit-out");
      const res = await call("POST", "/api/documents/", user.access, {
        title: "Estimate",
        document: "<h1>Estimate</h1><p>Total</p>",
        project_id: project.id,
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toEqual({ process_id: created.id, id: created.id, project_id: project.id, status: "ready" });

      const doc = await api.getDocument(user.access, created.id);
      expect(Object.keys(doc).sort()).toEqual(DOCUMENT_KEYS);
      expect(doc).toMatchObject({
        id: created.id,
        title: "Estimate",
        document: "<h1>Estimate</h1><p>Total</p>",
        project_id: project.id,
        status: "ready",
        error: null,
        version: 1,
        user_query: "",
      });
      expect(doc.uuid).toMatch(UUID_V4);
      expect(doc.uuid).not.toBe(doc.id);
      const summary = (await api.listDocuments(user.access)).find((d) => d.id === doc.id);
      // A list item is the summary with where the proposal stands: a new plain document is a draft with no value.
      expect(Object.keys(summary ?? {}).sort()).toEqual(
        [...DOCUMENT_KEYS.filter((k) => k !== "document"), "proposal_status", "proposal_value"].sort(),
      );
      expect(summary).toMatchObject({ proposal_status: "draft", proposal_value: null });
      const byProject = await call("GET", `/api/documents/by-project/${project.id}/`, user.access);
      expect(byProject.json()).toEqual([summary]);
      const proposal = await call("GET", `/api/Proposal_Generation/proposals/${doc.id}/`, user.access);
      expect(proposal.json()).toEqual(doc);
    });

    it("without project_id, creates a project named after the document", async () => {
      const doc = await api.createDocument(user.access, { title: "Marketing launch plan", document: "<p>Plan</p>" });
      const project = await api.getProject(user.access, doc.project_id);
      expect(project).toMatchObject({
        title: "Marketing launch plan",
        name: "Marketing launch plan",
        created_by: user.id,
      });
      expect(
        (await call("GET", `/api/documents/by-project/${project.id}/`, user.access))
          .json()
          .map((d: { id: string }) => d.id),
      ).toEqual([doc.id]);
      const unknown = await call("POST", "/api/documents/", user.access, {
        title: "x",
        document: "<p>x</p>",
        project_id: "no-such-project",
      });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, NOT_FOUND]);
    });

    it("a document without a title, and its project, are named after its text, cut where a phrase ends", async () => {
      const text =
        "Customer self-service portal for a mid-sized regional insurance company: policy management, claims and document storage";
      const doc = await api.createDocument(user.access, { title: "", document: `<p>${text}</p>` });
      expect(doc.title).toBe("Customer self-service portal for a mid-sized regional insurance company");
      expect((await api.getProject(user.access, doc.project_id)).title).toBe(doc.title);
    });

    it("renames and saves, adding one to the version on each write; a save without version is accepted", async () => {
      const doc = await api.createDocument(user.access, { title: "Draft", document: "<p>v1</p>" });
      const renamed = await api.saveDocument(user.access, doc.id, { title: "Final", version: 1 });
      expect(renamed).toMatchObject({ title: "Final", document: "<p>v1</p>", version: 2 });
      const saved = await api.saveDocument(user.access, doc.id, { document: "<p>v2</p>", version: 2 });
      expect(saved).toMatchObject({ title: "Final", document: "<p>v2</p>", version: 3 });
      const blind = await api.saveDocument(user.access, doc.id, { document: "<p>v3</p>" });
      expect(blind).toMatchObject({ document: "<p>v3</p>", version: 4 });
      for (let v = 4; v < 7; v++)
        expect((await api.saveDocument(user.access, doc.id, { document: `<p>${v}</p>`, version: v })).version).toBe(
          v + 1,
        );
      expect(await api.getDocument(user.access, doc.id)).toMatchObject({
        document: "<p>6</p>",
        version: 7,
        id: doc.id,
        uuid: doc.uuid,
        created_at: doc.created_at,
      });

      const blank = await call("PATCH", `/api/documents/${doc.id}/`, user.access, { title: "  " });
      expect([blank.statusCode, blank.json()]).toEqual([400, { title: ["Document title cannot be empty"] }]);
      expect((await call("PATCH", `/api/documents/${doc.id}/`, user.access, {})).statusCode).toBe(400);
      expect((await api.getDocument(user.access, doc.id)).version).toBe(7);
    });

    it("a stale save answers 409 and changes nothing", async () => {
      const doc = await api.createDocument(user.access, { title: "Shared draft", document: "<p>original</p>" });
      const mine = await api.saveDocument(user.access, doc.id, { document: "<p>first writer</p>", version: 1 });
      for (const body of [
        { document: "<p>second writer</p>", version: 1 },
        { title: "Stale rename", version: 1 },
        { document: "<p>future</p>", version: 99 },
      ]) {
        const stale = await call("PATCH", `/api/documents/${doc.id}/`, user.access, body);
        expect(stale.statusCode).toBe(409);
        expect(Object.keys(stale.json())).toEqual(["detail"]);
        expect(stale.json().detail).toEqual(expect.any(String));
      }
      expect(await api.getDocument(user.access, doc.id)).toEqual(mine);
    });

    it("deletes one document, then 404s for it", async () => {
      const doc = await api.createDocument(user.access, {});
      expect((await call("DELETE", `/api/documents/${doc.id}/`, user.access)).statusCode).toBe(204);
      for (const method of ["GET", "PATCH", "DELETE"] as const) {
        const res = await call(
          method,
          `/api/documents/${doc.id}/`,
          user.access,
          method === "PATCH" ? { title: "x" } : undefined,
        );
        expect([method, res.statusCode, res.json()]).toEqual([method, 404, NOT_FOUND]);
      }
      expect((await api.getProject(user.access, doc.project_id)).id).toBe(doc.project_id);
    });

    it("by-project of an unknown or foreign project is 404", async () => {
      const other = await signUp(t.app);
      const theirs = await api.createProject(other.access, "Theirs");
      for (const id of ["does-not-exist", theirs.id]) {
        const res = await call("GET", `/api/documents/by-project/${id}/`, user.access);
        expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
      }
    });

    it("rotating the share link gives a new uuid and retires the old one", async () => {
      const doc = await api.createDocument(user.access, { title: "Public estimate", document: "<p>Shared</p>" });
      await api.enableShare(user.access, doc.id);
      expect(await api.shared(doc.uuid)).toEqual(sharedPlain("Public estimate", "<p>Shared</p>"));
      const res = await call("POST", `/api/documents/${doc.id}/share/rotate/`, user.access);
      expect(res.statusCode).toBe(200);
      const rotated = res.json();
      expect(rotated).toMatchObject({
        enabled: true,
        has_password: false,
        url: `http://app.test/estimate-your-project/spectate/${rotated.uuid}`,
      });
      expect(rotated.uuid).toMatch(UUID_V4);
      expect(rotated.uuid).not.toBe(doc.uuid);
      const old = await call("GET", `/api/documents/get-by-uuid/${doc.uuid}/`);
      expect([old.statusCode, old.json()]).toEqual([404, NOT_FOUND]);
      expect(await api.shared(rotated.uuid)).toEqual(sharedPlain("Public estimate", "<p>Shared</p>"));
      expect((await api.getDocument(user.access, doc.id)).uuid).toBe(rotated.uuid);
      for (const bad of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", doc.id]) {
        expect((await call("GET", `/api/documents/get-by-uuid/${bad}/`)).statusCode).toBe(404);
      }
    });

    it("files lists the images the document shows", async () => {
      const png = "data:image/png;base64,iVBORw0KGgo=";
      const html = `<p><img src="https://cdn.example.com/pics/diagram.png" alt="Diagram"></p><p><img src="${png}"></p><p><img src="https://cdn.example.com/pics/site%20plan.jpg?v=2&amp;s=1"></p><p><img src="https://cdn.example.com/pics/diagram.png" alt="Again"></p>`;
      const doc = await api.createDocument(user.access, { document: html });
      const res = await call("GET", `/api/documents/${doc.id}/files/`, user.access);
      expect(res.statusCode).toBe(200);
      const files = res.json() as Array<Record<string, unknown>>;
      expect(files.map(({ id: _id, ...rest }) => rest)).toEqual([
        {
          kind: "image",
          name: "Diagram",
          mime: "image/png",
          size: null,
          url: "https://cdn.example.com/pics/diagram.png",
          created_at: null,
        },
        { kind: "image", name: "Embedded image 2", mime: "image/png", size: null, url: png, created_at: null },
        {
          kind: "image",
          name: "site plan.jpg",
          mime: "image/jpeg",
          size: null,
          url: "https://cdn.example.com/pics/site%20plan.jpg?v=2&s=1",
          created_at: null,
        },
      ]);
      expect(new Set(files.map((f) => f.id)).size).toBe(3);
      const none = await api.createDocument(user.access, { document: "<p>No pictures</p>" });
      expect((await call("GET", `/api/documents/${none.id}/files/`, user.access)).json()).toEqual([]);
    });

    it("files copes with an image name that is not valid percent-encoding", async () => {
      const doc = await api.createDocument(user.access, {
        document: '<p><img src="https://cdn.example.com/100%.png"></p>',
      });
      const res = await call("GET", `/api/documents/${doc.id}/files/`, user.access);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((f: { name: string }) => f.name)).toEqual(["100%.png"]);
    });

    it("files names an image by its alt text as text, with entities decoded", async () => {
      const doc = await api.createDocument(user.access, {
        document: '<p><img src="https://cdn.example.com/b.png" alt="Tom &amp; Jerry &lt;3"></p>',
      });
      const res = await call("GET", `/api/documents/${doc.id}/files/`, user.access);
      expect(res.json().map((f: { name: string }) => f.name)).toEqual(["Tom & Jerry <3"]);
    });
  });

  describe("bulk deletes and limits", () => {
    it("delete-all counts documents, keeps projects, and answers 0 the second time", async () => {
      const u = await signUp(t.app);
      const project = await api.createProject(u.access, "Bulk");
      for (let i = 0; i < 3; i++) await api.createDocument(u.access, { project_id: project.id });
      const res = await call("DELETE", "/api/documents/delete-all/", u.access);
      expect([res.statusCode, res.json()]).toEqual([200, { deleted: 3 }]);
      expect(await api.listDocuments(u.access)).toEqual([]);
      expect((await api.getProject(u.access, project.id)).id).toBe(project.id);
      expect((await call("DELETE", "/api/documents/delete-all/", u.access)).json()).toEqual({ deleted: 0 });
    });

    it("delete-all of projects counts them (including ones made for documents) and takes their documents", async () => {
      const u = await signUp(t.app);
      await api.createProject(u.access, "One");
      const two = await api.createProject(u.access, "Two");
      await api.createDocument(u.access, { project_id: two.id });
      await api.createDocument(u.access, { title: "Gets its own project" });
      const res = await call("DELETE", "/api/projects/delete-all/", u.access);
      expect([res.statusCode, res.json()]).toEqual([200, { deleted: 3 }]);
      expect(await api.listProjects(u.access)).toEqual([]);
      expect(await api.listDocuments(u.access)).toEqual([]);
      expect((await call("DELETE", "/api/projects/delete-all/", u.access)).json()).toEqual({ deleted: 0 });
    });

    it("a request body over 5 MB answers 413 with a detail and changes nothing", async () => {
      const doc = await api.createDocument(user.access, { title: "Small", document: "<p>small</p>" });
      const big = `<p>${"x".repeat(5 * 1024 * 1024 + 10)}</p>`;
      for (const [method, url, body] of [
        ["PATCH", `/api/documents/${doc.id}/`, { document: big }],
        ["POST", "/api/documents/", { title: "Big", document: big }],
      ] as const) {
        const res = await call(method, url, user.access, body);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ detail: expect.any(String) });
      }
      expect(await api.getDocument(user.access, doc.id)).toEqual(doc);
      expect((await api.listDocuments(user.access)).map((d) => d.title)).not.toContain("Big");
    });

    it("a NUL character in a title or in the HTML is not a server error", async () => {
      const statuses: Record<string, number> = {};
      for (const [name, body] of [
        ["title", { title: "Nul\u0000title", document: "<p>x</p>" }],
        ["html", { title: "Nul in HTML", document: "<p>a\u0000b</p>" }],
      ] as const) {
        statuses[name] = (await call("POST", "/api/documents/", user.access, body)).statusCode;
      }
      const doc = await api.createDocument(user.access, {});
      statuses.patch = (
        await call("PATCH", `/api/documents/${doc.id}/`, user.access, { document: "<p>a\u0000b</p>" })
      ).statusCode;
      statuses.project = (await call("POST", "/api/projects/", user.access, { title: "Nul\u0000project" })).statusCode;
      expect(
        Object.values(statuses).every((s) => s < 500),
        JSON.stringify(statuses),
      ).toBe(true);
      // A create that fails must not leave behind the project it made for the document.
      for (const project of (await api.listProjects(user.access)).filter((p) => p.title === "Nul in HTML")) {
        expect(
          (await call("GET", `/api/documents/by-project/${project.id}/`, user.access)).json(),
          "orphan project",
        ).not.toEqual([]);
      }
    });
  });
});
