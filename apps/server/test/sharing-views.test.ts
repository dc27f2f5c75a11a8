import { describe, expect, it } from "vitest";
import { BEACON_LIMITS, NEW_VISITOR_LIMITS } from "../src/modules/sharing/share-limits.js";
import { useMailingApp } from "./mailing-app.js";
import { databaseKinds } from "./databases.js";
import { clientApi, mailsAbout, pricedProposal, sharedPlainDocument, waitForMailsAbout } from "./sharing-fixture.js";
import { bearer, signUp } from "./test-app.js";

type Sections = Array<{ heading: string; seconds: number }>;

describe.each(databaseKinds())("what the client read on $name", (kind) => {
  const fx = useMailingApp(kind);

  const views = (id: string, user = fx.owner) =>
    fx.t.app.inject({ method: "GET", url: `/api/documents/${id}/views/`, headers: bearer(user.access) });
  const totals = async (id: string) => (await views(id)).json().totals;
  const beacon = (
    uuid: string,
    visitor: string,
    sections: Sections,
    from?: { address?: string; headers?: Record<string, string> },
  ) => clientApi(fx.t.app).beacon(uuid, visitor, sections, from);
  /** Moving the clock past the access token's life needs a new sign-in. */
  const advance = async (ms: number) => {
    fx.t.clock.advance(ms);
    const login = await fx.t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: fx.owner.email, password: fx.owner.password },
    });
    fx.owner = { ...fx.owner, access: login.json().access_token as string };
  };

  it("adds a visitor's beacons into one visit and counts visitors; the first new visitor is mailed at once", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    // Each visitor opens the page (an empty beacon), then reports as time passes.
    expect((await beacon(doc.uuid, "visitor-aaaa-1", [])).statusCode).toBe(204);
    fx.t.clock.advance(30_000);
    expect(
      (
        await beacon(doc.uuid, "visitor-aaaa-1", [
          { heading: "Scope", seconds: 12.5 },
          { heading: "Budget", seconds: 3 },
        ])
      ).statusCode,
    ).toBe(204);
    fx.t.clock.advance(10_000);
    expect((await beacon(doc.uuid, "visitor-aaaa-1", [{ heading: "Budget", seconds: 7 }])).statusCode).toBe(204);
    expect((await beacon(doc.uuid, "visitor-bbbb-2", [])).statusCode).toBe(204);
    fx.t.clock.advance(5_000);
    expect((await beacon(doc.uuid, "visitor-bbbb-2", [{ heading: "Timeline", seconds: 4 }])).statusCode).toBe(204);

    const res = await views(doc.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.views).toHaveLength(2);
    const first = body.views.find((v: { visitor: string }) => v.visitor === "visitor-aaaa-1");
    expect(first).toEqual({
      visitor: "visitor-aaaa-1",
      started_at: expect.any(String),
      seconds: 22.5,
      sections: [
        { heading: "Scope", seconds: 12.5 },
        { heading: "Budget", seconds: 10 },
      ],
    });
    expect(body.totals).toEqual({
      views: 2,
      visitors: 2,
      seconds: 26.5,
      last_opened_at: expect.any(String),
      sections: [
        { heading: "Scope", seconds: 12.5 },
        { heading: "Budget", seconds: 10 },
        { heading: "Timeline", seconds: 4 },
      ],
    });

    // The first visitor's mail went out at once; the second, within the hour, waits for the digest.
    await waitForMailsAbout(fx.smtp.messages, doc.id, 1);
    await new Promise((r) => setTimeout(r, 200));
    const mails = mailsAbout(fx.smtp.messages, doc.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Your proposal was opened");
    expect(mails[0]).toContain("A new visitor opened your proposal");
    expect(fx.smtp.messages.find((m) => m.raw.includes(`/proposals/${doc.id}`))?.to).toEqual([fx.owner.email]);

    // A visitor back after a long pause starts a new visit, without a new mail.
    await advance(31 * 60 * 1000);
    expect((await beacon(doc.uuid, "visitor-aaaa-1", [{ heading: "Scope", seconds: 1 }])).statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsAbout(fx.smtp.messages, doc.id)).toHaveLength(1);
    expect(await totals(doc.id)).toMatchObject({ views: 3, visitors: 2 });
  });

  it("never counts the owner's own views (a beacon carrying the owner's token)", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    expect(
      (
        await beacon(doc.uuid, "owner-visitor-1", [{ heading: "Scope", seconds: 30 }], {
          headers: bearer(fx.owner.access),
        })
      ).statusCode,
    ).toBe(204);
    expect(await totals(doc.id)).toMatchObject({ views: 0, visitors: 0, seconds: 0 });
    // Someone else signed in is a visitor like any other.
    const other = await signUp(fx.t.app);
    expect((await beacon(doc.uuid, "other-visitor-1", [], { headers: bearer(other.access) })).statusCode).toBe(204);
    fx.t.clock.advance(5_000);
    expect(
      (await beacon(doc.uuid, "other-visitor-1", [{ heading: "Scope", seconds: 5 }], { headers: bearer(other.access) }))
        .statusCode,
    ).toBe(204);
    expect(await totals(doc.id)).toMatchObject({ views: 1, visitors: 1, seconds: 5 });
    await waitForMailsAbout(fx.smtp.messages, doc.id, 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsAbout(fx.smtp.messages, doc.id)).toHaveLength(1);
  });

  it("refuses beacons over the size bound (413) and malformed ones (400), recording nothing", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const huge = await beacon(
      doc.uuid,
      "visitor-big-001",
      Array.from({ length: 50 }, (_, i) => ({ heading: `Heading ${i} ${"x".repeat(120)}`, seconds: 1 })),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: expect.any(String) });
    const bad = await beacon(doc.uuid, "x", [{ heading: "Scope", seconds: -4 }]);
    expect(bad.statusCode).toBe(400);
    expect((await totals(doc.id)).views).toBe(0);
  });

  it("credits seconds no faster than the wall clock since the visitor's first view, even when beacons race", async () => {
    const doc = await sharedPlainDocument(fx.t.app, fx.owner.access);
    const from = { address: "198.51.100.30" };
    const openedAt = fx.t.clock.now().getTime();
    const wallSeconds = () => (fx.t.clock.now().getTime() - openedAt) / 1000;
    expect((await beacon(doc.uuid, "clock-visitor-1", [], from)).statusCode).toBe(204);
    // An hour claimed the moment the page opened: next to nothing to credit yet.
    expect((await beacon(doc.uuid, "clock-visitor-1", [{ heading: "Scope", seconds: 3600 }], from)).statusCode).toBe(
      204,
    );
    expect((await totals(doc.id)).seconds).toBeLessThanOrEqual(wallSeconds());

    // A minute later, twenty beacons at once each claim 100 seconds: about a minute is credited in all.
    fx.t.clock.advance(60_000);
    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        beacon(
          doc.uuid,
          "clock-visitor-1",
          [
            { heading: "Scope", seconds: 50 },
            { heading: "Budget", seconds: 50 },
          ],
          from,
        ),
      ),
    );
    expect(racing.map((r) => r.statusCode).filter((code) => code !== 204)).toEqual([]);
    const raced = await totals(doc.id);
    expect(raced.seconds).toBeGreaterThanOrEqual(59.8);
    expect(raced.seconds).toBeLessThanOrEqual(wallSeconds());
    // Cut in proportion: the two sections reported alike get about half each.
    expect(raced.sections.map((s: { heading: string }) => s.heading)).toEqual(["Scope", "Budget"]);
    for (const section of raced.sections as Array<{ seconds: number }>)
      expect(Math.abs(section.seconds - 30)).toBeLessThan(1);

    // Over visits too: back after 31 minutes, the visitor's seconds stop at the time since their first view.
    await advance(31 * 60 * 1000);
    expect((await beacon(doc.uuid, "clock-visitor-1", [{ heading: "Scope", seconds: 3600 }], from)).statusCode).toBe(
      204,
    );
    const after = await totals(doc.id);
    expect(after.views).toBe(2);
    expect(after.seconds).toBeGreaterThanOrEqual(60 + 31 * 60 - 1);
    expect(after.seconds).toBeLessThanOrEqual(wallSeconds());
  });

  it("racing beacons that fit within the wall time are all counted, none lost", async () => {
    const doc = await sharedPlainDocument(fx.t.app, fx.owner.access);
    const from = { address: "198.51.100.31" };
    expect((await beacon(doc.uuid, "race-visitor-1", [], from)).statusCode).toBe(204);
    fx.t.clock.advance(120_000);
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        beacon(doc.uuid, "race-visitor-1", [{ heading: `Part ${i % 2}`, seconds: 5 }], from),
      ),
    );
    expect(racing.map((r) => r.statusCode).filter((code) => code !== 204)).toEqual([]);
    const raced = await totals(doc.id);
    expect(raced).toMatchObject({ views: 1, seconds: 50 });
    // In the order their headings came in, which racing beacons leave open.
    expect(raced.sections).toHaveLength(2);
    expect(raced.sections).toEqual(
      expect.arrayContaining([
        { heading: "Part 0", seconds: 25 },
        { heading: "Part 1", seconds: 25 },
      ]),
    );
  });

  it("bounds beacons per client address on a link, whatever visitor ids they carry (429 with Retry-After)", async () => {
    const doc = await sharedPlainDocument(fx.t.app, fx.owner.access);
    const from = { address: "203.0.113.7" };
    const codes: number[] = [];
    for (let i = 0; i < BEACON_LIMITS.perLinkAndClient.max; i++)
      codes.push((await beacon(doc.uuid, `fresh-visitor-${i}`, [], from)).statusCode);
    expect(codes.filter((code) => code !== 204)).toEqual([]);
    const limited = await beacon(doc.uuid, "fresh-visitor-next", [], from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.any(String) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Of all those fresh ids, only a handful became visitors.
    expect(await totals(doc.id)).toMatchObject({ visitors: NEW_VISITOR_LIMITS.perLinkAndClient.max });
    // Another address is not held back by this one.
    expect((await beacon(doc.uuid, "visitor-elsewhere", [], { address: "203.0.113.8" })).statusCode).toBe(204);
    expect((await totals(doc.id)).visitors).toBe(NEW_VISITOR_LIMITS.perLinkAndClient.max + 1);
  });

  it("bounds beacons per client address across links (429 with Retry-After)", async () => {
    const from = { address: "203.0.113.9" };
    const perLink = BEACON_LIMITS.perLinkAndClient.max;
    const links = await Promise.all(
      Array.from({ length: BEACON_LIMITS.perClient.max / perLink + 1 }, () =>
        sharedPlainDocument(fx.t.app, fx.owner.access),
      ),
    );
    const codes: number[] = [];
    for (const link of links.slice(0, -1))
      for (let i = 0; i < perLink; i++)
        codes.push((await beacon(link.uuid, "visitor-many-links", [], from)).statusCode);
    expect(codes.filter((code) => code !== 204)).toEqual([]);
    const limited = await beacon(links.at(-1)!.uuid, "visitor-many-links", [], from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await beacon(links.at(-1)!.uuid, "visitor-many-links", [], { address: "203.0.113.10" })).statusCode).toBe(
      204,
    );
  });

  it("another user's document views answer 404", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const stranger = await signUp(fx.t.app);
    const res = await views(doc.id, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Not found." });
  });
});
