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
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => Date,
  ) {}

  async issue(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, typ: "access" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TIMINGS.accessTokenTtlSeconds)
      .sign(this.secret);
  }

  /** The claims of a valid token, or null for anything expired, tampered or malformed. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
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
