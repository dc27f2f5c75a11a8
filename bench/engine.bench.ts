import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { documentJsonToHtml } from "@scopewise/editor-schema/server";
import { estimate, renderProposal, understandRequest } from "@scopewise/estimator";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { percentile } from "./stats.js";

const REQUESTS = [
  "estimate the timeline and cost for a mobile app with payments and chat",
  "A marketplace web platform with search, reviews, payments, admin panel and analytics in 6 months",
  "risk analysis and budget for a 3-storey office building of 2,000 m²",
  "Build a 12-storey residential tower of 15,000 m² in London with a detailed design",
  "resources, tools and time for a product launch campaign on Instagram and Google Ads with $40k",
  "A 3 month LinkedIn and YouTube B2B lead generation campaign, budget €25,000",
  "Plan a 2-day tech conference for 300 attendees in Berlin",
  "A wedding for 120 guests in Lisbon, premium",
  "User research study: 20 interviews and a survey of 500 respondents",
  "Organise our office move for a team of 40 people",
];

function timeEach(rounds: number, run: (request: string) => void): number[] {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const request of REQUESTS) {
      const start = performance.now();
      run(request);
      times.push(performance.now() - start);
    }
  }
  return times;
}

/** The engine per proposal (extract → estimate with 10,000-iteration Monte Carlo → render) and time to first progress event. */
export async function runEngineBench(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  timeEach(1, (r) =>
    documentJsonToHtml(renderProposal(estimate(understandRequest(r).brief), understandRequest(r).brief)),
  ); // warm-up
  const full = timeEach(rounds, (r) => {
    const brief = understandRequest(r).brief;
    documentJsonToHtml(renderProposal(estimate(brief), brief));
  });
  // Reference: the same pipeline with a single simulation run, i.e. everything but the Monte Carlo.
  const reference = timeEach(rounds, (r) => {
    const brief = understandRequest(r).brief;
    documentJsonToHtml(renderProposal(estimate(brief, 1), brief));
  });
  console.log(
    `\nEstimation engine (${REQUESTS.length} requests × ${rounds} rounds, 10,000 Monte Carlo iterations each)`,
  );
  console.log(
    `  per proposal             p50 ${percentile(full, 0.5).toFixed(1)} ms   p95 ${percentile(full, 0.95).toFixed(1)} ms`,
  );
  console.log(
    `  reference (1 iteration)  p50 ${percentile(reference, 0.5).toFixed(1)} ms   p95 ${percentile(reference, 0.95).toFixed(1)} ms`,
  );
  console.log(
    `  ratio p50 full/reference: ${(percentile(full, 0.5) / Math.max(0.001, percentile(reference, 0.5))).toFixed(1)}`,
  );

  await firstProgressEvent();
}

async function firstProgressEvent(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sw-bench-"));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", WEB_DIST_DIR: dataDir }),
    logger: false,
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const credentials = { email: "bench-engine@example.com", password: "benchmark password" };
    await app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        first_name: "B",
        last_name: "E",
        username: "bench-engine",
        password_confirm: credentials.password,
        ...credentials,
      },
    });
    const token = (await app.inject({ method: "POST", url: "/api/auth/login/", payload: credentials })).json()
      .access_token as string;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const firsts: number[] = [];
    const health: number[] = [];
    for (const request of REQUESTS) {
      const start = performance.now();
      const created = (await (
        await fetch(`${base}/api/documents/`, {
          method: "POST",
          headers,
          body: JSON.stringify({ conversation: request }),
        })
      ).json()) as { id: string };
      const events = await fetch(`${base}/api/documents/${created.id}/events`, { headers });
      const reader = events.body!.getReader();
      let text = "";
      while (!text.includes("event: progress")) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      firsts.push(performance.now() - start);
      await reader.cancel();
      const h = performance.now();
      await (await fetch(`${base}/api/health`)).json();
      health.push(performance.now() - h);
    }
    console.log(`\nTime to first progress event (POST /api/documents/ → first SSE event, ${REQUESTS.length} requests)`);
    console.log(
      `  first progress event     p50 ${percentile(firsts, 0.5).toFixed(1)} ms   p95 ${percentile(firsts, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `  reference GET /api/health p50 ${percentile(health, 0.5).toFixed(1)} ms   p95 ${percentile(health, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `  ratio p50 first-event/health: ${(percentile(firsts, 0.5) / Math.max(0.001, percentile(health, 0.5))).toFixed(1)}`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
