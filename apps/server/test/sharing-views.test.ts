import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { clientApi, pricedProposal } from "./sharing-fixture.js";
import { startSmtpCatcher } from "./smtp-catcher.js";
import { bearer, signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";

describe.each(databaseKinds())("what the client read on $name", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let owner: SignedUpUser;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(kind, { SMTP_URL: smtp.url });
    owner = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const views = (id: string, user = owner) => t.app.inject({ method: "GET", url: `/api/documents/${id}/views/`, headers: bearer(user.access) });
  const beacon = (uuid: string, visitor: string, sections: Array<{ heading: string; seconds: number }>, extra: Record<string, string> = {}) =>
    clientApi(t.app).post(uuid, "views", { visitor, sections }, undefined, extra);

  it("adds a visitor's beacons into one visit, counts visitors, and mails the owner once per new visitor", async () => {
    const doc = await pricedProposal(t.app, owner.access);
    const before = smtp.messages.length;
    expect((await beacon(doc.uuid, "visitor-aaaa-1", [])).statusCode).toBe(204);
    expect((await beacon(doc.uuid, "visitor-aaaa-1", [{ heading: "Scope", seconds: 12.5 }, { heading: "Budget", seconds: 3 }])).statusCode).toBe(204);
    expect((await beacon(doc.uuid, "visitor-aaaa-1", [{ heading: "Budget", seconds: 7 }])).statusCode).toBe(204);
    expect((await beacon(doc.uuid, "visitor-bbbb-2", [{ heading: "Timeline", seconds: 4 }])).statusCode).toBe(204);

    const res = await views(doc.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.views).toHaveLength(2);
    const first = body.views.find((v: { visitor: string }) => v.visitor === "visitor-aaaa-1");
    expect(first).toEqual({ visitor: "visitor-aaaa-1", started_at: expect.any(String), seconds: 22.5, sections: [{ heading: "Scope", seconds: 12.5 }, { heading: "Budget", seconds: 10 }] });
    expect(body.totals).toEqual({
      views: 2,
      visitors: 2,
      seconds: 26.5,
      last_opened_at: expect.any(String),
      sections: [{ heading: "Scope", seconds: 12.5 }, { heading: "Budget", seconds: 10 }, { heading: "Timeline", seconds: 4 }],
    });

    const mails = (await smtp.waitFor(before + 2)).slice(before);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.to).toEqual([owner.email]);
      expect(mail.raw).toContain("Your proposal was opened");
    }

    // A visitor back after a long pause starts a new visit, without a new mail.
    t.clock.advance(31 * 60 * 1000);
    expect((await beacon(doc.uuid, "visitor-aaaa-1", [{ heading: "Scope", seconds: 1 }])).statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(before + 2);
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login/", payload: { email: owner.email, password: owner.password } });
    owner = { ...owner, access: login.json().access_token as string };
    expect((await views(doc.id)).json().totals).toMatchObject({ views: 3, visitors: 2 });
  });

  it("never counts the owner's own views (a beacon carrying the owner's token)", async () => {
    const doc = await pricedProposal(t.app, owner.access);
    // Signed up before counting: sign-up mails them a verification link.
    const other = await signUp(t.app);
    const before = smtp.messages.length;
    expect((await beacon(doc.uuid, "owner-visitor-1", [{ heading: "Scope", seconds: 30 }], bearer(owner.access))).statusCode).toBe(204);
    expect((await views(doc.id)).json().totals).toMatchObject({ views: 0, visitors: 0, seconds: 0 });
    // Someone else signed in is a visitor like any other.
    expect((await beacon(doc.uuid, "other-visitor-1", [{ heading: "Scope", seconds: 5 }], bearer(other.access))).statusCode).toBe(204);
    expect((await views(doc.id)).json().totals).toMatchObject({ views: 1, visitors: 1, seconds: 5 });
    await smtp.waitFor(before + 1);
    expect(smtp.messages.length).toBe(before + 1);
  });

  it("refuses beacons over the size bound (413) and malformed ones (400), recording nothing", async () => {
    const doc = await pricedProposal(t.app, owner.access);
    const huge = await beacon(doc.uuid, "visitor-big-001", Array.from({ length: 50 }, (_, i) => ({ heading: `Heading ${i} ${"x".repeat(120)}`, seconds: 1 })));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: expect.any(String) });
    const bad = await beacon(doc.uuid, "x", [{ heading: "Scope", seconds: -4 }]);
    expect(bad.statusCode).toBe(400);
    expect((await views(doc.id)).json().totals.views).toBe(0);
  });

  it("rate-limits beacons per visitor of a link (429 with Retry-After)", async () => {
    const doc = await pricedProposal(t.app, owner.access);
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await beacon(doc.uuid, "visitor-fast-01", [{ heading: "Scope", seconds: 1 }])).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 204)).toBe(true);
    const limited = await beacon(doc.uuid, "visitor-fast-01", [{ heading: "Scope", seconds: 1 }]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await views(doc.id)).json().totals.seconds).toBe(30);
  });

  it("rate-limits beacons per client address across its visitors (429 with Retry-After)", async () => {
    const doc = await pricedProposal(t.app, owner.access);
    // An address of its own, so the other tests' beacons from the loopback address do not count here.
    const fromCrowd = (visitor: string) =>
      t.app.inject({ method: "POST", url: `/api/share/${doc.uuid}/views/`, remoteAddress: "203.0.113.7", payload: { visitor, sections: [{ heading: "Scope", seconds: 1 }] } });
    const codes: number[] = [];
    // 300 a minute from one address: 30 visitors, 10 beacons each (well under their own 30).
    for (let visitor = 0; visitor < 30; visitor++) for (let i = 0; i < 10; i++) codes.push((await fromCrowd(`visitor-crowd-${visitor}`)).statusCode);
    expect(codes.filter((code) => code !== 204)).toEqual([]);
    const limited = await fromCrowd("visitor-crowd-new");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await views(doc.id)).json().totals.seconds).toBe(300);
    // Another address is not held back by this one.
    expect((await beacon(doc.uuid, "visitor-elsewhere", [{ heading: "Scope", seconds: 1 }])).statusCode).toBe(204);
  });

  it("another user's document views answer 404", async () => {
    const doc = await pricedProposal(t.app, owner.access);
    const stranger = await signUp(t.app);
    const res = await views(doc.id, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Not found." });
  });
});
