import { fork } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface BareProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts bench/scripts/bare-fastify.mjs as its own plain-Node process serving `bodies` ({ path: JSON text }). */
export async function startBareProcess(bodies: Record<string, string>): Promise<BareProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), "sw-bench-bare-"));
  const file = path.join(dir, "bodies.json");
  writeFileSync(file, JSON.stringify(bodies));
  const child = fork(path.join(import.meta.dirname, "../scripts/bare-fastify.mjs"), [file], {
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`bare Fastify process exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
