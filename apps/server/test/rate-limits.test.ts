import { describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { loadConfig } from "../src/config.js";
import { databaseKinds } from "./databases.js";
import { uploadImage } from "./image-upload.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const WINDOW_MS = 15 * 60 * 1000;

function expectLimited(res: LightMyRequestResponse, detail: RegExp): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(Object.keys(res.json())).toEqual(["detail"]);
  expect(res.json().detail).toMatch(detail);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
}

describe("the documented default limits", () => {
  it("are 20 generations, 60 assistant requests, 60 uploads, 300 saves, 60 exports and 30 sends per user, and 10 sign-ups per client, per 15 minutes", () => {
    expect(loadConfig({}).rateLimits).toEqual({
      windowMs: WINDOW_MS,
      generation: 20,
      assistant: 60,
      uploads: 60,
      registration: 10,
      saves: 300,
      exports: 60,
      sends: 30,
    });
    expect(() => loadConfig({ RATE_LIMIT_GENERATION: "0" })).toThrow(/RATE_LIMIT_GENERATION/);
  });
});

/** Costly calls with small limits: per user, per client address, 429 {detail} with Retry-After. */
describe.each(databaseKinds())("rate limits on costly calls on $name", (kind) => {
  const s = useSignedInApp(kind, () => ({
    RATE_LIMIT_GENERATION: "2",
    RATE_LIMIT_ASSISTANT: "2",
    RATE_LIMIT_UPLOADS: "2",
    RATE_LIMIT_REGISTRATION: "10",
    RATE_LIMIT_SAVES: "3",
    RATE_LIMIT_EXPORTS: "2",
    RATE_LIMIT_SENDS: "2",
  }));
  const plainDocument = (token: string, url = "/api/documents/", remoteAddress?: string) =>
    s.t.app.inject({
      method: "POST",
      url,
      headers: bearer(token),
      payload: { title: "Plan", document: "<p>Plan</p>" },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const generate = (token: string, url = "/api/documents/", remoteAddress?: string) =>
    s.t.app.inject({
      method: "POST",
      url,
      headers: bearer(token),
      payload: { conversation: "A booking app for a dental clinic with online payments" },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it("generation: the user's allowance is shared by every create alias, retry and from-brief, and comes back after the window", async () => {
    const user = await signUp(s.t.app);
    const first = await generate(user.access);
    expect(first.statusCode).toBe(201);
    expect((await generate(user.access, "/api/build-proposal")).statusCode).toBe(201);
    expectLimited(
      await generate(user.access),
      /^Too many proposals requested in a short time\. Please try again in 15 minutes\.$/,
    );
    for (const url of [
      "/api/technical-estimation/build-proposal",
      "/api/Proposal_Generation/proposals/create/",
      "/api/documents/from-brief/",
      `/api/documents/${first.json().id}/retry/`,
    ]) {
      expectLimited(await generate(user.access, url), /^Too many proposals requested/);
    }
    // A plain document is a save, not a generation: it is still allowed.
    expect((await plainDocument(user.access)).statusCode).toBe(201);
    // Answering a proposal's questions and rebuilding it from a corrected brief generate too.
    for (const method of ["POST", "PUT"] as const) {
      const url = `/api/documents/${first.json().id}/${method === "POST" ? "reply" : "brief"}/`;
      expectLimited(
        await s.t.app.inject({ method, url, headers: bearer(user.access), payload: { content: "A booking app" } }),
        /^Too many proposals requested/,
      );
    }
    // Another user is not held back by this one.
    expect((await generate(s.user.access)).statusCode).toBe(201);
    s.t.clock.advance(WINDOW_MS);
    const again = await s.t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: user.email, password: user.password },
    });
    expect((await generate(again.json().access_token as string)).statusCode).toBe(201);
  });

  it("generation: one client address gets four users' allowance, whoever signs in", async () => {
    const users = [await signUp(s.t.app), await signUp(s.t.app), await signUp(s.t.app), await signUp(s.t.app)];
    for (const user of users)
      for (let i = 0; i < 2; i++)
        expect((await generate(user.access, "/api/documents/", "203.0.113.7")).statusCode).toBe(201);
    const newcomer = await signUp(s.t.app);
    expectLimited(await generate(newcomer.access, "/api/documents/", "203.0.113.7"), /^Too many proposals requested/);
    expect((await generate(newcomer.access, "/api/documents/", "203.0.113.8")).statusCode).toBe(201);
  });

  it("saves: plain documents, edits and restores share the user's allowance, refused before anything is stored", async () => {
    const user = await signUp(s.t.app);
    // Twenty-one plain documents used to exhaust the generation allowance; they are saves now.
    const doc = (await plainDocument(user.access)).json() as { id: string; version: number };
    const save = (html: string, version: number) =>
      s.t.app.inject({
        method: "PATCH",
        url: `/api/documents/${doc.id}/`,
        headers: bearer(user.access),
        payload: { document: html, version },
      });
    expect((await save("<p>Second</p>", doc.version)).statusCode).toBe(200);
    const restore = await s.t.app.inject({
      method: "POST",
      url: `/api/documents/${doc.id}/versions/1/restore/`,
      headers: bearer(user.access),
    });
    expect(restore.statusCode).toBe(200);
    expectLimited(await save("<p>Refused</p>", restore.json().version as number), /^Too many saves in a short time\./);
    expectLimited(await plainDocument(user.access), /^Too many saves/);
    expectLimited(
      await s.t.app.inject({
        method: "POST",
        url: `/api/documents/${doc.id}/versions/1/restore/`,
        headers: bearer(user.access),
      }),
      /^Too many saves/,
    );
    const stored = await s.t.app.inject({
      method: "GET",
      url: `/api/documents/${doc.id}/`,
      headers: bearer(user.access),
    });
    expect(stored.json().document).toBe("<p>Plan</p>");
    // Generating is still allowed: it has its own allowance.
    expect((await generate(user.access)).statusCode).toBe(201);
  });

  it("exports are limited per user, whatever the format", async () => {
    const user = await signUp(s.t.app);
    const doc = (await plainDocument(user.access)).json().id as string;
    const exportAs = (format: string) =>
      s.t.app.inject({
        method: "GET",
        url: `/api/documents/${doc}/export?format=${format}`,
        headers: bearer(user.access),
      });
    expect((await exportAs("html")).statusCode).toBe(200);
    expect((await exportAs("docx")).statusCode).toBe(200);
    expectLimited(await exportAs("pdf"), /^Too many exports in a short time\./);
    expect(
      (await s.t.app.inject({ method: "GET", url: `/api/documents/${doc}/`, headers: bearer(user.access) })).statusCode,
    ).toBe(200);
  });

  it("sending proposals to clients is limited per user; refused sends mail nothing and change nothing", async () => {
    // The file's own user (one more sign-up from this address would pass the sign-up bound the file sets), signed in afresh.
    const login = await s.t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: s.user.email, password: s.user.password },
    });
    const user = { access: login.json().access_token as string };
    const doc = (await plainDocument(user.access)).json().id as string;
    const sendTo = (recipient: string) =>
      s.t.app.inject({
        method: "POST",
        url: `/api/documents/${doc}/send/`,
        headers: bearer(user.access),
        payload: { recipients: [recipient], message: "Our proposal" },
      });
    expect((await sendTo("one@client.example")).statusCode).toBe(201);
    expect((await sendTo("two@client.example")).statusCode).toBe(201);
    expectLimited(await sendTo("three@client.example"), /^Too many proposals sent in a short time\./);
    const sending = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${doc}/sending/`, headers: bearer(user.access) })
    ).json();
    expect(sending.sends.map((send: { recipients: string[] }) => send.recipients)).toEqual([
      ["two@client.example"],
      ["one@client.example"],
    ]);
  });

  it("the assistant, plain and streaming, is limited per user", async () => {
    const user = await signUp(s.t.app);
    const ask = (accept = "application/json") =>
      s.t.app.inject({
        method: "POST",
        url: "/api/editor-agent",
        headers: { ...bearer(user.access), accept },
        payload: { user_query: "make this a bullet list", content: "<p>Design first. Then build.</p>" },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expectLimited(await ask(), /^Too many assistant requests in a short time\./);
    expectLimited(await ask("text/event-stream"), /^Too many assistant requests/);
  });

  it("uploads (editor images and the profile picture) are limited per user", async () => {
    const user = await signUp(s.t.app);
    const doc = (await plainDocument(user.access)).json().id as string;
    expect((await uploadImage(s.t.app, user.access, doc)).statusCode).toBe(201);
    expect(
      (
        await s.t.app.inject({
          method: "PUT",
          url: "/api/auth/update/",
          headers: bearer(user.access),
          payload: { first_name: "Grace" },
        })
      ).statusCode,
    ).toBe(200);
    expectLimited(await uploadImage(s.t.app, user.access, doc), /^Too many uploads in a short time\./);
    expectLimited(
      await s.t.app.inject({
        method: "PUT",
        url: "/api/auth/update/",
        headers: bearer(user.access),
        payload: { first_name: "Ada" },
      }),
      /^Too many uploads/,
    );
  });

  it("sign-ups are limited per client address, and a refused one makes no account", async () => {
    const register = (n: number, remoteAddress: string) =>
      s.t.app.inject({
        method: "POST",
        url: "/api/auth/register/",
        remoteAddress,
        payload: {
          first_name: "A",
          last_name: "B",
          email: `limit${n}.${remoteAddress}@example.com`,
          username: `limit${n}-${remoteAddress.replaceAll(".", "-")}`,
          password: "password123",
          password_confirm: "password123",
        },
      });
    for (let n = 1; n <= 10; n++) expect((await register(n, "198.51.100.4")).statusCode).toBe(201);
    expectLimited(await register(11, "198.51.100.4"), /^Too many sign-ups from this network in a short time\./);
    const login = await s.t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: "limit11.198.51.100.4@example.com", password: "password123" },
    });
    expect(login.statusCode).toBe(401);
    expect((await register(11, "198.51.100.5")).statusCode).toBe(201);
  });

  it("cheap calls are not limited", async () => {
    const user = await signUp(s.t.app);
    for (let i = 0; i < 10; i++)
      expect(
        (await s.t.app.inject({ method: "GET", url: "/api/documents/", headers: bearer(user.access) })).statusCode,
      ).toBe(200);
  });
});
