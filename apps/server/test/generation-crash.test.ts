import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../src/db/types.js";
import { JOBLESS_ERROR } from "../src/modules/generation/job-recovery.js";
import { databaseKinds } from "./databases.js";
import { type ChatRequest, startOpenAiStub } from "./openai-stub.js";
import { generateOver as generate, signUpOver as signUp } from "./process-requests.js";
import { serverProcessGroup } from "./process-group.js";
import type { Started } from "./server-processes.js";

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
/**
 * The target the issue sets: every document leaves "generating" this soon after the restart. It is a speed
 * target, so the test prints the time against it instead of failing on a loaded machine; what the test
 * asserts is that every document does leave "generating" (`untilSettled` gives up after a minute).
 */
const RECOVERY_TARGET_MS = 15_000;
const reportRecovery = (name: string, ms: number) =>
  console.log(`${name}: documents settled ${ms} ms after the restart (target ${RECOVERY_TARGET_MS} ms)`);

describe.each(databaseKinds())("generation after kill -9 of a real server process on $name", (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  /** A model server whose answers take `model.delayMs`, and a way to start server processes on one database and data folder. */
  async function setup() {
    const model = { delayMs: 60_000 };
    const stub = await startOpenAiStub((body) => ({
      content: JSON.stringify(isBriefCall(body) ? BRIEF : PROSE),
      delayMs: model.delayMs,
    }));
    cleanups.push(() => stub.stop());
    const { db, start } = await serverProcessGroup(kind, stub.baseUrl, cleanups);
    return { model, stub, db, start };
  }

  const jobs = (db: Db) =>
    db.selectFrom("generation_jobs").select(["id", "status", "attempts", "worker_id"]).orderBy("created_at").execute();
  const statuses = async (db: Db, ids: string[]) =>
    (await db.selectFrom("documents").select(["id", "status", "error"]).where("id", "in", ids).execute()).sort(
      (a, b) => ids.indexOf(a.id) - ids.indexOf(b.id),
    );

  /** Waits until no document is generating; answers how long that took. */
  async function untilSettled(db: Db, ids: string[]): Promise<number> {
    const from = Date.now();
    while ((await statuses(db, ids)).some((d) => d.status === "generating")) {
      if (Date.now() - from > 60_000) throw new Error(`still generating: ${JSON.stringify(await statuses(db, ids))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return Date.now() - from;
  }

  it(
    "every document leaves generating after the restart, including one an older version left without a job",
    { timeout: 180_000 },
    async () => {
      const { model, stub, db, start } = await setup();
      const first = await start();
      const user = await signUp(first.base);
      const ids: string[] = [];
      for (const request of [
        "a booking app with payments",
        "a chat app with video calls",
        // Requests the reader prices without asking: a bare "shop" could be a building, and is asked about.
        "an online shop with a loyalty scheme",
      ])
        ids.push(await generate(first.base, user.token, request));
      // Two jobs are in the middle of a (slow) model call, the third is queued behind them.
      await expect.poll(() => stub.load.inFlight, { timeout: 60_000 }).toBe(2);
      expect((await jobs(db)).map((j) => j.status).sort()).toEqual(["queued", "running", "running"]);

      first.server.child.kill("SIGKILL");
      expect((await first.server.exit).signal).toBe("SIGKILL");
      // A document an older version wrote without its job (the writes were separate then).
      const jobless = randomUUID();
      const project = await db
        .selectFrom("projects")
        .select("id")
        .where("owner_id", "=", user.id)
        .executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      await db
        .insertInto("documents")
        .values({
          id: jobless,
          uuid: randomUUID(),
          owner_id: user.id,
          project_id: project.id,
          title: "Left behind",
          user_query: "a website with a blog and a contact form for our bakery",
          document: "",
          status: "generating",
          error: null,
          version: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();

      model.delayMs = 200;
      const restartedAt = Date.now();
      const second = await start();
      await untilSettled(db, [...ids, jobless]);
      reportRecovery(kind.name, Date.now() - restartedAt);

      expect(await statuses(db, ids)).toEqual(ids.map((id) => ({ id, status: "ready", error: null })));
      // The interrupted jobs ran again (a second attempt); the queued one ran once.
      expect((await jobs(db)).filter((j) => ids.includes(j.id)).map((j) => [j.status, j.attempts])).toEqual([
        ["done", 2],
        ["done", 2],
        ["done", 1],
      ]);
      expect(await statuses(db, [jobless])).toEqual([{ id: jobless, status: "failed", error: JOBLESS_ERROR }]);
      const retry = await fetch(`${second.base}/api/documents/${jobless}/retry/`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(retry.status).toBe(200);
      await untilSettled(db, [jobless]);
      expect(await statuses(db, [jobless])).toEqual([{ id: jobless, status: "ready", error: null }]);
    },
  );

  it.runIf(kind.name === "postgres")(
    "a restarted server takes back its own jobs at once and leaves a live server's alone",
    { timeout: 180_000 },
    async () => {
      const { model, stub, db, start } = await setup();
      model.delayMs = 6_000;
      const live = await start();
      const killed = await start();
      const user = await signUp(live.base);
      const ids: string[] = [];
      for (const request of [
        "a booking app for 3 clinics",
        "a chat app with video calls",
        "an online shop for our shoes",
        "a website for our bakery with a blog, a newsletter signup and a contact form",
      ])
        ids.push(await generate(live.base, user.token, request));
      // Each process holds two of the four jobs.
      // Two server processes reach their model calls in seconds on a quiet machine; a loaded CI runner takes longer.
      await expect.poll(() => stub.load.inFlight, { timeout: 60_000 }).toBe(4);
      const held = await jobs(db);
      const of = (server: Started) =>
        held.filter((j) => j.worker_id?.includes(`-${server.child.pid}-`)).map((j) => j.id);
      expect(of(live.server)).toHaveLength(2);
      expect(of(killed.server)).toHaveLength(2);

      killed.server.child.kill("SIGKILL");
      await killed.server.exit;
      model.delayMs = 200;
      const restartedAt = Date.now();
      await start();
      await untilSettled(db, ids);
      reportRecovery(kind.name, Date.now() - restartedAt);
      expect(await statuses(db, ids)).toEqual(ids.map((id) => ({ id, status: "ready", error: null })));
      const after = await jobs(db);
      const attempts = (list: string[]) => after.filter((j) => list.includes(j.id)).map((j) => j.attempts);
      // The live server's jobs were never taken from it; the dead one's ran again.
      expect(attempts(of(live.server))).toEqual([1, 1]);
      expect(attempts(of(killed.server))).toEqual([2, 2]);
    },
  );
});
