import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { holdOf, JobsRepo } from "../src/modules/generation/jobs.repo.js";
import { freshInstances } from "./app-instances.js";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { type ChatRequest, startOpenAiStub } from "./openai-stub.js";
import { signUp } from "./test-app.js";

// Long enough that a renewal delayed by a loaded machine (2 cores running two test files and PostgreSQL) still lands in time.
const LEASE_MS = 1000;
/** Each model call takes three leases: without renewal, another worker would take the job over mid-call. */
const SLOW_CALL_MS = 3 * LEASE_MS;

const isBriefCall = (body: ChatRequest) => body.messages[0]?.content.includes("JSON brief") ?? false;
const BRIEF = {
  domain: "software",
  title: "Clinic booking platform",
  summary: "Patients book and pay online.",
  features: ["booking", "payments"],
  currency: "EUR",
};
const PROSE = {
  executive_summary: "MODEL-WRITTEN summary.",
  understanding: "MODEL-WRITTEN understanding.",
  approach: "MODEL-WRITTEN approach.",
};
const modelAnswer = (body: ChatRequest) => ({
  content: JSON.stringify(isBriefCall(body) ? BRIEF : PROSE),
  delayMs: SLOW_CALL_MS,
});

describe.each(databaseKinds())("generation leases with a slow model on $name", (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function setup(fallback: (body: ChatRequest) => { content: string; delayMs: number } = modelAnswer) {
    const stub = await startOpenAiStub(fallback);
    cleanups.push(() => stub.stop());
    const group = await freshInstances(kind, cleanups);
    const env = {
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: stub.baseUrl,
      AI_MODEL: "stub-model",
      AI_TIMEOUT_MS: "20000",
      AI_MAX_RETRIES: "0",
    };
    const start = (worker: boolean, concurrency?: number) =>
      group.start({ worker, env, generation: { leaseMs: LEASE_MS, concurrency } });
    return { stub, start };
  }

  const row = (app: FastifyInstance, id: string) =>
    app.context.db
      .selectFrom("generation_jobs")
      .select(["status", "attempts", "locked_by"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const doc = (app: FastifyInstance, id: string) =>
    app.context.db
      .selectFrom("documents")
      .select(["status", "version", "document"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const aiMessages = (app: FastifyInstance, id: string) =>
    app.context.db
      .selectFrom("chat_messages")
      .select(["content"])
      .where("document_id", "=", id)
      .where("type", "=", "ai")
      .execute();

  it("two workers on one database: the running job's lease is renewed, so it runs once", async () => {
    const { stub, start } = await setup();
    const front = await start(false);
    const user = await signUp(front);
    const id = await generate(front, user.access, "We need an online booking system for our clinics");
    const created = await doc(front, id);
    await start(true, 1);
    await start(true, 1);

    expect((await waitForJob(front, user.access, id)).status).toBe("ready");
    await expect.poll(() => row(front, id), { timeout: 5000 }).toMatchObject({ status: "done", attempts: 1 });
    // One call per step (brief, prose), one chat message, one write of the document.
    expect(stub.requests.map((r) => (isBriefCall(r) ? "brief" : "prose"))).toEqual(["brief", "prose"]);
    expect(await aiMessages(front, id)).toHaveLength(1);
    const done = await doc(front, id);
    expect(done.version).toBe(created.version + 1);
    expect(done.document).toContain("MODEL-WRITTEN summary.");
  });

  it("a worker whose job was taken over stops at once and writes nothing", async () => {
    const { stub, start } = await setup(() => ({ content: JSON.stringify(BRIEF), delayMs: 15_000 }));
    const app = await start(false);
    const user = await signUp(app);
    const id = await generate(app, user.access, "clinic booking platform");
    const created = await doc(app, id);
    const job = await app.context.generation.claim("worker-a");
    expect(job?.id).toBe(id);
    const running = app.context.generation.process(job!);
    await expect.poll(() => stub.requests.length, { timeout: 5000 }).toBe(1);
    // Another worker takes the job over while the model call is under way.
    await app.context.db
      .updateTable("generation_jobs")
      .set({ locked_by: "worker-b", locked_until: new Date(Date.now() + 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    await running;

    // The renewal noticed, cancelled the call (no 15 s wait) and the job went no further.
    expect(stub.requests).toHaveLength(1);
    expect(await row(app, id)).toMatchObject({ status: "running", locked_by: "worker-b" });
    expect(await aiMessages(app, id)).toEqual([]);
    expect(await doc(app, id)).toEqual(created);
  });

  it("closing a job is conditional on holding it: the outcome is saved only by its holder, in the same transaction", async () => {
    const { start } = await setup();
    const app = await start(false);
    const user = await signUp(app);
    const id = await generate(app, user.access, "clinic booking platform");
    const first = holdOf((await app.context.generation.claim("worker-a"))!);
    await app.context.db
      .updateTable("generation_jobs")
      .set({ locked_by: "worker-b", lease_token: "token-b" })
      .where("id", "=", id)
      .execute();
    const jobs = new JobsRepo(app.context.db, kind.name === "postgres");
    let saved = 0;
    const save = async () => {
      saved += 1;
    };
    expect(await jobs.finish(first, { status: "done", error: null }, new Date().toISOString(), save)).toBe(false);
    // The holder's name alone is not enough: the claim's token must match too.
    expect(
      await jobs.finish(
        { jobId: id, holder: "worker-b", token: first.token },
        { status: "done", error: null },
        new Date().toISOString(),
        save,
      ),
    ).toBe(false);
    expect(saved).toBe(0);
    expect(
      await jobs.finish(
        { jobId: id, holder: "worker-b", token: "token-b" },
        { status: "done", error: null },
        new Date().toISOString(),
        save,
      ),
    ).toBe(true);
    expect(saved).toBe(1);
    // A failing save rolls the job's closing back.
    await app.context.db
      .updateTable("generation_jobs")
      .set({ status: "running", locked_by: "worker-c", lease_token: "token-c" })
      .where("id", "=", id)
      .execute();
    await expect(
      jobs.finish(
        { jobId: id, holder: "worker-c", token: "token-c" },
        { status: "done", error: null },
        new Date().toISOString(),
        () => Promise.reject(new Error("disk full")),
      ),
    ).rejects.toThrow("disk full");
    expect(await row(app, id)).toMatchObject({ status: "running", locked_by: "worker-c" });
  });

  it("a lapsed lease is taken over from a process that is gone, never from a live one that was slow to renew", async () => {
    const { start } = await setup();
    const app = await start(false);
    const user = await signUp(app);
    const [live, anonymous] = [
      await generate(app, user.access, "clinic booking platform"),
      await generate(app, user.access, "a chat app with video calls"),
    ];
    const beat = new Date().toISOString();
    await app.context.db
      .insertInto("generation_workers")
      .values({ id: "process-a", machine: null, pid: 1, started_at: beat, heartbeat_at: beat })
      .execute();
    expect((await app.context.generation.claim("process-a-1", "process-a"))?.id).toBe(live);
    // A slot with no process recorded holds the other job.
    expect((await app.context.generation.claim("loose-slot"))?.id).toBe(anonymous);
    // Both leases lapse: the renewals were late (a starved CPU).
    await app.context.db
      .updateTable("generation_jobs")
      .set({ locked_until: new Date(Date.now() - 1_000).toISOString() })
      .execute();
    // The job of the slot with no process is taken over; the live process keeps its own.
    expect((await app.context.generation.claim("process-b-1", "process-b"))?.id).toBe(anonymous);
    expect(await app.context.generation.claim("process-b-2", "process-b")).toBeUndefined();
    expect(await row(app, live)).toMatchObject({ status: "running", locked_by: "process-a-1" });
    // Once process A's heartbeat is stale, its job is taken over too.
    await app.context.db
      .updateTable("generation_workers")
      .set({ heartbeat_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", "process-a")
      .execute();
    expect((await app.context.generation.claim("process-b-2", "process-b"))?.id).toBe(live);
  });

  it("one process runs two jobs side by side, so a slow model does not stall the queue", async () => {
    const { stub, start } = await setup();
    const front = await start(false);
    const user = await signUp(front);
    const ids = [
      await generate(front, user.access, "a booking app with payments"),
      await generate(front, user.access, "a chat app with video calls"),
    ];
    await start(true, 2);
    for (const id of ids) expect((await waitForJob(front, user.access, id)).status).toBe("ready");
    expect(stub.load.maxInFlight).toBe(2);
    expect(stub.requests).toHaveLength(4);
  });
});
