import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { freshInstances } from "./app-instances.js";
import { startCpuLoad } from "./cpu-load.js";
import { databaseKinds } from "./databases.js";
import { generate } from "./generation-helpers.js";
import { type ChatRequest, startOpenAiStub } from "./openai-stub.js";
import { signUp } from "./test-app.js";

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
const isBriefCall = (body: ChatRequest) => body.messages[0]?.content.includes("JSON brief") ?? false;

describe.each(databaseKinds())("fencing a generation job that was taken over, on $name", (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  const row = (app: FastifyInstance, id: string) =>
    app.context.db
      .selectFrom("generation_jobs")
      .select(["status", "stage", "locked_by", "lease_token"])
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

  it("a worker whose lease lapsed and was claimed by another, while it was inside a model call, neither calls the model again nor writes the job", async () => {
    // The first answer is not a valid brief, which makes the writer ask again: the second call is the one the fence must stop.
    const stub = await startOpenAiStub((body) => ({ content: JSON.stringify(isBriefCall(body) ? BRIEF : PROSE) }));
    stub.script.push({ content: "not a brief", delayMs: 6_000 });
    cleanups.push(() => stub.stop());
    const group = await freshInstances(kind, cleanups);
    const env = {
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: stub.baseUrl,
      AI_MODEL: "stub-model",
      AI_TIMEOUT_MS: "20000",
      AI_MAX_RETRIES: "0",
    };
    // A long lease: its renewal timer does not come round during the test, as on a CPU too starved to run it.
    const app = await group.start({ worker: false, env, generation: { leaseMs: 60_000 } });
    const user = await signUp(app);
    const id = await generate(app, user.access, "clinic booking platform");
    const created = await doc(app, id);

    const job = await app.context.generation.claim("worker-a");
    expect(job?.id).toBe(id);
    const running = app.context.generation.process(job!);
    await expect.poll(() => stub.requests.length, { timeout: 30_000 }).toBe(1);
    // The CPU is starved while worker A waits for the model (bounded, whatever happens to the test).
    const load = startCpuLoad(2, 10_000);
    cleanups.push(() => load.stop());

    // While worker A waits for the model, its lease lapses and worker B claims the job.
    await app.context.db
      .updateTable("generation_jobs")
      .set({ locked_until: new Date(Date.now() - 1_000).toISOString() })
      .where("id", "=", id)
      .execute();
    const takenOver = await app.context.generation.claim("worker-b");
    expect(takenOver?.id).toBe(id);
    const heldByB = await row(app, id);
    await running;
    await load.stop();

    // The model was called once for the job (worker B has not started on it), and A wrote nothing.
    expect(stub.requests).toHaveLength(1);
    expect(await row(app, id)).toEqual(heldByB);
    expect(heldByB).toMatchObject({ status: "running", locked_by: "worker-b" });
    expect(heldByB.lease_token).not.toBe(job!.lease_token);
    expect(await aiMessages(app, id)).toEqual([]);
    expect(await doc(app, id)).toEqual(created);
  });
});
