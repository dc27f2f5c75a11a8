import { detailErrorSchema, fieldErrorsSchema } from "@scopewise/shared";
import { z } from "zod";

/**
 * The contract's error bodies as OpenAPI response schemas, for a route to list the 4xx answers it
 * gives (the answers are serialized through them too, so each lists every shape that status takes).
 */
export const errorAnswers = {
  400: z
    .union([fieldErrorsSchema, detailErrorSchema])
    .describe("Field errors `{field: [message]}`, or `{detail}` for a body that cannot be used as a whole."),
  401: detailErrorSchema.describe("Missing, expired or bad token."),
  404: detailErrorSchema.describe("No such resource of the signed-in user (another user's answers the same)."),
  409: detailErrorSchema.describe("The request conflicts with the resource's state."),
  413: detailErrorSchema.describe("The body, or a file in it, is over its size limit."),
} as const;

/** The answers of a signed-in call on one of the user's resources: 401 and 404. */
export const ownedResourceErrors = { 401: errorAnswers[401], 404: errorAnswers[404] } as const;
