import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { startServerProcess } from "../../e2e/server-process.js";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Builds the web app and the compiled server (`npm run build`) when either is missing. */
export function ensureBuilt(): void {
  if (
    !existsSync(path.join(root, "apps/web/dist/index.html")) ||
    !existsSync(path.join(root, "apps/server/dist/server.js"))
  ) {
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  }
}

/** The real (compiled) server with the built web app (both built first if missing), as the browser journeys run it. */
export async function startApp(): Promise<RunningApp> {
  ensureBuilt();
  const server = await startServerProcess("sw-editor-bench-data-");
  return { baseUrl: server.baseUrl, stop: server.stop };
}
