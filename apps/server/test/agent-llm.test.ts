import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { EDITOR_MARKUP } from "../src/modules/agent/edit-prompt.js";
import { useAnthropicStub } from "./anthropic-stub.js";
import { useOpenAiStub } from "./openai-stub.js";
import { bearer, useSignedInApp } from "./test-app.js";

/** Asks the agent on a listening server for a streamed answer (Accept: text/event-stream). */
async function streamAgent(
  app: FastifyInstance,
  token: string,
  body: { user_query: string; content: string },
): Promise<{ base: string; res: Response }> {
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const res = await fetch(`${base}/api/editor-agent`, {
    method: "POST",
    headers: { ...bearer(token), "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  return { base, res };
}

/** The server-sent events of a whole answer, in order, with their JSON data. */
async function sseEvents(
  res: Response,
): Promise<Array<{ event: string | undefined; data: { text?: string; [key: string]: unknown } }>> {
  return [...(await res.text()).matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
    event: m[1],
    data: JSON.parse(m[2] ?? "null"),
  }));
}

describe("editor agent with an OpenAI-compatible model (loopback server)", () => {
  const llm = useOpenAiStub(() => ({ content: "<ul><li><p>From the model</p></li></ul>" }));
  const s = useSignedInApp(databaseKinds()[0]!, () => ({
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: llm.stub.baseUrl,
    OPENAI_API_KEY: "test-key",
    AI_MODEL: "stub-model",
    AI_TIMEOUT_MS: "500",
    AI_MAX_RETRIES: "1",
  }));
  const ask = (user_query: string, content = "<p>Design first. Then build.</p>") =>
    s.t.app.inject({
      method: "POST",
      url: "/api/editor-agent",
      headers: bearer(s.user.access),
      payload: { user_query, content },
    });

  it("sends the instruction and the HTML with a system prompt that keeps the editor's formats, and sanitizes the answer", async () => {
    llm.stub.script.push({
      content:
        '```html\n<ol><li><p>Design first</p></li></ol><script>alert(1)</script><p onclick="x()">Then build</p>\n```',
    });
    const res = await ask("rewrite this as a numbered plan");
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe("<ol><li><p>Design first</p></li></ol><p>Then build</p>");
    const sent = llm.stub.requests[0]!;
    expect(sent.model).toBe("stub-model");
    expect(sent.messages[0]?.content).toMatch(/tables \(table > tbody > tr > th\/td/);
    expect(sent.messages[1]?.content).toContain("Instruction: rewrite this as a numbered plan");
    expect(sent.messages[1]?.content).toContain("<p>Design first. Then build.</p>");
  });

  it("shows the model the editor's exact markup for every format, and an answer written in it comes back unchanged", async () => {
    const every = EDITOR_MARKUP.map((m) => m.html).join("");
    llm.stub.script.push({ content: every });
    const res = await ask("restyle this");
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe(every);
    const system = llm.stub.requests[0]?.messages[0]?.content ?? "";
    for (const markup of [
      '<span data-type="inline-math"',
      'data-latex="',
      '<iframe src="https://www.youtube.com/embed/',
      'class="ql-video"',
      "<sub>",
      "<sup>",
      "<code>inline code</code>",
      '<ul data-type="taskList">',
      '<li data-checked="true" data-type="taskItem">',
      'data-indent="2"',
      'dir="rtl"',
      'data-row-id="',
      'data-col-id="',
      'colwidth="100"',
      '<h2 id="',
    ]) {
      expect(system).toContain(markup);
    }
    expect(system).toContain("Never put a table inside a table cell.");
  });

  it("passes on the model's refusal as a 422, and refuses an unchanged answer", async () => {
    llm.stub.script.push({ content: "CANNOT: I can only edit text, not draw charts." });
    const refused = await ask("draw a chart");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: "I can only edit text, not draw charts." });
    llm.stub.script.push({ content: "<p>Design first. Then build.</p>" });
    expect((await ask("improve this")).statusCode).toBe(422);
  });

  it("falls back to the built-in assistant when the key is refused, saying so without naming keys or addresses", async () => {
    llm.stub.script.push({ status: 401 });
    const supported = await ask("make this a bullet list");
    expect(supported.statusCode).toBe(200);
    expect(supported.json().result).toBe("<ul><li><p>Design first.</p></li><li><p>Then build.</p></li></ul>");
    expect(supported.json().summary).toContain(
      "(The AI model could not be reached. The built-in assistant made this change.)",
    );
    expect(supported.json().summary).not.toMatch(/OPENAI_API_KEY|127\.0\.0\.1|http|stub error/);
    llm.stub.script.push({ status: 401 });
    const unsupported = await ask("write it like a pirate");
    expect(unsupported.statusCode).toBe(503);
    expect(unsupported.json()).toEqual({ detail: "The AI model could not be reached." });
  });

  it("retries a 429 and gives a clear error after a timeout", async () => {
    llm.stub.script.push({ status: 429 }, { content: "<p>Retried answer</p>" });
    const retried = await ask("polish this");
    expect(retried.json().result).toBe("<p>Retried answer</p>");
    llm.stub.script.push({ delayMs: 2000 }, { delayMs: 2000 });
    const slow = await ask("make it sound friendlier");
    expect(slow.statusCode).toBe(503);
    expect(slow.json().detail).toBe("The AI model did not answer in time.");
  });

  it("streams the model's words as delta events when asked, then the checked result", async () => {
    const answer = "<ol><li><p>Design first</p></li><li><p>Then build</p></li></ol><script>alert(1)</script>";
    llm.stub.script.push({ content: answer });
    const { base, res } = await streamAgent(s.t.app, s.user.access, {
      user_query: "rewrite as a numbered plan",
      content: "<p>Design first. Then build.</p>",
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await sseEvents(res);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((e) => e.data.text).join("")).toBe(answer);
    expect(llm.stub.requests.at(-1)?.stream).toBe(true);
    expect(events.at(-1)).toEqual({
      event: "result",
      data: {
        result: "<ol><li><p>Design first</p></li><li><p>Then build</p></li></ol>",
        summary: "Here is the proposed change: accept or reject it in the document.",
      },
    });

    // A failure before the first word is an ordinary JSON error.
    const invalid = await fetch(`${base}/api/editor-agent`, {
      method: "POST",
      headers: { ...bearer(s.user.access), "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ user_query: " ", content: "<p>x</p>" }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ user_query: ["Please Select Content and Enter Message"] });
  });
});

describe("editor agent with Anthropic's Messages API (loopback server)", () => {
  const llm = useAnthropicStub(() => ({ content: "<ul><li><p>From Claude</p></li></ul>" }));
  const s = useSignedInApp(databaseKinds()[0]!, () => ({
    AI_PROVIDER: "anthropic",
    ANTHROPIC_API_KEY: "test-anthropic-key",
    ANTHROPIC_BASE_URL: llm.stub.baseUrl,
    AI_MODEL: "claude-stub",
    AI_TIMEOUT_MS: "2000",
    AI_MAX_RETRIES: "1",
  }));

  it("sends the instruction and the HTML to POST /v1/messages and sanitizes the answer", async () => {
    llm.stub.script.push({ content: "<ol><li><p>Design first</p></li></ol><script>alert(1)</script>" });
    const res = await s.t.app.inject({
      method: "POST",
      url: "/api/editor-agent",
      headers: bearer(s.user.access),
      payload: { user_query: "rewrite this as a numbered plan", content: "<p>Design first. Then build.</p>" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe("<ol><li><p>Design first</p></li></ol>");
    const sent = llm.stub.requests[0]!;
    expect(sent.model).toBe("claude-stub");
    expect(sent.messages[0]?.content).toMatch(/tables \(table > tbody > tr > th\/td/);
    expect(sent.messages[1]?.content).toContain("Instruction: rewrite this as a numbered plan");
  });

  it("streams Claude's words as delta events, then the checked result", async () => {
    const answer = "<ol><li><p>Design first</p></li><li><p>Then build</p></li></ol>";
    llm.stub.script.push({ content: answer });
    const { res } = await streamAgent(s.t.app, s.user.access, {
      user_query: "rewrite as a numbered plan",
      content: "<p>Design first. Then build.</p>",
    });
    const events = await sseEvents(res);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((e) => e.data.text).join("")).toBe(answer);
    expect(llm.stub.requests.at(-1)?.stream).toBe(true);
    expect(events.at(-1)).toEqual({
      event: "result",
      data: { result: answer, summary: "Here is the proposed change: accept or reject it in the document." },
    });
  });

  it("a rejected key falls back to the built-in assistant without naming the key", async () => {
    llm.stub.script.push({ status: 401 });
    const res = await s.t.app.inject({
      method: "POST",
      url: "/api/editor-agent",
      headers: bearer(s.user.access),
      payload: { user_query: "make this a bullet list", content: "<p>Design first. Then build.</p>" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toContain(
      "(The AI model could not be reached. The built-in assistant made this change.)",
    );
    expect(res.json().summary).not.toMatch(/ANTHROPIC_API_KEY|127\.0\.0\.1|http|stub error/);
  });
});
