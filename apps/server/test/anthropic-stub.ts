import { type ChatRequest, startLlmStub, type StubDialect, type StubReply, useStub } from "./llm-stub.js";

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Anthropic's Messages API (POST /v1/messages), streamed or not. */
const anthropic: StubDialect = {
  path: "/v1/messages",
  read: (body) => ({
    model: String(body.model),
    stream: body.stream === true,
    messages: [{ role: "system", content: String(body.system ?? "") }, ...(body.messages as ChatRequest["messages"])],
  }),
  answer: (res, request, content) =>
    void res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "msg_stub",
        type: "message",
        role: "assistant",
        model: request.model,
        content: [{ type: "text", text: content }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 1 },
      }),
    ),
  streamEvents: (request) => ({
    first: [
      sse("message_start", {
        type: "message_start",
        message: {
          id: "msg_stub",
          type: "message",
          role: "assistant",
          model: request.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 1, output_tokens: 0 },
        },
      }),
      sse("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
    ],
    piece: (text) =>
      sse("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } }),
    last: [
      sse("content_block_stop", { type: "content_block_stop", index: 0 }),
      sse("message_delta", {
        type: "message_delta",
        delta: { stop_reason: "end_turn", stop_sequence: null },
        usage: { output_tokens: 1 },
      }),
      sse("message_stop", { type: "message_stop" }),
    ],
  }),
  error: (status) =>
    JSON.stringify({
      type: "error",
      error: { type: status === 401 ? "authentication_error" : "api_error", message: `stub error ${status}` },
    }),
};

/** A small Anthropic-Messages-compatible server on loopback; `baseUrl` is what ANTHROPIC_BASE_URL takes. */
export async function startAnthropicStub(fallback: (body: ChatRequest) => StubReply) {
  const stub = await startLlmStub(anthropic, fallback);
  return { ...stub, baseUrl: stub.origin };
}

export function useAnthropicStub(fallback: (body: ChatRequest) => StubReply) {
  return useStub(() => startAnthropicStub(fallback));
}
