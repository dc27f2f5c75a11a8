import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { STORAGE_UNAVAILABLE } from "../src/http/error-handler.js";
import { type TestDatabase, databaseKinds, tempDir } from "./databases.js";
import { freePort } from "./free-port.js";
import { PNG, imageForm } from "./image-upload.js";
import { RAISED_RATE_LIMITS } from "./raised-limits.js";
import { type TestS3, startS3 } from "./s3-server.js";
import { type UploadedKinds, expectEveryKindServed, expectMissing, uploadEveryKind } from "./stored-uploads.js";
import { type TestApp, bearer, signUp, startTestApp } from "./test-app.js";

const JWT_SECRET = "a-shared-secret-of-at-least-32-characters";

describe.each(databaseKinds())("uploads in an S3-compatible store, shared by two app instances on $name", (kind) => {
  let s3: TestS3;
  let database: TestDatabase;
  const folders: Array<ReturnType<typeof tempDir>> = [];
  const apps: FastifyInstance[] = [];
  const base: string[] = [];

  /**
   * An instance with a DATA_DIR of its own, as on another machine; SQLite is one file both open.
   * Only the first runs generation jobs: in one process, two SQLite connections writing at once
   * would wait on each other synchronously (the process test has two workers on PostgreSQL).
   */
  async function instance(
    env: Record<string, string>,
  ): Promise<{ app: FastifyInstance; dataDir: string; url: string }> {
    const data = tempDir("sw-node-");
    folders.push(data);
    const shared = folders[0]!.dir;
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: data.dir,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: data.dir,
      JWT_SECRET,
      DATABASE_URL: database.url ?? `sqlite:${path.join(shared, "shared.sqlite")}`,
      ...RAISED_RATE_LIMITS,
      ...env,
    });
    const app = await buildApp({ config, logger: false, worker: apps.length === 0 });
    await app.listen({ port: 0, host: "127.0.0.1" });
    apps.push(app);
    const address = app.server.address();
    return {
      app,
      dataDir: data.dir,
      url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    };
  }

  let uploads: UploadedKinds;
  let dataDirs: string[];
  beforeAll(async () => {
    s3 = await startS3();
    database = await kind.create();
    const one = await instance(s3.env());
    const other = await instance(s3.env());
    base.push(one.url, other.url);
    dataDirs = [one.dataDir, other.dataDir];
    uploads = await uploadEveryKind(one.url);
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
    await s3?.close();
    for (const folder of folders) folder.remove();
  });

  it("serves an editor image, an attached brief and a profile picture uploaded through one instance from the other", async () => {
    await expectEveryKindServed(base[1]!, uploads);
    await expectEveryKindServed(base[0]!, uploads);
    // The files are in the bucket, under their kind, and in neither instance's DATA_DIR.
    const keys = await s3.keys();
    expect(keys).toContain(`documents/${path.basename(uploads.image)}`);
    expect(keys).toContain(`avatars/${path.basename(uploads.avatar)}`);
    expect(keys.filter((key) => key.startsWith("documents/") && key.endsWith(".txt"))).toHaveLength(1);
    expect((await s3.read(`documents/${path.basename(uploads.image)}`)).equals(PNG)).toBe(true);
    for (const dir of dataDirs) expect(existsSync(path.join(dir, "uploads"))).toBe(false);
    const head = await fetch(`${base[1]!}${uploads.image}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG.byteLength));
    const etag = head.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await fetch(`${base[1]!}${uploads.image}`, { headers: { "if-none-match": etag! } })).status).toBe(304);
  });

  it("answers 404 in the contract's shape for a file the store does not have", async () => {
    await expectMissing(base[1]!, "/api/media/documents/00000000-0000-4000-8000-000000000000.png");
    await expectMissing(base[1]!, "/api/media/avatars/00000000-0000-4000-8000-000000000000.webp");
    await expectMissing(base[1]!, "/api/media/documents/brief.txt");
    const before = new Set(await s3.keys());
    const victim = await uploadEveryKind(base[0]!);
    const victimBrief = (await s3.keys()).find((key) => !before.has(key) && key.endsWith(".txt"));
    // Gone from the bucket behind the app's back: the rows still name them.
    for (const key of [
      victimBrief!,
      `documents/${path.basename(victim.image)}`,
      `avatars/${path.basename(victim.avatar)}`,
    ])
      await s3.remove(key);
    await expectMissing(base[1]!, victim.image);
    await expectMissing(base[1]!, victim.avatar);
    await expectMissing(base[1]!, victim.brief, victim.token);
  });

  it("removes the account's objects from the bucket when it is deleted through the other instance", async () => {
    const before = new Set(await s3.keys());
    const leaving = await uploadEveryKind(base[0]!);
    const added = (await s3.keys()).filter((key) => !before.has(key));
    expect(added).toHaveLength(3);
    const deleted = await fetch(`${base[1]!}/api/auth/account/`, { method: "DELETE", headers: bearer(leaving.token) });
    expect(deleted.status).toBe(204);
    const left = new Set(await s3.keys());
    expect(added.filter((key) => left.has(key))).toEqual([]);
    await expectMissing(base[0]!, leaving.image);
  });

  it("answers 503 without the store's own error when the store cannot be reached, and keeps no row for the lost upload", async () => {
    const port = await freePort();
    const { app } = await instance({
      ...s3.env(),
      STORAGE_URL: `s3://unreachable?endpoint=http://127.0.0.1:${port}&force_path_style=true`,
    });
    const user = await signUp(app);
    const doc = (
      await app.inject({
        method: "POST",
        url: "/api/documents/",
        headers: bearer(user.access),
        payload: { title: "Down", document: "<p>x</p>" },
      })
    ).json();
    const form = await imageForm(PNG, "down.png", "image/png");
    const res = await app.inject({
      method: "POST",
      url: `/api/documents/${doc.id}/images/`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(user.access) },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: STORAGE_UNAVAILABLE });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|unreachable/);
    const files = (
      await app.inject({ method: "GET", url: `/api/documents/${doc.id}/files/`, headers: bearer(user.access) })
    ).json();
    expect(files).toEqual([]);
    const served = await app.inject({ method: "GET", url: uploads.image });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toEqual({ detail: STORAGE_UNAVAILABLE });
  });
});

describe.each(databaseKinds())("uploads in the default folder on $name", (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => t?.close());

  it("serves every kind from DATA_DIR/uploads, and answers 404 (not 500) once a file is gone from it", async () => {
    const uploads = await uploadEveryKind(base);
    await expectEveryKindServed(base, uploads);
    rmSync(path.join(t.dataDir, "uploads"), { recursive: true });
    await expectMissing(base, uploads.image);
    await expectMissing(base, uploads.avatar);
    await expectMissing(base, uploads.brief, uploads.token);
  });
});
