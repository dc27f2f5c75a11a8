import { describe, expect, it } from "vitest";
import {
  bothForms,
  expectDetail,
  expectDocument,
  expectEstimate,
  expectEstimateJob,
  expectFieldErrors,
  expectIsoUtc,
  expectNoContent,
  expectProject,
  keysOf,
  CHAT_KEYS,
  HISTORY_KEYS,
} from "./contract-shapes.js";
import { useContractApp } from "./contract-fixture.js";
import { databaseKinds } from "./databases.js";
import { waitForJob } from "./generation-helpers.js";
import { signUp } from "./test-app.js";
import { NOT_FOUND } from "./workspace-fixtures.js";
import { sharedPlain } from "./sharing-fixture.js";

/**
 * api-contract.md's Projects, Documents, Proposal generation, Technical estimation and Agent sections,
 * walked table by table as an outside client calls them: every path as written and in its other form
 * (trailing slash added or removed), with the success status and the exact answer shape.
 */
describe.each(databaseKinds())("HTTP contract: projects, documents, generation and the agent on $name", (kind) => {
  const c = useContractApp(kind);
  const { call, created, plain } = c;

  describe("Projects", () => {
    it("list, create (created_by the caller), rename; each answers Project", async () => {
      for (const [i, url] of bothForms("/api/projects/").entries()) {
        const project = await created(url, c.user.access, { title: `Survey ${i}`, created_by: c.user.id });
        expectProject(project);
        expect(project).toMatchObject({ title: `Survey ${i}`, created_by: c.user.id });
        const list = await call("GET", url, c.user.access);
        expect(list.statusCode).toBe(200);
        (list.json() as unknown[]).forEach((p) => expectProject(p));
        for (const [j, one] of bothForms(`/api/projects/${project.id}/`).entries()) {
          const renamed = await call("PATCH", one, c.user.access, { title: `Renamed ${j}` });
          expect(renamed.statusCode).toBe(200);
          expectProject(renamed.json());
          expect(renamed.json()).toMatchObject({ id: project.id, title: `Renamed ${j}`, created_by: c.user.id });
        }
      }
      expectFieldErrors(
        await call("POST", "/api/projects/", c.user.access, { title: "Not mine", created_by: c.other.id }),
        ["created_by"],
      );
    });

    it("delete answers 204 and takes the documents; delete-all answers {deleted: n}", async () => {
      for (const url of ["/api/projects/{id}/", "/api/projects/{id}"]) {
        const doc = await plain(c.user.access);
        expectNoContent(await call("DELETE", url.replace("{id}", doc.project_id), c.user.access));
        expect([(await call("GET", `/api/documents/${doc.id}/`, c.user.access)).statusCode]).toEqual([404]);
      }
      for (const url of bothForms("/api/projects/delete-all/")) {
        const owner = await signUp(c.t.app);
        await plain(owner.access);
        await created("/api/projects/", owner.access, { title: "Empty" });
        const res = await call("DELETE", url, owner.access);
        expect([res.statusCode, res.json()]).toEqual([200, { deleted: 2 }]);
        expect((await call("GET", "/api/documents/", owner.access)).json()).toEqual([]);
      }
    });

    it("someone else's project is 404 {detail: 'Not found.'} for every call", async () => {
      const theirs = await created("/api/projects/", c.other.access, { title: "Theirs" });
      for (const url of bothForms(`/api/projects/${theirs.id}/`)) {
        for (const [method, body] of [
          ["PATCH", { title: "Mine now" }],
          ["DELETE", undefined],
        ] as const) {
          const res = await call(method, url, c.user.access, body);
          expect([method, res.statusCode, res.json()]).toEqual([method, 404, NOT_FOUND]);
        }
      }
    });
  });

  describe("Documents", () => {
    it("POST answers {process_id, id, project_id, status}; a plain document is ready at once", async () => {
      const project = await created("/api/projects/", c.user.access, { title: "Docs" });
      for (const url of bothForms("/api/documents/")) {
        const res = await created(url, c.user.access, {
          title: "Scope",
          document: "<p>Scope</p>",
          project_id: project.id,
        });
        expect(keysOf(res)).toEqual(["id", "process_id", "project_id", "status"]);
        expect(res).toEqual({ process_id: res.id, id: expect.any(String), project_id: project.id, status: "ready" });
      }
    });

    it("list, read, save, by-project and share answer their shapes; version grows; a stale version is 409 {detail}", async () => {
      const { id, project_id } = await plain(c.user.access, { title: "Walkthrough" });
      for (const url of bothForms("/api/documents/")) {
        const list = await call("GET", url, c.user.access);
        expect(list.statusCode).toBe(200);
        (list.json() as unknown[]).forEach((d) => expectDocument(d, false));
      }
      for (const url of bothForms(`/api/documents/by-project/${project_id}/`)) {
        const list = await call("GET", url, c.user.access);
        expect(list.json().map((d: { id: string }) => d.id)).toEqual([id]);
        expectDocument(list.json()[0], false);
      }
      let version = 1;
      for (const url of bothForms(`/api/documents/${id}/`)) {
        const read = await call("GET", url, c.user.access);
        expect(read.statusCode).toBe(200);
        expectDocument(read.json());
        for (const body of [
          { title: `Saved ${version}`, version },
          { document: `<p>v${version + 1}</p>`, version: version + 1 },
        ]) {
          const saved = await call("PATCH", url, c.user.access, body);
          expect(saved.statusCode, saved.body).toBe(200);
          expectDocument(saved.json());
          expect(saved.json().version).toBe(body.version + 1);
        }
        version += 2;
        expectDetail(await call("PATCH", url, c.user.access, { document: "<p>stale</p>", version: 1 }), 409);
      }
      const { uuid } = (await call("GET", `/api/documents/${id}/`, c.user.access)).json();
      // A new document's link is off until its owner shares it.
      expect((await call("GET", `/api/documents/get-by-uuid/${uuid}/`)).statusCode).toBe(404);
      expect((await call("PUT", `/api/documents/${id}/share/`, c.user.access, { enabled: true })).statusCode).toBe(200);
      for (const url of bothForms(`/api/documents/get-by-uuid/${uuid}/`)) {
        const shared = await call("GET", url);
        expect([shared.statusCode, shared.json()]).toEqual([200, sharedPlain("Saved 3", "<p>v4</p>")]);
        expect((await call("GET", url.replace(uuid, "0b6f0f5e-4a53-4c1e-9d6f-1f0a0b7e2c11"))).statusCode).toBe(404);
      }
    });

    it("delete answers 204; delete-all answers {deleted: n}", async () => {
      for (const url of ["/api/documents/{id}/", "/api/documents/{id}"]) {
        const { id } = await plain(c.user.access);
        expectNoContent(await call("DELETE", url.replace("{id}", id), c.user.access));
        expect([(await call("GET", `/api/documents/${id}/`, c.user.access)).json()]).toEqual([NOT_FOUND]);
      }
      for (const url of bothForms("/api/documents/delete-all/")) {
        const owner = await signUp(c.t.app);
        for (let i = 0; i < 2; i++) await plain(owner.access);
        const res = await call("DELETE", url, owner.access);
        expect([res.statusCode, res.json()]).toEqual([200, { deleted: 2 }]);
      }
    });

    it("someone else's document is 404 {detail: 'Not found.'}; no token is 401; over 5 MB is 413", async () => {
      const theirs = await plain(c.other.access);
      for (const url of bothForms(`/api/documents/${theirs.id}/`)) {
        for (const [method, body] of [
          ["GET", undefined],
          ["PATCH", { title: "Mine" }],
          ["DELETE", undefined],
        ] as const) {
          const res = await call(method, url, c.user.access, body);
          expect([method, res.statusCode, res.json()]).toEqual([method, 404, NOT_FOUND]);
        }
        expectDetail(await call("GET", url), 401);
      }
      const res = await call("POST", "/api/documents", c.user.access, {
        title: "Big",
        document: `<p>${"x".repeat(5 * 1024 * 1024)}</p>`,
      });
      expectDetail(res, 413);
    });
  });

  describe("Proposal generation, technical estimation and the agent", () => {
    const request = "estimate the timeline and cost for a booking website with payments";
    const CREATE_URLS = [
      "/api/documents/",
      "/api/Proposal_Generation/proposals/create/",
      "/api/technical-estimation/build-proposal",
      "/api/build-proposal",
    ].flatMap(bothForms);

    it("every create path takes a string or a {type, content} list, names a new project after the request, and reaches ready", async () => {
      const ids: string[] = [];
      for (const [i, url] of CREATE_URLS.entries()) {
        const conversation = i % 2 ? [{ type: "user", content: request }] : request;
        const res = await created(url, c.user.access, { conversation });
        expect(res).toEqual({
          process_id: res.id,
          id: expect.any(String),
          project_id: expect.any(String),
          status: "generating",
        });
        const project = (await call("GET", `/api/projects/${res.project_id}/`, c.user.access)).json();
        expect(project.title.length).toBeGreaterThan(0);
        expect(request.toLowerCase()).toContain(project.title.toLowerCase().replace(/^a /, ""));
        ids.push(res.id);
      }
      for (const id of ids) {
        expectEstimateJob(await waitForJob(c.t.app, c.user.access, id));
        for (const url of bothForms(`/api/technical-estimation/proposal/${id}`)) {
          const job = await call("GET", url, c.user.access);
          expect(job.statusCode).toBe(200);
          expectEstimateJob(job.json());
          expect(job.json()).toMatchObject({ process_id: id, status: "ready", progress: 100, error: null });
          expectEstimate(job.json().estimate);
        }
      }
    });

    it("history, proposal and chat answer their shapes", async () => {
      const { id } = await created("/api/documents/", c.user.access, { conversation: request });
      await waitForJob(c.t.app, c.user.access, id);
      for (const url of bothForms("/api/Proposal_Generation/proposals/")) {
        const history = (await call("GET", url, c.user.access)).json() as Array<Record<string, unknown>>;
        for (const row of history) {
          expect(keysOf(row)).toEqual(HISTORY_KEYS);
          for (const key of ["session_id", "topic", "status"]) expect(row[key]).toBeTypeOf("string");
          expect(row.username).toBe(c.user.username);
          expectIsoUtc(row.created_at);
        }
        expect(history.map((row) => row.session_id)).toContain(id);
      }
      for (const url of bothForms(`/api/Proposal_Generation/proposals/${id}/`)) {
        const proposal = await call("GET", url, c.user.access);
        expectDocument(proposal.json());
        expect(proposal.json()).toMatchObject({ id, user_query: request, status: "ready" });
      }
      for (const url of bothForms(`/api/Proposal_Generation/proposals/${id}/chat/`)) {
        const chat = (await call("GET", url, c.user.access)).json() as Array<Record<string, unknown>>;
        expect(chat.map((m) => m.type)).toEqual(["user", "ai"]);
        for (const message of chat) {
          expect(keysOf(message)).toEqual(CHAT_KEYS);
          expect(message.content).toBeTypeOf("string");
          expectIsoUtc(message.created_at);
        }
      }
    });

    it("editor-agent answers {result}; with document_id both join the chat; an unknown instruction is 422 {detail}", async () => {
      const { id } = await plain(c.user.access);
      for (const url of bothForms("/api/editor-agent")) {
        const res = await call("POST", url, c.user.access, {
          user_query: "make it bold",
          content: "<p>Key point</p>",
          document_id: id,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().result).toBe("<p><strong>Key point</strong></p>");
        expectDetail(
          await call("POST", url, c.user.access, {
            user_query: "write a sonnet about it",
            content: "<p>Key point</p>",
          }),
          422,
        );
        expectDetail(
          await call("POST", url, undefined, { user_query: "make it bold", content: "<p>Key point</p>" }),
          401,
        );
      }
      const chat = (
        await call("GET", `/api/Proposal_Generation/proposals/${id}/chat/`, c.user.access)
      ).json() as Array<{ type: string; content: string }>;
      expect(chat.map((m) => m.type)).toEqual(["user", "ai", "user", "ai"]);
      expect(chat.filter((m) => m.type === "user").map((m) => m.content)).toEqual(["make it bold", "make it bold"]);
    });
  });
});
