import type { FastifyInstance } from "fastify";
import { LIMITS } from "@scopewise/shared";
import { badRequest, tooDeeplyNested } from "./errors.js";

type Finding = "nul" | "too-deep" | null;

/**
 * Walks a parsed body (or query, or params) without recursion: the first NUL character in a key or
 * string, or nesting deeper than the limit. JSON.parse itself reads any depth, so this is where
 * depth is bounded, before validation or any other code walks the value.
 */
function inspectValue(value: unknown, maxDepth: number): Finding {
  if (typeof value === "string") return value.includes("\u0000") ? "nul" : null;
  if (value === null || typeof value !== "object") return null;
  // Only objects and arrays wait on the stack; strings are checked as they are met.
  const pending: Array<{ value: object; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.depth > maxDepth) return "too-deep";
    for (const [key, child] of Object.entries(next.value)) {
      if (key.includes("\u0000")) return "nul";
      if (typeof child === "string" && child.includes("\u0000")) return "nul";
      if (child !== null && typeof child === "object") pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return null;
}

/**
 * NUL characters are never meaningful in our text and PostgreSQL cannot store them; values nested
 * deeper than LIMITS.nestingMaxDepth are never meaningful either. Both are refused up front with 400.
 */
export function guardInputValues(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here, and a promise per request is wasted.
  app.addHook("preValidation", (request, _reply, done) => {
    for (const value of [request.body, request.query, request.params]) {
      const finding = inspectValue(value, LIMITS.nestingMaxDepth);
      if (finding === "nul")
        return done(badRequest("The request contains a NUL character, which is not allowed in text."));
      if (finding === "too-deep") return done(tooDeeplyNested("The request body", LIMITS.nestingMaxDepth));
    }
    done();
  });
}
