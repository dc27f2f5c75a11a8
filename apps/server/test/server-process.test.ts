import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "./databases.js";
import { freePort } from "./free-port.js";
import { startServer, untilHealthy } from "./server-processes.js";

describe("the server process", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  it(
    "reads .env (the real environment wins), serves, and exits 0 after closing on SIGTERM",
    { timeout: 120_000 },
    async () => {
      const dir = tempDir("sw-process-");
      cleanups.push(() => dir.remove());
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      // Google is configured only in .env, towards an issuer nobody answers on; PORT in .env is overridden.
      writeFileSync(
        path.join(dir.dir, ".env"),
        [
          "PORT=1",
          "GOOGLE_CLIENT_ID=from-dotenv",
          "GOOGLE_CLIENT_SECRET=from-dotenv",
          "GOOGLE_ISSUER=http://127.0.0.1:9/",
          "",
        ].join("\n"),
      );
      const started = startServer(dir.dir, {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(dir.dir, "data"),
        WEB_DIST_DIR: dir.dir,
        LOG_LEVEL: "warn",
      });
      cleanups.push(() => started.child.kill("SIGKILL"));
      await untilHealthy(baseUrl, started);

      const google = await fetch(`${baseUrl}/api/auth/google/authorize/`);
      expect(google.status).toBe(503);
      expect(((await google.json()) as { detail: string }).detail).toBe(
        "Google sign-in is unavailable right now. Please try again later.",
      );
      const linkedin = await fetch(`${baseUrl}/api/auth/linkedin/authorize/`);
      expect(((await linkedin.json()) as { detail: string }).detail).toBe(
        "LinkedIn sign-in is not configured on this server.",
      );

      started.child.kill("SIGTERM");
      expect(await started.exit).toEqual({ code: 0, signal: null });
      await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
    },
  );

  it(
    "does not start with half a Google client, and says which variable is missing in one line",
    { timeout: 120_000 },
    async () => {
      const dir = tempDir("sw-process-");
      cleanups.push(() => dir.remove());
      const started = startServer(dir.dir, {
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        DATA_DIR: dir.dir,
        GOOGLE_CLIENT_ID: "only-the-id",
      });
      cleanups.push(() => started.child.kill("SIGKILL"));
      expect((await started.exit).code).toBe(78);
      expect(started.stderr().trim()).toBe(
        "Invalid configuration — GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not: set both to enable Google sign-in, or neither",
      );
    },
  );
});
