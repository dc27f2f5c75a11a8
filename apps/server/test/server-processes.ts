import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SERVER_ENTRY = path.resolve(import.meta.dirname, "../src/server.ts");
/** Lets a child process run the server's TypeScript sources, as `npm run dev` and `npm run migrate` do. */
export const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export interface Started {
  child: ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
  /** What the server logged (pino writes to stdout). */
  stdout: () => string;
}

/** `node --import tsx apps/server/src/server.ts`, as `npm run serve` runs it, in `cwd` with only the given environment. */
export function startServer(cwd: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, SERVER_ENTRY], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exit, stderr: () => stderr, stdout: () => stdout };
}

export async function untilHealthy(baseUrl: string, started: Started): Promise<void> {
  for (;;) {
    if (started.child.exitCode !== null)
      throw new Error(`server exited with ${started.child.exitCode}: ${started.stderr()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
