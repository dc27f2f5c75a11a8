import { describe, expect, it } from "vitest";
import { BEACON_LIMITS, NEW_VISITOR_LIMITS } from "../src/modules/sharing/share-limits.js";
import { useMailingApp } from "./mailing-app.js";
import { databaseKinds } from "./databases.js";
import { clientApi, mailsAbout, pricedProposal, sharedPlainDocument, waitForMailsAbout } from "./sharing-fixture.js";
import { bearer } from "./test-app.js";

const HOUR_MS = 60 * 60 * 1000;
/** The app looks for digests due this often here (a minute in production). */
const DIGEST_CHECK_MS = 100;

describe.each(databaseKinds())("the owner's mails about new visitors on $name", (kind) => {
  const fx = useMailingApp(kind, { app: { visitorDigestCheckMs: DIGEST_CHECK_MS } });

  const totals = async (id: string) =>
    (
      await fx.t.app.inject({ method: "GET", url: `/api/documents/${id}/views/`, headers: bearer(fx.owner.access) })
    ).json().totals;
  const opens = (uuid: string, visitor: string, address: string) =>
    clientApi(fx.t.app).beacon(uuid, visitor, [{ heading: "Scope", seconds: 30 }], { address });
  const mailsFor = (id: string, count: number) => waitForMailsAbout(fx.smtp.messages, id, count);
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

  it("300 beacons with fresh visitor ids from one address: all answered 204, one mail, a handful of visitors", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const codes: number[] = [];
    for (let i = 0; i < 300; i++) {
      // Paced under the beacon bound, so that every one of them reaches the new-visitor bound.
      if (i > 0 && i % BEACON_LIMITS.perLinkAndClient.max === 0) fx.t.clock.advance(61_000);
      codes.push((await opens(doc.uuid, `flood-visitor-${i}`, "198.51.100.20")).statusCode);
    }
    expect(codes.filter((code) => code !== 204)).toEqual([]);
    expect(await totals(doc.id)).toMatchObject({
      visitors: NEW_VISITOR_LIMITS.perLinkAndClient.max,
      views: NEW_VISITOR_LIMITS.perLinkAndClient.max,
    });
    await new Promise((r) => setTimeout(r, 5 * DIGEST_CHECK_MS));
    expect(mailsAbout(fx.smtp.messages, doc.id)).toHaveLength(1);
    // A reader from another address is still a new visitor.
    expect((await opens(doc.uuid, "real-visitor-1", "203.0.113.50")).statusCode).toBe(204);
    expect((await totals(doc.id)).visitors).toBe(NEW_VISITOR_LIMITS.perLinkAndClient.max + 1);
  });

  it("at most a bounded number of new visitors an hour per link, however many addresses send them", async () => {
    const doc = await sharedPlainDocument(fx.t.app, fx.owner.access);
    const max = NEW_VISITOR_LIMITS.perLink.max;
    for (let i = 0; i < max + 20; i++)
      expect((await opens(doc.uuid, `crowd-visitor-${i}`, `10.1.${Math.floor(i / 200)}.${i % 200}`)).statusCode).toBe(
        204,
      );
    expect((await totals(doc.id)).visitors).toBe(max);
    // Known visitors are still counted: their next beacon adds to their visit.
    fx.t.clock.advance(20_000);
    expect(
      (
        await clientApi(fx.t.app).beacon(doc.uuid, "crowd-visitor-0", [{ heading: "Scope", seconds: 20 }], {
          address: "10.1.0.0",
        })
      ).statusCode,
    ).toBe(204);
    expect((await totals(doc.id)).seconds).toBe(20);
  });

  it("new visitors within the hour after a mail are told of in one digest when the hour ends, then the next new visitor waits again", async () => {
    const doc = await sharedPlainDocument(fx.t.app, fx.owner.access);
    for (let i = 0; i < 8; i++)
      expect((await opens(doc.uuid, `digest-visitor-${i}`, `192.0.2.${10 + i}`)).statusCode).toBe(204);
    const first = await mailsFor(doc.id, 1);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain("A new visitor opened your proposal");

    await advance(30 * 60 * 1000);
    await new Promise((r) => setTimeout(r, 5 * DIGEST_CHECK_MS));
    expect(mailsAbout(fx.smtp.messages, doc.id)).toHaveLength(1);

    // The hour since the first mail ends: one digest for the other seven.
    await advance(31 * 60 * 1000);
    const digest = await mailsFor(doc.id, 2);
    expect(digest).toHaveLength(2);
    expect(digest[1]).toContain("Your proposal was opened");
    expect(digest[1]).toContain("7 new visitors opened your proposal");
    await new Promise((r) => setTimeout(r, 5 * DIGEST_CHECK_MS));
    expect(mailsAbout(fx.smtp.messages, doc.id)).toHaveLength(2);

    // Within the hour after the digest, a new visitor waits for the next one.
    expect((await opens(doc.uuid, "digest-visitor-late", "192.0.2.99")).statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 5 * DIGEST_CHECK_MS));
    expect(mailsAbout(fx.smtp.messages, doc.id)).toHaveLength(2);
    await advance(HOUR_MS);
    const next = await mailsFor(doc.id, 3);
    expect(next).toHaveLength(3);
    expect(next[2]).toContain("A new visitor opened your proposal");
  });

  it("a new visitor after a quiet hour is mailed at once", async () => {
    const doc = await sharedPlainDocument(fx.t.app, fx.owner.access);
    expect((await opens(doc.uuid, "quiet-visitor-1", "192.0.2.200")).statusCode).toBe(204);
    expect(await mailsFor(doc.id, 1)).toHaveLength(1);
    await advance(HOUR_MS + 1000);
    expect((await opens(doc.uuid, "quiet-visitor-2", "192.0.2.201")).statusCode).toBe(204);
    // Sent by the beacon, or by the digest check if it ran in between: one mail either way.
    expect(await mailsFor(doc.id, 2)).toHaveLength(2);
    expect((await mailsFor(doc.id, 2))[1]).toContain("A new visitor opened your proposal");
    await new Promise((r) => setTimeout(r, 5 * DIGEST_CHECK_MS));
    expect(mailsAbout(fx.smtp.messages, doc.id)).toHaveLength(2);
  });
});
