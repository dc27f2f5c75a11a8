import { z } from "zod";
import { detailErrorSchema, fieldErrorsSchema } from "@scopewise/shared";

/** The contract's error bodies for the sending calls, as OpenAPI response schemas (answers are serialized through them). */
export const errorAnswers = {
  400: z
    .union([fieldErrorsSchema, detailErrorSchema])
    .describe("Field errors `{field: [message]}`, or `{detail}` for a body that is not JSON; nothing is changed."),
  401: detailErrorSchema.describe(
    "Missing, expired or bad token (owner calls), or the link's password is missing or wrong (public calls).",
  ),
  404: detailErrorSchema.describe(
    "No such document of the signed-in user; for a public call, a link that is unknown, off, expired or rotated.",
  ),
  409: detailErrorSchema.describe("The proposal is accepted, declined, or not ready, as the detail says."),
  413: detailErrorSchema.describe("The body is over the call's size bound."),
  429: detailErrorSchema.describe("Too many calls in a short time; Retry-After says when to try again."),
  503: detailErrorSchema.describe("A mail could not be sent; the detail names to whom."),
} as const;

export const pick = <K extends keyof typeof errorAnswers>(...codes: K[]): Pick<typeof errorAnswers, K> =>
  Object.fromEntries(codes.map((code) => [code, errorAnswers[code]])) as Pick<typeof errorAnswers, K>;
