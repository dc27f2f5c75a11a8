import { SignJWT, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { AccessTokens } from "../src/modules/auth/access-tokens.js";

const secret = new TextEncoder().encode("k".repeat(48));
let at = new Date("2026-03-01T12:00:00Z");
const nowSeconds = at.getTime() / 1000;
const tokens = new AccessTokens(secret, () => at);
const claims = { userId: "user-1", sessionId: "session-1" };
const valid = { sid: "session-1", typ: "access" };

/** A token written by a standard JWT library, so the checks below are not checked against our own signer only. */
function joseToken(
  payload: Record<string, unknown>,
  header: Record<string, unknown> = { alg: "HS256" },
  options: { iss?: string; aud?: string; sub?: string; exp?: number } = {},
) {
  return new SignJWT(payload)
    .setProtectedHeader(header as { alg: string })
    .setIssuer(options.iss ?? "scopewise")
    .setAudience(options.aud ?? "scopewise-api")
    .setSubject(options.sub ?? "user-1")
    .setIssuedAt(nowSeconds)
    .setExpirationTime(options.exp ?? nowSeconds + 900)
    .sign(secret);
}

describe("access tokens", () => {
  it("verifies what it issues, and a standard library verifies it too", async () => {
    const token = await tokens.issue(claims);
    expect(tokens.verify(token)).toEqual(claims);
    const { payload, protectedHeader } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      issuer: "scopewise",
      audience: "scopewise-api",
      currentDate: at,
    });
    expect(protectedHeader.alg).toBe("HS256");
    expect(payload).toMatchObject({ sub: "user-1", sid: "session-1", typ: "access", exp: nowSeconds + 900 });
  });

  it("accepts a token a standard library signed with the same key and claims", async () => {
    expect(tokens.verify(await joseToken(valid))).toEqual(claims);
  });

  it("refuses other algorithms, critical extensions, other issuers, audiences and token types", async () => {
    expect(tokens.verify(await joseToken(valid, { alg: "HS512" }))).toBeNull();
    expect(tokens.verify(await joseToken(valid, { alg: "HS256", crit: ["b64"], b64: true }))).toBeNull();
    expect(tokens.verify(await joseToken(valid, undefined, { iss: "someone" }))).toBeNull();
    expect(tokens.verify(await joseToken(valid, undefined, { aud: "another-api" }))).toBeNull();
    expect(tokens.verify(await joseToken({ ...valid, typ: "refresh" }))).toBeNull();
    expect(tokens.verify(await joseToken({ typ: "access" }))).toBeNull();
    expect(tokens.verify(await joseToken(valid, undefined, { sub: "" }))).toBeNull();
  });

  it("refuses a token at or past its expiry and one not valid yet", async () => {
    expect(tokens.verify(await joseToken(valid, undefined, { exp: nowSeconds + 1 }))).toEqual(claims);
    expect(tokens.verify(await joseToken(valid, undefined, { exp: nowSeconds }))).toBeNull();
    expect(tokens.verify(await joseToken({ ...valid, nbf: nowSeconds + 60 }))).toBeNull();
    expect(tokens.verify(await joseToken({ ...valid, nbf: nowSeconds }))).toEqual(claims);
  });

  it("keeps refusing a token once it expires, however often it was accepted before", async () => {
    const start = at;
    const token = await joseToken(valid, undefined, { exp: nowSeconds + 60 });
    for (let i = 0; i < 3; i++) expect(tokens.verify(token)).toEqual(claims);
    at = new Date(start.getTime() + 59_000);
    expect(tokens.verify(token)).toEqual(claims);
    at = new Date(start.getTime() + 60_000);
    expect(tokens.verify(token)).toBeNull();
    at = start;
  });

  it("refuses malformed tokens and altered encodings of a valid one", async () => {
    const token = await tokens.issue(claims);
    for (const bad of [
      "",
      "a.b",
      `${token}.x`,
      `${token}=`,
      `${token.slice(0, -1)}`,
      ` ${token}`,
      token.replace(".", "+."),
      "a.b.c",
    ]) {
      expect(tokens.verify(bad)).toBeNull();
    }
    const [header, body] = token.split(".");
    expect(tokens.verify(`${header}.${body}.`)).toBeNull();
  });
});
