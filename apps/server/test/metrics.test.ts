import { afterEach, describe, expect, it } from "vitest";
import { freshInstances } from "./app-instances.js";
import { databaseKinds } from "./databases.js";
import { freePort } from "./free-port.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { type ChatRequest, startOpenAiStub } from "./openai-stub.js";
import { bearer, signUp, startTestApp, type TestApp } from "./test-app.js";

const TOKEN = "metrics-token-for-tests-0123456789";
const BRIEF = {
  domain: "software",
  title: "Clinic booking platform",
  summary: "Patients book and pay online.",
  features: ["booking", "payments"],
  currency: "EUR",
};
const isBriefCall = (body: ChatRequest) => body.messages[0]?.content.includes("JSON brief") ?? false;

describe.each(databaseKinds())("Prometheus metrics on $name", (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function app(env: Record<string, string>): Promise<TestApp> {
    const t = await startTestApp(kind, env);
    cleanups.push(() => t.close());
    return t;
  }

  it("are off (404 in the API's shape) unless METRICS_TOKEN or METRICS_PORT is set", async () => {
    const t = await app({});
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Not found." });
  });

  it("with METRICS_TOKEN: refused without the token or with another; scraped with it, they show requests by route pattern, the queue, generations, model calls and memory", async () => {
    // The prose call fails (the model answers 500), so a failure is counted beside a success.
    const stub = await startOpenAiStub((body) =>
      isBriefCall(body) ? { content: JSON.stringify(BRIEF) } : { status: 500 },
    );
    cleanups.push(() => stub.stop());
    const t = await app({
      METRICS_TOKEN: TOKEN,
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: stub.baseUrl,
      AI_MODEL: "stub-model",
      AI_MAX_RETRIES: "0",
    });
    for (const headers of [{}, bearer("not-the-metrics-token"), { authorization: TOKEN }]) {
      const refused = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: "A valid metrics token is required." });
    }

    const user = await signUp(t.app);
    const id = await generate(t.app, user.access, "We need an online booking system for our clinics");
    expect((await waitForJob(t.app, user.access, id)).status).toBe("ready");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(user.access) })).statusCode,
    ).toBe(200);

    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^scopewise_http_request_duration_seconds_count\{method="GET",route="\/api\/documents\/:id\/",status_code="200"\} 1$/m,
    );
    // The route's pattern, never the document's id.
    expect(text).not.toContain(id);
    expect(text).toMatch(/^scopewise_generation_jobs\{state="queued"\} 0$/m);
    expect(text).toMatch(/^scopewise_generation_jobs\{state="running"\} 0$/m);
    expect(text).toMatch(/^scopewise_generation_oldest_queued_age_seconds 0$/m);
    expect(text).toMatch(/^scopewise_generation_duration_seconds_count\{outcome="ready"\} 1$/m);
    expect(text).toMatch(/^scopewise_model_call_duration_seconds_count\{provider="openai",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^scopewise_model_call_failures_total\{provider="openai",kind="other"\} 1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  it("count the jobs waiting (across processes) and how long the oldest has waited", async () => {
    const group = await freshInstances(kind, cleanups);
    // A process without a worker: its jobs wait for another process.
    const front = await group.start({ worker: false, env: { METRICS_TOKEN: TOKEN } });
    const user = await signUp(front);
    const [first] = [
      await generate(front, user.access, "We need an online booking system for our clinics"),
      await generate(front, user.access, "a chat app with video calls"),
    ];
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await front.context.db
      .updateTable("generation_jobs")
      .set({ updated_at: minuteAgo })
      .where("id", "=", first!)
      .execute();
    const text = (await front.inject({ method: "GET", url: "/metrics", headers: bearer(TOKEN) })).body;
    expect(text).toMatch(/^scopewise_generation_jobs\{state="queued"\} 2$/m);
    const waited = Number(/^scopewise_generation_oldest_queued_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(waited).toBeGreaterThanOrEqual(60);
  });

  it("with METRICS_PORT: served on a port of their own", async () => {
    const port = await freePort();
    await (await app({ METRICS_PORT: String(port), HOST: "127.0.0.1" })).app.ready();
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("scopewise_http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${port}/elsewhere`)).status).toBe(404);
  });
});
