import type { FastifyReply } from "fastify";

/** A server-sent-event answer opened on the first event, so a request that fails early still gets a plain JSON error. */
export class AgentEventStream {
  started = false;

  constructor(private readonly reply: FastifyReply) {}

  send(event: string, data: unknown): void {
    if (!this.started) {
      this.started = true;
      this.reply.hijack();
      this.reply.raw.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      });
    }
    this.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    if (this.started) this.reply.raw.end();
  }
}
