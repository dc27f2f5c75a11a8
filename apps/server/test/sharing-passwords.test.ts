import { describe, expect, it } from "vitest";
import { SHARE_PASSWORD_LIMITS } from "../src/modules/sharing/share-limits.js";
import { databaseKinds } from "./databases.js";
import { sharedPlainDocument } from "./sharing-fixture.js";
import { bearer, useSignedInApp } from "./test-app.js";

const PASSWORD = "open sesame";

describe.each(databaseKinds())("wrong share passwords from several addresses on $name", (kind) => {
  const s = useSignedInApp(kind);

  /** A link behind PASSWORD. */
  async function protectedLink(): Promise<string> {
    const doc = await sharedPlainDocument(s.t.app, s.user.access);
    expect(
      (
        await s.t.app.inject({
          method: "PUT",
          url: `/api/documents/${doc.id}/share/`,
          headers: bearer(s.user.access),
          payload: { password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    return doc.uuid;
  }
  /** Moving the clock past the access token's life needs a new sign-in. */
  const advance = async (ms: number) => {
    s.t.clock.advance(ms);
    const login = await s.t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: s.user.email, password: s.user.password },
    });
    s.user = { ...s.user, access: login.json().access_token as string };
  };
  const read = (uuid: string, password: string, address: string) =>
    s.t.app.inject({
      method: "GET",
      url: `/api/documents/get-by-uuid/${uuid}/`,
      headers: { "x-share-password": password },
      remoteAddress: address,
    });

  it("someone guessing locks out only their own address: the client with the right password reads the link from theirs", async () => {
    const uuid = await protectedLink();
    const guesser = "198.51.100.66";
    const client = "203.0.113.66";
    for (let i = 0; i < SHARE_PASSWORD_LIMITS.perLinkAndClient.max; i++)
      expect((await read(uuid, `guess ${i}`, guesser)).statusCode).toBe(401);
    // The guesser keeps trying, even with the right password: held back, and none of it counts against the link.
    for (let i = 0; i < 50; i++) expect((await read(uuid, `more ${i}`, guesser)).statusCode).toBe(429);
    const limited = await read(uuid, PASSWORD, guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: expect.stringMatching(/^Too many wrong passwords\. Try again in \d+ minutes?\.$/),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const opened = await read(uuid, PASSWORD, client);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().title).toBe("Warehouse racking");
    // A typo of the client's own is its own count: a wrong one answers 401, the right one still reads.
    expect((await read(uuid, "open sesam", client)).statusCode).toBe(401);
    expect((await read(uuid, PASSWORD, client)).statusCode).toBe(200);
  });

  it("guesses from many addresses together meet the link's slower limit: then 429 for every address until its window ends", async () => {
    const uuid = await protectedLink();
    const perAddress = SHARE_PASSWORD_LIMITS.perLinkAndClient.max;
    const addresses = SHARE_PASSWORD_LIMITS.perLink.max / perAddress;
    for (let a = 0; a < addresses; a++)
      for (let i = 0; i < perAddress; i++)
        expect((await read(uuid, `guess ${a}-${i}`, `10.2.0.${a}`)).statusCode).toBe(401);
    expect((await read(uuid, "one more", "10.2.1.1")).statusCode).toBe(429);
    expect((await read(uuid, PASSWORD, "10.2.1.2")).statusCode).toBe(429);
    await advance(SHARE_PASSWORD_LIMITS.perLink.windowMs);
    expect((await read(uuid, PASSWORD, "10.2.1.2")).statusCode).toBe(200);
  });

  it("one address spraying wrong passwords over many links is held back on every link", async () => {
    const sprayer = "198.51.100.67";
    const perLink = SHARE_PASSWORD_LIMITS.perLinkAndClient.max;
    const links = await Promise.all(
      Array.from({ length: SHARE_PASSWORD_LIMITS.perClient.max / perLink + 1 }, () => protectedLink()),
    );
    for (const uuid of links.slice(0, -1))
      for (let i = 0; i < perLink; i++) expect((await read(uuid, `spray ${i}`, sprayer)).statusCode).toBe(401);
    expect((await read(links.at(-1)!, "spray", sprayer)).statusCode).toBe(429);
    expect((await read(links.at(-1)!, PASSWORD, "203.0.113.67")).statusCode).toBe(200);
  });
});
