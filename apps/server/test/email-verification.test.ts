import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../src/db/client.js";
import { useMailingApp } from "./mailing-app.js";
import { databaseKinds } from "./databases.js";
import { useMigratingDatabase } from "./migration-fixture.js";
import { freePort } from "./free-port.js";
import { isResetMail, resetLinkIn, verificationTokenFor, verifyLinkIn } from "./smtp-catcher.js";
import { bearer, signUp, startTestApp } from "./test-app.js";

const VERIFIED = { detail: "Your email address is verified." };
const UNUSABLE = {
  detail:
    "This verification link has expired or was already used. If your email address is not verified yet, sign in and send a new link from Settings.",
};

describe.each(databaseKinds())("email verification on $name", (kind) => {
  const fx = useMailingApp(kind, { signedIn: false });

  const post = (url: string, payload?: object, token?: string) =>
    fx.t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const verify = (token: string) => post("/api/auth/verify-email/", { token });
  const verifiedFlag = async (access: string) =>
    (await fx.t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(access) })).json().email_verified;
  const resend = (access: string) => post("/api/auth/verify-email/resend/", undefined, access);

  it("sign-up mails a link to the verify page; its token verifies the address once", async () => {
    const u = await signUp(fx.t.app);
    // The link is there when the sign-up answers.
    const mail = fx.smtp.messages.filter((m) => m.to.includes(u.email)).at(-1)!;
    expect(mail.raw).toMatch(/^Subject: Verify your Scopewise email address$/m);
    const link = verifyLinkIn(mail.raw);
    expect(`${link.origin}${link.pathname}`).toBe("http://app.test/verify-email");
    expect([...link.searchParams.keys()]).toEqual(["token"]);
    expect(await verifiedFlag(u.access)).toBe(false);

    const res = await verify(link.searchParams.get("token")!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(VERIFIED);
    expect(await verifiedFlag(u.access)).toBe(true);
    expect((await post("/api/auth/login/", { email: u.email, password: u.password })).json().user.email_verified).toBe(
      true,
    );

    const again = await verify(link.searchParams.get("token")!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(UNUSABLE);
  });

  it("a link expires after 24 hours", async () => {
    const u = await signUp(fx.t.app);
    const token = verificationTokenFor(fx.smtp.messages, u.email);
    fx.t.clock.advance(24 * 60 * 60 * 1000 + 60 * 1000);
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(UNUSABLE);
    // (The access token expired too: a new sign-in tells.)
    expect((await post("/api/auth/login/", { email: u.email, password: u.password })).json().user.email_verified).toBe(
      false,
    );
  });

  it("refuses a made-up token and a missing one, in the contract's shapes", async () => {
    const madeUp = await verify("not-a-token");
    expect([madeUp.statusCode, madeUp.json()]).toEqual([400, UNUSABLE]);
    const missing = await post("/api/auth/verify-email/", {});
    expect([missing.statusCode, missing.json()]).toEqual([400, { token: ["Verification token is required"] }]);
  });

  it("a signed-in user gets a new link, which makes the older one worthless; once verified there is none to send", async () => {
    const u = await signUp(fx.t.app);
    const first = verificationTokenFor(fx.smtp.messages, u.email);
    const res = await resend(u.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: `A new verification link has been sent to ${u.email}.` });
    const second = verificationTokenFor(fx.smtp.messages, u.email);
    expect(second).not.toBe(first);

    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    const done = await resend(u.access);
    expect([done.statusCode, done.json()]).toEqual([409, { detail: "Your email address is already verified." }]);
    expect((await post("/api/auth/verify-email/resend/")).statusCode).toBe(401);
  });

  it("limits new links for one account with 429", async () => {
    const u = await signUp(fx.t.app);
    for (let i = 0; i < 5; i++) expect((await resend(u.access)).statusCode).toBe(200);
    const blocked = await resend(u.access);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many verification links asked for\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("a password reset proves the address and verifies it", async () => {
    const u = await signUp(fx.t.app);
    const before = fx.smtp.messages.length;
    await post("/api/auth/forgot-password/", { email: u.email });
    const mail = (await fx.smtp.waitFor(before + 1)).slice(before).find((m) => isResetMail(m.raw))!;
    const token = resetLinkIn(mail.raw).searchParams.get("token")!;
    const reset = await post("/api/auth/reset-password-confirm/", {
      email: u.email,
      token,
      new_password: "a proven password",
      confirm_password: "a proven password",
    });
    expect(reset.statusCode).toBe(200);
    const login = await post("/api/auth/login/", { email: u.email, password: "a proven password" });
    expect(login.json().user.email_verified).toBe(true);
  });
});

describe("a verification mail that cannot be sent", () => {
  it("does not undo the sign-up; asking for a new link says the mail could not be sent", async () => {
    // Nothing listens there: every message fails.
    const t = await startTestApp(databaseKinds()[0]!, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const u = await signUp(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/verify-email/resend/",
        headers: bearer(u.access),
      });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { detail: "The verification mail could not be sent. Please try again later." },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds())("accounts made before email verification on $name", (kind) => {
  const migrating = useMigratingDatabase(kind);

  it("are unverified until they verify or reset", async () => {
    const { db, migrator } = await migrating.open();
    expect((await migrator.migrateTo("0009_document_versions")).error).toBeUndefined();
    const at = "2026-01-05T10:00:00.000Z";
    await sql`insert into users (id, username, username_key, email, first_name, last_name, password_hash, created_at, updated_at)
      values ('u1', 'ada', 'ada', 'ada@example.com', 'Ada', 'L', 'hash', ${at}, ${at})`.execute(db);

    await migrateToLatest(db);
    expect(await db.selectFrom("users").select(["id", "email_verified_at"]).execute()).toEqual([
      { id: "u1", email_verified_at: null },
    ]);
    // And back down: the schema is as it was.
    expect((await migrator.migrateTo("0009_document_versions")).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain("email_verifications");
  });
});
