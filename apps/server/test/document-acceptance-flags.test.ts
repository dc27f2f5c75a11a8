import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { useMailingApp } from "./mailing-app.js";
import { clientApi, pricedProposal, sharedPlainDocument, SIGNER } from "./sharing-fixture.js";
import { bearer } from "./test-app.js";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe.each(databaseKinds())("a document says whether it is accepted and locked, on $name", (kind) => {
  const fx = useMailingApp(kind);
  const get = (url: string) => fx.t.app.inject({ method: "GET", url, headers: bearer(fx.owner.access) });

  /** The flags of one document as every owner's read returns them: its read, both lists and the proposals read. */
  async function flagsEverywhere(id: string) {
    const read = (await get(`/api/documents/${id}/`)).json();
    const listed = (await get("/api/documents/")).json().find((doc: { id: string }) => doc.id === id);
    const inProject = (await get(`/api/documents/by-project/${read.project_id}/`))
      .json()
      .find((doc: { id: string }) => doc.id === id);
    return [read, listed, inProject].map(({ accepted, locked }: { accepted: unknown; locked: unknown }) => ({
      accepted,
      locked,
    }));
  }

  it("not accepted: false on every read, and the acceptance call keeps its 404", async () => {
    const doc = await sharedPlainDocument(fx.t.app, fx.owner.access);
    expect(await flagsEverywhere(doc.id)).toEqual(Array(3).fill({ accepted: false, locked: false }));
    expect((await get(`/api/documents/${doc.id}/acceptance/`)).statusCode).toBe(404);
  });

  it("once the client accepts, every read says accepted and locked; a new version of it is neither", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    await fx.t.app.inject({
      method: "PUT",
      url: `/api/documents/${doc.id}/share/`,
      headers: bearer(fx.owner.access),
      payload: { enabled: true },
    });
    const shared = (await clientApi(fx.t.app).read(doc.uuid)).json();
    const accepted = await clientApi(fx.t.app).post(doc.uuid, "accept", {
      ...SIGNER,
      selected: [],
      quantities: {},
      document_sha256: sha256(shared.document),
    });
    expect(accepted.statusCode).toBe(201);

    expect(await flagsEverywhere(doc.id)).toEqual(Array(3).fill({ accepted: true, locked: true }));
    expect((await get(`/api/Proposal_Generation/proposals/${doc.id}/`)).json()).toMatchObject({
      accepted: true,
      locked: true,
    });
    expect((await get(`/api/documents/${doc.id}/acceptance/`)).json()).toMatchObject({ name: SIGNER.name });

    const copy = await fx.t.app.inject({
      method: "POST",
      url: `/api/documents/${doc.id}/new-version/`,
      headers: bearer(fx.owner.access),
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ accepted: false, locked: false });
    expect(await flagsEverywhere(copy.json().id)).toEqual(Array(3).fill({ accepted: false, locked: false }));
  });
});

describe.each(databaseKinds())(
  "a share link says whether it needs its password before it is read, on $name",
  (kind) => {
    const fx = useMailingApp(kind);
    const access = (uuid: string) => fx.t.app.inject({ method: "GET", url: `/api/share/${uuid}/` });
    const share = (id: string, payload: object) =>
      fx.t.app.inject({ method: "PUT", url: `/api/documents/${id}/share/`, headers: bearer(fx.owner.access), payload });

    it("answers 200 with password_required, and 404 where the read answers 404", async () => {
      const doc = await sharedPlainDocument(fx.t.app, fx.owner.access);
      const open = await access(doc.uuid);
      expect(open.statusCode).toBe(200);
      expect(open.json()).toEqual({ password_required: false });

      await share(doc.id, { password: "correct horse" });
      expect((await access(doc.uuid)).json()).toEqual({ password_required: true });
      // Asking gives nothing of the document away, and costs no password try.
      expect((await access(doc.uuid)).body).not.toContain("racks");
      expect((await clientApi(fx.t.app).read(doc.uuid, "correct horse")).statusCode).toBe(200);

      await share(doc.id, { enabled: false });
      expect((await access(doc.uuid)).statusCode).toBe(404);
      expect((await access("00000000-0000-4000-8000-000000000000")).json()).toEqual({ detail: "Not found." });
      expect((await access("not-a-uuid")).statusCode).toBe(404);
    });
  },
);
