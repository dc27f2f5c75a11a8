import { jobProgressSchema, type JobProgress } from "./generation-api";
import { createSseParser } from "../../lib/sse-parser";

/** How a progress stream ended: with the job's outcome, or cut off before it. */
export type StreamOutcome = "done" | "failed" | "needs_input" | "interrupted";

const FINAL_EVENTS: readonly string[] = ["done", "failed", "needs_input"];

interface StreamOptions {
  url: string;
  token: string | null;
  signal: AbortSignal;
  onProgress: (job: JobProgress) => void;
}

function parseProgress(data: string): JobProgress | null {
  try {
    const parsed = jobProgressSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows a document's progress events until `done`, `failed` or `needs_input`. EventSource cannot send the
 * bearer token, so the stream is read with fetch. Rejects when it cannot be opened (or is aborted).
 */
export async function streamJobEvents({ url, token, signal, onProgress }: StreamOptions): Promise<StreamOutcome> {
  const response = await fetch(url, {
    headers: { Accept: "text/event-stream", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    cache: "no-store",
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`The progress stream answered ${response.status}.`);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return "interrupted";
      for (const event of parser.push(value)) {
        const job = parseProgress(event.data);
        if (!job) continue;
        onProgress(job);
        if (FINAL_EVENTS.includes(event.event)) return event.event as StreamOutcome;
      }
    }
  } finally {
    // Closes the connection when we stop early (a final event, or an error thrown above).
    void reader.cancel().catch(() => undefined);
  }
}
