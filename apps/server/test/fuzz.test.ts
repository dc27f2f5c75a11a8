import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, describe, expect, it } from "vitest";
import { instances } from "./app-instances.js";
import { databaseKinds, tempDir } from "./databases.js";
import { type FuzzRequest, type Operation, requestFor } from "./fuzz-requests.js";
import { bearer, signUp, type SignedUpUser } from "./test-app.js";

/**
 * Fuzz: thousands of generated hostile requests over every operation of the OpenAPI description,
 * as anonymous, signed-in and other users; any 5xx (or no answer) fails. FUZZ_RUNS and FUZZ_SEED
 * change the count per database and the seed (a failure prints the requests to replay).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 17_2026);
const ANSWER_WITHIN_MS = 10_000;

const figures = { requests: 0, byDatabase: {} as Record<string, number>, byStatus: {} as Record<string, number> };

afterAll(() => {
  const statuses = Object.entries(figures.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  const databases = Object.entries(figures.byDatabase)
    .map(([name, n]) => `${name} ${n}`)
    .join(", ");
  console.log(`fuzz: ${figures.requests} requests (${databases}; seed ${SEED}); statuses ${statuses}`);
});

async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const spec = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
      >
    >;
  };
  const operations: Operation[] = [{ method: "GET", path: "/api/health", jsonFields: null }];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const json = operation.requestBody?.content?.["application/json"]?.schema?.properties;
      operations.push({ method: method.toUpperCase(), path, jsonFields: json ? Object.keys(json) : null });
    }
  }
  return operations;
}

/** A signed-in user with a project and a document, remade whenever a fuzzed request deleted them. */
class Fixture {
  user!: SignedUpUser;
  other!: SignedUpUser;
  project = "";
  doc = { id: "", uuid: "" };
  otherDoc = "";

  constructor(private readonly app: FastifyInstance) {}

  async ensure(): Promise<void> {
    const alive = async (u: SignedUpUser | undefined) =>
      u !== undefined &&
      (await this.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) })).statusCode === 200;
    if (!(await alive(this.user))) this.user = await signUp(this.app);
    if (!(await alive(this.other))) {
      this.other = await signUp(this.app);
      this.otherDoc = "";
    }
    const get = (url: string, u: SignedUpUser) => this.app.inject({ method: "GET", url, headers: bearer(u.access) });
    if (!this.project || (await get(`/api/projects/${this.project}/`, this.user)).statusCode !== 200) {
      this.project = (
        await this.app.inject({
          method: "POST",
          url: "/api/projects/",
          headers: bearer(this.user.access),
          payload: { title: "Fuzz project" },
        })
      ).json().id;
    }
    const doc = this.doc.id ? await get(`/api/documents/${this.doc.id}/`, this.user) : undefined;
    if (doc?.statusCode === 200) this.doc = { id: doc.json().id, uuid: doc.json().uuid };
    else this.doc = await this.createDocument(this.user, this.project);
    if (!this.otherDoc || (await get(`/api/documents/${this.otherDoc}/`, this.other)).statusCode !== 200)
      this.otherDoc = (await this.createDocument(this.other)).id;
  }

  private async createDocument(u: SignedUpUser, project?: string): Promise<{ id: string; uuid: string }> {
    const payload = {
      title: "Fuzz document",
      document: "<h1>Plan</h1><p>Design costs $12,000. Then we build it in 3 months.</p>",
      ...(project ? { project_id: project } : {}),
    };
    const id = (
      await this.app.inject({ method: "POST", url: "/api/documents/", headers: bearer(u.access), payload })
    ).json().id as string;
    const read = (
      await this.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(u.access) })
    ).json();
    return { id, uuid: read.uuid };
  }

  /** The request with its placeholders filled in from the live resources. */
  fill(text: string): string {
    return text
      .replace(/\$VALID_(projectId)\b/g, this.project)
      .replace(/\$VALID_(uuid)\b/g, this.doc.uuid)
      .replace(/\$VALID_\w+/g, (m) => (/\/projects\//.test(text) && m === "$VALID_id" ? this.project : this.doc.id))
      .replace(/\$OTHER_DOC/g, this.otherDoc)
      .replace(/\$DOC/g, this.doc.id)
      .replace(/\$PROJECT/g, this.project)
      .replace(/\$UUID/g, randomUUID());
  }

  headers(request: FuzzRequest): Record<string, string> {
    const tokens = {
      anonymous: undefined,
      user: `Bearer ${this.user.access}`,
      "other-user": `Bearer ${this.other.access}`,
      garbage: "Bearer not.a.token",
    };
    const headers: Record<string, string> = {};
    const authorization = tokens[request.auth];
    if (authorization) headers.authorization = authorization;
    if (request.contentType !== undefined) headers["content-type"] = request.contentType;
    return headers;
  }
}

function withDeadline<T>(promise: Promise<T>): Promise<T | "no answer"> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"no answer">((resolve) => {
    timer = setTimeout(() => resolve("no answer"), ANSWER_WITHIN_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

describe.each(databaseKinds())("fuzzing every operation of the OpenAPI description on $name", (kind) => {
  it(`answers ${RUNS} generated hostile requests without a 5xx`, async () => {
    const database = await kind.create();
    const data = tempDir();
    const servers = instances(database, data.dir);
    // Google and LinkedIn sign-in are configured against a real OpenID provider on loopback, so their routes are fuzzed too.
    const provider = new OAuth2Server();
    await provider.issuer.keys.generate("RS256");
    await provider.start(0, "127.0.0.1");
    const issuer = provider.issuer.url ?? "";
    const oauth = {
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "gs",
      GOOGLE_ISSUER: issuer,
      LINKEDIN_CLIENT_ID: "l",
      LINKEDIN_CLIENT_SECRET: "ls",
      LINKEDIN_ISSUER: issuer,
    };
    // No generation worker: generated proposals stay queued instead of running the engine thousands of times.
    const app = await servers.start({ worker: false, env: { PUBLIC_URL: "http://app.test", ...oauth } });
    const failures: string[] = [];
    try {
      const fixture = new Fixture(app);
      const requests = fc.sample(requestFor(await operationsOf(app)), { numRuns: RUNS, seed: SEED });
      let destructive = true;
      for (const [index, request] of requests.entries()) {
        // Deleting the account, a project or everything takes the fixture with it: remake it before going on.
        if (destructive || index % 50 === 0) await fixture.ensure();
        const url = fixture.fill(request.url);
        const payload =
          typeof request.payload === "string" && request.payload.length < 100_000
            ? fixture.fill(request.payload)
            : request.payload;
        const res = await withDeadline(
          app.inject({
            method: request.method as "GET",
            url,
            headers: fixture.headers(request),
            ...(payload === undefined ? {} : { payload }),
          }),
        );
        const status = res === "no answer" ? "no answer" : String(res.statusCode);
        destructive = request.method === "DELETE" && status.startsWith("2");
        figures.requests += 1;
        figures.byDatabase[kind.name] = (figures.byDatabase[kind.name] ?? 0) + 1;
        figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
        if (res === "no answer" || res.statusCode >= 500) {
          const body =
            payload === undefined ? "" : ` ${request.contentType ?? "(no type)"} ${String(payload).slice(0, 160)}`;
          failures.push(
            `#${index} ${request.method} ${url.slice(0, 160)} as ${request.auth} → ${status}${res === "no answer" ? "" : ` ${res.body.slice(0, 120)}`}${body}`,
          );
        }
      }
    } finally {
      await servers.closeAll();
      await provider.stop();
      await database.drop();
      data.remove();
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
