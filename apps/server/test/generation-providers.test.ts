import { createServer } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { useAnthropicStub } from "./anthropic-stub.js";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import type { ChatRequest } from "./llm-stub.js";
import { bearer, type TestApp, type SignedUpUser, useSignedInApp } from "./test-app.js";

const BRIEF = {
  domain: "software",
  title: "Clinic booking platform",
  summary: "Patients book and pay online.",
  features: ["booking", "payments"],
  currency: "EUR",
};
const isBriefCall = (body: ChatRequest) => body.messages[0]?.content.includes("JSON brief") ?? false;

function readers(s: { t: TestApp; user: SignedUpUser }) {
  return {
    chat: async (id: string) =>
      (
        await s.t.app.inject({
          method: "GET",
          url: `/api/Proposal_Generation/proposals/${id}/chat/`,
          headers: bearer(s.user.access),
        })
      ).json() as Array<{ type: string; content: string }>,
    doc: async (id: string) =>
      (
        await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })
      ).json() as { title: string; document: string; status: string; error: string | null },
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

describe("generation with Anthropic's Messages API (loopback server)", () => {
  const llm = useAnthropicStub((body) => ({
    content: JSON.stringify(
      isBriefCall(body)
        ? BRIEF
        : {
            executive_summary: "ANTHROPIC-WRITTEN summary.",
            understanding: "ANTHROPIC-WRITTEN understanding.",
            approach: "ANTHROPIC-WRITTEN approach.",
          },
    ),
  }));
  const s = useSignedInApp(databaseKinds()[0]!, () => ({
    AI_PROVIDER: "anthropic",
    ANTHROPIC_API_KEY: "test-anthropic-key",
    ANTHROPIC_BASE_URL: llm.stub.baseUrl,
    AI_MODEL: "claude-stub",
    AI_TIMEOUT_MS: "2000",
    AI_MAX_RETRIES: "1",
  }));
  const read = readers(s);

  it("builds the brief and writes the prose through POST /v1/messages, with the key and model configured", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "We need an online booking system for our clinics where patients pay in advance",
    );
    const job = await waitForJob(s.t.app, s.user.access, id);
    expect(job.status).toBe("ready");
    expect(job.estimate).toMatchObject({ currency: "EUR", domain: "software" });
    // The SDK sends the key as X-Api-Key or (newer versions) as a bearer token.
    const key = (r: ChatRequest) => String(r.headers["x-api-key"] ?? r.headers.authorization).replace(/^Bearer /, "");
    expect(llm.stub.requests.map((r) => [r.model, key(r), isBriefCall(r)])).toEqual([
      ["claude-stub", "test-anthropic-key", true],
      ["claude-stub", "test-anthropic-key", false],
    ]);
    expect(llm.stub.requests[0]?.messages[0]?.content).toContain("Answer with one JSON object and nothing else.");
    const doc = await read.doc(id);
    expect(doc.document).toContain("Clinic booking platform</h1>");
    expect(doc.document).toContain("ANTHROPIC-WRITTEN summary.");
  });

  it("a rejected key is reported without naming the key, and the built-in path still delivers", async () => {
    llm.stub.script.push({ status: 401 });
    const id = await generate(
      s.t.app,
      s.user.access,
      "estimate the timeline and cost for a mobile app with payments and chat",
    );
    expect((await waitForJob(s.t.app, s.user.access, id)).status).toBe("ready");
    expect((await read.doc(id)).title).toBe("Mobile app with payments and chat");
    // One call: with the key refused, the prose is not asked for either.
    expect(llm.stub.requests).toHaveLength(1);
    expect((await read.chat(id)).at(-1)?.content).toMatch(
      /^Your proposal is ready\. .* The AI model could not be reached\. The built-in engine read the request and wrote the proposal\.$/,
    );
  });
});

describe("generation when the language-model server is unreachable", () => {
  const port = { value: 0 };
  beforeAll(async () => {
    port.value = await closedPort();
  });
  // The app reads its environment when it starts, after the port is known.
  const s = useSignedInApp(databaseKinds()[0]!, () => ({
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: `http://127.0.0.1:${port.value}/v1`,
    AI_TIMEOUT_MS: "2000",
    AI_MAX_RETRIES: "0",
  }));
  const read = readers(s);

  it("never stays generating: the built-in engine delivers and the chat says the model could not be reached, without its address", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "estimate the timeline and cost for a mobile app with payments and chat",
    );
    const job = await waitForJob(s.t.app, s.user.access, id);
    expect(job.status).toBe("ready");
    const doc = await read.doc(id);
    expect(doc).toMatchObject({ status: "ready", title: "Mobile app with payments and chat", error: null });
    expect(doc.document).toContain("<h1");
    const note = (await read.chat(id)).at(-1)?.content ?? "";
    expect(note).toContain(
      "The AI model could not be reached. The built-in engine read the request and wrote the proposal.",
    );
    expect(note).not.toMatch(/127\.0\.0\.1|http|:\d{2,5}/);
    expect(note.match(/could not be reached/g)).toHaveLength(1);
  });
});
