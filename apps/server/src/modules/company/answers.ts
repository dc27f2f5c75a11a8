import { z } from "zod";
import { detailErrorSchema, fieldErrorsSchema } from "@scopewise/shared";

/** The contract's error bodies for the company profile, template and workspace calls, as OpenAPI response schemas. */
const ANSWERS = {
  400: z
    .union([fieldErrorsSchema, detailErrorSchema])
    .describe("Field errors `{field: [message]}`, or `{detail}` for a body that is not JSON; nothing is changed."),
  401: detailErrorSchema.describe("Missing, expired or bad token."),
  403: detailErrorSchema.describe("The signed-in user's role in the workspace does not allow this."),
  404: detailErrorSchema.describe("No such resource of the signed-in user (another user's answers 404 too)."),
  409: detailErrorSchema.describe("The resource cannot be changed this way, as the detail says."),
  413: detailErrorSchema.describe("The body or the file is over its size bound."),
  429: detailErrorSchema.describe("Too many calls in a short time; the Retry-After header says when to try again."),
  503: detailErrorSchema.describe("The mail could not be sent; try again later."),
} as const;

export const answers = <K extends keyof typeof ANSWERS>(...codes: K[]): Pick<typeof ANSWERS, K> =>
  Object.fromEntries(codes.map((code) => [code, ANSWERS[code]])) as Pick<typeof ANSWERS, K>;

export const secured = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] });
