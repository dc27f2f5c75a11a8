import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorText } from "../../lib/api-errors";
import { AGENT_STREAM_MESSAGES, streamEditorAgent } from "./stream-editor-agent";

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A loopback server that answers as the scenario says, and remembers what it was asked. */
let handler: Handler = () => undefined;
let seen: { headers: IncomingMessage["headers"]; body: string } | null = null;
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen = { headers: req.headers, body };
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/editor-agent`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const request = { user_query: "make this a bullet list", content: "<p>Design. Build.</p>", document_id: "doc-1" };
const sse = (res: ServerResponse) => res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8" });
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function run() {
  const deltas: string[] = [];
  const outcome = await streamEditorAgent({ url, token: "tok-1", body: request, onDelta: (text) => deltas.push(text) });
  return { outcome, deltas };
}

describe("streaming the assistant's answer", () => {
  it("passes each delta on as it arrives, then answers the checked result, even with events split across chunks", async () => {
    handler = (_req, res) => {
      sse(res);
      void (async () => {
        res.write('event: delta\ndata: {"text":"<ul><li>De"}\n\n');
        await pause();
        res.write('event: delta\ndata: {"text":"sign</li>');
        await pause();
        res.write(
          '"}\n\nevent: result\ndata: {"result":"<ul><li><p>Design.</p></li></ul>","summary":"Content updated successfully"}\n\n',
        );
        res.end();
      })();
    };
    const { outcome, deltas } = await run();
    expect(deltas).toEqual(["<ul><li>De", "sign</li>"]);
    expect(outcome).toEqual({
      kind: "answer",
      answer: { result: "<ul><li><p>Design.</p></li></ul>", summary: "Content updated successfully" },
    });
    expect(seen?.headers.accept).toBe("text/event-stream");
    expect(seen?.headers.authorization).toBe("Bearer tok-1");
    expect(JSON.parse(seen?.body ?? "")).toEqual(request);
  });

  it("takes a plain JSON answer (the built-in assistant answers at once)", async () => {
    handler = (_req, res) =>
      json(res, 200, { result: "<ul><li><p>Design.</p></li></ul>", summary: "Turned the text into a bullet list." });
    const { outcome, deltas } = await run();
    expect(deltas).toEqual([]);
    expect(outcome).toMatchObject({ kind: "answer", answer: { summary: "Turned the text into a bullet list." } });
  });

  it("reports a refusal before streaming in the server's words", async () => {
    handler = (_req, res) => json(res, 422, { detail: "I can't do that with the built-in assistant." });
    const { outcome } = await run();
    expect(outcome.kind).toBe("error");
    if (outcome.kind === "error")
      expect(apiErrorText(outcome.error, "Something Went Wrong")).toBe("I can't do that with the built-in assistant.");
  });

  it("reports an error event after the first words in the server's words", async () => {
    handler = (_req, res) => {
      sse(res);
      res.end(
        'event: delta\ndata: {"text":"<p>Half"}\n\nevent: error\ndata: {"status":502,"detail":"API returned empty response. Please try again."}\n\n',
      );
    };
    const { outcome, deltas } = await run();
    expect(deltas).toEqual(["<p>Half"]);
    expect(outcome).toEqual({
      kind: "error",
      error: { status: 502, data: { status: 502, detail: "API returned empty response. Please try again." } },
    });
  });

  it("says the answer was cut off when the stream ends without a result, and never asks again by itself", async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls++;
      sse(res);
      res.end('event: delta\ndata: {"text":"<p>Half"}\n\n');
    };
    const { outcome } = await run();
    expect(calls).toBe(1);
    expect(outcome.kind).toBe("error");
    if (outcome.kind === "error")
      expect(apiErrorText(outcome.error, "Something Went Wrong")).toBe(AGENT_STREAM_MESSAGES.cutOff);
  });

  it("gives up on a stream that goes silent, and says the assistant took too long", async () => {
    handler = (_req, res) => {
      sse(res);
      res.write('event: delta\ndata: {"text":"<p>Half"}\n\n');
      // ...and nothing more, with the connection left open.
    };
    const deltas: string[] = [];
    const outcome = await streamEditorAgent({
      url,
      token: "tok-1",
      body: request,
      onDelta: (text) => deltas.push(text),
      idleTimeoutMs: 300,
    });
    expect(deltas).toEqual(["<p>Half"]);
    expect(outcome.kind).toBe("error");
    if (outcome.kind === "error")
      expect(apiErrorText(outcome.error, "Something Went Wrong")).toBe(AGENT_STREAM_MESSAGES.tooSlow);
  });

  it("reports a server it cannot reach instead of throwing or asking twice", async () => {
    const outcome = await streamEditorAgent({
      url: "http://127.0.0.1:9/api/editor-agent",
      token: null,
      body: request,
      onDelta: () => undefined,
    });
    expect(outcome.kind).toBe("error");
    if (outcome.kind === "error")
      expect(apiErrorText(outcome.error, "Something Went Wrong")).toBe(AGENT_STREAM_MESSAGES.noAnswer);
  });

  it("hands an expired token back to the caller, whose client refreshes it", async () => {
    handler = (_req, res) => json(res, 401, { detail: "Given token not valid for any token type" });
    expect((await run()).outcome).toEqual({ kind: "unauthorized" });
  });
});
