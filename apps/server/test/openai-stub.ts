import { type ChatRequest, startLlmStub, type StubDialect, type StubReply, useStub } from "./llm-stub.js";

export type { ChatRequest, StubReply } from "./llm-stub.js";

/** OpenAI's chat completions (also spoken by Ollama, vLLM, llama.cpp and LM Studio). */
const openAi: StubDialect = {
  path: "/chat/completions",
  read: (body) => ({
    model: String(body.model),
    stream: body.stream === true,
    messages: body.messages as ChatRequest["messages"],
  }),
  answer: (res, request, content) =>
    void res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-stub",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    ),
  streamEvents: (request) => ({
    first: [],
    piece: (text) =>
      `data: ${JSON.stringify({ id: "chatcmpl-stub", object: "chat.completion.chunk", created: 0, model: request.model, choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}\n\n`,
    last: ["data: [DONE]\n\n"],
  }),
  error: (status) => JSON.stringify({ error: { message: `stub error ${status}`, type: "stub" } }),
};

/** A small OpenAI-compatible server on loopback; `baseUrl` is what OPENAI_BASE_URL takes. */
export async function startOpenAiStub(fallback: (body: ChatRequest) => StubReply) {
  const stub = await startLlmStub(openAi, fallback);
  return { ...stub, baseUrl: `${stub.origin}/v1` };
}

export type OpenAiStub = Awaited<ReturnType<typeof startOpenAiStub>>;

export function useOpenAiStub(fallback: (body: ChatRequest) => StubReply): { stub: OpenAiStub } {
  return useStub(() => startOpenAiStub(fallback));
}
