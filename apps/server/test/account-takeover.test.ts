import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import {
  callback,
  callbackTokens,
  goThroughProvider,
  startMockOidc,
  type MockOidc,
  type ProviderName,
} from "./oidc-flow.js";
import { isResetMail, resetLinkIn, startSmtpCatcher, verificationTokenFor } from "./smtp-catcher.js";
import { bearer, signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";
import { workspaceApi } from "./workspace-fixtures.js";

const EXISTS = (label: string) =>
  `An account with this email already exists. Sign in with its password, then connect ${label} in Settings.`;

/**
 * Someone registers another person's address with a password of their own, before that person ever
 * signs in. A provider's sign-in with that (provider-verified) address must not enter their account,
 * or the owner would work in an account the registrant can read. A provider is connected to an
 * existing account only by its signed-in owner, once the email is verified.
 */
describe.each(databaseKinds())("accounts and provider sign-in on $name", (kind) => {
  let oidc: MockOidc;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let t: TestApp;
  const api = workspaceApi(() => t.app);

  beforeAll(async () => {
    oidc = await startMockOidc();
    smtp = await startSmtpCatcher();
    t = await startTestApp(kind, { ...oidc.env, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await oidc.stop();
  });

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: "POST", url, payload, headers: token ? bearer(token) : {} });
  const me = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(token) });
  const identitiesOf = (userId: string) =>
    t.app.context.db
      .selectFrom("user_identities")
      .select(["provider", "subject"])
      .where("user_id", "=", userId)
      .execute();

  /** A provider sign-in by someone not signed in, in their own browser. */
  async function providerSignIn(name: ProviderName) {
    return callback(t.app, name, await goThroughProvider(t.app, name));
  }

  /** A signed-in user's connect flow, finished in the same browser. */
  async function connect(name: ProviderName, accessToken: string) {
    return callback(t.app, name, await goThroughProvider(t.app, name, accessToken));
  }

  async function verify(email: string): Promise<void> {
    const res = await post("/api/auth/verify-email/", { token: verificationTokenFor(smtp.messages, email) });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function verifiedUser(): Promise<SignedUpUser> {
    const user = await signUp(t.app);
    await verify(user.email);
    return user;
  }

  it("a sign-in with the owner's Google does not enter the account someone registered with their address", async () => {
    const email = `victim.${kind.name}@x.test`;
    const attacker = await signUp(t.app, { email });
    const planted = await api.createProject(attacker.access, "Planted by the registrant");

    // The owner of the address signs in with Google, which verified it.
    oidc.identity = { sub: `victim-google-${kind.name}`, email, email_verified: true, given_name: "Victor" };
    const res = await providerSignIn("google");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: EXISTS("Google") });
    expect(res.body).not.toMatch(/access_token|refresh_token/);
    // Nothing was connected: the registrant's account has no Google, and Google has no session there.
    expect(await identitiesOf(attacker.id)).toEqual([]);
    const sessions = await t.app.context.db
      .selectFrom("sessions")
      .select(["user_id", "auth_type"])
      .where("user_id", "=", attacker.id)
      .execute();
    expect(sessions).toEqual([{ user_id: attacker.id, auth_type: "email" }]);
    // Trying again changes nothing.
    expect((await providerSignIn("google")).statusCode).toBe(409);

    // The owner takes the address back the way the message says: a reset (only they get the mail), then their own password.
    const mailsBefore = smtp.messages.length;
    expect((await post("/api/auth/forgot-password/", { email })).statusCode).toBe(200);
    const resetMail = (await smtp.waitFor(mailsBefore + 1))
      .filter((m) => m.to.includes(email) && isResetMail(m.raw))
      .at(-1);
    const link = resetLinkIn(resetMail!.raw);
    const reset = await post("/api/auth/reset-password-confirm/", {
      email,
      token: link.searchParams.get("token")!,
      new_password: "the owner's own",
      confirm_password: "the owner's own",
    });
    expect(reset.statusCode).toBe(200);
    // The registrant is out: their password and their sign-in no longer work.
    expect((await post("/api/auth/login/", { email, password: attacker.password })).statusCode).toBe(401);
    expect((await me(attacker.access)).statusCode).toBe(401);
    expect((await post("/api/auth/refresh-token/", { refresh_token: attacker.refresh })).statusCode).toBe(401);
    // The owner signs in, now verified by the reset, and connects Google.
    const owner = await post("/api/auth/login/", { email, password: "the owner's own" });
    expect(owner.json().user.email_verified).toBe(true);
    const connected = await connect("google", owner.json().access_token);
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json().user.id).toBe(attacker.id);
    // From now on Google signs the owner in, and the registrant's planted project is theirs to keep or delete.
    const viaGoogle = await providerSignIn("google");
    expect(viaGoogle.json().user.id).toBe(attacker.id);
    expect((await api.getProject(callbackTokens(viaGoogle).access_token, planted.id)).title).toBe(
      "Planted by the registrant",
    );
  });

  it("the registrant cannot connect a provider either while the address is unverified", async () => {
    const registrant = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/google/connect/",
      headers: bearer(registrant.access),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        "Verify your email address before connecting Google: open the link we mailed you, or send a new one from Settings.",
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await identitiesOf(registrant.id)).toEqual([]);
  });

  it("a verified account is not entered by a matching email either: the owner signs in and connects", async () => {
    const user = await verifiedUser();
    oidc.identity = { sub: `verified-owner-${kind.name}`, email: user.email, email_verified: true, given_name: "Ada" };
    const stranger = await providerSignIn("linkedin");
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toEqual({ detail: EXISTS("LinkedIn") });

    const connected = await connect("linkedin", user.access);
    expect(connected.statusCode, connected.body).toBe(200);
    // LinkedIn's answer keeps its shape: the user and a new sign-in of that user under `tokens`.
    const body = connected.json();
    expect(Object.keys(body).sort()).toEqual(["tokens", "user"]);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, email_verified: true });
    expect((await me(body.tokens.access_token)).json().id).toBe(user.id);
    // The session that connected it is still the user's.
    expect((await me(user.access)).json().id).toBe(user.id);
    expect(await identitiesOf(user.id)).toEqual([{ provider: "linkedin", subject: `verified-owner-${kind.name}` }]);

    const later = await providerSignIn("linkedin");
    expect(later.statusCode).toBe(200);
    expect(later.json().user.id).toBe(user.id);
    // Connecting the same LinkedIn account again changes nothing.
    expect((await connect("linkedin", user.access)).statusCode).toBe(200);
    expect(await identitiesOf(user.id)).toHaveLength(1);
  });

  it("an account made by one provider is not entered by another's matching email", async () => {
    const email = `made.by.google.${kind.name}@gmail.test`;
    oidc.identity = { sub: `maker-google-${kind.name}`, email, email_verified: true, given_name: "Mae" };
    const made = await providerSignIn("google");
    expect(made.statusCode).toBe(200);
    oidc.identity = { sub: `other-linkedin-${kind.name}`, email, email_verified: true, given_name: "Mae" };
    const res = await providerSignIn("linkedin");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        "An account with this email already exists. Sign in the way you signed in before, then connect LinkedIn in Settings.",
    });
    // Signed in with Google, its owner connects LinkedIn (a provider verified the address).
    expect((await connect("linkedin", callbackTokens(made).access_token)).statusCode).toBe(200);
    expect((await providerSignIn("linkedin")).json().user.id).toBe(made.json().user.id);
  });

  it("a provider account with another email can be connected; one connected elsewhere is not moved", async () => {
    const first = await verifiedUser();
    const second = await verifiedUser();
    oidc.identity = {
      sub: `shared-google-${kind.name}`,
      email: `someone.${kind.name}@gmail.test`,
      email_verified: true,
    };
    expect((await connect("google", first.access)).statusCode).toBe(200);

    const moved = await connect("google", second.access);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ detail: "This Google account is already connected to another Scopewise account." });
    expect(await identitiesOf(second.id)).toEqual([]);
    expect((await providerSignIn("google")).json().user.id).toBe(first.id);
  });

  it("a connection whose sign-in ended before the provider answered connects nothing", async () => {
    const user = await verifiedUser();
    oidc.identity = { sub: `late-google-${kind.name}`, email: `late.${kind.name}@gmail.test`, email_verified: true };
    const flow = await goThroughProvider(t.app, "google", user.access);
    expect((await post("/api/auth/logout/", { refresh_token: user.refresh })).statusCode).toBe(204);
    const res = await callback(t.app, "google", flow);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: "You were signed out before Google answered. Sign in again, then connect Google in Settings.",
    });
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it("connecting needs a signed-in user, and binds the flow to the browser like a sign-in", async () => {
    for (const name of ["google", "linkedin"] as const) {
      expect((await t.app.inject({ method: "POST", url: `/api/auth/${name}/connect/` })).statusCode).toBe(401);
    }
    const user = await verifiedUser();
    oidc.identity = { sub: `elsewhere-${kind.name}`, email: `elsewhere.${kind.name}@gmail.test`, email_verified: true };
    const flow = await goThroughProvider(t.app, "google", user.access);
    expect(flow.setCookie).toMatch(
      /^scopewise_oauth_state=[^;]+; Path=\/api\/auth\/google\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    // The connect flow's callback opened in another browser does nothing.
    const elsewhere = await callback(t.app, "google", { code: flow.code, state: flow.state });
    expect(elsewhere.statusCode).toBe(400);
    expect(await identitiesOf(user.id)).toEqual([]);
  });
});
