import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { readPdf, squeeze } from "./export-readers.js";
import { clientApi, sharedPlainDocument, SIGNER } from "./sharing-fixture.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const PASSWORD = "harbour-view-42";
const CLIENT = { address: "198.51.100.44", userAgent: "ClientBrowser/2.0 (certificate test)" };
const NOT_FOUND = { detail: "Not found." };

describe.each(databaseKinds())("who reads an acceptance certificate on $name", (kind) => {
  const s = useSignedInApp(kind);

  const share = (id: string, changes: object) =>
    s.t.app.inject({
      method: "PUT",
      url: `/api/documents/${id}/share/`,
      headers: bearer(s.user.access),
      payload: changes,
    });
  const ownerAcceptance = async (id: string) =>
    (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/acceptance/`, headers: bearer(s.user.access) })
    ).json();
  /** The certificate at `url` (HTML, or PDF), as the owner, with a share password, or with neither. */
  const certificate = (
    url: string,
    as: { owner?: boolean; password?: string; token?: string; address?: string; pdf?: boolean } = {},
  ): Promise<LightMyRequestResponse> =>
    s.t.app.inject({
      method: "GET",
      url: `${new URL(url).pathname}${as.pdf ? "?format=pdf" : ""}`,
      headers: {
        ...(as.owner ? bearer(s.user.access) : as.token ? bearer(as.token) : {}),
        ...(as.password === undefined ? {} : { "x-share-password": as.password }),
      },
      ...(as.address ? { remoteAddress: as.address } : {}),
    });

  /** A document shared behind the password and accepted by the client from their own address and browser. */
  async function acceptedBehindPassword(): Promise<{ id: string; uuid: string; url: string }> {
    const doc = await sharedPlainDocument(s.t.app, s.user.access);
    expect((await share(doc.id, { password: PASSWORD })).statusCode).toBe(200);
    const read = (await clientApi(s.t.app).read(doc.uuid, PASSWORD)).json();
    const accepted = await s.t.app.inject({
      method: "POST",
      url: `/api/share/${doc.uuid}/accept/`,
      headers: { "x-share-password": PASSWORD, "user-agent": CLIENT.userAgent },
      remoteAddress: CLIENT.address,
      payload: { ...SIGNER, selected: [], quantities: {}, document_sha256: read.document_sha256 },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    return { ...doc, url: accepted.json().certificate_url as string };
  }

  it("through the link it needs the link's password (404 without it or with a wrong one) and leaves out IP and user agent; the owner's copy has them", async () => {
    const doc = await acceptedBehindPassword();
    expect(doc.url).toMatch(/^http:\/\/app\.test\/api\/certificates\/[A-Za-z0-9_-]{32}\/$/);
    expect((await clientApi(s.t.app).read(doc.uuid, PASSWORD)).json().acceptance.certificate_url).toBe(doc.url);
    expect((await ownerAcceptance(doc.id)).certificate_url).toBe(doc.url);

    for (const as of [{}, { password: "not the password" }, { pdf: true }, { pdf: true, password: "not it either" }]) {
      const refused = await certificate(doc.url, { ...as, address: "203.0.113.60" });
      expect(refused.statusCode, JSON.stringify(as)).toBe(404);
      expect(refused.json()).toEqual(NOT_FOUND);
    }

    const html = await certificate(doc.url, { password: PASSWORD });
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toMatch(/text\/html/);
    for (const fact of [SIGNER.name, SIGNER.email, "Warehouse racking"]) expect(html.body).toContain(fact);
    for (const detail of [CLIENT.address, CLIENT.userAgent, "IP address", "User agent"])
      expect(html.body).not.toContain(detail);
    // Its PDF link would need the password too, which a link cannot carry: the page offers none.
    expect(html.body).not.toContain("format=pdf");
    const pdf = await certificate(doc.url, { password: PASSWORD, pdf: true });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const pdfText = squeeze((await readPdf(pdf.rawPayload)).text);
    expect(pdfText).toContain(squeeze(SIGNER.name));
    for (const detail of [CLIENT.address, CLIENT.userAgent, "IP address"])
      expect(pdfText).not.toContain(squeeze(detail));

    const owners = await certificate(doc.url, { owner: true });
    expect(owners.statusCode).toBe(200);
    for (const fact of [SIGNER.name, CLIENT.address, CLIENT.userAgent]) expect(owners.body).toContain(fact);
    const ownersPdf = squeeze(
      (await readPdf((await certificate(doc.url, { owner: true, pdf: true })).rawPayload)).text,
    );
    for (const fact of [CLIENT.address, CLIENT.userAgent]) expect(ownersPdf).toContain(squeeze(fact));
  });

  it("after the link is turned off or expires the client's certificate answers 404; the owner still reads it", async () => {
    const doc = await acceptedBehindPassword();
    await share(doc.id, { enabled: false });
    expect((await certificate(doc.url, { password: PASSWORD })).statusCode).toBe(404);
    expect((await certificate(doc.url, { password: PASSWORD, pdf: true })).statusCode).toBe(404);
    expect((await certificate(doc.url, { owner: true })).statusCode).toBe(200);
    expect((await certificate(doc.url, { owner: true, pdf: true })).statusCode).toBe(200);
    await share(doc.id, { enabled: true });
    expect((await certificate(doc.url, { password: PASSWORD })).statusCode).toBe(200);

    await share(doc.id, { expires_at: new Date(s.t.clock.now().getTime() - 1000).toISOString() });
    expect((await certificate(doc.url, { password: PASSWORD })).statusCode).toBe(404);
    expect((await certificate(doc.url, { owner: true })).statusCode).toBe(200);
  });

  it("after the link is rotated the old certificate address answers 404; the new link gives a new one", async () => {
    const doc = await acceptedBehindPassword();
    const rotated = await s.t.app.inject({
      method: "POST",
      url: `/api/documents/${doc.id}/share/rotate/`,
      headers: bearer(s.user.access),
    });
    expect(rotated.statusCode).toBe(200);
    expect((await certificate(doc.url, { password: PASSWORD })).statusCode).toBe(404);
    expect((await certificate(doc.url, { owner: true })).statusCode).toBe(404);

    const renewed = (await ownerAcceptance(doc.id)).certificate_url as string;
    expect(renewed).not.toBe(doc.url);
    expect((await certificate(renewed, { owner: true })).statusCode).toBe(200);
    expect((await clientApi(s.t.app).read(rotated.json().uuid, PASSWORD)).json().acceptance.certificate_url).toBe(
      renewed,
    );
    expect((await certificate(renewed, { password: PASSWORD })).statusCode).toBe(200);
  });

  it("a link without a password: its address alone opens the client's copy, whose page links its PDF", async () => {
    const doc = await sharedPlainDocument(s.t.app, s.user.access);
    const read = (await clientApi(s.t.app).read(doc.uuid)).json();
    const url = (
      await clientApi(s.t.app).post(doc.uuid, "accept", {
        ...SIGNER,
        selected: [],
        quantities: {},
        document_sha256: read.document_sha256,
      })
    ).json().certificate_url as string;
    const html = await certificate(url);
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toContain("127.0.0.1");
    expect(html.body).toContain(`href="${url}?format=pdf"`);
    expect((await certificate(url, { pdf: true })).statusCode).toBe(200);
    // The owner's copy is read in the app, which downloads the PDF itself: its page has no link that would open the client's copy.
    expect((await certificate(url, { owner: true })).body).not.toContain("format=pdf");
  });

  it("someone else signed in reads it as a client; a bearer token that is not valid answers 401", async () => {
    const doc = await acceptedBehindPassword();
    const stranger = await signUp(s.t.app);
    expect((await certificate(doc.url, { token: stranger.access })).statusCode).toBe(404);
    const asClient = await certificate(doc.url, { token: stranger.access, password: PASSWORD });
    expect(asClient.statusCode).toBe(200);
    expect(asClient.body).not.toContain(CLIENT.address);
    const bad = await certificate(doc.url, { token: "not-a-token" });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: expect.any(String) });
  });

  it("wrong passwords on a certificate count like the share read's: 429 past them", async () => {
    const doc = await acceptedBehindPassword();
    const guesser = "203.0.113.61";
    for (let i = 0; i < 5; i++)
      expect((await certificate(doc.url, { password: `guess ${i}`, address: guesser })).statusCode).toBe(404);
    const limited = await certificate(doc.url, { password: `guess 6`, address: guesser });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The client's own address is not held back.
    expect((await certificate(doc.url, { password: PASSWORD, address: CLIENT.address })).statusCode).toBe(200);
  });

  it("unknown and malformed certificate addresses answer 404", async () => {
    for (const token of ["00000000-0000-4000-8000-000000000000", "A".repeat(32), "short", `${"b".repeat(31)}!`]) {
      const res = await s.t.app.inject({ method: "GET", url: `/api/certificates/${encodeURIComponent(token)}/` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });
});
