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

/** A request as the tests read it, whatever the wire format: the system prompt is messages[0]. */
export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
  headers: Record<string, string | string[] | undefined>;
}

/** How one provider's API is spoken: where it listens, how requests read and answers are written. */
export interface StubDialect {
  path: string;
  read(body: Record<string, unknown>): Omit<ChatRequest, "headers">;
  answer(res: ServerResponse, request: ChatRequest, content: string): void;
  /** The pieces of a streamed answer, as server-sent event blocks. */
  streamEvents(
    request: ChatRequest,
    pieces: string[],
  ): { first: string[]; piece: (text: string) => string; last: string[] };
  error(status: number): string;
}

/**
 * A small language-model server on loopback: answers from a script of replies (then a default),
 * records every request, and counts how many it holds at once (to see jobs running side by side).
 */
export async function startLlmStub(dialect: StubDialect, fallback: (body: ChatRequest) => StubReply) {
  const requests: ChatRequest[] = [];
  const script: StubReply[] = [];
  const load = { inFlight: 0, maxInFlight: 0 };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith(dialect.path)) {
        res
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const body = {
        ...dialect.read(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>),
        headers: req.headers,
      };
      requests.push(body);
      load.inFlight += 1;
      load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
      res.on("close", () => {
        load.inFlight -= 1;
      });
      const reply = script.shift() ?? fallback(body);
      const send = () => {
        if (res.destroyed) return;
        const status = reply.status ?? 200;
        if (status !== 200) {
          res
            .writeHead(status, { "content-type": "application/json", "retry-after-ms": "10" })
            .end(dialect.error(status));
          return;
        }
        if (!body.stream) return dialect.answer(res, body, reply.content ?? "");
        const content = reply.content ?? "";
        const pieces = Array.from({ length: Math.ceil(content.length / 7) }, (_, i) => content.slice(i * 7, i * 7 + 7));
        const events = dialect.streamEvents(body, pieces);
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const e of events.first) res.write(e);
        const writeFrom = (i: number) => {
          if (res.destroyed) return;
          if (i >= pieces.length) return void res.end(events.last.join(""));
          res.write(events.piece(pieces[i]!));
          if (reply.chunkDelayMs) setTimeout(() => writeFrom(i + 1), reply.chunkDelayMs);
          else writeFrom(i + 1);
        };
        writeFrom(0);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    script,
    load,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LlmStub = Awaited<ReturnType<typeof startLlmStub>>;

/** A stub for a test file: started before its tests, emptied of requests, script and counts before each, stopped after. */
export function useStub<T extends LlmStub>(start: () => Promise<T>): { stub: T } {
  const holder = {} as { stub: T };
  beforeAll(async () => {
    holder.stub = await start();
  });
  beforeEach(() => {
    holder.stub.requests.length = 0;
    holder.stub.script.length = 0;
    holder.stub.load.maxInFlight = holder.stub.load.inFlight;
  });
  afterAll(async () => holder.stub?.stop());
  return holder;
}
