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

  const login = (app: FastifyInstance, email: string, password: string) => app.inject({ method: "POST", url: "/api/auth/login/", payload: { email, password } });

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
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(i % 2 ? a : b, user.email, `guess${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it("counts reset requests on every process together", async () => {
    const { a, b } = await twoServers();
    const user = await signUp(a);
    const forgot = (app: FastifyInstance) => app.inject({ method: "POST", url: "/api/auth/forgot-password/", payload: { email: user.email } });
    for (const app of [a, b, a, b, a]) expect((await forgot(app)).statusCode).toBe(200);
    const blocked = await forgot(b);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many password reset requests\./);
  });
});
