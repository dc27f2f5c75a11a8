import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach } from "vitest";

export interface StubReply {
  status?: number;
  /** The assistant message content (for 200 answers). */
  content?: string;
  /** Delay before answering, to provoke timeouts. */
  delayMs?: number;
  /** With streaming: the pause between chunks, so a client can be seen showing the words as they come. */
  chunkDelayMs?: number;
}

/**
 * A small OpenAI-compatible server on loopback: /v1/chat/completions answers from a script of
 * replies (then a default), and records every request it got.
 */
export async function startOpenAiStub(fallback: (body: ChatRequest) => StubReply): Promise<{
  baseUrl: string;
  requests: ChatRequest[];
  script: StubReply[];
  stop(): Promise<void>;
}> {
  const requests: ChatRequest[] = [];
  const script: StubReply[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest;
      requests.push(body);
      const reply = script.shift() ?? fallback(body);
      const send = () => {
        if (res.destroyed) return;
        const status = reply.status ?? 200;
        if (status !== 200) {
          res.writeHead(status, { "content-type": "application/json", "retry-after-ms": "10" }).end(JSON.stringify({ error: { message: `stub error ${status}`, type: "stub" } }));
          return;
        }
        if (body.stream) {
          // Streamed like OpenAI: one chunk per few characters, then [DONE].
          res.writeHead(200, { "content-type": "text/event-stream" });
          const content = reply.content ?? "";
          const chunk = (i: number) => `data: ${JSON.stringify({ id: "chatcmpl-stub", object: "chat.completion.chunk", created: 0, model: body.model, choices: [{ index: 0, delta: { content: content.slice(i, i + 7) }, finish_reason: null }] })}\n\n`;
          const writeFrom = (i: number) => {
            if (res.destroyed) return;
            if (i >= content.length) return void res.end("data: [DONE]\n\n");
            res.write(chunk(i));
            if (reply.chunkDelayMs) setTimeout(() => writeFrom(i + 7), reply.chunkDelayMs);
            else writeFrom(i + 7);
          };
          writeFrom(0);
          return;
        }
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-stub",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: "assistant", content: reply.content ?? "" }, finish_reason: "stop" }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
}

export type OpenAiStub = Awaited<ReturnType<typeof startOpenAiStub>>;

/** A stub for a test file: started before its tests, emptied of requests and script before each, stopped after. */
export function useOpenAiStub(fallback: (body: ChatRequest) => StubReply): { stub: OpenAiStub } {
  const holder = {} as { stub: OpenAiStub };
  beforeAll(async () => {
    holder.stub = await startOpenAiStub(fallback);
  });
  beforeEach(() => {
    holder.stub.requests.length = 0;
    holder.stub.script.length = 0;
  });
  afterAll(async () => holder.stub?.stop());
  return holder;
}
