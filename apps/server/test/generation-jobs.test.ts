import { afterEach, describe, expect, it } from "vitest";
import { freshInstances } from "./app-instances.js";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { TestClock, signUp } from "./test-app.js";

describe.each(databaseKinds())("generation jobs across restarts on $name", (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  const setup = () => freshInstances(kind, cleanups);

  it("a job left running by a process that died is taken over after its lease and finishes", async () => {
    const group = await setup();
    const first = await group.start({ worker: false });
    const user = await signUp(first);
    const id = await generate(
      first,
      user.access,
      "estimate the timeline and cost for a mobile app with payments and chat",
    );
    // The first process claimed it and then died mid-job.
    await first.context.db
      .updateTable("generation_jobs")
      .set({
        status: "running",
        stage: "estimating",
        locked_by: "dead-worker",
        locked_until: new Date(Date.now() + 60_000).toISOString(),
        attempts: 1,
      })
      .where("id", "=", id)
      .execute();
    await first.close();

    const clock = new TestClock();
    const second = await group.start({ worker: true, clock });
    // Within the lease nobody else touches it...
    await new Promise((r) => setTimeout(r, 700));
    const stillRunning = await second.context.db
      .selectFrom("generation_jobs")
      .select(["status", "locked_by"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stillRunning).toEqual({ status: "running", locked_by: "dead-worker" });
    // ...after it, the new process resumes the job.
    clock.advance(61_000);
    const job = await waitForJob(second, user.access, id);
    expect(job.status).toBe("ready");
    // The document turns ready just before the job row is closed (a crash in between re-runs the job), so wait for the row.
    const row = async () =>
      second.context.db
        .selectFrom("generation_jobs")
        .select(["status", "attempts"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    await expect.poll(row, { timeout: 5000 }).toEqual({ status: "done", attempts: 2 });
  });

  it("a job whose process stopped beating its heartbeat is freed at once; one whose process beats on is left alone", async () => {
    const group = await setup();
    const front = await group.start({ worker: false });
    const user = await signUp(front);
    const db = front.context.db;
    const ids = [
      await generate(front, user.access, "a booking app with payments"),
      await generate(front, user.access, "a chat app with video calls"),
    ];
    // Two processes on another machine (their pids cannot be checked from here) hold one job each, with leases far from over.
    const now = Date.now();
    const lease = new Date(now + 60_000).toISOString();
    await db
      .insertInto("generation_workers")
      .values([
        {
          id: "gone",
          machine: "another-machine",
          pid: 1,
          started_at: new Date(now - 60_000).toISOString(),
          heartbeat_at: new Date(now - 11_000).toISOString(),
        },
        {
          id: "alive",
          machine: "another-machine",
          pid: 1,
          started_at: new Date(now - 60_000).toISOString(),
          heartbeat_at: new Date(now + 600_000).toISOString(),
        },
      ])
      .execute();
    await db
      .updateTable("generation_jobs")
      .set({ status: "running", locked_by: "gone-1", worker_id: "gone", locked_until: lease, attempts: 1 })
      .where("id", "=", ids[0]!)
      .execute();
    await db
      .updateTable("generation_jobs")
      .set({ status: "running", locked_by: "alive-1", worker_id: "alive", locked_until: lease, attempts: 1 })
      .where("id", "=", ids[1]!)
      .execute();

    const worker = await group.start({ worker: true });
    expect((await waitForJob(worker, user.access, ids[0]!)).status).toBe("ready");
    const rows = await db
      .selectFrom("generation_jobs")
      .select(["id", "status", "locked_by"])
      .where("id", "in", ids)
      .execute();
    expect(rows.find((r) => r.id === ids[1])).toEqual({ id: ids[1], status: "running", locked_by: "alive-1" });
    expect((await db.selectFrom("generation_workers").select("id").execute()).map((w) => w.id)).not.toContain("gone");
  });

  it("a job interrupted too many times ends failed with a clear error, and can be retried", async () => {
    const group = await setup();
    const first = await group.start({ worker: false });
    const user = await signUp(first);
    const id = await generate(first, user.access, "a website with a blog and a contact form");
    await first.context.db
      .updateTable("generation_jobs")
      .set({ status: "running", locked_by: "dead-worker", locked_until: new Date(0).toISOString(), attempts: 3 })
      .where("id", "=", id)
      .execute();
    await first.close();

    const second = await group.start({ worker: true });
    const job = await waitForJob(second, user.access, id);
    expect(job).toMatchObject({
      status: "failed",
      error: "Generation was interrupted several times. Please try again.",
    });
    const doc = (
      await second.inject({
        method: "GET",
        url: `/api/documents/${id}/`,
        headers: { authorization: `Bearer ${user.access}` },
      })
    ).json();
    expect(doc).toMatchObject({
      status: "failed",
      error: "Generation was interrupted several times. Please try again.",
    });
    const retry = await second.inject({
      method: "POST",
      url: `/api/documents/${id}/retry/`,
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(retry.statusCode).toBe(200);
    expect((await waitForJob(second, user.access, id)).status).toBe("ready");
  });

  it.runIf(kind.name === "postgres")(
    "two servers on one database share the queue, each job done exactly once",
    async () => {
      const group = await setup();
      const front = await group.start({ worker: false });
      const user = await signUp(front);
      // Only the other process has a worker: jobs created here are done there.
      await group.start({ worker: true });
      const firstBatch = await Promise.all(
        ["a booking app with payments for our clinics", "a 2,000 m² warehouse", "a TikTok campaign with $10k"].map(
          (r) => generate(front, user.access, r),
        ),
      );
      for (const id of firstBatch) expect((await waitForJob(front, user.access, id)).status).toBe("ready");

      // Now both run workers and race for a larger batch.
      const other = await group.start({ worker: true });
      const requests = Array.from({ length: 10 }, (_, i) => `a mobile app with chat and ${i + 2} languages`);
      const ids = await Promise.all(requests.map((r) => generate(other, user.access, r)));
      for (const id of ids) expect((await waitForJob(front, user.access, id)).status).toBe("ready");
      const rows = async () =>
        front.context.db
          .selectFrom("generation_jobs")
          .select(["id", "attempts", "status"])
          .where("id", "in", ids)
          .where("status", "=", "done")
          .execute();
      await expect.poll(async () => (await rows()).length, { timeout: 5000 }).toBe(10);
      for (const row of await rows()) expect(row).toMatchObject({ attempts: 1, status: "done" });
      const chats = await front.context.db
        .selectFrom("chat_messages")
        .select(["document_id"])
        .where("document_id", "in", ids)
        .where("type", "=", "ai")
        .execute();
      expect(chats).toHaveLength(10);
    },
  );
});
