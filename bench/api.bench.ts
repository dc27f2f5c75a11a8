import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { startServerProcess } from "../e2e/server-process.js";
import { startBareProcess } from "./api/bare-process.js";
import { proposalHtml } from "./api/fixture.js";
import { load, loadRequests, type LoadRequest, type LoadResult } from "./api/load.js";
import { rssMb, sampleRss } from "./api/memory.js";
import { sequentialTimes } from "./api/one-at-a-time.js";
import { pageWeight } from "./api/page-weight.js";
import { ensureBuilt } from "./editor/app-server.js";
import { percentile } from "./stats.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Rounds of reference-then-server loads per route: one round's ratio moves with the machine's scheduling. */
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const SAVES = 20;
/** The proposal every document of the bench holds: about 50 KB of HTML with a table per section. */
const PROPOSAL_HTML = proposalHtml(48);

async function call<T>(baseUrl: string, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.text()) as T;
}

/** A fresh account (unique per run, so PostgreSQL databases can be reused) and its access token. */
async function signIn(baseUrl: string, index = 0): Promise<string> {
  const tag = `${Date.now().toString(36)}${process.pid}n${index}`;
  const credentials = { email: `bench-${tag}@example.com`, password: "benchmark password" };
  await call(baseUrl, "POST", "/api/auth/register/", {
    first_name: "Bench",
    last_name: "Mark",
    username: `bench${tag}`,
    password_confirm: credentials.password,
    ...credentials,
  });
  return (JSON.parse(await call<string>(baseUrl, "POST", "/api/auth/login/", credentials)) as { access_token: string })
    .access_token;
}

const ms = (value: number) => `${String(value).padStart(4)} ms`;
function row(name: string, result: LoadResult): void {
  console.log(
    `  ${name.padEnd(40)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${ms(result.p50)}   p99 ${ms(result.p99)}`,
  );
}
function ensureOk(name: string, result: LoadResult): void {
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
}

interface Round {
  bare: LoadResult;
  server: LoadResult;
  ratio: number;
}

/**
 * The reference and the server loaded in turn, `ROUNDS` times (the order alternating), so both meet
 * the same moments of the machine; the round with the median ratio is the one reported, and every
 * round's ratio is printed beside it.
 */
async function interleavedRounds(
  loadBare: () => Promise<LoadResult>,
  loadServer: () => Promise<LoadResult>,
): Promise<{ median: Round; ratios: number[] }> {
  const rounds: Round[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    let bare: LoadResult;
    let server: LoadResult;
    if (index % 2 === 0) {
      bare = await loadBare();
      server = await loadServer();
    } else {
      server = await loadServer();
      bare = await loadBare();
    }
    ensureOk("the bare reference", bare);
    ensureOk("the server", server);
    rounds.push({ bare, server, ratio: server.requestsPerSecond / bare.requestsPerSecond });
  }
  const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
  return { median: sorted[Math.floor(sorted.length / 2)]!, ratios: rounds.map((round) => round.ratio) };
}

/** As many users as connections, each with a 50 KB document of their own: concurrent reads with different keys. */
async function ownDocuments(baseUrl: string, count: number): Promise<LoadRequest[]> {
  const requests: LoadRequest[] = [];
  for (let index = 1; index <= count; index++) {
    const token = await signIn(baseUrl, index);
    const { id } = JSON.parse(
      await call<string>(
        baseUrl,
        "POST",
        "/api/documents/",
        { title: `Benchmark ${index}`, document: PROPOSAL_HTML },
        token,
      ),
    ) as { id: string };
    requests.push({ path: `/api/documents/${id}/`, headers: { authorization: `Bearer ${token}` } });
  }
  return requests;
}

/**
 * The server as it runs in production (the compiled `apps/server/dist/server.js` in its own process)
 * against a bare Fastify 5 process answering the same bodies from memory, each loaded by autocannon
 * in a third process; the ratios, measured in the same run, are the figures that matter. Also prints
 * start-to-healthy time, the server's RSS idle and under load, and the sign-in and sign-up pages'
 * bytes on the wire. `BENCH_CPU_PROF=<dir>` writes the server's CPU profile there on exit.
 */
export async function runApiBench(): Promise<void> {
  ensureBuilt();
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = await startServerProcess(
    "sw-api-bench-",
    { NODE_ENV: "production", LOG_LEVEL: "warn" },
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    // Idle: started and settled, before any request but the health checks.
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssMb(server.pid);
    const token = await signIn(server.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const { id } = JSON.parse(
      await call<string>(
        server.baseUrl,
        "POST",
        "/api/documents/",
        { title: "Benchmark: 50 KB proposal", document: PROPOSAL_HTML },
        token,
      ),
    ) as { id: string };
    const docRoute = `/api/documents/${id}/`;
    const docBody = await call<string>(server.baseUrl, "GET", docRoute, undefined, token);
    const meBody = await call<string>(server.baseUrl, "GET", "/api/auth/me/", undefined, token);

    const bare = await startBareProcess({ "/doc": docBody, "/me": meBody });
    try {
      const options = { connections: CONNECTIONS, seconds: SECONDS };
      // Warm-up: JIT, statement caches and connection pools settle before anything is recorded.
      await load(`${server.baseUrl}${docRoute}`, { ...options, seconds: 2, headers: auth });
      await load(`${bare.baseUrl}/doc`, { ...options, seconds: 2 });

      const bareDoc = () => load(`${bare.baseUrl}/doc`, options);
      const underLoad = sampleRss(server.pid);
      const doc = await interleavedRounds(bareDoc, () =>
        load(`${server.baseUrl}${docRoute}`, { ...options, headers: auth }),
      );
      const me = await interleavedRounds(
        () => load(`${bare.baseUrl}/me`, options),
        () => load(`${server.baseUrl}/api/auth/me/`, { ...options, headers: auth }),
      );
      const peakRss = underLoad.stop();
      // Saving runs the whole sanitizing and schema pass on the server: one save at a time, each a
      // little different, beside reading the same document one at a time.
      const saves = await sequentialTimes(SAVES, (index) =>
        call(server.baseUrl, "PATCH", docRoute, { document: `${PROPOSAL_HTML}<p>Saved ${index} times.</p>` }, token),
      );
      const reads = await sequentialTimes(SAVES, () => call(server.baseUrl, "GET", docRoute, undefined, token));
      // Set up after the first figures, so its own work does not weigh on them.
      const readers = await ownDocuments(server.baseUrl, CONNECTIONS);
      const underManyReaders = sampleRss(server.pid);
      const manyDocs = await interleavedRounds(bareDoc, () => loadRequests(server.baseUrl, readers, options));
      const peakRssManyReaders = underManyReaders.stop();

      const database = process.env.DATABASE_URL ? "PostgreSQL" : "SQLite";
      const ratios = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
      const kb = (docBody.length / 1024).toFixed(0);
      console.log(
        `API benchmark (compiled server, ${database}; autocannon in its own process, ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} interleaved rounds, the median round shown)`,
      );
      row(`bare Fastify: same ${kb} KB body (reference)`, doc.median.bare);
      row(`GET /api/documents/{id}/ (${kb} KB)`, doc.median.server);
      console.log(`  ratio document read / bare: ${doc.median.ratio.toFixed(2)} (rounds: ${ratios(doc.ratios)})`);
      row(`  the same, ${CONNECTIONS} users reading their own`, manyDocs.median.server);
      console.log(
        `  ratio ${CONNECTIONS} users' reads / bare: ${manyDocs.median.ratio.toFixed(2)} (rounds: ${ratios(manyDocs.ratios)})`,
      );
      row("bare Fastify: same /me body (reference)", me.median.bare);
      row("GET /api/auth/me/", me.median.server);
      console.log(`  ratio /api/auth/me/ / bare: ${me.median.ratio.toFixed(2)} (rounds: ${ratios(me.ratios)})`);
      const timing = (values: number[]) =>
        `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;
      console.log(
        `  PATCH /api/documents/{id}/ with ${(PROPOSAL_HTML.length / 1024).toFixed(0)} KB of HTML, ${SAVES} saves one at a time: ${timing(saves)} (reference, reads one at a time: ${timing(reads)})`,
      );
      console.log(`  server start to healthy: ${server.startToHealthyMs.toFixed(0)} ms`);
      console.log(
        `  server RSS: idle after start ${idleRss.toFixed(0)} MB, peak under load ${peakRss.toFixed(0)} MB (${peakRssManyReaders.toFixed(0)} MB with ${CONNECTIONS} users' own documents)`,
      );
    } finally {
      await bare.stop();
    }

    if (existsSync(CHROMIUM)) {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
      });
      try {
        for (const [name, route] of [
          ["sign-in page", "/login"],
          ["sign-up page", "/signup"],
        ] as const) {
          const weight = await pageWeight(browser, server.baseUrl, route);
          const kinds = Object.entries(weight.byKind)
            .map(([kind, bytes]) => `${kind} ${(bytes / 1024).toFixed(1)}`)
            .join(", ");
          console.log(
            `  ${name} on the wire (Accept-Encoding: br, gzip): ${(weight.bytes / 1024).toFixed(1)} KB in ${weight.requests} requests (${kinds} KB)`,
          );
        }
      } finally {
        await browser.close();
      }
    } else {
      console.log(`  page weight skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    }
  } finally {
    await server.stop();
  }
  if (profileDir) console.log(`  CPU profile of the server written to ${profileDir}`);
}
