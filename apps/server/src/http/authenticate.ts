import type { FastifyReply, FastifyRequest } from "fastify";
import type { AccessClaims, AccessTokens } from "../modules/auth/access-tokens.js";
import type { SessionsRepo } from "../modules/auth/sessions.repo.js";
import type { UserRow } from "../modules/auth/users.repo.js";
import { unauthorized } from "./errors.js";

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The claims of the request's valid bearer token; 401 without one. */
export function bearerClaims(request: FastifyRequest, accessTokens: AccessTokens): AccessClaims {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized("Authentication credentials were not provided.");
  const claims = accessTokens.verify(match[1]);
  if (!claims) throw unauthorized("Given token not valid or expired.");
  return claims;
}

/** The 401 of a token whose sign-in session has ended (or whose user is gone). */
export const sessionEnded = () => unauthorized("Given token not valid or expired.");

/**
 * onRequest hook for protected routes (before the body is read or validated, so an anonymous call is 401 whatever it sends): a valid bearer token whose sign-in session is still
 * live (logout and password reset end it at once, not after the token expires).
 */
export function makeAuthenticate(accessTokens: AccessTokens, sessions: SessionsRepo) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const claims = bearerClaims(request, accessTokens);
    const user = await sessions.findUserOfLiveSession(claims.sessionId, claims.userId);
    if (!user) throw sessionEnded();
    request.auth = { user, sessionId: claims.sessionId };
  };
}

/** The signed-in user and session of a request that passed `authenticate`. */
export function currentAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  return currentAuth(request).user;
}
