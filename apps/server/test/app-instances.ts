import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type DatabaseKind, tempDir, type TestDatabase } from "./databases.js";
import { RAISED_RATE_LIMITS } from "./raised-limits.js";
import type { TestClock } from "./test-app.js";

/** Several app instances (server processes) on one database and data folder. */
export function instances(database: TestDatabase, dataDir: string) {
  const apps: FastifyInstance[] = [];
  return {
    async start(options: {
      worker: boolean;
      clock?: TestClock;
      env?: Record<string, string>;
      generation?: BuildAppOptions["generation"];
    }): Promise<FastifyInstance> {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        WEB_DIST_DIR: dataDir,
        ...RAISED_RATE_LIMITS,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...options.env,
      });
      const app = await buildApp({
        config,
        logger: false,
        worker: options.worker,
        now: options.clock?.now,
        generation: { passes: "inline", ...options.generation },
      });
      await app.ready();
      apps.push(app);
      return app;
    },
    async closeAll(): Promise<void> {
      for (const app of apps.splice(0)) await app.close();
    },
  };
}

/** A group of instances on a fresh database and data folder; `cleanups` gets what closes and removes them. */
export async function freshInstances(
  kind: DatabaseKind,
  cleanups: Array<() => Promise<void>>,
): Promise<ReturnType<typeof instances>> {
  const database = await kind.create();
  const data = tempDir();
  const group = instances(database, data.dir);
  cleanups.push(async () => {
    await group.closeAll();
    await database.drop();
    data.remove();
  });
  return group;
}
