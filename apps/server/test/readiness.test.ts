import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../src/db/migrations/index.js";
import { appWithCapturedLogs } from "./captured-logs.js";
import { databaseKinds, tempDir } from "./databases.js";
import { startTestApp, type TestApp } from "./test-app.js";

describe.each(databaseKinds())("readiness and liveness on $name", (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const ready = async (app: TestApp["app"]) => {
    const res = await app.inject({ method: "GET", url: "/api/ready" });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it("answers ready once the database answers and every migration is applied, in both slash forms", async () => {
    t = await startTestApp(kind);
    for (const url of ["/api/ready", "/api/ready/"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ready" });
    }
  });

  it("is not ready while a migration is not applied; liveness still answers", async () => {
    t = await startTestApp(kind);
    await t.app.context.db
      .deleteFrom("kysely_migration" as never)
      .where("name" as never, "=", Object.keys(migrations).at(-1) as never)
      .execute();
    expect(await ready(t.app)).toEqual({ status: 503, body: { detail: "1 database migration is not applied." } });
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("is not ready, and not live, while the database is down", async () => {
    t = await startTestApp(kind);
    if (kind.name === "postgres") {
      // The database goes away under the running server (its connections are cut).
      const { database } = t.app.context.config;
      const name = database.kind === "postgres" ? new URL(database.url).pathname.slice(1) : "";
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    } else {
      // The SQLite file's handle is closed under the running server.
      await t.app.context.db.destroy();
    }
    expect(await ready(t.app)).toEqual({ status: 503, body: { detail: "The database is unreachable." } });
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
  });
});

describe("probe logging", () => {
  it("health and readiness probes write no line at info; other requests still do", async () => {
    const data = tempDir();
    const { app, lines } = await appWithCapturedLogs(data.dir, {});
    try {
      for (const url of ["/api/health", "/api/ready", "/api/health/", "/api/ready/"])
        expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
      expect(lines.filter((l) => JSON.stringify(l).includes("/api/"))).toEqual([]);
      await app.inject({ method: "GET", url: "/api/auth/user/" });
      expect(lines.some((l) => JSON.stringify(l).includes("/api/auth/user/"))).toBe(true);
    } finally {
      await app.close();
      data.remove();
    }
  });
});
