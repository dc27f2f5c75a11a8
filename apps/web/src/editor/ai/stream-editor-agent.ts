import { createSseParser } from "../../lib/sse-parser";
import type { AskEditorAgentArgs, EditorAgentAnswer } from "../api/editor-api";

/** An error in the shape RTK Query reports, so the same wording rules apply (apiErrorText). */
export interface AgentStreamError {
  status: number;
  data?: unknown;
}

export type AgentStreamOutcome =
  | { kind: "answer"; answer: EditorAgentAnswer }
  | { kind: "error"; error: AgentStreamError }
  /** The access token has expired (nothing was done): the caller asks again through the client that refreshes it. */
  | { kind: "unauthorized" };

interface StreamAgentOptions {
  url: string;
  token: string | null;
  body: AskEditorAgentArgs;
  onDelta: (text: string) => void;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
}

export const AGENT_STREAM_MESSAGES = {
  noAnswer: "The assistant's answer did not arrive. Please try again.",
  cutOff: "The answer was cut off. Please try again.",
  tooSlow: "The assistant took too long to answer. Please try again.",
} as const;

/** A model may think for a while before its first words; this long with nothing at all ends the wait. */
export const AGENT_IDLE_TIMEOUT_MS = 150_000;

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
 * at once; both are handled here. Never rejects, and never sends the request twice: once it has
 * left, the server may be answering it, so a lost connection is reported rather than retried.
 */
export async function streamEditorAgent({
  url,
  token,
  body,
  onDelta,
  signal,
  idleTimeoutMs = AGENT_IDLE_TIMEOUT_MS,
}: StreamAgentOptions): Promise<AgentStreamOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restartIdleTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleTimeoutMs);
  };
  const abort = () => controller.abort();
  signal?.addEventListener("abort", abort);
  const failed = (detail: string): AgentStreamOutcome => ({
    kind: "error",
    error: timedOut
      ? { status: 504, data: { detail: AGENT_STREAM_MESSAGES.tooSlow } }
      : { status: 502, data: { detail } },
  });

  restartIdleTimer();
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          Accept: "text/event-stream",
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      return failed(AGENT_STREAM_MESSAGES.noAnswer);
    }
    if (response.status === 401) return { kind: "unauthorized" };
    if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || !response.body) {
      const text = await response.text().catch(() => null);
      if (text === null) return failed(AGENT_STREAM_MESSAGES.noAnswer);
      const data = parseJson(text);
      return response.ok
        ? { kind: "answer", answer: (data ?? {}) as EditorAgentAnswer }
        : { kind: "error", error: { status: response.status, data } };
    }

    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = createSseParser();
    try {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) return failed(AGENT_STREAM_MESSAGES.cutOff);
        restartIdleTimer();
        for (const event of parser.push(value)) {
          const data = parseJson(event.data) as Record<string, unknown> | undefined;
          if (event.event === "delta" && typeof data?.text === "string") onDelta(data.text);
          else if (event.event === "result" && data) return { kind: "answer", answer: data };
          else if (event.event === "error")
            return { kind: "error", error: { status: typeof data?.status === "number" ? data.status : 500, data } };
        }
      }
    } finally {
      void reader.cancel().catch(() => undefined);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}
