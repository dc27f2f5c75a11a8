import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../src/db/types.js";
import { databaseKinds } from "./databases.js";
import { type ChatRequest, startOpenAiStub } from "./openai-stub.js";
import { serverProcessGroup } from "./process-group.js";
import { generateOver, headers, signUpOver } from "./process-requests.js";

const isBriefCall = (body: ChatRequest) => body.messages[0]?.content.includes("JSON brief") ?? false;
/** The bounds a container runtime gives: the process is gone within 10 s, its jobs are running elsewhere within 2 s. */
const EXIT_WITHIN_MS = 10_000;
const TAKEN_OVER_WITHIN_MS = 2_000;

describe.each(databaseKinds())("SIGTERM to a server process on $name", (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  const job = (db: Db, id: string) =>
    db
      .selectFrom("generation_jobs")
      .select(["status", "attempts", "worker_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it(
    "finishes the request under way, ends progress streams, gives its generation job to the other process at once and exits 0",
    { timeout: 120_000 },
    async () => {
      // Generation's model call hangs (the job stays in the middle of it); the assistant answers after 1.5 s.
      const stub = await startOpenAiStub((body) =>
        isBriefCall(body) ? { content: "{}", delayMs: 60_000 } : { content: "<p>From the model</p>", delayMs: 1_500 },
      );
      cleanups.push(() => stub.stop());
      const group = await serverProcessGroup(kind, stub.baseUrl, cleanups);
      const first = await group.start();
      const user = await signUpOver(first.base);
      const id = await generateOver(first.base, user.token, "We need an online booking system for our clinics");
      await expect.poll(() => stub.requests.filter(isBriefCall).length, { timeout: 20_000 }).toBe(1);
      const second = await group.start();
      const held = await job(group.db, id);
      expect(held.worker_id).toContain(`-${first.server.child.pid}-`);

      const stream = await fetch(`${first.base}/api/documents/${id}/events`, { headers: headers(user.token) });
      expect(stream.status).toBe(200);
      const streamed = stream.text();
      const slow = fetch(`${first.base}/api/editor-agent`, {
        method: "POST",
        headers: headers(user.token),
        body: JSON.stringify({ user_query: "make this shorter", content: "<p>Design first. Then build.</p>" }),
      });
      await expect.poll(() => stub.requests.length, { timeout: 10_000 }).toBe(2);

      first.server.child.kill("SIGTERM");
      const exited = Promise.race([
        first.server.exit,
        new Promise((resolve) => setTimeout(() => resolve("still running"), EXIT_WITHIN_MS)),
      ]);
      // The other process runs the job (its own model call has started) well before the lease would have run out.
      await expect
        .poll(async () => (await job(group.db, id)).worker_id ?? "", { timeout: TAKEN_OVER_WITHIN_MS, interval: 50 })
        .toContain(`-${second.server.child.pid}-`);
      expect(await job(group.db, id)).toMatchObject({ status: "running", attempts: 1 });

      // The request under way was answered in full.
      const answered = await slow;
      expect(answered.status).toBe(200);
      expect(((await answered.json()) as { result: string }).result).toBe("<p>From the model</p>");
      // The progress stream ended without a final event (the client opens it again, on the other process).
      const events = await streamed;
      expect(events).toContain("event: progress");
      expect(events).not.toMatch(/event: (done|failed|needs_input)/);

      const exit = await exited;
      const logged = first.server.stdout() + first.server.stderr();
      expect(exit, logged).toEqual({ code: 0, signal: null });
      // The request under way was answered in full above; whether the close itself also fitted in the 8 s
      // grace is a time on a loaded two-core machine, printed rather than asserted.
      if (logged.includes("cut off")) console.log("shutdown: the close ran past the 8 s grace on this machine");
      expect(logged).not.toContain('"level":50');
      expect(await fetch(`${second.base}/api/ready`).then((r) => r.status)).toBe(200);
    },
  );
});
