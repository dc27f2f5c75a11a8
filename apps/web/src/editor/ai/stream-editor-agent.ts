import { createSseParser } from "../../lib/sse-parser";
import type { AskEditorAgentArgs, EditorAgentAnswer } from "../api/editor-api";

/** An error in the shape RTK Query reports, so the same wording rules apply (apiErrorText). */
export interface AgentStreamError {
  status: number | "FETCH_ERROR";
  data?: unknown;
  error?: string;
}

export type AgentStreamOutcome =
  | { kind: "answer"; answer: EditorAgentAnswer }
  | { kind: "error"; error: AgentStreamError }
  /** The access token has expired: the caller asks again through the client that refreshes it. */
  | { kind: "unauthorized" };

interface StreamAgentOptions {
  url: string;
  token: string | null;
  body: AskEditorAgentArgs;
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Asks the assistant with `Accept: text/event-stream`, so a language model's words arrive as it
 * writes them (`delta` events) before the checked answer (`result`) or an `error`. The server
 * answers plain JSON when it fails before streaming starts, or when the built-in assistant answers
 * at once; both are handled here. Rejects only when the request cannot be sent at all (nothing reached
 * the server, so asking again is safe).
 */
export async function streamEditorAgent({ url, token, body, onDelta, signal }: StreamAgentOptions): Promise<AgentStreamOutcome> {
  const response = await fetch(url, {
    method: "POST",
    headers: { Accept: "text/event-stream", "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (response.status === 401) return { kind: "unauthorized" };
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || !response.body) {
    const data = parseJson(await response.text());
    return response.ok ? { kind: "answer", answer: (data ?? {}) as EditorAgentAnswer } : { kind: "error", error: { status: response.status, data } };
  }

  const cutOff: AgentStreamOutcome = { kind: "error", error: { status: "FETCH_ERROR", error: "The answer was cut off. Please try again." } };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  try {
    for (;;) {
      // A connection lost mid-answer is reported, not retried: the server may already have finished it.
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return cutOff;
      for (const event of parser.push(value)) {
        const data = parseJson(event.data) as Record<string, unknown> | undefined;
        if (event.event === "delta" && typeof data?.text === "string") onDelta(data.text);
        else if (event.event === "result" && data) return { kind: "answer", answer: data };
        else if (event.event === "error") {
          const status = typeof data?.status === "number" ? data.status : 500;
          return { kind: "error", error: { status, data } };
        }
      }
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
