import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { freshInstances } from "./app-instances.js";
import { databaseKinds } from "./databases.js";
import { bearer, signUp } from "./test-app.js";

describe.each(databaseKinds())("document reads across server processes on $name", (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function twoServers(): Promise<{ a: FastifyInstance; b: FastifyInstance }> {
    const group = await freshInstances(kind, cleanups);
    return { a: await group.start({ worker: false }), b: await group.start({ worker: false }) };
  }

  it("answer every write made by the other process at the next read, even after answering the same document many times", async () => {
    const { a, b } = await twoServers();
    const user = await signUp(a);
    const headers = bearer(user.access);
    const created = await a.inject({
      method: "POST",
      url: "/api/documents/",
      headers,
      payload: { title: "Plan", document: "<p>One</p>" },
    });
    const id = created.json().id as string;
    const readOnA = async () => (await a.inject({ method: "GET", url: `/api/documents/${id}/`, headers })).json();
    for (let i = 0; i < 3; i++) expect(await readOnA()).toMatchObject({ document: "<p>One</p>", version: 1 });

    const saved = await b.inject({
      method: "PATCH",
      url: `/api/documents/${id}/`,
      headers,
      payload: { document: "<p>Two</p>", version: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await readOnA()).toEqual(saved.json());

    // A new public link changes the uuid but not the version: still answered as it now is.
    const rotated = await b.inject({ method: "POST", url: `/api/documents/${id}/share/rotate/`, headers });
    expect(rotated.statusCode).toBe(200);
    const afterRotation = await readOnA();
    expect(afterRotation).toMatchObject({ version: 2, uuid: rotated.json().uuid });
    expect(afterRotation.uuid).not.toBe(saved.json().uuid);

    const renamed = await b.inject({
      method: "PATCH",
      url: `/api/documents/${id}/`,
      headers,
      payload: { title: "Renamed" },
    });
    expect(await readOnA()).toEqual(renamed.json());

    expect((await b.inject({ method: "DELETE", url: `/api/documents/${id}/`, headers })).statusCode).toBe(204);
    const gone = await a.inject({ method: "GET", url: `/api/documents/${id}/`, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: "Not found." });
  });

  it("check the owner and the session on every read: a stranger gets 404, and a signed-out token 401 at once", async () => {
    const { a, b } = await twoServers();
    const owner = await signUp(a);
    const created = await a.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(owner.access),
      payload: { title: "Plan", document: "<p>Mine</p>" },
    });
    const url = `/api/documents/${created.json().id as string}/`;
    expect((await a.inject({ method: "GET", url, headers: bearer(owner.access) })).statusCode).toBe(200);

    const stranger = await signUp(b);
    const foreign = await a.inject({ method: "GET", url, headers: bearer(stranger.access) });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { detail: "Not found." }]);

    const anonymous = await a.inject({ method: "GET", url });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { detail: "Authentication credentials were not provided." },
    ]);

    const logout = await b.inject({
      method: "POST",
      url: "/api/auth/logout/",
      headers: bearer(owner.access),
      payload: { refresh_token: owner.refresh },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const ended = await a.inject({ method: "GET", url, headers: bearer(owner.access) });
    expect([ended.statusCode, ended.json()]).toEqual([401, { detail: "Given token not valid or expired." }]);
  });
  it("answer reads made at the same time each for its own session and document (they may share one query)", async () => {
    const { a } = await twoServers();
    const [ada, bob, gone] = [await signUp(a), await signUp(a), await signUp(a)];
    const create = async (user: typeof ada, html: string) =>
      (
        await a.inject({
          method: "POST",
          url: "/api/documents/",
          headers: bearer(user.access),
          payload: { title: "Plan", document: html },
        })
      ).json().id as string;
    const [adaDoc, bobDoc] = [await create(ada, "<p>Ada</p>"), await create(bob, "<p>Bob</p>")];
    await a.inject({
      method: "POST",
      url: "/api/auth/logout/",
      headers: bearer(gone.access),
      payload: { refresh_token: gone.refresh },
    });

    const read = async (user: typeof ada, id: string) => {
      const answer = await a.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(user.access) });
      return [answer.statusCode, answer.statusCode === 200 ? answer.json().document : answer.json().detail];
    };
    const answers = await Promise.all([
      read(ada, adaDoc),
      read(bob, adaDoc),
      read(bob, bobDoc),
      read(gone, adaDoc),
      read(ada, "no-such-document"),
      read(ada, "%00"),
      read(ada, bobDoc),
      read(ada, adaDoc),
    ]);
    expect(answers).toEqual([
      [200, "<p>Ada</p>"],
      [404, "Not found."],
      [200, "<p>Bob</p>"],
      [401, "Given token not valid or expired."],
      [404, "Not found."],
      [400, "The request contains a NUL character, which is not allowed in text."],
      [404, "Not found."],
      [200, "<p>Ada</p>"],
    ]);
  });
});
