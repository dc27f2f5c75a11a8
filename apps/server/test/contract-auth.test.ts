import { describe, expect, it } from "vitest";
import {
  bothForms,
  expectDetail,
  expectFieldErrors,
  expectNoContent,
  expectTokenPair,
  expectUser,
  keysOf,
} from "./contract-shapes.js";
import { CONTRACT_CALLS, isPublicCall } from "./contract-calls.js";
import { useContractApp } from "./contract-fixture.js";
import { databaseKinds } from "./databases.js";
import { outboxMessages } from "./outbox.js";
import { isResetMail, resetLinkIn } from "./smtp-catcher.js";
import { signUp, startTestApp } from "./test-app.js";
import type { Method } from "./workspace-fixtures.js";

/**
 * api-contract.md's Auth, Conventions and Operations sections, called as an outside client calls them: every
 * path as written and in its other form (trailing slash added or removed), with the exact answer shape.
 */
describe.each(databaseKinds())("HTTP contract: auth and operations on $name", (kind) => {
  const c = useContractApp(kind);
  const { call, plain } = c;

  describe("Auth", () => {
    it("register answers 201 {user}; a duplicate email or username is a field error", async () => {
      for (const [i, url] of bothForms("/api/auth/register/").entries()) {
        const body = {
          first_name: "Grace",
          last_name: "Hopper",
          email: `grace${i}${kind.name}@example.com`,
          username: `grace${i}${kind.name}`,
          password: "a long password",
          password_confirm: "a long password",
        };
        const res = await call("POST", url, undefined, body);
        expect(res.statusCode, res.body).toBe(201);
        expect(keysOf(res.json())).toEqual(["user"]);
        expectUser(res.json().user);
        expect(res.json().user).toMatchObject({ email: body.email, username: body.username, profile_image: null });
        expectFieldErrors(await call("POST", url, undefined, { ...body, username: `${body.username}x` }), ["email"]);
        expectFieldErrors(await call("POST", url, undefined, { ...body, email: `x${body.email}` }), ["username"]);
      }
    });

    it("login answers {user, access_token, refresh_token}; wrong credentials 401 {error}; too many tries 429 {detail}", async () => {
      const victim = await signUp(c.t.app);
      for (const url of bothForms("/api/auth/login/")) {
        const res = await call("POST", url, undefined, { email: c.user.email, password: c.user.password });
        expect(res.statusCode).toBe(200);
        const { user: who, ...tokens } = res.json();
        expectUser(who);
        expect(who.id).toBe(c.user.id);
        expectTokenPair(tokens);
        const wrong = await call("POST", url, undefined, { email: victim.email, password: "not the password" });
        expect([wrong.statusCode, keysOf(wrong.json())]).toEqual([401, ["error"]]);
        expect(wrong.json().error).toBeTypeOf("string");
      }
      // Tries through either form count together.
      for (let i = 0; i < 3; i++)
        await call("POST", "/api/auth/login", undefined, { email: victim.email, password: `guess ${i}` });
      expectDetail(
        await call("POST", "/api/auth/login/", undefined, { email: victim.email, password: victim.password }),
        429,
      );
    });

    it("refresh-token rotates the pair; logout answers 204 and revokes", async () => {
      for (const [refreshUrl, logoutUrl] of [
        ["/api/auth/refresh-token/", "/api/auth/logout/"],
        ["/api/auth/refresh-token", "/api/auth/logout"],
      ] as const) {
        const session = await signUp(c.t.app);
        const res = await call("POST", refreshUrl, undefined, { refresh_token: session.refresh });
        expect(res.statusCode).toBe(200);
        expectTokenPair(res.json());
        expectDetail(await call("POST", refreshUrl, undefined, { refresh_token: session.refresh }), 401);
        const fresh = await signUp(c.t.app);
        expectNoContent(await call("POST", logoutUrl, fresh.access, { refresh_token: fresh.refresh }));
        expectDetail(await call("POST", refreshUrl, undefined, { refresh_token: fresh.refresh }), 401);
      }
    });

    it("me answers User; update answers {user} and refuses username and email; no token is 401 {detail}", async () => {
      for (const url of bothForms("/api/auth/me/")) {
        const res = await call("GET", url, c.user.access);
        expect(res.statusCode).toBe(200);
        expectUser(res.json());
        expectDetail(await call("GET", url), 401);
        expectDetail(await call("GET", url, "not-a-token"), 401);
      }
      for (const [i, url] of bothForms("/api/auth/update/").entries()) {
        const res = await call("PUT", url, c.user.access, { first_name: `Ada${i}`, last_name: "King" });
        expect(res.statusCode, res.body).toBe(200);
        expect(keysOf(res.json())).toEqual(["user"]);
        expectUser(res.json().user);
        expect(res.json().user).toMatchObject({ first_name: `Ada${i}`, last_name: "King" });
        expectFieldErrors(await call("PUT", url, c.user.access, { username: "renamed" }), ["username"]);
        expectFieldErrors(await call("PUT", url, c.user.access, { email: "renamed@example.com" }), ["email"]);
        expectDetail(await call("PUT", url, undefined, { first_name: "X" }), 401);
      }
    });

    it("forgot-password answers {detail} either way; reset-password-confirm answers {detail}, a bad token 400 {error}", async () => {
      const forgetful = await signUp(c.t.app);
      const [known, unknown] = await Promise.all([
        call("POST", "/api/auth/forgot-password/", undefined, { email: forgetful.email }),
        call("POST", "/api/auth/forgot-password", undefined, { email: "nobody@example.com" }),
      ]);
      expect(known.statusCode).toBe(200);
      expect(keysOf(known.json())).toEqual(["detail"]);
      expect(unknown.json()).toEqual(known.json());
      const link = await outboxLink(c.t.dataDir);
      const body = {
        email: forgetful.email,
        token: link.searchParams.get("token"),
        new_password: "brand new secret",
        confirm_password: "brand new secret",
      };
      for (const url of bothForms("/api/auth/reset-password-confirm/")) {
        const bad = await call("POST", url, undefined, { ...body, token: "made-up" });
        expect([bad.statusCode, keysOf(bad.json())]).toEqual([400, ["error"]]);
      }
      const res = await call("POST", "/api/auth/reset-password-confirm", undefined, body);
      expect([res.statusCode, keysOf(res.json())]).toEqual([200, ["detail"]]);
      expect(
        (await call("POST", "/api/auth/login/", undefined, { email: forgetful.email, password: "brand new secret" }))
          .statusCode,
      ).toBe(200);
    });

    it("account deletion answers 204 and the user is gone", async () => {
      for (const url of bothForms("/api/auth/account/")) {
        const leaving = await signUp(c.t.app);
        await plain(leaving.access);
        expectNoContent(await call("DELETE", url, leaving.access));
        expectDetail(await call("GET", "/api/auth/me/", leaving.access), 401);
        expect(
          (await call("POST", "/api/auth/login/", undefined, { email: leaving.email, password: leaving.password }))
            .statusCode,
        ).toBe(401);
      }
    });

    it("social sign-in: authorize answers {authorization_url}; Google's callback {user, access_token, refresh_token}, LinkedIn's {user, tokens}", async () => {
      for (const name of ["google", "linkedin"] as const) {
        for (const authorizeUrl of bothForms(`/api/auth/${name}/authorize/`)) {
          const start = await call("GET", authorizeUrl);
          expect([start.statusCode, keysOf(start.json())]).toEqual([200, ["authorization_url"]]);
          const back = new URL(
            (await fetch(start.json().authorization_url, { redirect: "manual" })).headers.get("location")!,
          );
          const query = `?code=${encodeURIComponent(back.searchParams.get("code")!)}&state=${encodeURIComponent(back.searchParams.get("state")!)}`;
          // As a browser does, the callback carries the cookie that starting the sign-in set.
          const cookie = String(start.headers["set-cookie"]).split(";")[0]!;
          const callbackUrl = bothForms(`/api/auth/${name}/callback/${query}`)[authorizeUrl.endsWith("/") ? 0 : 1]!;
          const res = await c.t.app.inject({ method: "GET", url: callbackUrl, headers: { cookie } });
          expect(res.statusCode, res.body).toBe(200);
          const { user: who, ...rest } = res.json();
          expectUser(who);
          if (name === "google") expectTokenPair(rest);
          else {
            expect(keysOf(rest)).toEqual(["tokens"]);
            expectTokenPair(rest.tokens);
          }
        }
      }
    });

    it("social sign-in that is not configured answers 503 {detail}", async () => {
      const bare = await startTestApp(kind);
      try {
        for (const name of ["google", "linkedin"]) {
          for (const url of bothForms(`/api/auth/${name}/authorize/`))
            expectDetail(await bare.app.inject({ method: "GET", url }), 503);
        }
      } finally {
        await bare.close();
      }
    });
  });

  describe("Conventions", () => {
    it("a client that sends Content-Type: application/json on every call can still delete; an empty create is a clear 400", async () => {
      const owner = await signUp(c.t.app);
      const jsonCall = (method: Method, url: string) =>
        c.t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${owner.access}`, "content-type": "application/json" },
        });
      const { id, project_id } = await plain(owner.access);
      expectNoContent(await jsonCall("DELETE", `/api/documents/${id}/`));
      expectNoContent(await jsonCall("DELETE", `/api/projects/${project_id}/`));
      for (const url of ["/api/documents/delete-all/", "/api/projects/delete-all/"])
        expect((await jsonCall("DELETE", url)).json()).toEqual({ deleted: 0 });
      expectDetail(await jsonCall("POST", "/api/documents/"), 400);
      expectNoContent(await jsonCall("DELETE", "/api/auth/account/"));
    });
  });

  it("every call that needs a sign-in answers 401 {detail} without one, in both path forms", async () => {
    for (const [method, contractUrl] of CONTRACT_CALLS.filter(([, url]) => !isPublicCall(url))) {
      for (const url of bothForms(contractUrl.replace(/\{\w+\}/g, "some-id"))) {
        const res = await call(method, url, undefined, method === "GET" || method === "DELETE" ? undefined : {});
        expect([method, url, res.statusCode, keysOf(res.json())]).toEqual([method, url, 401, ["detail"]]);
      }
    }
  });

  describe("Operations", () => {
    it("health answers {status: ok, database: ok}; /api/docs serves the OpenAPI description", async () => {
      for (const url of bothForms("/api/health"))
        expect((await call("GET", url)).json()).toEqual({ status: "ok", database: "ok" });
      for (const url of bothForms("/api/docs")) {
        let res = await call("GET", url);
        for (let hops = 0; hops < 3 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
          res = await call("GET", new URL(res.headers.location as string, `http://app.test${url}`).pathname);
        }
        expect([url, res.statusCode, res.headers["content-type"]]).toEqual([
          url,
          200,
          expect.stringContaining("text/html"),
        ]);
      }
    });

    it("the OpenAPI description lists every call of the contract at the path the contract writes", async () => {
      const paths = (await call("GET", "/api/docs/json")).json().paths as Record<string, Record<string, unknown>>;
      const missing = CONTRACT_CALLS.filter(([method, url]) => !paths[url]?.[method.toLowerCase()]);
      expect(missing).toEqual([]);
    });
  });
});

/** The reset link of the one reset message written to DATA_DIR/outbox (no SMTP configured). */
async function outboxLink(dataDir: string): Promise<URL> {
  for (let i = 0; i < 200; i++) {
    const [first] = outboxMessages(dataDir).filter(isResetMail);
    if (first) return resetLinkIn(first);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("no reset mail in the outbox");
}
