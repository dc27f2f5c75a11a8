import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothForms, expectDetail, expectDocument, expectEstimate, expectEstimateJob, expectFieldErrors, expectIsoUtc, expectNoContent, expectProject, expectTokenPair, expectUser, keysOf, CHAT_KEYS, HISTORY_KEYS } from "./contract-shapes.js";
import { CONTRACT_CALLS, isPublicCall } from "./contract-calls.js";
import { databaseKinds } from "./databases.js";
import { waitForJob } from "./generation-helpers.js";
import { resetLinkIn } from "./smtp-catcher.js";
import { signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";
import { type Method, NOT_FOUND, workspaceApi } from "./workspace-fixtures.js";

/**
 * api-contract.md walked table by table, as an outside client calls it: every path as written and in
 * its other form (trailing slash added or removed), with the success status and the exact answer shape.
 */
describe.each(databaseKinds())("HTTP contract on $name", (kind) => {
  let t: TestApp;
  let provider: OAuth2Server;
  let user: SignedUpUser;
  let other: SignedUpUser;
  const api = workspaceApi(() => t.app);
  const call = (method: Method, url: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse> => api.call(method, url, token, payload);
  const created = async (url: string, token: string, payload: unknown) => {
    const res = await call("POST", url, token, payload);
    expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    return res.json() as { id: string; process_id: string; project_id: string; status: string };
  };
  const plain = (token: string, extra: Record<string, unknown> = {}) => created("/api/documents/", token, { title: "Plain", document: "<p>Plain</p>", ...extra });

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate("RS256");
    await provider.start(0, "127.0.0.1");
    provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { email: `social${Date.now()}@example.test`, email_verified: true, given_name: "Social", family_name: "User" });
    });
    const issuer = provider.issuer.url!;
    t = await startTestApp(kind, { GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "gs", GOOGLE_ISSUER: issuer, LINKEDIN_CLIENT_ID: "l", LINKEDIN_CLIENT_SECRET: "ls", LINKEDIN_ISSUER: issuer });
    user = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  describe("Auth", () => {
    it("register answers 201 {user}; a duplicate email or username is a field error", async () => {
      for (const [i, url] of bothForms("/api/auth/register/").entries()) {
        const body = { first_name: "Grace", last_name: "Hopper", email: `grace${i}${kind.name}@example.com`, username: `grace${i}${kind.name}`, password: "a long password", password_confirm: "a long password" };
        const res = await call("POST", url, undefined, body);
        expect(res.statusCode, res.body).toBe(201);
        expect(keysOf(res.json())).toEqual(["user"]);
        expectUser(res.json().user);
        expect(res.json().user).toMatchObject({ email: body.email, username: body.username, profile_image: null });
        expectFieldErrors(await call("POST", url, undefined, { ...body, username: `${body.username}x` }), ["email"]);
        expectFieldErrors(await call("POST", url, undefined, { ...body, email: `x${body.email}` }), ["username"]);
      }
    });

    it("login answers {user, access_token, refresh_token}; wrong credentials 401 {error}; too many tries 429 {detail}", async () => {
      const victim = await signUp(t.app);
      for (const url of bothForms("/api/auth/login/")) {
        const res = await call("POST", url, undefined, { email: user.email, password: user.password });
        expect(res.statusCode).toBe(200);
        const { user: who, ...tokens } = res.json();
        expectUser(who);
        expect(who.id).toBe(user.id);
        expectTokenPair(tokens);
        const wrong = await call("POST", url, undefined, { email: victim.email, password: "not the password" });
        expect([wrong.statusCode, keysOf(wrong.json())]).toEqual([401, ["error"]]);
        expect(wrong.json().error).toBeTypeOf("string");
      }
      // Tries through either form count together.
      for (let i = 0; i < 3; i++) await call("POST", "/api/auth/login", undefined, { email: victim.email, password: `guess ${i}` });
      expectDetail(await call("POST", "/api/auth/login/", undefined, { email: victim.email, password: victim.password }), 429);
    });

    it("refresh-token rotates the pair; logout answers 204 and revokes", async () => {
      for (const [refreshUrl, logoutUrl] of [["/api/auth/refresh-token/", "/api/auth/logout/"], ["/api/auth/refresh-token", "/api/auth/logout"]] as const) {
        const session = await signUp(t.app);
        const res = await call("POST", refreshUrl, undefined, { refresh_token: session.refresh });
        expect(res.statusCode).toBe(200);
        expectTokenPair(res.json());
        expectDetail(await call("POST", refreshUrl, undefined, { refresh_token: session.refresh }), 401);
        const fresh = await signUp(t.app);
        expectNoContent(await call("POST", logoutUrl, fresh.access, { refresh_token: fresh.refresh }));
        expectDetail(await call("POST", refreshUrl, undefined, { refresh_token: fresh.refresh }), 401);
      }
    });

    it("me answers User; update answers {user} and refuses username and email; no token is 401 {detail}", async () => {
      for (const url of bothForms("/api/auth/me/")) {
        const res = await call("GET", url, user.access);
        expect(res.statusCode).toBe(200);
        expectUser(res.json());
        expectDetail(await call("GET", url), 401);
        expectDetail(await call("GET", url, "not-a-token"), 401);
      }
      for (const [i, url] of bothForms("/api/auth/update/").entries()) {
        const res = await call("PUT", url, user.access, { first_name: `Ada${i}`, last_name: "King" });
        expect(res.statusCode, res.body).toBe(200);
        expect(keysOf(res.json())).toEqual(["user"]);
        expectUser(res.json().user);
        expect(res.json().user).toMatchObject({ first_name: `Ada${i}`, last_name: "King" });
        expectFieldErrors(await call("PUT", url, user.access, { username: "renamed" }), ["username"]);
        expectFieldErrors(await call("PUT", url, user.access, { email: "renamed@example.com" }), ["email"]);
        expectDetail(await call("PUT", url, undefined, { first_name: "X" }), 401);
      }
    });

    it("forgot-password answers {detail} either way; reset-password-confirm answers {detail}, a bad token 400 {error}", async () => {
      const forgetful = await signUp(t.app);
      const [known, unknown] = await Promise.all([
        call("POST", "/api/auth/forgot-password/", undefined, { email: forgetful.email }),
        call("POST", "/api/auth/forgot-password", undefined, { email: "nobody@example.com" }),
      ]);
      expect(known.statusCode).toBe(200);
      expect(keysOf(known.json())).toEqual(["detail"]);
      expect(unknown.json()).toEqual(known.json());
      const link = await outboxLink(t.dataDir);
      const body = { email: forgetful.email, token: link.searchParams.get("token"), new_password: "brand new secret", confirm_password: "brand new secret" };
      for (const url of bothForms("/api/auth/reset-password-confirm/")) {
        const bad = await call("POST", url, undefined, { ...body, token: "made-up" });
        expect([bad.statusCode, keysOf(bad.json())]).toEqual([400, ["error"]]);
      }
      const res = await call("POST", "/api/auth/reset-password-confirm", undefined, body);
      expect([res.statusCode, keysOf(res.json())]).toEqual([200, ["detail"]]);
      expect((await call("POST", "/api/auth/login/", undefined, { email: forgetful.email, password: "brand new secret" })).statusCode).toBe(200);
    });

    it("account deletion answers 204 and the user is gone", async () => {
      for (const url of bothForms("/api/auth/account/")) {
        const leaving = await signUp(t.app);
        await plain(leaving.access);
        expectNoContent(await call("DELETE", url, leaving.access));
        expectDetail(await call("GET", "/api/auth/me/", leaving.access), 401);
        expect((await call("POST", "/api/auth/login/", undefined, { email: leaving.email, password: leaving.password })).statusCode).toBe(401);
      }
    });

    it("social sign-in: authorize answers {authorization_url}; Google's callback {user, access_token, refresh_token}, LinkedIn's {user, tokens}", async () => {
      for (const name of ["google", "linkedin"] as const) {
        for (const authorizeUrl of bothForms(`/api/auth/${name}/authorize/`)) {
          const start = await call("GET", authorizeUrl);
          expect([start.statusCode, keysOf(start.json())]).toEqual([200, ["authorization_url"]]);
          const back = new URL((await fetch(start.json().authorization_url, { redirect: "manual" })).headers.get("location")!);
          const query = `?code=${encodeURIComponent(back.searchParams.get("code")!)}&state=${encodeURIComponent(back.searchParams.get("state")!)}`;
          const res = await call("GET", bothForms(`/api/auth/${name}/callback/${query}`)[authorizeUrl.endsWith("/") ? 0 : 1]);
          expect(res.statusCode, res.body).toBe(200);
          const { user: who, ...rest } = res.json();
          expectUser(who);
          if (name === "google") expectTokenPair(rest);
          else {
            expect(keysOf(rest)).toEqual(["tokens"]);
            expectTokenPair(rest.tokens);
          }
        }
      }
    });

    it("social sign-in that is not configured answers 503 {detail}", async () => {
      const bare = await startTestApp(kind);
      try {
        for (const name of ["google", "linkedin"]) {
          for (const url of bothForms(`/api/auth/${name}/authorize/`)) expectDetail(await bare.app.inject({ method: "GET", url }), 503);
        }
      } finally {
        await bare.close();
      }
    });
  });

  describe("Projects", () => {
    it("list, create (created_by the caller), rename; each answers Project", async () => {
      for (const [i, url] of bothForms("/api/projects/").entries()) {
        const project = await created(url, user.access, { title: `Survey ${i}`, created_by: user.id });
        expectProject(project);
        expect(project).toMatchObject({ title: `Survey ${i}`, created_by: user.id });
        const list = await call("GET", url, user.access);
        expect(list.statusCode).toBe(200);
        (list.json() as unknown[]).forEach((p) => expectProject(p));
        for (const [j, one] of bothForms(`/api/projects/${project.id}/`).entries()) {
          const renamed = await call("PATCH", one, user.access, { title: `Renamed ${j}` });
          expect(renamed.statusCode).toBe(200);
          expectProject(renamed.json());
          expect(renamed.json()).toMatchObject({ id: project.id, title: `Renamed ${j}`, created_by: user.id });
        }
      }
      expectFieldErrors(await call("POST", "/api/projects/", user.access, { title: "Not mine", created_by: other.id }), ["created_by"]);
    });

    it("delete answers 204 and takes the documents; delete-all answers {deleted: n}", async () => {
      for (const url of ["/api/projects/{id}/", "/api/projects/{id}"]) {
        const doc = await plain(user.access);
        expectNoContent(await call("DELETE", url.replace("{id}", doc.project_id), user.access));
        expect([(await call("GET", `/api/documents/${doc.id}/`, user.access)).statusCode]).toEqual([404]);
      }
      for (const url of bothForms("/api/projects/delete-all/")) {
        const owner = await signUp(t.app);
        await plain(owner.access);
        await created("/api/projects/", owner.access, { title: "Empty" });
        const res = await call("DELETE", url, owner.access);
        expect([res.statusCode, res.json()]).toEqual([200, { deleted: 2 }]);
        expect((await call("GET", "/api/documents/", owner.access)).json()).toEqual([]);
      }
    });

    it("someone else's project is 404 {detail: 'Not found.'} for every call", async () => {
      const theirs = await created("/api/projects/", other.access, { title: "Theirs" });
      for (const url of bothForms(`/api/projects/${theirs.id}/`)) {
        for (const [method, body] of [["PATCH", { title: "Mine now" }], ["DELETE", undefined]] as const) {
          const res = await call(method, url, user.access, body);
          expect([method, res.statusCode, res.json()]).toEqual([method, 404, NOT_FOUND]);
        }
      }
    });
  });

  describe("Documents", () => {
    it("POST answers {process_id, id, project_id, status}; a plain document is ready at once", async () => {
      const project = await created("/api/projects/", user.access, { title: "Docs" });
      for (const url of bothForms("/api/documents/")) {
        const res = await created(url, user.access, { title: "Scope", document: "<p>Scope</p>", project_id: project.id });
        expect(keysOf(res)).toEqual(["id", "process_id", "project_id", "status"]);
        expect(res).toEqual({ process_id: res.id, id: expect.any(String), project_id: project.id, status: "ready" });
      }
    });

    it("list, read, save, by-project and share answer their shapes; version grows; a stale version is 409 {detail}", async () => {
      const { id, project_id } = await plain(user.access, { title: "Walkthrough" });
      for (const url of bothForms("/api/documents/")) {
        const list = await call("GET", url, user.access);
        expect(list.statusCode).toBe(200);
        (list.json() as unknown[]).forEach((d) => expectDocument(d, false));
      }
      for (const url of bothForms(`/api/documents/by-project/${project_id}/`)) {
        const list = await call("GET", url, user.access);
        expect(list.json().map((d: { id: string }) => d.id)).toEqual([id]);
        expectDocument(list.json()[0], false);
      }
      let version = 1;
      for (const url of bothForms(`/api/documents/${id}/`)) {
        const read = await call("GET", url, user.access);
        expect(read.statusCode).toBe(200);
        expectDocument(read.json());
        for (const body of [{ title: `Saved ${version}`, version }, { document: `<p>v${version + 1}</p>`, version: version + 1 }]) {
          const saved = await call("PATCH", url, user.access, body);
          expect(saved.statusCode, saved.body).toBe(200);
          expectDocument(saved.json());
          expect(saved.json().version).toBe(body.version + 1);
        }
        version += 2;
        expectDetail(await call("PATCH", url, user.access, { document: "<p>stale</p>", version: 1 }), 409);
      }
      const { uuid } = (await call("GET", `/api/documents/${id}/`, user.access)).json();
      for (const url of bothForms(`/api/documents/get-by-uuid/${uuid}/`)) {
        const shared = await call("GET", url);
        expect([shared.statusCode, shared.json()]).toEqual([200, { title: "Saved 3", document: "<p>v4</p>" }]);
        expect((await call("GET", url.replace(uuid, "0b6f0f5e-4a53-4c1e-9d6f-1f0a0b7e2c11"))).statusCode).toBe(404);
      }
    });

    it("delete answers 204; delete-all answers {deleted: n}", async () => {
      for (const url of ["/api/documents/{id}/", "/api/documents/{id}"]) {
        const { id } = await plain(user.access);
        expectNoContent(await call("DELETE", url.replace("{id}", id), user.access));
        expect([(await call("GET", `/api/documents/${id}/`, user.access)).json()]).toEqual([NOT_FOUND]);
      }
      for (const url of bothForms("/api/documents/delete-all/")) {
        const owner = await signUp(t.app);
        for (let i = 0; i < 2; i++) await plain(owner.access);
        const res = await call("DELETE", url, owner.access);
        expect([res.statusCode, res.json()]).toEqual([200, { deleted: 2 }]);
      }
    });

    it("someone else's document is 404 {detail: 'Not found.'}; no token is 401; over 5 MB is 413", async () => {
      const theirs = await plain(other.access);
      for (const url of bothForms(`/api/documents/${theirs.id}/`)) {
        for (const [method, body] of [["GET", undefined], ["PATCH", { title: "Mine" }], ["DELETE", undefined]] as const) {
          const res = await call(method, url, user.access, body);
          expect([method, res.statusCode, res.json()]).toEqual([method, 404, NOT_FOUND]);
        }
        expectDetail(await call("GET", url), 401);
      }
      const res = await call("POST", "/api/documents", user.access, { title: "Big", document: `<p>${"x".repeat(5 * 1024 * 1024)}</p>` });
      expectDetail(res, 413);
    });
  });

  describe("Proposal generation, technical estimation and the agent", () => {
    const request = "estimate the timeline and cost for a booking website with payments";
    const CREATE_URLS = ["/api/documents/", "/api/Proposal_Generation/proposals/create/", "/api/technical-estimation/build-proposal", "/api/build-proposal"].flatMap(bothForms);

    it("every create path takes a string or a {type, content} list, names a new project after the request, and reaches ready", async () => {
      const ids: string[] = [];
      for (const [i, url] of CREATE_URLS.entries()) {
        const conversation = i % 2 ? [{ type: "user", content: request }] : request;
        const res = await created(url, user.access, { conversation });
        expect(res).toEqual({ process_id: res.id, id: expect.any(String), project_id: expect.any(String), status: "generating" });
        const project = (await call("GET", `/api/projects/${res.project_id}/`, user.access)).json();
        expect(project.title.length).toBeGreaterThan(0);
        expect(request.toLowerCase()).toContain(project.title.toLowerCase().replace(/^a /, ""));
        ids.push(res.id);
      }
      for (const id of ids) {
        expectEstimateJob(await waitForJob(t.app, user.access, id));
        for (const url of bothForms(`/api/technical-estimation/proposal/${id}`)) {
          const job = await call("GET", url, user.access);
          expect(job.statusCode).toBe(200);
          expectEstimateJob(job.json());
          expect(job.json()).toMatchObject({ process_id: id, status: "ready", progress: 100, error: null });
          expectEstimate(job.json().estimate);
        }
      }
    });

    it("history, proposal and chat answer their shapes", async () => {
      const { id } = await created("/api/documents/", user.access, { conversation: request });
      await waitForJob(t.app, user.access, id);
      for (const url of bothForms("/api/Proposal_Generation/proposals/")) {
        const history = (await call("GET", url, user.access)).json() as Array<Record<string, unknown>>;
        for (const row of history) {
          expect(keysOf(row)).toEqual(HISTORY_KEYS);
          for (const key of ["session_id", "topic", "status"]) expect(row[key]).toBeTypeOf("string");
          expect(row.username).toBe(user.username);
          expectIsoUtc(row.created_at);
        }
        expect(history.map((row) => row.session_id)).toContain(id);
      }
      for (const url of bothForms(`/api/Proposal_Generation/proposals/${id}/`)) {
        const proposal = await call("GET", url, user.access);
        expectDocument(proposal.json());
        expect(proposal.json()).toMatchObject({ id, user_query: request, status: "ready" });
      }
      for (const url of bothForms(`/api/Proposal_Generation/proposals/${id}/chat/`)) {
        const chat = (await call("GET", url, user.access)).json() as Array<Record<string, unknown>>;
        expect(chat.map((m) => m.type)).toEqual(["user", "ai"]);
        for (const message of chat) {
          expect(keysOf(message)).toEqual(CHAT_KEYS);
          expect(message.content).toBeTypeOf("string");
          expectIsoUtc(message.created_at);
        }
      }
    });

    it("editor-agent answers {result}; with document_id both join the chat; an unknown instruction is 422 {detail}", async () => {
      const { id } = await plain(user.access);
      for (const url of bothForms("/api/editor-agent")) {
        const res = await call("POST", url, user.access, { user_query: "make it bold", content: "<p>Key point</p>", document_id: id });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().result).toBe("<p><strong>Key point</strong></p>");
        expectDetail(await call("POST", url, user.access, { user_query: "write a sonnet about it", content: "<p>Key point</p>" }), 422);
        expectDetail(await call("POST", url, undefined, { user_query: "make it bold", content: "<p>Key point</p>" }), 401);
      }
      const chat = (await call("GET", `/api/Proposal_Generation/proposals/${id}/chat/`, user.access)).json() as Array<{ type: string; content: string }>;
      expect(chat.map((m) => m.type)).toEqual(["user", "ai", "user", "ai"]);
      expect(chat.filter((m) => m.type === "user").map((m) => m.content)).toEqual(["make it bold", "make it bold"]);
    });
  });

  describe("Conventions", () => {
    it("a client that sends Content-Type: application/json on every call can still delete; an empty create is a clear 400", async () => {
      const owner = await signUp(t.app);
      const jsonCall = (method: Method, url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${owner.access}`, "content-type": "application/json" } });
      const { id, project_id } = await plain(owner.access);
      expectNoContent(await jsonCall("DELETE", `/api/documents/${id}/`));
      expectNoContent(await jsonCall("DELETE", `/api/projects/${project_id}/`));
      for (const url of ["/api/documents/delete-all/", "/api/projects/delete-all/"]) expect((await jsonCall("DELETE", url)).json()).toEqual({ deleted: 0 });
      expectDetail(await jsonCall("POST", "/api/documents/"), 400);
      expectNoContent(await jsonCall("DELETE", "/api/auth/account/"));
    });
  });

  it("every call that needs a sign-in answers 401 {detail} without one, in both path forms", async () => {
    for (const [method, contractUrl] of CONTRACT_CALLS.filter(([, url]) => !isPublicCall(url))) {
      for (const url of bothForms(contractUrl.replace(/\{\w+\}/g, "some-id"))) {
        const res = await call(method, url, undefined, method === "GET" || method === "DELETE" ? undefined : {});
        expect([method, url, res.statusCode, keysOf(res.json())]).toEqual([method, url, 401, ["detail"]]);
      }
    }
  });

  describe("Operations", () => {
    it("health answers {status: ok, database: ok}; /api/docs serves the OpenAPI description", async () => {
      for (const url of bothForms("/api/health")) expect((await call("GET", url)).json()).toEqual({ status: "ok", database: "ok" });
      for (const url of bothForms("/api/docs")) {
        let res = await call("GET", url);
        for (let hops = 0; hops < 3 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
          res = await call("GET", new URL(res.headers.location as string, `http://app.test${url}`).pathname);
        }
        expect([url, res.statusCode, res.headers["content-type"]]).toEqual([url, 200, expect.stringContaining("text/html")]);
      }
    });

    it("the OpenAPI description lists every call of the contract at the path the contract writes", async () => {
      const paths = (await call("GET", "/api/docs/json")).json().paths as Record<string, Record<string, unknown>>;
      const missing = CONTRACT_CALLS.filter(([method, url]) => !paths[url]?.[method.toLowerCase()]);
      expect(missing).toEqual([]);
    });
  });
});

/** The reset link of the one message written to DATA_DIR/outbox (no SMTP configured). */
async function outboxLink(dataDir: string): Promise<URL> {
  const outbox = path.join(dataDir, "outbox");
  for (let i = 0; i < 200; i++) {
    const files = (() => { try { return readdirSync(outbox); } catch { return []; } })();
    if (files.length > 0) return resetLinkIn(readFileSync(path.join(outbox, files[0]!), "utf8"));
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("no reset mail in the outbox");
}
