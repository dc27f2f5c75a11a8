import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { databaseKinds } from "./databases.js";
import { bearer, json, signUp, startTestApp, type TestApp } from "./test-app.js";

describe.each(databaseKinds())("accounts API on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers });

  describe("register", () => {
    it("creates an account and answers 201 with the public user only", async () => {
      const res = await post("/api/auth/register/", {
        first_name: "Grace",
        last_name: "Hopper",
        email: "Grace.Hopper@Example.com",
        username: "ghopper",
        password: "cobol-forever",
        password_confirm: "cobol-forever",
      });
      expect(res.statusCode).toBe(201);
      const { user } = res.json();
      expect(Object.keys(user).sort()).toEqual([
        "email",
        "email_verified",
        "first_name",
        "id",
        "last_name",
        "profile_image",
        "username",
      ]);
      expect(user).toMatchObject({
        email: "grace.hopper@example.com",
        username: "ghopper",
        profile_image: null,
        email_verified: false,
      });
    });

    it("refuses a duplicate email and a duplicate username (case-insensitive) with field errors", async () => {
      const first = await signUp(t.app);
      const dupEmail = await post("/api/auth/register/", {
        first_name: "A",
        last_name: "B",
        email: first.email.toUpperCase(),
        username: "someone-new",
        password: "password123",
        password_confirm: "password123",
      });
      expect(dupEmail.statusCode).toBe(400);
      expect(dupEmail.json()).toEqual({ email: ["A user with this email already exists."] });
      const dupUser = await post("/api/auth/register/", {
        first_name: "A",
        last_name: "B",
        email: "fresh@example.com",
        username: first.username.toUpperCase(),
        password: "password123",
        password_confirm: "password123",
      });
      expect(dupUser.statusCode).toBe(400);
      expect(dupUser.json()).toEqual({ username: ["A user with that username already exists."] });
    });

    it("sign-ups sent at once with one username: one account, the others told about the username (not the email)", async () => {
      const body = (i: number, username: string, email = `racer${i}-${username}@example.com`) => ({
        first_name: "R",
        last_name: "S",
        email,
        username,
        password: "password123",
        password_confirm: "password123",
      });
      const sameUsername = await Promise.all(
        [0, 1, 2, 3].map((i) => post("/api/auth/register/", body(i, "racer-one"))),
      );
      expect(sameUsername.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const lost of sameUsername.filter((r) => r.statusCode !== 201)) {
        expect(lost.statusCode).toBe(400);
        expect(lost.json()).toEqual({ username: ["A user with that username already exists."] });
      }
      const sameEmail = await Promise.all(
        [0, 1, 2, 3].map((i) => post("/api/auth/register/", body(i, `racer-two-${i}`, "racer-two@example.com"))),
      );
      expect(sameEmail.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const lost of sameEmail.filter((r) => r.statusCode !== 201))
        expect(lost.json()).toEqual({ email: ["A user with this email already exists."] });
    });

    it("validates every field with the spec's messages", async () => {
      const res = await post("/api/auth/register/", {
        email: "not-an-email",
        password: "abcdefgh",
        password_confirm: "abcdefgx",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        first_name: ["First name is required"],
        last_name: ["Last name is required"],
        username: ["Username is required"],
        email: ["Invalid email address"],
      });
      const mismatch = await post("/api/auth/register/", {
        first_name: "A",
        last_name: "B",
        email: "m@example.com",
        username: "mm",
        password: "abcdefgh",
        password_confirm: "abcdefgx",
      });
      expect(mismatch.json()).toEqual({ password_confirm: ["Passwords do not match"] });
      const long = await post("/api/auth/register/", {
        first_name: "x".repeat(51),
        last_name: "B",
        email: "l@example.com",
        username: "ll",
        password: "abcdefgh",
        password_confirm: "abcdefgh",
      });
      expect(long.json()).toEqual({ first_name: ["First name must be less than 50 characters"] });
    });

    it("answers 400 with a detail for a body that is not JSON, and never a stack trace", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register/",
        payload: "{nope",
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: "The request body is not valid JSON." });
    });
  });

  describe("login", () => {
    it("returns the user and a token pair; the access token opens /me", async () => {
      const u = await signUp(t.app);
      const me = await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: u.id, email: u.email });
      const noSlash = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(u.access) });
      expect(noSlash.statusCode).toBe(200);
    });

    it("answers 401 {error} for a wrong password or an unknown email", async () => {
      const u = await signUp(t.app);
      const wrong = await post("/api/auth/login/", { email: u.email, password: "wrong password" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: "Invalid email or password." });
      const unknown = await post("/api/auth/login/", { email: "nobody@example.com", password: "whatever1" });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ error: "Invalid email or password." });
    });

    it("validates the form: missing email and password", async () => {
      const res = await post("/api/auth/login/", { email: "", password: "" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: ["Email is required"], password: ["Password is required"] });
    });

    it("blocks an email after five failed tries with 429, even with the right password", async () => {
      const u = await signUp(t.app);
      for (let i = 0; i < 5; i++)
        expect((await post("/api/auth/login/", { email: u.email, password: `bad${i}` })).statusCode).toBe(401);
      const blocked = await post("/api/auth/login/", { email: u.email, password: u.password });
      expect(blocked.statusCode).toBe(429);
      expect(String(json(blocked).detail)).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      t.clock.advance(16 * 60 * 1000);
      expect((await post("/api/auth/login/", { email: u.email, password: u.password })).statusCode).toBe(200);
    });
  });

  describe("access tokens", () => {
    it("rejects a missing, tampered, alg:none, foreign-key and expired token with 401 {detail}", async () => {
      const u = await signUp(t.app);
      const me = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/auth/me/", headers });
      const missing = await me({});
      expect(missing.statusCode).toBe(401);
      expect(typeof json(missing).detail).toBe("string");

      const [h, p, s] = u.access.split(".");
      const payload = JSON.parse(Buffer.from(p!, "base64url").toString());
      const forged = Buffer.from(JSON.stringify({ ...payload, sub: "someone-else" })).toString("base64url");
      expect((await me(bearer(`${h}.${forged}.${s}`))).statusCode).toBe(401);

      const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
      expect((await me(bearer(`${none}.${p}.`))).statusCode).toBe(401);

      const otherKey = await new SignJWT(payload)
        .setProtectedHeader({ alg: "HS256" })
        .sign(new TextEncoder().encode("x".repeat(48)));
      expect((await me(bearer(otherKey))).statusCode).toBe(401);

      expect((await me(bearer(u.access))).statusCode).toBe(200);
      t.clock.advance(16 * 60 * 1000);
      const expired = await me(bearer(u.access));
      expect(expired.statusCode).toBe(401);
      expect(json(expired).detail).toBe("Given token not valid or expired.");
    });
  });

  describe("refresh and logout", () => {
    it("rotates: the new pair works, the old refresh token stops working", async () => {
      const u = await signUp(t.app);
      const first = await post("/api/auth/refresh-token/", { refresh_token: u.refresh });
      expect(first.statusCode).toBe(200);
      const pair = first.json();
      expect(pair.refresh_token).not.toBe(u.refresh);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(pair.access_token) })).statusCode,
      ).toBe(200);
      const second = await post("/api/auth/refresh-token/", { refresh_token: pair.refresh_token });
      expect(second.statusCode).toBe(200);
    });

    it("detects reuse: presenting a used token revokes the whole sign-in", async () => {
      const u = await signUp(t.app);
      const rotated = (await post("/api/auth/refresh-token/", { refresh_token: u.refresh })).json();
      const replay = await post("/api/auth/refresh-token/", { refresh_token: u.refresh });
      expect(replay.statusCode).toBe(401);
      expect(json(replay).detail).toMatch(/already used/);
      // The legitimate holder's newer tokens are dead too.
      expect((await post("/api/auth/refresh-token/", { refresh_token: rotated.refresh_token })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(rotated.access_token) })).statusCode,
      ).toBe(401);
      // Another sign-in of the same user is unaffected.
      const again = (await post("/api/auth/login/", { email: u.email, password: u.password })).json();
      expect(
        (await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(again.access_token) })).statusCode,
      ).toBe(200);
    });

    it("refuses an unknown or expired refresh token", async () => {
      expect((await post("/api/auth/refresh-token/", { refresh_token: "made-up" })).statusCode).toBe(401);
      const u = await signUp(t.app);
      t.clock.advance(31 * 24 * 3600 * 1000);
      expect((await post("/api/auth/refresh-token/", { refresh_token: u.refresh })).statusCode).toBe(401);
    });

    it("logout revokes the refresh token and ends the access token at once", async () => {
      const u = await signUp(t.app);
      const out = await post("/api/auth/logout/", { refresh_token: u.refresh });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe("");
      expect((await post("/api/auth/refresh-token/", { refresh_token: u.refresh })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) })).statusCode).toBe(
        401,
      );
    });
  });
});
