import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds, tempDir } from "./databases.js";
import { freePort } from "./free-port.js";
import { RAISED_RATE_LIMITS } from "./raised-limits.js";
import { type TestS3, startS3 } from "./s3-server.js";
import { type Started, startServer, untilHealthy } from "./server-processes.js";
import { expectEveryKindServed, expectMissing, uploadEveryKind } from "./stored-uploads.js";

/**
 * Two server processes as two machines behind a load balancer: one database, one JWT_SECRET and
 * one STORAGE_URL, each its own DATA_DIR. (On SQLite both open one database file.)
 */
describe.each(databaseKinds())("two server processes sharing an S3-compatible store on $name", (kind) => {
  let s3: TestS3;
  let database: TestDatabase;
  const folders: Array<ReturnType<typeof tempDir>> = [];
  const servers: Started[] = [];
  const bases: string[] = [];

  async function start(): Promise<void> {
    const dir = tempDir("sw-machine-");
    folders.push(dir);
    const port = await freePort();
    const server = startServer(dir.dir, {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dir.dir, "data"),
      WEB_DIST_DIR: dir.dir,
      LOG_LEVEL: "warn",
      JWT_SECRET: "one-secret-for-every-machine-32-chars-or-more",
      DATABASE_URL: database.url ?? `sqlite:${path.join(folders[0]!.dir, "shared.sqlite")}`,
      ...RAISED_RATE_LIMITS,
      ...s3.env(),
    });
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(base, server);
    bases.push(base);
  }

  beforeAll(async () => {
    s3 = await startS3();
    database = await kind.create();
    // One after the other, so the second finds the migrations applied.
    await start();
    await start();
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exit;
    }
    await database?.drop();
    await s3?.close();
    for (const folder of folders) folder.remove();
  });

  it("serves each kind of upload made through one process from the other", { timeout: 120_000 }, async () => {
    const [one, other] = bases as [string, string];
    const throughOne = await uploadEveryKind(one);
    await expectEveryKindServed(other, throughOne);
    const throughOther = await uploadEveryKind(other);
    await expectEveryKindServed(one, throughOther);
  });

  it("answers 404 from either process for an object the store does not have", { timeout: 120_000 }, async () => {
    const [one, other] = bases as [string, string];
    const uploads = await uploadEveryKind(one);
    await s3.remove(`documents/${path.basename(uploads.image)}`);
    await expectMissing(other, uploads.image);
    await expectMissing(one, uploads.image);
    await expectMissing(other, "/api/media/avatars/00000000-0000-4000-8000-000000000000.png");
    for (const server of servers) expect(server.stderr()).not.toMatch(/unhandled error/);
  });
});
