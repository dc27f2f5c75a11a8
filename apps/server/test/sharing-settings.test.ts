import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { clientApi, unsharedPricedProposal } from "./sharing-fixture.js";
import { bearer, signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";

const NOT_FOUND = { detail: "Not found." };

describe.each(databaseKinds())("share link settings on $name", (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let doc: { id: string; uuid: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await signUp(t.app);
    doc = await unsharedPricedProposal(t.app, owner.access);
  });
  afterAll(async () => t?.close());

  const share = (method: "GET" | "PUT", payload?: object, user = owner, id = doc.id) =>
    t.app.inject({
      method,
      url: `/api/documents/${id}/share/`,
      headers: bearer(user.access),
      ...(payload ? { payload } : {}),
    });
  const client = () => clientApi(t.app);
  /** Moving the clock past the access token's life needs a new sign-in. */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: owner.email, password: owner.password },
    });
    owner = { ...owner, access: login.json().access_token as string };
  };

  it("a new document's link is off and answers 404 until its owner turns it on; then the Share shape: enabled, no password, no options, a link to the public page", async () => {
    const before = await share("GET");
    expect(before.statusCode).toBe(200);
    expect(before.json().enabled).toBe(false);
    expect((await client().read(doc.uuid)).statusCode).toBe(404);
    expect((await client().read(doc.uuid)).json()).toEqual(NOT_FOUND);
    const res = await share("PUT", { enabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: doc.uuid,
      url: `http://app.test/estimate-your-project/spectate/${doc.uuid}`,
      enabled: true,
      expires_at: null,
      has_password: false,
      allow_options: false,
      created_at: expect.any(String),
    });
    expect((await share("GET")).json()).toEqual(res.json());
    const read = await client().read(doc.uuid);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      title: expect.any(String),
      document: expect.any(String),
      options: [],
      accepted: false,
      declined: false,
      decline: null,
    });
    expect(read.json().estimate_summary.phases.length).toBeGreaterThan(0);
  });

  it("a disabled link answers 404 until enabled again", async () => {
    expect((await share("PUT", { enabled: false })).json().enabled).toBe(false);
    expect((await client().read(doc.uuid)).statusCode).toBe(404);
    expect((await client().read(doc.uuid)).json()).toEqual(NOT_FOUND);
    await share("PUT", { enabled: true });
    expect((await client().read(doc.uuid)).statusCode).toBe(200);
  });

  it("an expired link answers 404; clearing the expiry opens it again", async () => {
    const soon = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    expect((await share("PUT", { expires_at: soon })).json().expires_at).toBe(soon);
    expect((await client().read(doc.uuid)).statusCode).toBe(200);
    await advance(2 * 60 * 60 * 1000);
    expect((await client().read(doc.uuid)).statusCode).toBe(404);
    expect((await client().post(doc.uuid, "quote", { selected: [] })).statusCode).toBe(404);
    await share("PUT", { expires_at: null });
    expect((await client().read(doc.uuid)).statusCode).toBe(200);
  });

  it("a password is stored hashed; missing or wrong answers 401, the right one reads", async () => {
    const set = await share("PUT", { password: "open sesame" });
    expect(set.json().has_password).toBe(true);
    const stored = await t.app.context.db
      .selectFrom("documents")
      .select("share_password_hash")
      .where("id", "=", doc.id)
      .executeTakeFirstOrThrow();
    expect(stored.share_password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.share_password_hash).not.toContain("open sesame");

    const missing = await client().read(doc.uuid);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: expect.any(String) });
    expect((await client().read(doc.uuid, "wrong")).statusCode).toBe(401);
    expect((await client().read(doc.uuid, "open sesame")).statusCode).toBe(200);
    // The other public calls need it too.
    expect((await client().post(doc.uuid, "quote", { selected: [] })).statusCode).toBe(401);
    expect((await client().post(doc.uuid, "quote", { selected: [] }, "open sesame")).statusCode).toBe(200);
  });

  it("wrong passwords are rate-limited per address on a link: 429 with Retry-After, even for the right one from that address", async () => {
    for (let i = 0; i < 5; i++) expect((await client().read(doc.uuid, `guess ${i}`)).statusCode).toBe(401);
    const limited = await client().read(doc.uuid, "guess 6");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await client().read(doc.uuid, "open sesame")).statusCode).toBe(429);
    await advance(16 * 60 * 1000);
    expect((await client().read(doc.uuid, "open sesame")).statusCode).toBe(200);
    // Removing the password opens the link to anyone holding it.
    expect((await share("PUT", { password: null })).json().has_password).toBe(false);
    expect((await client().read(doc.uuid)).statusCode).toBe(200);
  });

  it("rotating gives a new uuid at once; the old link answers 404 on every public call", async () => {
    const rotated = await t.app.inject({
      method: "POST",
      url: `/api/documents/${doc.id}/share/rotate/`,
      headers: bearer(owner.access),
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json();
    expect(fresh.uuid).not.toBe(doc.uuid);
    expect(fresh.url).toBe(`http://app.test/estimate-your-project/spectate/${fresh.uuid}`);
    expect((await client().read(doc.uuid)).statusCode).toBe(404);
    expect((await client().post(doc.uuid, "views", { visitor: "visitor-0001", sections: [] })).statusCode).toBe(404);
    expect((await client().read(fresh.uuid)).statusCode).toBe(200);
    doc = { ...doc, uuid: fresh.uuid };
  });

  it("bad settings answer 400 per field and change nothing", async () => {
    const before = (await share("GET")).json();
    const bad = await share("PUT", { expires_at: "next tuesday", enabled: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("expires_at");
    expect((await share("GET")).json()).toEqual(before);
  });

  it("another user's document answers 404 on every owner call; no token answers 401", async () => {
    const stranger = await signUp(t.app);
    for (const [method, url] of [
      ["GET", "share/"],
      ["PUT", "share/"],
      ["POST", "share/rotate/"],
      ["GET", "views/"],
      ["GET", "acceptance/"],
      ["GET", "options/"],
      ["PUT", "options/"],
      ["POST", "new-version/"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/documents/${doc.id}/${url}`,
        headers: bearer(stranger.access),
        payload: method === "PUT" ? (url === "share/" ? { enabled: false } : { options: [] }) : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect((await t.app.inject({ method, url: `/api/documents/${doc.id}/${url}` })).statusCode).toBe(401);
    }
    expect((await share("GET")).json().enabled).toBe(true);
  });

  it("unknown and malformed share ids answer 404", async () => {
    expect((await client().read("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await client().read("not-a-uuid")).statusCode).toBe(404);
  });
});
