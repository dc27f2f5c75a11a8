import { describe, expect, it } from "vitest";
import { DECLINE_LIMITS } from "../src/modules/sharing/share-limits.js";
import { databaseKinds } from "./databases.js";
import { useMailingApp } from "./mailing-app.js";
import { clientApi, pricedProposal, SIGNER, waitForMailsAbout } from "./sharing-fixture.js";
import { bearer } from "./test-app.js";

const REASON = "The timeline is too long for us: we need the kitchen before the summer.";

describe.each(databaseKinds())("the client declines a proposal on $name", (kind) => {
  const fx = useMailingApp(kind);
  const decline = (uuid: string, payload: unknown, extra: { address?: string; password?: string } = {}) =>
    fx.t.app.inject({
      method: "POST",
      url: `/api/share/${uuid}/decline/`,
      headers: {
        "content-type": "application/json",
        ...(extra.password ? { "x-share-password": extra.password } : {}),
      },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      ...(extra.address ? { remoteAddress: extra.address } : {}),
    });
  const owner = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    fx.t.app.inject({ method, url, headers: bearer(fx.owner.access), ...(payload ? { payload } : {}) });
  const accept = async (uuid: string) => {
    const read = (await clientApi(fx.t.app).read(uuid)).json();
    return clientApi(fx.t.app).post(uuid, "accept", {
      ...SIGNER,
      selected: [],
      quantities: {},
      document_sha256: read.document_sha256,
    });
  };

  it("a decline with a reason reaches the owner by mail and on the proposal; it cannot be accepted until the owner shares again", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const res = await decline(doc.uuid, { name: "Ada Lovelace", email: "ada@client.example", reason: REASON });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      name: "Ada Lovelace",
      email: "ada@client.example",
      reason: REASON,
      declined_at: expect.any(String),
    });

    const [mail] = await waitForMailsAbout(fx.smtp.messages, doc.id, 1);
    expect(mail).toMatch(/^Subject: Proposal declined: /m);
    expect(mail).toContain(REASON);
    expect(mail).toContain("Ada Lovelace");
    expect(fx.smtp.messages.at(-1)!.to).toEqual([fx.owner.email]);

    const sending = (await owner("GET", `/api/documents/${doc.id}/sending/`)).json();
    expect(sending).toMatchObject({ proposal_status: "declined", decline: res.json() });
    const read = (await clientApi(fx.t.app).read(doc.uuid)).json();
    expect(read).toMatchObject({
      declined: true,
      decline: { name: "Ada Lovelace", reason: REASON, declined_at: res.json().declined_at },
    });
    expect(JSON.stringify(read)).not.toContain("ada@client.example");

    const refused = await accept(doc.uuid);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { detail: "This proposal was declined. It can be accepted once its sender shares it again." },
    ]);
    const again = await decline(doc.uuid, { name: "Ada", reason: "Still no." });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: "This proposal was already declined." }]);
    // Turning on a link that is already on is not sharing again.
    expect((await owner("PUT", `/api/documents/${doc.id}/share/`, { allow_options: true })).statusCode).toBe(200);
    expect((await accept(doc.uuid)).statusCode).toBe(409);

    fx.t.clock.advance(1000);
    expect((await owner("PUT", `/api/documents/${doc.id}/share/`, { enabled: true })).statusCode).toBe(200);
    expect((await owner("GET", `/api/documents/${doc.id}/sending/`)).json()).toMatchObject({
      proposal_status: "shared",
      decline: null,
    });
    expect((await clientApi(fx.t.app).read(doc.uuid)).json()).toMatchObject({ declined: false, decline: null });
    const accepted = await accept(doc.uuid);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const late = await decline(doc.uuid, { name: "Ada", reason: "Changed my mind." });
    expect([late.statusCode, late.json()]).toEqual([409, { detail: "This proposal has already been accepted." }]);
  });

  it("bad bodies answer 400 per field (413 past the size bound) and change nothing", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const mailed = fx.smtp.messages.length;
    for (const [payload, field] of [
      [{ name: "", reason: REASON }, "name"],
      [{ name: "Ada", reason: "   " }, "reason"],
      [{ name: "Ada", email: "not an address", reason: REASON }, "email"],
      [{ name: "x".repeat(201), reason: REASON }, "name"],
      [{ name: "Ada", reason: "x".repeat(2001) }, "reason"],
    ] as const) {
      const res = await decline(doc.uuid, payload, { address: "198.51.100.90" });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
    expect((await decline(doc.uuid, "{", { address: "198.51.100.91" })).statusCode).toBe(400);
    const huge = await decline(doc.uuid, { name: "Ada", reason: "x".repeat(9000) }, { address: "198.51.100.92" });
    expect(huge.statusCode).toBe(413);
    expect(Object.keys(huge.json())).toEqual(["detail"]);
    expect((await owner("GET", `/api/documents/${doc.id}/sending/`)).json()).toMatchObject({
      proposal_status: "shared",
      decline: null,
    });
    expect(fx.smtp.messages.length).toBe(mailed);
  });

  it("unknown, off and rotated links answer 404; a password-protected link needs its password (401)", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const body = { name: "Ada", reason: REASON };
    for (const uuid of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", doc.id])
      expect((await decline(uuid, body)).statusCode).toBe(404);
    await owner("PUT", `/api/documents/${doc.id}/share/`, { enabled: false });
    expect((await decline(doc.uuid, body)).json()).toEqual({ detail: "Not found." });
    await owner("PUT", `/api/documents/${doc.id}/share/`, { enabled: true, password: "open sesame" });
    expect((await decline(doc.uuid, body)).statusCode).toBe(401);
    const rotated = (await owner("POST", `/api/documents/${doc.id}/share/rotate/`)).json();
    expect((await decline(doc.uuid, body, { password: "open sesame" })).statusCode).toBe(404);
    expect((await decline(rotated.uuid, body, { password: "open sesame" })).statusCode).toBe(201);
  });

  it("declines are rate-limited per address on a link: 429 with Retry-After, another address is still answered", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const address = "203.0.113.99";
    const body = { name: "Ada", reason: REASON };
    const codes: number[] = [];
    for (let i = 0; i < DECLINE_LIMITS.perLinkAndClient.max; i++)
      codes.push((await decline(doc.uuid, body, { address })).statusCode);
    expect(codes).toEqual([201, ...Array(DECLINE_LIMITS.perLinkAndClient.max - 1).fill(409)]);
    const limited = await decline(doc.uuid, body, { address });
    expect(limited.statusCode).toBe(429);
    expect(Object.keys(limited.json())).toEqual(["detail"]);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await decline(doc.uuid, body, { address: "203.0.113.100" })).statusCode).toBe(409);
  });
});
