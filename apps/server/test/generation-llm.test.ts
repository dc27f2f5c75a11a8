import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { useOpenAiStub, type ChatRequest, type StubReply } from "./openai-stub.js";
import { bearer, useSignedInApp } from "./test-app.js";

const GOOD_BRIEF = {
  domain: "software",
  title: "Clinic booking platform",
  summary: "A web platform where patients book clinic appointments and pay online.",
  features: ["booking", "payments", "notifications"],
  quantities: { platforms: ["web"] },
  currency: "EUR",
  complexity: "nominal",
  quality: "standard",
};

const isBriefCall = (body: ChatRequest) => body.messages[0]?.content.includes("JSON brief") ?? false;

/** Prose that quotes only the figures the server sent (as a well-behaved model would). */
function honestProse(body: ChatRequest): StubReply {
  const input = JSON.parse(body.messages[1]?.content ?? "{}") as {
    FIGURES: { expected_cost: string; cost_p80: string };
  };
  return {
    content: JSON.stringify({
      executive_summary: `MODEL-WRITTEN: the platform is expected to cost ${input.FIGURES.expected_cost}, and ${input.FIGURES.cost_p80} at 80% confidence.`,
      understanding: "MODEL-WRITTEN: patients need to book and pay without calling the clinic.",
      approach: "MODEL-WRITTEN: we design first, then build in short iterations.",
    }),
  };
}

describe("generation with an OpenAI-compatible model (loopback server)", () => {
  const llm = useOpenAiStub((body) =>
    isBriefCall(body) ? { content: JSON.stringify(GOOD_BRIEF) } : honestProse(body),
  );
  const s = useSignedInApp(databaseKinds()[0]!, () => ({
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: llm.stub.baseUrl,
    AI_MODEL: "stub-model",
    AI_TIMEOUT_MS: "400",
    AI_MAX_RETRIES: "2",
  }));
  const chatOf = async (id: string) =>
    (
      await s.t.app.inject({
        method: "GET",
        url: `/api/Proposal_Generation/proposals/${id}/chat/`,
        headers: bearer(s.user.access),
      })
    ).json() as Array<{ type: string; content: string }>;
  const docOf = async (id: string) =>
    (await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })).json();

  it("uses the model's brief and prose, while every figure stays the engine's", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "We need an online booking system for our clinics where patients pay in advance",
    );
    const job = await waitForJob(s.t.app, s.user.access, id);
    expect(job.status).toBe("ready");
    const estimate = job.estimate as { currency: string; domain: string };
    expect(estimate).toMatchObject({ currency: "EUR", domain: "software" });
    const doc = await docOf(id);
    expect(doc.document).toContain("Clinic booking platform</h1>");
    expect(doc.document).toContain("MODEL-WRITTEN: the platform is expected to cost €");
    expect(llm.stub.requests.map((r) => r.model)).toEqual(["stub-model", "stub-model"]);
    expect((await chatOf(id)).at(-1)?.content).not.toMatch(/AI/);
  });

  it("malformed JSON twice falls back to the built-in extractor and says so", async () => {
    llm.stub.script.push(
      { content: "Sure! Here is the brief: {domain: software" },
      { content: '```json\n{"domain": "spaceships"}\n```' },
    );
    const id = await generate(
      s.t.app,
      s.user.access,
      "estimate the timeline and cost for a mobile app with payments and chat",
    );
    const job = await waitForJob(s.t.app, s.user.access, id);
    expect(job.status).toBe("ready");
    expect(llm.stub.requests.filter(isBriefCall)).toHaveLength(2);
    expect(llm.stub.requests.filter(isBriefCall)[1]?.messages[1]?.content).toMatch(/not a valid brief/);
    expect((await docOf(id)).title).toBe("Mobile app with payments and chat");
    expect((await chatOf(id)).at(-1)?.content).toContain(
      "The AI model's brief was not valid twice, so the built-in extractor read the request.",
    );
  });

  it.each([
    ["in digits", "It will cost only €1,234 and take 3 weeks.", "1,234"],
    ["in words", "It will cost about seventy-three thousand euros over twelve weeks.", "seventy-three thousand"],
  ])("rejects prose that changed a number written %s", async (_how, changed, shown) => {
    llm.stub.script.push(
      { content: JSON.stringify(GOOD_BRIEF) },
      {
        content: JSON.stringify({
          executive_summary: changed,
          understanding: "MODEL-WRITTEN understanding without figures.",
          approach: "MODEL-WRITTEN approach.",
        }),
      },
    );
    const id = await generate(s.t.app, s.user.access, "clinic booking platform");
    await waitForJob(s.t.app, s.user.access, id);
    const doc = await docOf(id);
    expect(doc.document).not.toContain(shown);
    expect(doc.document).toContain("MODEL-WRITTEN understanding without figures.");
    expect((await chatOf(id)).at(-1)?.content).toContain(
      "AI prose for executive summary changed figures and was replaced by the engine's own wording.",
    );
  });

  it("keeps the user's own words for the engine and the quote, and drops numbers the request does not state", async () => {
    const request =
      "A user research study with 20 interviews and a survey of 500 respondents, with a budget of $30k, within 3 months";
    llm.stub.script.push(
      // The model restates the request without its counts, invents a budget and a team, and converts the time frame fairly.
      {
        content: JSON.stringify({
          domain: "research",
          title: "User research study",
          summary: "The client wants to learn about its users.",
          quantities: { methods: ["interviews"] },
          budget: 45_000,
          deadline_weeks: 13,
          team_size: 4,
          currency: "USD",
        }),
      },
      { content: JSON.stringify({ executive_summary: "MODEL-WRITTEN summary.", approach: "MODEL-WRITTEN approach." }) },
    );
    const id = await generate(s.t.app, s.user.access, request);
    const job = await waitForJob(s.t.app, s.user.access, id);
    const estimate = job.estimate as { summary: string; constraints: Array<{ kind: string; stated: number }> };
    // The engine found both methods and their counts in the request, not in the model's restatement.
    expect(estimate.summary).toContain("20 user interviews");
    expect(estimate.summary).toContain("500 completes");
    expect(estimate.constraints.map((c) => [c.kind, c.stated])).toEqual([
      ["budget", 30_000],
      ["deadline", 13],
    ]);
    const stored = await s.t.app.inject({
      method: "GET",
      url: `/api/documents/${id}/brief/`,
      headers: bearer(s.user.access),
    });
    const brief = stored.json() as Record<string, unknown>;
    expect(brief).toMatchObject({ title: "User research study", summary: request, budget: 30_000, deadline_weeks: 13 });
    expect(brief.team_size).toBeUndefined();
    const doc = await docOf(id);
    expect(doc.document).toContain(`You asked for: “${request}”`);
    expect(doc.document).not.toContain("The client wants to learn about its users.");
  });

  it("retries after a 429 and then succeeds", async () => {
    llm.stub.script.push({ status: 429 }, { content: JSON.stringify(GOOD_BRIEF) });
    const id = await generate(s.t.app, s.user.access, "clinic booking platform");
    const job = await waitForJob(s.t.app, s.user.access, id);
    expect(job.status).toBe("ready");
    expect(llm.stub.requests.filter(isBriefCall)).toHaveLength(2);
    expect((await docOf(id)).document).toContain("Clinic booking platform</h1>");
  });

  it("a timeout falls back to the engine's wording with a clear note", async () => {
    llm.stub.script.push(
      { content: JSON.stringify(GOOD_BRIEF) },
      { delayMs: 3000, content: "{}" },
      { delayMs: 3000, content: "{}" },
      { delayMs: 3000, content: "{}" },
    );
    const id = await generate(s.t.app, s.user.access, "clinic booking platform");
    const job = await waitForJob(s.t.app, s.user.access, id, 30_000);
    expect(job.status).toBe("ready");
    expect((await docOf(id)).document).not.toContain("MODEL-WRITTEN");
    expect((await chatOf(id)).at(-1)?.content).toMatch(
      /The AI model did not answer in time\. The proposal uses the engine's own wording\./,
    );
  });

  it("a rejected key is reported without naming keys or addresses, and the built-in path still delivers", async () => {
    llm.stub.script.push({ status: 401 }, { status: 401 });
    const id = await generate(s.t.app, s.user.access, "a booking website with payments");
    expect((await waitForJob(s.t.app, s.user.access, id)).status).toBe("ready");
    const note = (await chatOf(id)).at(-1)?.content ?? "";
    expect(note).toContain("The AI model could not be reached.");
    expect(note).not.toMatch(/OPENAI_API_KEY|127\.0\.0\.1|http|stub error/);
  });
});
