import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

function measure(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
}

/**
 * API overhead: an authenticated read (GET /api/auth/me/: JWT check + session lookup) against
 * a bare route in the same server and the same run. The ratio is the figure that matters.
 */
export async function runApiBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sw-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", WEB_DIST_DIR: dataDir, ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
  const app = await buildApp({ config, logger: false });
  app.get("/bench/bare", async () => ({ ok: true }));
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const credentials = { email: "bench@example.com", password: "benchmark password" };
    await app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: { first_name: "Bench", last_name: "Mark", username: "bench", password_confirm: credentials.password, ...credentials },
    });
    const login = await app.inject({ method: "POST", url: "/api/auth/login/", payload: credentials });
    const token = login.json().access_token as string;

    await measure(`${base}/bench/bare`); // warm-up
    const bare = await measure(`${base}/bench/bare`);
    const me = await measure(`${base}/api/auth/me/`, { authorization: `Bearer ${token}` });
    if (me.non2xx > 0) throw new Error(`authenticated read answered ${me.non2xx} non-2xx responses`);

    console.log(`API benchmark (${config.database.kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`);
    const row = (name: string, r: autocannon.Result) =>
      console.log(`  ${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms`);
    row("bare route (reference)", bare);
    row("GET /api/auth/me/", me);
    console.log(`  ratio authenticated/bare throughput: ${(me.requests.average / bare.requests.average).toFixed(2)}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
