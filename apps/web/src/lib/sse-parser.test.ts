import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse-parser";

describe("createSseParser", () => {
  it("reads named events with their data", () => {
    const parser = createSseParser();
    const events = parser.push('event: progress\ndata: {"progress":10}\n\nevent: done\ndata: {"progress":100}\n\n');
    expect(events).toEqual([
      { event: "progress", data: '{"progress":10}' },
      { event: "done", data: '{"progress":100}' },
    ]);
  });

  it("keeps an event split across chunks until it is complete", () => {
    const parser = createSseParser();
    expect(parser.push("event: prog")).toEqual([]);
    expect(parser.push('ress\ndata: {"a"')).toEqual([]);
    expect(parser.push(":1}\n")).toEqual([]);
    expect(parser.push("\n")).toEqual([{ event: "progress", data: '{"a":1}' }]);
  });

  it("skips comments and joins several data lines", () => {
    const parser = createSseParser();
    const events = parser.push(": keep-alive\n\ndata: one\ndata: two\nid: 7\n\n");
    expect(events).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("accepts CRLF line endings and data without a space after the colon", () => {
    const parser = createSseParser();
    expect(parser.push("event:failed\r\ndata:{}\r\n\r\n")).toEqual([{ event: "failed", data: "{}" }]);
  });

  it("does not carry an event name over to the next event", () => {
    const parser = createSseParser();
    const events = parser.push("event: progress\ndata: a\n\ndata: b\n\n");
    expect(events.map((e) => e.event)).toEqual(["progress", "message"]);
  });
});
