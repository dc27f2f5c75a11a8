import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../apps/server/test/free-port.js";
import { RAISED_RATE_LIMITS } from "../apps/server/test/raised-limits.js";

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  pid: number;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startToHealthyMs: number;
  stop: () => Promise<void>;
}

/** The node flags `npm run serve` runs the server with: package.json's serve script is their one home. */
function productionNodeFlags(root: string): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts;
  return (scripts.serve ?? "").split(/\s+/).filter((word) => word.startsWith("--"));
}

/**
 * The real server as a separate process, compiled as `npm start` runs it (`npm run build` first):
 * the built web app, SQLite in a fresh temp folder, mail to its outbox, listening on a free loopback
 * port. Used by the browser journeys and the benchmarks (which pass node flags such as --cpu-prof).
 */
export async function startServerProcess(
  tempPrefix: string,
  extraEnv: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), tempPrefix));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, "..");
  const startedAt = performance.now();
  const server: ChildProcess = spawn(
    process.execPath,
    [...productionNodeFlags(root), ...nodeFlags, "apps/server/dist/server.js"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        ...RAISED_RATE_LIMITS,
        ...extraEnv,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy in 30 s");
    await new Promise((r) => setTimeout(r, 10));
  }
  const startToHealthyMs = performance.now() - startedAt;
  return {
    baseUrl,
    dataDir,
    pid: server.pid ?? -1,
    startToHealthyMs,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
