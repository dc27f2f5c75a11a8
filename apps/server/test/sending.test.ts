import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { useMailingApp } from "./mailing-app.js";
import { decodeQuotedPrintable } from "./outbox.js";
import { clientApi, SIGNER, unsharedPricedProposal } from "./sharing-fixture.js";
import type { CaughtMail } from "./smtp-catcher.js";
import { bearer, signUp } from "./test-app.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = { detail: "Not found." };

/** The mails one address received, decoded. */
const mailsTo = (messages: readonly CaughtMail[], to: string): string[] =>
  messages.filter((mail) => mail.to.includes(to)).map((mail) => decodeQuotedPrintable(mail.raw));

describe.each(databaseKinds())("sending a proposal to a client on $name", (kind) => {
  const fx = useMailingApp(kind);
  const owner = () => fx.owner;
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, token = owner().access) =>
    fx.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const sending = async (id: string) => (await call("GET", `/api/documents/${id}/sending/`)).json();
  const send = (id: string, payload: object, token?: string) =>
    call("POST", `/api/documents/${id}/send/`, payload, token);
  /** The status and value of a document in each of the three lists. */
  const listed = async (id: string, projectId: string) => {
    const pick = (items: Array<Record<string, unknown>>, key: string) => {
      const item = items.find((entry) => entry[key] === id);
      return item && { proposal_status: item.proposal_status, proposal_value: item.proposal_value };
    };
    return [
      pick((await call("GET", "/api/documents/")).json(), "id"),
      pick((await call("GET", `/api/documents/by-project/${projectId}/`)).json(), "id"),
      pick((await call("GET", "/api/Proposal_Generation/proposals/")).json(), "session_id"),
    ];
  };
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

  it("the new calls are described in the OpenAPI document: operationId, request and response schemas, 4xx answers", async () => {
    const paths = (await fx.t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
    const calls = [
      ["/api/documents/{id}/sending/", "get", "getProposalSending", ["200", "401", "404"]],
      ["/api/documents/{id}/send/", "post", "sendProposal", ["201", "400", "401", "404", "409", "413", "429", "503"]],
      ["/api/share/{uuid}/decline/", "post", "declineProposal", ["201", "400", "401", "404", "409", "413", "429"]],
    ] as const;
    for (const [path, method, operationId, statuses] of calls) {
      const operation = paths[path]?.[method];
      expect(operation?.operationId, path).toBe(operationId);
      expect(Object.keys(operation.responses).sort(), path).toEqual([...statuses].sort());
      expect(operation.responses[statuses[0]].content["application/json"].schema, path).toBeTruthy();
      if (method === "post")
        expect(
          Object.keys(operation.requestBody.content["application/json"].schema.properties).length,
          path,
        ).toBeGreaterThan(1);
    }
  });

  it("the status moves Draft → Shared → Viewed → Accepted in every list, with the estimate's value, then the accepted total", async () => {
    const doc = await unsharedPricedProposal(fx.t.app, owner().access);
    const { project_id: projectId, uuid } = (await call("GET", `/api/documents/${doc.id}/`)).json();
    const estimate = (await call("GET", `/api/technical-estimation/proposal/${doc.id}`)).json().estimate;
    const value = { amount: estimate.total_cost.expected, currency: estimate.currency };
    expect(value.amount).toBeGreaterThan(0);
    const statusEverywhere = async (status: string, expectedValue = value) =>
      expect(await listed(doc.id, projectId)).toEqual(
        Array(3).fill({ proposal_status: status, proposal_value: expectedValue }),
      );

    await statusEverywhere("draft");
    expect((await clientApi(fx.t.app).read(uuid)).statusCode).toBe(404);
    expect((await call("PUT", `/api/documents/${doc.id}/share/`, { enabled: true })).statusCode).toBe(200);
    await statusEverywhere("shared");
    // The owner's own reading is not a client's view.
    expect(
      (
        await clientApi(fx.t.app).beacon(uuid, "owner-reading-1", [{ heading: "Scope", seconds: 3 }], {
          headers: bearer(owner().access),
        })
      ).statusCode,
    ).toBe(204);
    await statusEverywhere("shared");
    expect(
      (await clientApi(fx.t.app).beacon(uuid, "client-reading-1", [{ heading: "Scope", seconds: 3 }])).statusCode,
    ).toBe(204);
    await statusEverywhere("viewed");
    // A link turned off is a draft again; back on, the earlier view was before this sharing.
    await call("PUT", `/api/documents/${doc.id}/share/`, { enabled: false });
    await statusEverywhere("draft");
    fx.t.clock.advance(1000);
    await call("PUT", `/api/documents/${doc.id}/share/`, { enabled: true });
    await statusEverywhere("shared");

    const read = (await clientApi(fx.t.app).read(uuid)).json();
    const accepted = await clientApi(fx.t.app).post(uuid, "accept", {
      ...SIGNER,
      selected: [],
      quantities: {},
      document_sha256: read.document_sha256,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    await statusEverywhere("accepted", { amount: accepted.json().total_cost, currency: value.currency });
    // Accepted stays accepted when the link is turned off.
    await call("PUT", `/api/documents/${doc.id}/share/`, { enabled: false });
    expect((await sending(doc.id)).proposal_status).toBe("accepted");
  });

  it("send mails each recipient the link and the message, turns the link on and records the send; the reply goes to the owner", async () => {
    const doc = await unsharedPricedProposal(fx.t.app, owner().access);
    const recipients = ["ada@client.example", "charles@client.example"];
    const res = await send(doc.id, {
      recipients,
      message: "Hello Ada,\n\nHere is our proposal for the kitchen.",
      remind_after_days: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      proposal_status: "shared",
      share: { enabled: true, uuid: doc.uuid },
      decline: null,
      shared_at: expect.any(String),
    });
    expect(body.sends).toEqual([
      {
        id: expect.any(String),
        recipients,
        message: "Hello Ada,\n\nHere is our proposal for the kitchen.",
        sent_at: body.shared_at,
        remind_at: new Date(Date.parse(body.shared_at) + 3 * DAY_MS).toISOString(),
        reminder: "pending",
        reminded_at: null,
      },
    ]);
    expect(await sending(doc.id)).toEqual(body);
    await fx.smtp.waitFor(2);
    for (const to of recipients) {
      const mails = mailsTo(fx.smtp.messages, to);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`http://app.test/estimate-your-project/spectate/${doc.uuid}`);
      expect(mails[0]).toContain("Here is our proposal for the kitchen.");
      expect(mails[0]).toMatch(new RegExp(`^Reply-To: ${fx.owner.email}`, "m"));
      expect(mails[0]).toMatch(/^Subject: .*sent you a proposal/m);
      // Each recipient gets their own mail: no one sees the other's address.
      for (const other of recipients.filter((r) => r !== to)) expect(mails[0]).not.toContain(other);
    }
    expect((await clientApi(fx.t.app).read(doc.uuid)).statusCode).toBe(200);
  });

  it("bad input answers 400 per field and changes nothing: no mail, no send, the link still off", async () => {
    const doc = await unsharedPricedProposal(fx.t.app, owner().access);
    const before = await sending(doc.id);
    const mailed = fx.smtp.messages.length;
    const tooMany = Array.from({ length: 11 }, (_, i) => `client${i}@client.example`);
    const bad: Array<[object, string]> = [
      [{ recipients: [], message: "Hi" }, "recipients"],
      [{ recipients: ["not an address"], message: "Hi" }, "recipients"],
      [{ recipients: tooMany, message: "Hi" }, "recipients"],
      [{ recipients: ["a@client.example", "A@client.example"], message: "Hi" }, "recipients"],
      [{ recipients: ["a@client.example"], message: "x".repeat(5001) }, "message"],
      [{ recipients: ["a@client.example"], message: "Hi", remind_after_days: 0 }, "remind_after_days"],
      [{ recipients: ["a@client.example"], message: "Hi", remind_after_days: 61 }, "remind_after_days"],
      [{ recipients: ["a@client.example"], message: "Hi", remind_after_days: 1.5 }, "remind_after_days"],
    ];
    for (const [payload, field] of bad) {
      const res = await send(doc.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    }
    const notJson = await fx.t.app.inject({
      method: "POST",
      url: `/api/documents/${doc.id}/send/`,
      headers: { ...bearer(owner().access), "content-type": "application/json" },
      payload: "{",
    });
    expect(notJson.statusCode).toBe(400);
    expect(await sending(doc.id)).toEqual(before);
    expect(before).toMatchObject({ proposal_status: "draft", sends: [], share: { enabled: false } });
    expect(fx.smtp.messages.length).toBe(mailed);
    expect((await clientApi(fx.t.app).read(doc.uuid)).statusCode).toBe(404);
  });

  it("another user's document answers 404 on both calls and nothing is sent; an accepted proposal cannot be sent (409)", async () => {
    const doc = await unsharedPricedProposal(fx.t.app, owner().access);
    const other = await signUp(fx.t.app);
    const mailed = fx.smtp.messages.length;
    for (const res of [
      await call("GET", `/api/documents/${doc.id}/sending/`, undefined, other.access),
      await send(doc.id, { recipients: ["x@client.example"], message: "" }, other.access),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    }
    expect(fx.smtp.messages.length).toBe(mailed);
    expect((await sending(doc.id)).sends).toEqual([]);
    expect((await fx.t.app.inject({ method: "GET", url: `/api/documents/${doc.id}/sending/` })).statusCode).toBe(401);

    await call("PUT", `/api/documents/${doc.id}/share/`, { enabled: true });
    const read = (await clientApi(fx.t.app).read(doc.uuid)).json();
    expect(
      (
        await clientApi(fx.t.app).post(doc.uuid, "accept", {
          ...SIGNER,
          selected: [],
          quantities: {},
          document_sha256: read.document_sha256,
        })
      ).statusCode,
    ).toBe(201);
    const late = await send(doc.id, { recipients: ["x@client.example"], message: "" });
    expect([late.statusCode, late.json()]).toEqual([409, { detail: "This proposal has already been accepted." }]);
  });

  it("a due reminder is mailed once to each recipient, even with two checks at once; a later check sends nothing more", async () => {
    const doc = await unsharedPricedProposal(fx.t.app, owner().access);
    const to = "remind-me@client.example";
    expect((await send(doc.id, { recipients: [to], message: "Our proposal", remind_after_days: 2 })).statusCode).toBe(
      201,
    );
    const reminders = fx.t.app.context.sending.reminders;
    await reminders.sendDue();
    await fx.smtp.waitFor(fx.smtp.messages.length);
    expect(mailsTo(fx.smtp.messages, to)).toHaveLength(1);

    await advance(2 * DAY_MS + 1000);
    // Two processes' checks at the same moment: the claim in the database lets one of them send.
    await Promise.all([reminders.sendDue(), reminders.sendDue()]);
    await reminders.sendDue();
    const mails = mailsTo(fx.smtp.messages, to);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/^Subject: Reminder: /m);
    expect(mails[1]).toContain(`http://app.test/estimate-your-project/spectate/${doc.uuid}`);
    const [sent] = (await sending(doc.id)).sends;
    expect(sent).toMatchObject({ reminder: "sent", reminded_at: expect.any(String) });
  });

  it("a reminder is skipped once the client accepted or declined, or the link was rotated", async () => {
    const reminders = fx.t.app.context.sending.reminders;
    const cases: Array<[string, (doc: { id: string; uuid: string }) => Promise<void>]> = [
      [
        "accepted",
        async (doc) => {
          const read = (await clientApi(fx.t.app).read(doc.uuid)).json();
          expect(
            (
              await clientApi(fx.t.app).post(doc.uuid, "accept", {
                ...SIGNER,
                selected: [],
                quantities: {},
                document_sha256: read.document_sha256,
              })
            ).statusCode,
          ).toBe(201);
        },
      ],
      [
        "declined",
        async (doc) => {
          const res = await fx.t.app.inject({
            method: "POST",
            url: `/api/share/${doc.uuid}/decline/`,
            payload: { name: "Ada", reason: "Over our budget." },
          });
          expect(res.statusCode, res.body).toBe(201);
        },
      ],
      [
        "rotated",
        async (doc) => {
          expect((await call("POST", `/api/documents/${doc.id}/share/rotate/`)).statusCode).toBe(200);
        },
      ],
    ];
    const docs: Array<{ id: string; to: string }> = [];
    for (const [name, answer] of cases) {
      const doc = await unsharedPricedProposal(fx.t.app, owner().access);
      const to = `skip-${name}@client.example`;
      expect((await send(doc.id, { recipients: [to], message: "Our proposal", remind_after_days: 1 })).statusCode).toBe(
        201,
      );
      await answer(doc);
      docs.push({ id: doc.id, to });
    }
    await advance(DAY_MS + 1000);
    await reminders.sendDue();
    for (const { id, to } of docs) {
      expect(mailsTo(fx.smtp.messages, to), to).toHaveLength(1);
      expect((await sending(id)).sends[0], to).toMatchObject({ reminder: "skipped", reminded_at: expect.any(String) });
    }
  });
});
