import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useMailingApp } from "./mailing-app.js";
import { databaseKinds } from "./databases.js";
import { outboxMessages } from "./outbox.js";
import { isResetMail, resetLinkIn } from "./smtp-catcher.js";
import { bearer, signUp, startTestApp, type TestApp } from "./test-app.js";

const FORGOT_ANSWER = { detail: "If an account exists for this email, password reset instructions have been sent." };

describe.each(databaseKinds())("password reset on $name", (kind) => {
  const fx = useMailingApp(kind, { signedIn: false });

  const post = (url: string, payload: object) => fx.t.app.inject({ method: "POST", url, payload });

  async function requestLink(email: string): Promise<URL> {
    const before = fx.smtp.messages.length;
    const res = await post("/api/auth/forgot-password/", { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_ANSWER);
    const mails = await fx.smtp.waitFor(before + 1);
    const mail = mails[before];
    expect(mail?.to).toEqual([email]);
    return resetLinkIn(mail!.raw);
  }

  it("mails a working link; the new password signs in, the old one no longer does, old sessions end", async () => {
    const u = await signUp(fx.t.app);
    const link = await requestLink(u.email);
    expect(`${link.origin}${link.pathname}`).toBe("http://app.test/reset-password");
    expect(link.searchParams.get("email")).toBe(u.email);
    const token = link.searchParams.get("token")!;

    const res = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token,
      new_password: "a brand new secret",
      confirm_password: "a brand new secret",
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().detail).toBe("string");

    expect((await post("/api/auth/login/", { email: u.email, password: u.password })).statusCode).toBe(401);
    expect((await post("/api/auth/login/", { email: u.email, password: "a brand new secret" })).statusCode).toBe(200);
    expect((await post("/api/auth/refresh-token/", { refresh_token: u.refresh })).statusCode).toBe(401);
    expect((await fx.t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) })).statusCode).toBe(
      401,
    );

    // Single use.
    const again = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token,
      new_password: "another secret!",
      confirm_password: "another secret!",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: "Invalid or expired reset token." });
  });

  it("gives the same answer for an unknown email and sends nothing", async () => {
    const before = fx.smtp.messages.length;
    const res = await post("/api/auth/forgot-password/", { email: "nobody-here@example.com" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_ANSWER);
    await new Promise((r) => setTimeout(r, 200));
    expect(fx.smtp.messages.length).toBe(before);
  });

  it("expires a token after one hour", async () => {
    const u = await signUp(fx.t.app);
    const token = (await requestLink(u.email)).searchParams.get("token")!;
    fx.t.clock.advance(61 * 60 * 1000);
    const res = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token,
      new_password: "late password",
      confirm_password: "late password",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Invalid or expired reset token." });
  });

  it("refuses a token for another email, a made-up token, and bad fields", async () => {
    const u = await signUp(fx.t.app);
    const other = await signUp(fx.t.app);
    const token = (await requestLink(u.email)).searchParams.get("token")!;
    const wrongEmail = await post("/api/auth/reset-password-confirm/", {
      email: other.email,
      token,
      new_password: "password99",
      confirm_password: "password99",
    });
    expect(wrongEmail.statusCode).toBe(400);
    const madeUp = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token: "nope",
      new_password: "password99",
      confirm_password: "password99",
    });
    expect(madeUp.json()).toEqual({ error: "Invalid or expired reset token." });
    const short = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token,
      new_password: "short",
      confirm_password: "short",
    });
    expect(short.json()).toEqual({ new_password: ["Password must be at least 8 characters"] });
    const mismatch = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token,
      new_password: "password99",
      confirm_password: "password98",
    });
    expect(mismatch.json()).toEqual({ confirm_password: ["Passwords do not match"] });
    const missing = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      new_password: "password99",
      confirm_password: "password99",
    });
    expect(missing.json()).toEqual({ token: ["Reset token is required"] });
    // The real token still works after those failures.
    const ok = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token,
      new_password: "password99",
      confirm_password: "password99",
    });
    expect(ok.statusCode).toBe(200);
  });

  it("a newer link makes the older one worthless", async () => {
    const u = await signUp(fx.t.app);
    const first = (await requestLink(u.email)).searchParams.get("token")!;
    const second = (await requestLink(u.email)).searchParams.get("token")!;
    const old = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token: first,
      new_password: "password77",
      confirm_password: "password77",
    });
    expect(old.statusCode).toBe(400);
    const fresh = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token: second,
      new_password: "password77",
      confirm_password: "password77",
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("rate-limits reset requests for one email with 429", async () => {
    const u = await signUp(fx.t.app);
    for (let i = 0; i < 5; i++)
      expect((await post("/api/auth/forgot-password/", { email: u.email })).statusCode).toBe(200);
    const blocked = await post("/api/auth/forgot-password/", { email: u.email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many password reset requests\. Try again in \d+ minutes?\.$/);
  });
});

/** The reset link of the one reset message in DATA_DIR/outbox, once it is written. */
async function outboxLink(dataDir: string): Promise<URL> {
  let messages: string[] = [];
  for (let i = 0; i < 100 && messages.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
    messages = outboxMessages(dataDir).filter(isResetMail);
  }
  expect(messages).toHaveLength(1);
  return resetLinkIn(messages[0]!);
}

describe("password reset without SMTP", () => {
  let t: TestApp;
  let u: Awaited<ReturnType<typeof signUp>>;
  let link: URL;
  beforeEach(async () => {
    t = await startTestApp(databaseKinds()[0]!);
    u = await signUp(t.app);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password/", payload: { email: u.email } });
    link = await outboxLink(t.dataDir);
  });
  afterEach(async () => t.close());

  const confirm = (newPassword: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password-confirm/",
      payload: {
        email: link.searchParams.get("email"),
        token: link.searchParams.get("token"),
        new_password: newPassword,
        confirm_password: newPassword,
      },
    });
  const login = (password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login/", payload: { email: u.email, password } });
  const me = () => t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) });

  it("writes the message to DATA_DIR/outbox with a working link", async () => {
    expect(link.searchParams.get("email")).toBe(u.email);
    expect((await confirm("outbox-pass")).statusCode).toBe(200);
    expect((await login("outbox-pass")).statusCode).toBe(200);
  });

  it("is all or nothing: when ending the sessions fails, the password and the token stay as they were", async () => {
    // The last step of the reset (revoking sessions) fails inside the database.
    await sql`CREATE TRIGGER sessions_fail BEFORE UPDATE ON sessions BEGIN SELECT RAISE(ABORT, 'revocation failed'); END`.execute(
      t.app.context.db,
    );
    expect((await confirm("half-done pass")).statusCode).toBe(500);
    await sql`DROP TRIGGER sessions_fail`.execute(t.app.context.db);
    expect((await login("half-done pass")).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(200);
    // The token was not used up: the same link works now.
    expect((await confirm("half-done pass")).statusCode).toBe(200);
    expect((await login("half-done pass")).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});
