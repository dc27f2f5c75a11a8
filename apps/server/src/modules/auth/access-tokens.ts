import { SignJWT, jwtVerify } from "jose";
import { TIMINGS } from "@scopewise/shared";

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = "scopewise";
const AUDIENCE = "scopewise-api";

/** Short-lived HS256 JWTs. Verification pins the algorithm, so `alg: none` and others fail. */
export class AccessTokens {
  /** Imported once: importing the raw secret on every call more than doubles a verification's cost. */
  private readonly key: ReturnType<typeof crypto.subtle.importKey>;

  constructor(
    secret: Uint8Array,
    private readonly now: () => Date,
  ) {
    // A copy owns a plain ArrayBuffer, which the DOM typings (seen by the browser bench) require.
    this.key = crypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  }

  async issue(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, typ: "access" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TIMINGS.accessTokenTtlSeconds)
      .sign(await this.key);
  }

  /** The claims of a valid token, or null for anything expired, tampered or malformed. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ["sub", "exp", "sid"],
      });
      if (payload.typ !== "access" || typeof payload.sid !== "string" || !payload.sub) return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
