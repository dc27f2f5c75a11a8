import type { FastifyReply } from "fastify";

interface Entry {
  head: string;
  large: string;
  body: Buffer;
}

const sizeOf = (entry: Entry) => entry.head.length + entry.large.length + entry.body.length;

/**
 * JSON answers that embed one large string (a document's HTML), kept per key as the bytes to send
 * and reused while the answer is the same: escaping and encoding 50 KB of HTML costs more than
 * everything else in a read. Every use compares the answer's other fields and the large string
 * with the cached ones (length checks, then memory compares), so a changed answer is never sent
 * from the cache. Least recently used entries go once `maxSize` (characters and bytes) is passed.
 */
export class JsonBodyCache {
  private readonly entries = new Map<string, Entry>();
  private size = 0;

  constructor(private readonly maxSize: number) {}

  /**
   * The bytes cached for `key` if they were written with exactly these `fields`, for callers whose
   * `fields` always change when the large string does (a version among them); else undefined.
   */
  current(key: string, fields: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit?.head !== fields) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.body;
  }

  /** The bytes of `fields` (a JSON object's text) with `name: large` added as its last field. */
  body(key: string, fields: string, name: string, large: string): Buffer {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.head === fields && hit.large === large) {
        this.entries.set(key, hit);
        return hit.body;
      }
      this.size -= sizeOf(hit);
    }
    const open = fields === "{}" ? "{" : `${fields.slice(0, -1)},`;
    const entry = {
      head: fields,
      large,
      body: Buffer.from(`${open}${JSON.stringify(name)}:${JSON.stringify(large)}}`),
    };
    if (sizeOf(entry) > this.maxSize) return entry.body;
    this.entries.set(key, entry);
    this.size += sizeOf(entry);
    for (const [oldest, old] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.entries.delete(oldest);
      this.size -= sizeOf(old);
    }
    return entry.body;
  }
}

/** Answers JSON already written as bytes, as they are (the route's response schema still documents it). */
export function sendJsonBody(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(body);
}
