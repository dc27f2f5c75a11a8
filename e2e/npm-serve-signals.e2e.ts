import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../apps/server/test/free-port.js";

const root = path.resolve(import.meta.dirname, "..");

describe("the documented entrypoint", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  it("SIGTERM to `npm run serve` (what a container runtime, systemd or PM2 sends) reaches the server, which closes and exits 0; no server is left behind", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sw-npm-serve-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const npm = spawn("npm", ["run", "--silent", "serve"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    cleanups.push(() => void npm.kill("SIGKILL"));
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      npm.once("exit", (code, signal) => resolve({ code, signal })),
    );
    await expect
      .poll(
        () =>
          fetch(`${base}/api/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);

    npm.kill("SIGTERM");
    expect(await exit).toEqual({ code: 0, signal: null });
    // The server itself stopped with npm (it was not left serving as an orphan).
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
