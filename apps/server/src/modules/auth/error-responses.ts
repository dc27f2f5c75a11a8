import { z } from "zod";
import { detailErrorSchema, fieldErrorsSchema, plainErrorSchema } from "@scopewise/shared";

/**
 * The contract's error bodies, as OpenAPI response schemas for the account routes. The answers are
 * serialized through them too, so each lists every shape that status really takes.
 */
const badRequest = z
  .union([fieldErrorsSchema, detailErrorSchema, plainErrorSchema])
  .describe(
    "Field errors `{field: [message]}`; a body that is not valid JSON, or a verification token that is unknown, used or expired `{detail}`; a bad reset token `{error}`.",
  );
const unauthorized = z
  .union([detailErrorSchema, plainErrorSchema])
  .describe("Missing, expired or bad token `{detail}`; wrong email or password `{error}`.");
const tooLarge = detailErrorSchema.describe("The body is over 5 MB.");
const tooMany = detailErrorSchema.describe(
  "Too many attempts from this email or client address; the Retry-After header says when to try again.",
);
const unavailable = detailErrorSchema.describe("The provider is not configured on this server, or cannot be reached.");
const mailUnavailable = detailErrorSchema.describe("The mail could not be sent; try again later.");
const alreadyVerified = detailErrorSchema.describe("The email address is already verified: no link is sent.");
const connectConflict = detailErrorSchema.describe(
  "The account's email address is not verified yet (an unverified account is never connected to a provider), or the provider's account is connected to another account.",
);
const callbackConflict = detailErrorSchema.describe(
  "An account with this email exists and is not connected to this provider's account: nobody is signed in. Sign in to that account, then connect the provider from Settings. Also the conflicts of the connect call, for a sign-in it started.",
);

/** Responses of a call that takes a JSON body. */
export const withBody = { 400: badRequest, 413: tooLarge } as const;
/** Responses of a call that needs a signed-in user (or signs one in). */
export const withAuth = { 401: unauthorized } as const;
/** Responses of a call limited per email and per client. */
export const withLimit = { 429: tooMany } as const;
/** Responses of a call that needs a configured social provider. */
export const withProviderConfigured = { 503: unavailable } as const;
/** Responses of connecting a social provider to the signed-in account. */
export const withConnectConflict = { 409: connectConflict } as const;
/** Responses of a social sign-in callback. */
export const withProvider = { 400: badRequest, 409: callbackConflict, 503: unavailable } as const;
/** Responses of asking for a verification link when the address is verified already. */
export const withAlreadyVerified = { 409: alreadyVerified } as const;
/** Responses of a call whose work is sending a mail. */
export const withMailUnavailable = { 503: mailUnavailable } as const;
/** A 204 answer: no body. */
export const noContent = { 204: z.null().describe("No content.") } as const;
