import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors.js";

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes("\u0000") || hasNul(v, depth + 1));
}

/** NUL characters are never meaningful in our text and PostgreSQL cannot store them: refuse them up front. */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      throw badRequest("The request contains a NUL character, which is not allowed in text.");
    }
  });
}
