import path from "node:path";
import { loadConfig } from "../src/config.js";
import { createDb } from "../src/db/client.js";
import type { Db } from "../src/db/types.js";
import { type DatabaseKind, tempDir } from "./databases.js";
import { freePort } from "./free-port.js";
import { startServer, type Started, untilHealthy } from "./server-processes.js";

export interface ServerProcessGroup {
  /** A handle on the group's database, for the test to read what the processes wrote. */
  db: Db;
  /** Starts one more server process on the group's database and data folder, and waits until it answers. */
  start(): Promise<{ server: Started; base: string }>;
}

/**
 * Real server processes on one fresh database and data folder, calling the OpenAI-compatible model
 * at `modelBaseUrl`; `cleanups` gets what kills them and removes their data.
 */
export async function serverProcessGroup(
  kind: DatabaseKind,
  modelBaseUrl: string,
  cleanups: Array<() => Promise<void> | void>,
): Promise<ServerProcessGroup> {
  const database = await kind.create();
  const dir = tempDir("sw-processes-");
  cleanups.push(async () => {
    await database.drop();
    dir.remove();
  });
  const env = {
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir.dir, "data"),
    WEB_DIST_DIR: dir.dir,
    LOG_LEVEL: "warn",
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: modelBaseUrl,
    AI_MODEL: "stub-model",
    AI_TIMEOUT_MS: "120000",
    AI_MAX_RETRIES: "0",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  const db = createDb(
    loadConfig({ DATA_DIR: env.DATA_DIR, ...(database.url ? { DATABASE_URL: database.url } : {}) }).database,
  );
  cleanups.push(() => db.destroy());
  return {
    db,
    start: async () => {
      const port = await freePort();
      const server = startServer(dir.dir, { ...env, PORT: String(port) });
      cleanups.push(() => void server.child.kill("SIGKILL"));
      const base = `http://127.0.0.1:${port}`;
      await untilHealthy(base, server);
      return { server, base };
    },
  };
}
