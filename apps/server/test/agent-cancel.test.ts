import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { useAnthropicStub } from "./anthropic-stub.js";
import type { LlmStub } from "./llm-stub.js";
import { useOpenAiStub } from "./openai-stub.js";
import { bearer, useSignedInApp } from "./test-app.js";

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

/**
 * Asks the assistant over a real connection, waits until the model server holds the call, then
 * closes the client's side (as a closed tab does) and answers whether the model call was dropped too.
 */
async function leaveWhileTheModelWorks(base: string, stub: LlmStub, token: string, accept: string): Promise<boolean> {
  const client = new AbortController();
  const asked = fetch(`${base}/api/editor-agent`, {
    method: "POST",
    headers: { ...bearer(token), "content-type": "application/json", accept },
    body: JSON.stringify({ user_query: "make it friendlier", content: "<p>Design first. Then build.</p>" }),
    signal: client.signal,
  })
    .then((res) => res.text())
    .catch(() => "aborted");
  expect(await until(() => stub.load.inFlight === 1, 5000)).toBe(true);
  client.abort();
  await asked;
  // The model would answer only after 10 s: a call still open after 3 s was not cancelled.
  return until(() => stub.load.inFlight === 0, 3000);
}

function listening(s: { t: { app: FastifyInstance } }): { base: string } {
  const holder = { base: "" };
  beforeAll(async () => {
    holder.base = await s.t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  return holder;
}

describe("a client that goes away cancels the model call (OpenAI-compatible server)", () => {
  const llm = useOpenAiStub(() => ({ content: "<p>Late answer</p>", delayMs: 10_000 }));
  const s = useSignedInApp(databaseKinds()[0]!, () => ({
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: llm.stub.baseUrl,
    AI_TIMEOUT_MS: "20000",
    AI_MAX_RETRIES: "0",
  }));
  const server = listening(s);

  it("for a plain JSON answer", async () => {
    expect(await leaveWhileTheModelWorks(server.base, llm.stub, s.user.access, "application/json")).toBe(true);
    expect(llm.stub.requests).toHaveLength(1);
  });

  it("for a streamed answer, also once the words are flowing", async () => {
    expect(await leaveWhileTheModelWorks(server.base, llm.stub, s.user.access, "text/event-stream")).toBe(true);
    llm.stub.script.push({
      content: "<p>A long answer written slowly, piece by piece, for a while.</p>",
      chunkDelayMs: 1000,
    });
    expect(await leaveWhileTheModelWorks(server.base, llm.stub, s.user.access, "text/event-stream")).toBe(true);
  });

  it("a client that stays gets its answer", async () => {
    llm.stub.script.push({ content: "<p>Quick answer</p>" });
    const res = await fetch(`${server.base}/api/editor-agent`, {
      method: "POST",
      headers: { ...bearer(s.user.access), "content-type": "application/json" },
      body: JSON.stringify({ user_query: "make it friendlier", content: "<p>Design first. Then build.</p>" }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe("<p>Quick answer</p>");
  });
});

describe("a client that goes away cancels the model call (Anthropic Messages API)", () => {
  const llm = useAnthropicStub(() => ({ content: "<p>Late answer</p>", delayMs: 10_000 }));
  const s = useSignedInApp(databaseKinds()[0]!, () => ({
    AI_PROVIDER: "anthropic",
    ANTHROPIC_API_KEY: "test-anthropic-key",
    ANTHROPIC_BASE_URL: llm.stub.baseUrl,
    AI_MODEL: "claude-stub",
    AI_TIMEOUT_MS: "20000",
    AI_MAX_RETRIES: "0",
  }));
  const server = listening(s);

  it("for a streamed answer", async () => {
    expect(await leaveWhileTheModelWorks(server.base, llm.stub, s.user.access, "text/event-stream")).toBe(true);
  });
});
