import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { freshInstances } from "./app-instances.js";
import { databaseKinds } from "./databases.js";
import { signUp, TestClock } from "./test-app.js";

describe.each(databaseKinds())("sign-in and reset limits across server processes on $name", (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Two server processes on one database, on one test clock. */
  async function twoServers(): Promise<{ a: FastifyInstance; b: FastifyInstance; clock: TestClock }> {
    const group = await freshInstances(kind, cleanups);
    const clock = new TestClock();
    return { a: await group.start({ worker: false, clock }), b: await group.start({ worker: false, clock }), clock };
  }

  const login = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: "POST", url: "/api/auth/login/", payload: { email, password } });

  it("counts failed sign-ins on every process together, until the window ends", async () => {
    const { a, b, clock } = await twoServers();
    const user = await signUp(a);
    for (let i = 0; i < 3; i++) expect((await login(a, user.email, `wrong${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(b, user.email, `wrong${i}`)).statusCode).toBe(401);
    // Five failures in all: the right password is refused on both processes for now.
    for (const app of [a, b]) {
      const blocked = await login(app, user.email, user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    }
    clock.advance(16 * 60 * 1000);
    expect((await login(b, user.email, user.password)).statusCode).toBe(200);
    // A success clears the account's count everywhere.
    for (let i = 0; i < 4; i++) expect((await login(a, user.email, `again${i}`)).statusCode).toBe(401);
    expect((await login(b, user.email, user.password)).statusCode).toBe(200);
    expect((await login(a, user.email, "once more")).statusCode).toBe(401);
    expect((await login(a, user.email, user.password)).statusCode).toBe(200);
  });

  it("lets no more than the allowance through when guesses are sent all at once", async () => {
    const { a, b } = await twoServers();
    const user = await signUp(a);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(i % 2 ? a : b, user.email, `guess${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it("counts reset requests on every process together", async () => {
    const { a, b } = await twoServers();
    const user = await signUp(a);
    const forgot = (app: FastifyInstance) =>
      app.inject({ method: "POST", url: "/api/auth/forgot-password/", payload: { email: user.email } });
    for (const app of [a, b, a, b, a]) expect((await forgot(app)).statusCode).toBe(200);
    const blocked = await forgot(b);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many password reset requests\./);
  });

  describe("per client address", () => {
    const from = (app: FastifyInstance, remoteAddress: string, url: string, payload: object) =>
      app.inject({ method: "POST", url, payload, remoteAddress });

    it("one client spraying different emails gets 429 after 50 failed sign-ins; another client does not", async () => {
      const { a, b } = await twoServers();
      const sprayer = "198.51.100.7";
      for (let i = 0; i < 50; i++) {
        const res = await from(i % 2 ? a : b, sprayer, "/api/auth/login/", {
          email: `victim${i}@example.com`,
          password: "guess",
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await from(a, sprayer, "/api/auth/login/", {
        email: "victim-next@example.com",
        password: "guess",
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        detail: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/),
      });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(
        (await from(b, "203.0.113.9", "/api/auth/login/", { email: "victim-next@example.com", password: "guess" }))
          .statusCode,
      ).toBe(401);
    });

    it("one client asking resets for many emails gets 429 after 30 requests; another client does not", async () => {
      const { a, b } = await twoServers();
      const sprayer = "198.51.100.8";
      for (let i = 0; i < 30; i++) {
        const res = await from(i % 2 ? a : b, sprayer, "/api/auth/forgot-password/", {
          email: `someone${i}@example.com`,
        });
        expect(res.statusCode).toBe(200);
      }
      const blocked = await from(b, sprayer, "/api/auth/forgot-password/", { email: "someone-next@example.com" });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        detail: expect.stringMatching(/^Too many password reset requests\. Try again in \d+ minutes?\.$/),
      });
      expect(
        (await from(a, "203.0.113.10", "/api/auth/forgot-password/", { email: "someone-next@example.com" })).statusCode,
      ).toBe(200);
    });
  });
});
