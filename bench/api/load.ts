import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** Runs a load generator as a child process and reads the JSON result it prints. */
function runGenerator(args: string[]): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.trim()}`));
      const result = JSON.parse(out) as AutocannonResult;
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

/**
 * Loads one URL with autocannon run as its own process (never inside the server's or the bench's
 * event loop), so the figures include nothing of the generator's own cost on the measured process.
 */
export function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const args = [autocannonCli, "--json", "-c", String(options.connections), "-d", String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}=${value}`);
  args.push(url);
  return runGenerator(args);
}

export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
}

/** Loads a list of GET requests on one server, each connection going through the list in turn (autocannon in its own process). */
export async function loadRequests(
  baseUrl: string,
  requests: readonly LoadRequest[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "sw-bench-load-"));
  try {
    const file = path.join(dir, "requests.json");
    writeFileSync(
      file,
      JSON.stringify({
        url: baseUrl,
        ...options,
        requests: requests.map((request) => ({ method: "GET", ...request })),
      }),
    );
    return await runGenerator([path.join(import.meta.dirname, "../scripts/load-requests.mjs"), file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
