import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { freshInstances } from "./app-instances.js";
import { databaseKinds } from "./databases.js";
import { briefForm, generate, waitForJob } from "./generation-helpers.js";
import { refuseWrites } from "./injected-failure.js";
import { bearer, signUp } from "./test-app.js";

/** What a user owns in the tables a generation writes to. */
async function footprint(app: FastifyInstance, ownerId: string) {
  const db = app.context.db;
  const documents = await db.selectFrom("documents").select(["id", "status"]).where("owner_id", "=", ownerId).execute();
  const ids = documents.map((d) => d.id);
  const inDocs = <T>(rows: () => Promise<T[]>) => (ids.length ? rows() : Promise.resolve([] as T[]));
  return {
    projects: (await db.selectFrom("projects").select("id").where("owner_id", "=", ownerId).execute()).length,
    documents,
    jobs: await db.selectFrom("generation_jobs").select(["id", "status"]).where("owner_id", "=", ownerId).execute(),
    chat: (await inDocs(() => db.selectFrom("chat_messages").select("id").where("document_id", "in", ids).execute()))
      .length,
    files: (await inDocs(() => db.selectFrom("document_files").select("id").where("document_id", "in", ids).execute()))
      .length,
  };
}

describe.each(databaseKinds())("generation writes all or nothing on $name", (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function setup(worker = true) {
    const group = await freshInstances(kind, cleanups);
    const app = await group.start({ worker });
    return {
      app,
      user: await signUp(app),
      refuse: (table: string, op: "INSERT" | "UPDATE") =>
        refuseWrites(app.context.db, app.context.config.database.kind, table, op),
    };
  }

  it("a failing job write leaves no document, project or chat line behind, and the next request works", async () => {
    const { app, user, refuse } = await setup();
    const allow = await refuse("generation_jobs", "INSERT");
    const failed = await app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(user.access),
      payload: { conversation: "a booking app with payments" },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ detail: expect.any(String) });
    expect(failed.body).not.toContain("injected failure");
    expect(await footprint(app, user.id)).toEqual({ projects: 0, documents: [], jobs: [], chat: 0, files: 0 });

    await allow();
    const id = await generate(app, user.access, "a booking app with payments");
    expect((await waitForJob(app, user.access, id)).status).toBe("ready");
    expect(await footprint(app, user.id)).toMatchObject({
      projects: 1,
      documents: [{ id, status: "ready" }],
      jobs: [{ id, status: "done" }],
      chat: 2,
    });
  });

  it("a failing brief file row undoes the document and its job, and leaves no stored file", async () => {
    const { app, user, refuse } = await setup();
    const allow = await refuse("document_files", "INSERT");
    const body = await briefForm(
      { conversation: "Please estimate this" },
      {
        bytes: Buffer.from("# Clinic booking\n\nPatients book online and pay a deposit."),
        name: "brief.md",
        type: "text/markdown",
      },
    );
    const post = () =>
      app.inject({
        method: "POST",
        url: "/api/documents/from-brief/",
        payload: body.payload,
        headers: { ...body.headers, ...bearer(user.access) },
      });
    expect((await post()).statusCode).toBe(500);
    expect(await footprint(app, user.id)).toEqual({ projects: 0, documents: [], jobs: [], chat: 0, files: 0 });
    const uploads = path.join(app.context.config.dataDir, "uploads", "documents");
    // The folder store makes its folder with the first file it keeps.
    const storedFiles = () =>
      existsSync(uploads) ? readdirSync(uploads, { withFileTypes: true }).filter((f) => f.isFile()) : [];
    expect(storedFiles()).toEqual([]);

    await allow();
    const created = await post();
    expect(created.statusCode).toBe(201);
    expect((await waitForJob(app, user.access, created.json().id)).status).toBe("ready");
    expect(await footprint(app, user.id)).toMatchObject({ projects: 1, files: 1, jobs: [{ status: "done" }] });
    expect(storedFiles()).toHaveLength(1);
  });

  it("a retry whose document write fails leaves the job failed (not queued behind a failed document), and a later retry works", async () => {
    const { app, user, refuse } = await setup();
    const id = await generate(app, user.access, "a website with a blog and a contact form");
    expect((await waitForJob(app, user.access, id)).status).toBe("ready");
    // A generation that failed: its job and its document say so.
    await app.context.db
      .updateTable("generation_jobs")
      .set({ status: "failed", stage: "failed", error: "boom" })
      .where("id", "=", id)
      .execute();
    await app.context.db
      .updateTable("documents")
      .set({ status: "failed", error: "boom" })
      .where("id", "=", id)
      .execute();

    const allow = await refuse("documents", "UPDATE");
    const retry = () =>
      app.inject({ method: "POST", url: `/api/documents/${id}/retry/`, headers: bearer(user.access) });
    expect((await retry()).statusCode).toBe(500);
    expect(await footprint(app, user.id)).toMatchObject({
      documents: [{ id, status: "failed" }],
      jobs: [{ id, status: "failed" }],
    });

    await allow();
    const again = await retry();
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe("generating");
    expect((await waitForJob(app, user.access, id)).status).toBe("ready");
  });

  it("the progress stream ends when reading progress fails mid-stream, instead of hanging", async () => {
    const { app, user } = await setup(false);
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    // No worker runs, so the document stays generating and the stream stays open.
    const id = await generate(app, user.access, "a mobile app with chat");
    const res = await fetch(`${base}/api/documents/${id}/events`, { headers: bearer(user.access) });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("event: progress");

    // Progress can no longer be read: the jobs table is gone from under the stream.
    await sql`ALTER TABLE generation_jobs RENAME TO generation_jobs_gone`.execute(app.context.db);
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return "ended";
    })();
    const hung = new Promise((r) => setTimeout(() => r("still open"), 3000));
    expect(await Promise.race([ended, hung])).toBe("ended");
    await sql`ALTER TABLE generation_jobs_gone RENAME TO generation_jobs`.execute(app.context.db);
  });
});
