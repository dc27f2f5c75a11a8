import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "./databases.js";
import { freePort } from "./free-port.js";

const SERVER_ENTRY = path.resolve(import.meta.dirname, "../src/server.ts");
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

interface Started {
  child: ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
}

/** `node --import tsx apps/server/src/server.ts`, as `npm run serve` runs it, in `cwd` with only the given environment. */
function startServer(cwd: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, SERVER_ENTRY], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exit, stderr: () => stderr };
}

async function untilHealthy(baseUrl: string, started: Started): Promise<void> {
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`server exited with ${started.child.exitCode}: ${started.stderr()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the server process", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  it("reads .env (the real environment wins), serves, and exits 0 after closing on SIGTERM", { timeout: 120_000 }, async () => {
    const dir = tempDir("sw-process-");
    cleanups.push(() => dir.remove());
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // Google is configured only in .env, towards an issuer nobody answers on; PORT in .env is overridden.
    writeFileSync(
      path.join(dir.dir, ".env"),
      ["PORT=1", "GOOGLE_CLIENT_ID=from-dotenv", "GOOGLE_CLIENT_SECRET=from-dotenv", "GOOGLE_ISSUER=http://127.0.0.1:9/", ""].join("\n"),
    );
    const started = startServer(dir.dir, { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dir.dir, "data"), WEB_DIST_DIR: dir.dir, LOG_LEVEL: "warn" });
    cleanups.push(() => started.child.kill("SIGKILL"));
    await untilHealthy(baseUrl, started);

    const google = await fetch(`${baseUrl}/api/auth/google/authorize/`);
    expect(google.status).toBe(503);
    expect(((await google.json()) as { detail: string }).detail).toBe("Google sign-in is unavailable right now. Please try again later.");
    const linkedin = await fetch(`${baseUrl}/api/auth/linkedin/authorize/`);
    expect(((await linkedin.json()) as { detail: string }).detail).toBe("LinkedIn sign-in is not configured on this server.");

    started.child.kill("SIGTERM");
    expect(await started.exit).toEqual({ code: 0, signal: null });
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });

  it("does not start with half a Google client, and says which variable is missing in one line", { timeout: 120_000 }, async () => {
    const dir = tempDir("sw-process-");
    cleanups.push(() => dir.remove());
    const started = startServer(dir.dir, { PORT: String(await freePort()), HOST: "127.0.0.1", DATA_DIR: dir.dir, GOOGLE_CLIENT_ID: "only-the-id" });
    cleanups.push(() => started.child.kill("SIGKILL"));
    expect((await started.exit).code).toBe(78);
    expect(started.stderr().trim()).toBe(
      "Invalid configuration — GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not: set both to enable Google sign-in, or neither",
    );
  });
});
