import { createHmac, timingSafeEqual } from "node:crypto";
import { TIMINGS } from "@scopewise/shared";

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = "scopewise";
const AUDIENCE = "scopewise-api";
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Tokens checked lately; a client sends the same one for many requests until it expires. */
const VERIFIED_CAPACITY = 2000;

function jsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Short-lived HS256 JWTs (RFC 7519 compact form), signed and checked with node:crypto's HMAC: every
 * authenticated request verifies one, and WebCrypto's promise-per-call costs several times more.
 * Verification pins the algorithm, so `alg: none` and others fail.
 */
export class AccessTokens {
  private readonly secret: Buffer;
  /** Token → its claims and expiry, for tokens whose signature and claims were checked. */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: Uint8Array,
    private readonly now: () => Date,
  ) {
    this.secret = Buffer.from(secret);
  }

  private signature(signingInput: string): string {
    return createHmac("sha256", this.secret).update(signingInput).digest("base64url");
  }

  async issue(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const payload = {
      sid: claims.sessionId,
      typ: "access",
      sub: claims.userId,
      iss: ISSUER,
      aud: AUDIENCE,
      iat: issuedAt,
      exp: issuedAt + TIMINGS.accessTokenTtlSeconds,
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
    return `${signingInput}.${this.signature(signingInput)}`;
  }

  /** The claims of a valid token, or null for anything expired, not yet valid, tampered or malformed. */
  verify(token: string): AccessClaims | null {
    const now = Math.floor(this.now().getTime() / 1000);
    const known = this.verified.get(token);
    if (known) return known.expiresAt > now ? { ...known.claims } : null;
    const checked = this.check(token, now);
    if (checked) {
      if (this.verified.size >= VERIFIED_CAPACITY) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, checked);
      return { ...checked.claims };
    }
    return null;
  }

  private check(token: string, now: number): { claims: AccessClaims; expiresAt: number } | null {
    const parts = token.split(".");
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
    const [header, body, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.signature(`${header}.${body}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    const protectedHeader = jsonObject(header);
    // Extensions a verifier must understand (`crit`) are refused, as a JWT library does by default.
    if (protectedHeader?.alg !== "HS256" || "crit" in protectedHeader) return null;
    const claims = jsonObject(body);
    if (!claims) return null;
    if (typeof claims.exp !== "number" || claims.exp <= now) return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf > now)) return null;
    if (claims.iat !== undefined && typeof claims.iat !== "number") return null;
    const audience = claims.aud;
    if (claims.iss !== ISSUER || !(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE))))
      return null;
    if (claims.typ !== "access" || typeof claims.sid !== "string" || typeof claims.sub !== "string" || !claims.sub)
      return null;
    return { claims: { userId: claims.sub, sessionId: claims.sid }, expiresAt: claims.exp };
  }
}
