/** One server-sent event: its name ("message" when the stream gave none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as its chunks arrive. Chunks may split lines and events anywhere, so
 * an unfinished line is kept until the next chunk. Comments (": keep-alive") and ids are skipped.
 */
export function createSseParser() {
  let pending = "";
  let eventName = "";
  let dataLines: string[] = [];

  const dispatchField = (line: string, out: SseEvent[]) => {
    if (line === "") {
      if (dataLines.length > 0) out.push({ event: eventName || "message", data: dataLines.join("\n") });
      eventName = "";
      dataLines = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    // One space after the colon belongs to the syntax, not to the value.
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") eventName = value;
    else if (field === "data") dataLines.push(value);
  };

  return {
    push(chunk: string): SseEvent[] {
      pending += chunk;
      const lines = pending.split(/\r\n|\r|\n/);
      // The last piece has no line ending yet (or is empty after one).
      pending = lines.pop() ?? "";
      const out: SseEvent[] = [];
      for (const line of lines) dispatchField(line, out);
      return out;
    },
  };
}
