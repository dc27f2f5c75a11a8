import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import {
  callback as callbackOf,
  goThroughProvider as throughProvider,
  startMockOidc,
  type MockOidc,
  type ProviderName,
} from "./oidc-flow.js";
import { bearer, signUp, startTestApp, type TestApp } from "./test-app.js";

/** Social sign-in against a real OpenID Connect provider on loopback (see oidc-flow.ts). */
describe.each(databaseKinds())("Google and LinkedIn sign-in on $name", (kind) => {
  let oidc: MockOidc;
  let t: TestApp;

  beforeAll(async () => {
    oidc = await startMockOidc();
    t = await startTestApp(kind, oidc.env);
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });

  const goThroughProvider = (name: ProviderName) => throughProvider(t.app, name);
  const callback = (name: string, flow: { code: string; state: string; cookie?: string }) =>
    callbackOf(t.app, name, flow);
  const signInAs = (who: MockOidc["identity"]) => {
    oidc.identity = who;
  };

  it("Google: asks with PKCE, state and nonce, then signs a new user in", async () => {
    signInAs({
      sub: "g-1",
      email: "new.person@gmail.test",
      email_verified: true,
      given_name: "New",
      family_name: "Person",
    });
    const { code, state, cookie, authorizationUrl } = await goThroughProvider("google");
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("code_challenge")).toBeTruthy();
    expect(authorizationUrl.searchParams.get("nonce")).toBeTruthy();
    expect(authorizationUrl.searchParams.get("scope")).toBe("openid email profile");
    const res = await callback("google", { code, state, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The provider verified the address, so the new account's email is verified.
    expect(body.user).toMatchObject({
      email: "new.person@gmail.test",
      first_name: "New",
      last_name: "Person",
      username: "new.person",
      email_verified: true,
    });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(body.access_token) });
    expect(me.json().email).toBe("new.person@gmail.test");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/refresh-token/",
          payload: { refresh_token: body.refresh_token },
        })
      ).statusCode,
    ).toBe(200);

    // Signing in again finds the same account.
    const again = await goThroughProvider("google");
    const second = await callback("google", again);
    expect(second.json().user.id).toBe(body.user.id);
  });

  it("a state works once, and a made-up state is refused", async () => {
    signInAs({ sub: "g-2", email: "once@gmail.test", email_verified: true, given_name: "Once" });
    const { code, state, cookie } = await goThroughProvider("google");
    expect((await callback("google", { code, state, cookie })).statusCode).toBe(200);
    const replay = await callback("google", { code, state, cookie });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toMatch(/expired or was already used/);
    const madeUp = await callback("google", {
      code: "code",
      state: "made-up-state",
      cookie: "scopewise_oauth_state=made-up-state",
    });
    expect(madeUp.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/google/callback/" })).statusCode).toBe(400);
  });

  it("starting a sign-in binds it to the browser with a short-lived HttpOnly cookie sent only to the callback", async () => {
    for (const name of ["google", "linkedin"] as const) {
      const { state, setCookie } = await goThroughProvider(name);
      const attributes = setCookie.split(";").map((part) => part.trim());
      expect(attributes[0]).toBe(`scopewise_oauth_state=${encodeURIComponent(state)}`);
      expect(attributes.slice(1).sort()).toEqual([
        "HttpOnly",
        "Max-Age=600",
        `Path=/api/auth/${name}/callback`,
        "SameSite=Lax",
      ]);
    }
  });

  it("an attacker's callback link opened in another browser is refused and signs nobody in", async () => {
    for (const name of ["google", "linkedin"] as const) {
      // The attacker goes through the provider with their own account and stops before the callback.
      signInAs({
        sub: `attacker-${name}`,
        email: `attacker.${name}@gmail.test`,
        email_verified: true,
        given_name: "Mallory",
      });
      const attackers = await goThroughProvider(name);
      // The victim's browser has no binding, or the binding of a sign-in it started itself.
      const victims = await goThroughProvider(name);
      for (const cookie of [undefined, victims.cookie, "scopewise_oauth_state="]) {
        const res = await callback(name, { code: attackers.code, state: attackers.state, cookie });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json())).toEqual(["detail"]);
        expect(res.json().detail).toMatch(/sign-in was not started in this browser/);
        expect(res.body).not.toMatch(/access_token|refresh_token/);
        // The answer clears the binding, so it cannot be tried twice.
        expect(String(res.headers["set-cookie"])).toMatch(
          new RegExp(`^scopewise_oauth_state=; Path=/api/auth/${name}/callback; Max-Age=0; HttpOnly; SameSite=Lax$`),
        );
      }
      // No account was made for the attacker's identity.
      const register = await t.app.inject({
        method: "POST",
        url: "/api/auth/register/",
        payload: {
          first_name: "A",
          last_name: "B",
          email: `attacker.${name}@gmail.test`,
          username: `attacker-${name}`,
          password: "password123",
          password_confirm: "password123",
        },
      });
      expect(register.statusCode).toBe(201);
    }
  });

  it("LinkedIn: a verified email that matches a password account it is not connected to signs into nothing (409)", async () => {
    const existing = await signUp(t.app);
    signInAs({ sub: "li-1", email: existing.email, email_verified: true, given_name: "Other", family_name: "Name" });
    const { code, state, cookie } = await goThroughProvider("linkedin");
    const res = await callback("linkedin", { code, state, cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        "An account with this email already exists. Sign in with its password, then connect LinkedIn in Settings.",
    });
    expect(res.body).not.toMatch(/access_token|refresh_token/);
  });

  it("an unverified email that matches an existing account is refused with 409", async () => {
    const existing = await signUp(t.app);
    signInAs({ sub: "g-unverified", email: existing.email, email_verified: false });
    const { code, state, cookie } = await goThroughProvider("google");
    const res = await callback("google", { code, state, cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: "An account with this email already exists. Sign in with its password, then connect Google in Settings.",
    });
  });

  it("an unverified email that matches no account is refused, and no account is made", async () => {
    signInAs({ sub: "li-unverified", email: "unverified.new@linkedin.test", email_verified: false, given_name: "Un" });
    const { code, state, cookie } = await goThroughProvider("linkedin");
    const res = await callback("linkedin", { code, state, cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: "LinkedIn has not verified your email address. Verify it with LinkedIn, then try again.",
    });
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        first_name: "A",
        last_name: "B",
        email: "unverified.new@linkedin.test",
        username: "unverified.new",
        password: "password123",
        password_confirm: "password123",
      },
    });
    expect(taken.statusCode).toBe(201);
  });

  it("LinkedIn: a brand-new user is created and gets {user, tokens}", async () => {
    signInAs({
      sub: "li-new",
      email: "brand.new@linkedin.test",
      email_verified: true,
      given_name: "Brand",
      family_name: "New",
    });
    const { code, state, cookie } = await goThroughProvider("linkedin");
    const res = await callback("linkedin", { code, state, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["tokens", "user"]);
    expect(body.user).toMatchObject({
      email: "brand.new@linkedin.test",
      first_name: "Brand",
      last_name: "New",
      username: "brand.new",
      profile_image: null,
      email_verified: true,
    });
    expect(Object.keys(body.tokens).sort()).toEqual(["access_token", "refresh_token"]);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(body.tokens.access_token) });
    expect(me.json()).toMatchObject({ id: body.user.id, email: "brand.new@linkedin.test" });
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh-token/",
      payload: { refresh_token: body.tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    // The same LinkedIn identity signs into the same account next time.
    const again = await goThroughProvider("linkedin");
    expect((await callback("linkedin", again)).json().user.id).toBe(body.user.id);
  });

  it("a code the provider does not know fails cleanly with 400", async () => {
    const { state, cookie } = await goThroughProvider("google");
    const res = await callback("google", { code: "forged-code", state, cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Google sign-in failed. Please try again." });
  });
});

describe("social sign-in not configured", () => {
  it("answers 503 with a clear detail", async () => {
    const t = await startTestApp(databaseKinds()[0]!);
    try {
      for (const name of ["google", "linkedin"]) {
        const res = await t.app.inject({ method: "GET", url: `/api/auth/${name}/authorize/` });
        expect(res.statusCode).toBe(503);
        expect(res.json().detail).toMatch(/sign-in is not configured on this server\.$/);
      }
    } finally {
      await t.close();
    }
  });
});
