import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { OAuthProvider } from "@scopewise/shared";

/**
 * Binds a social sign-in to the browser that started it. Starting the flow sets a short-lived
 * HttpOnly cookie holding its `state`, sent only to that provider's callback call; the callback
 * must carry the same state as its query. A callback link opened in another browser (an attacker's
 * own sign-in, sent to a victim) has no such cookie and is refused, so nobody is signed into an
 * account that is not theirs.
 */
const COOKIE = "scopewise_oauth_state";

const callbackPath = (provider: OAuthProvider) => `/api/auth/${provider}/callback`;

export function bindStateToBrowser(
  reply: FastifyReply,
  provider: OAuthProvider,
  state: string,
  options: { secure: boolean; maxAgeSeconds: number },
): void {
  void reply.header("Set-Cookie", cookie(provider, encodeURIComponent(state), options.maxAgeSeconds, options.secure));
}

/** Whether this browser started the sign-in that `state` belongs to. The cookie is cleared either way: it works once. */
export function stateBelongsToBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OAuthProvider,
  state: string,
  secure: boolean,
): boolean {
  void reply.header("Set-Cookie", cookie(provider, "", 0, secure));
  const bound = readCookie(request.headers.cookie, COOKIE);
  if (bound === undefined) return false;
  const [a, b] = [Buffer.from(bound), Buffer.from(state)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookie(provider: OAuthProvider, value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${COOKIE}=${value}`,
    `Path=${callbackPath(provider)}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
