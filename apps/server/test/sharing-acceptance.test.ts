import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { quote } from "@scopewise/shared";
import { useMailingApp } from "./mailing-app.js";
import { databaseKinds } from "./databases.js";
import { uploadImage } from "./image-upload.js";
import { clientApi, pricedProposal, SIGNER } from "./sharing-fixture.js";
import { bearer } from "./test-app.js";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe.each(databaseKinds())("options, quote and acceptance on $name", (kind) => {
  const fx = useMailingApp(kind);

  const api = (method: "GET" | "PUT" | "POST" | "PATCH", url: string, payload?: object) =>
    fx.t.app.inject({ method, url, headers: bearer(fx.owner.access), ...(payload ? { payload } : {}) });
  const client = () => clientApi(fx.t.app);

  /** A shared proposal whose first task is optional and second has a quantity range. */
  async function withOptions() {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const items = (await api("GET", `/api/documents/${doc.id}/options/`)).json().items as Array<{
      id: string;
      cost: number;
      quantity: number;
    }>;
    const [optional, adjustable] = items.filter((item) => item.cost > 0);
    const set = await api("PUT", `/api/documents/${doc.id}/options/`, {
      options: [
        { id: optional!.id, optional: true, quantity: null },
        { id: adjustable!.id, optional: false, quantity: { min: adjustable!.quantity, max: adjustable!.quantity * 3 } },
      ],
    });
    expect(set.statusCode).toBe(200);
    await api("PUT", `/api/documents/${doc.id}/share/`, { allow_options: true });
    return { ...doc, optional: optional!, adjustable: adjustable! };
  }

  it("the client sees the owner's options; the server's quote is the shared function's, and leaving an item out lowers the total", async () => {
    const doc = await withOptions();
    const read = (await client().read(doc.uuid)).json();
    expect(read.options.map((o: { id: string }) => o.id)).toEqual(
      [doc.optional.id, doc.adjustable.id].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
    );
    expect(read.options.find((o: { id: string }) => o.id === doc.optional.id)).toMatchObject({
      optional: true,
      cost: doc.optional.cost,
      weeks: expect.any(Number),
    });

    const all = (await client().post(doc.uuid, "quote", { selected: [doc.optional.id] })).json();
    // Everything kept: the quote is the estimate itself.
    expect(all.total_cost).toEqual(read.estimate_summary.total_cost);
    expect(all.duration_weeks).toEqual(read.estimate_summary.duration_weeks);

    const without = await client().post(doc.uuid, "quote", {
      selected: [],
      quantities: { [doc.adjustable.id]: doc.adjustable.quantity * 2 },
    });
    expect(without.statusCode).toBe(200);
    const body = without.json();
    const settings = read.options.map(
      (o: { id: string; optional: boolean; quantity: { min: number; max: number } | null }) => ({
        id: o.id,
        optional: o.optional,
        quantity: o.quantity && { min: o.quantity.min, max: o.quantity.max },
      }),
    );
    // What the page computes from what it was given is exactly what the server answers.
    expect(body).toEqual(
      quote(read.estimate_summary, settings, {
        selected: [],
        quantities: { [doc.adjustable.id]: doc.adjustable.quantity * 2 },
      }),
    );
    expect(body.lines.find((l: { id: string }) => l.id === doc.optional.id)).toMatchObject({
      included: false,
      cost: 0,
    });
    expect(body.lines.find((l: { id: string }) => l.id === doc.adjustable.id).cost).toBe(doc.adjustable.cost * 2);
    const base = read.estimate_summary.phases.reduce(
      (sum: number, p: { tasks: Array<{ cost: number }> }) =>
        sum + p.tasks.reduce((s: number, task: { cost: number }) => s + task.cost, 0),
      0,
    );
    const changed = base - doc.optional.cost + doc.adjustable.cost;
    expect(body.total_cost.expected).toBe(changed + Math.round((read.estimate_summary.contingency * changed) / base));

    const leftOut = (await client().post(doc.uuid, "quote", { selected: [] })).json();
    expect(leftOut.total_cost.expected).toBeLessThan(all.total_cost.expected);
    expect(leftOut.total_cost.p80).toBeLessThanOrEqual(all.total_cost.p80);
    expect(leftOut.duration_weeks.p50).toBeLessThanOrEqual(all.duration_weeks.p50);
  });

  it("an item that is not optional, or a quantity out of range, answers 400 per field", async () => {
    const doc = await withOptions();
    const notOptional = await client().post(doc.uuid, "quote", { selected: [doc.adjustable.id] });
    expect(notOptional.statusCode).toBe(400);
    expect(notOptional.json()).toHaveProperty("selected");
    const outOfRange = await client().post(doc.uuid, "quote", {
      selected: [],
      quantities: { [doc.adjustable.id]: doc.adjustable.quantity * 10 },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toHaveProperty("quantities");
    // With options not allowed on the link, the client has none to choose.
    await api("PUT", `/api/documents/${doc.id}/share/`, { allow_options: false });
    expect((await client().read(doc.uuid)).json().options).toEqual([]);
    expect((await client().post(doc.uuid, "quote", { selected: [doc.optional.id] })).statusCode).toBe(400);
  });

  it("accepting records who, when, IP, user agent, selections, total and hash; locks the document; mails the owner; certificate in HTML and PDF", async () => {
    const doc = await withOptions();
    const read = (await client().read(doc.uuid)).json();
    expect(read.document_sha256).toBe(sha256(read.document));
    const mailsBefore = fx.smtp.messages.length;
    const res = await client().post(
      doc.uuid,
      "accept",
      {
        ...SIGNER,
        selected: [],
        quantities: { [doc.adjustable.id]: doc.adjustable.quantity * 2 },
        document_sha256: sha256(read.document),
      },
      undefined,
      { "user-agent": "ClientBrowser/1.0" },
    );
    expect(res.statusCode).toBe(201);
    const acceptance = res.json();
    const quoted = (
      await client().post(doc.uuid, "quote", {
        selected: [],
        quantities: { [doc.adjustable.id]: doc.adjustable.quantity * 2 },
      })
    ).json();
    expect(acceptance).toEqual({
      ...SIGNER,
      accepted_at: expect.any(String),
      ip: "127.0.0.1",
      user_agent: "ClientBrowser/1.0",
      selected: [],
      quantities: { [doc.adjustable.id]: doc.adjustable.quantity * 2 },
      total_cost: quoted.total_cost.expected,
      document_sha256: sha256(read.document),
      certificate_url: expect.stringMatching(/^http:\/\/app\.test\/api\/certificates\/[A-Za-z0-9_-]{32}\/$/),
    });
    expect((await api("GET", `/api/documents/${doc.id}/acceptance/`)).json()).toEqual(acceptance);
    expect((await client().read(doc.uuid)).json()).toMatchObject({
      accepted: true,
      acceptance: { name: SIGNER.name, certificate_url: acceptance.certificate_url },
    });

    // Locked: saves, renames and option changes answer 409 and change nothing.
    const save = await api("PATCH", `/api/documents/${doc.id}/`, { document: "<p>changed</p>" });
    expect(save.statusCode).toBe(409);
    expect(save.json().detail).toMatch(/accepted.*locked.*new version/i);
    expect((await api("PATCH", `/api/documents/${doc.id}/`, { title: "Renamed" })).statusCode).toBe(409);
    expect((await api("PUT", `/api/documents/${doc.id}/options/`, { options: [] })).statusCode).toBe(409);
    expect((await api("POST", `/api/documents/${doc.id}/reply/`, { content: "Add a pantry" })).statusCode).toBe(409);
    const filesBefore = (await api("GET", `/api/documents/${doc.id}/files/`)).json();
    expect((await uploadImage(fx.t.app, fx.owner.access, doc.id)).statusCode).toBe(409);
    expect((await api("GET", `/api/documents/${doc.id}/files/`)).json()).toEqual(filesBefore);
    const firstVersion = (await api("GET", `/api/documents/${doc.id}/versions/`)).json().at(-1).version;
    expect((await api("POST", `/api/documents/${doc.id}/versions/${firstVersion}/restore/`)).statusCode).toBe(409);
    expect((await api("GET", `/api/documents/${doc.id}/`)).json().document).toBe(read.document);

    // The owner's mail.
    const mails = await fx.smtp.waitFor(mailsBefore + 1);
    const accepted = mails.slice(mailsBefore).find((m) => m.raw.includes("Proposal accepted"));
    expect(accepted?.to).toEqual([fx.owner.email]);
    expect(accepted?.raw).toContain(SIGNER.name);
    // It links to the proposal's page, where the owner reads the certificate signed in.
    expect(accepted?.raw).toContain(`/proposals/${doc.id}`);
    expect(accepted?.raw).not.toContain("/api/certificates/");

    // The certificate, from the address both sides hold: the client's copy through the link leaves out where it was signed from.
    const path = new URL(acceptance.certificate_url).pathname;
    const html = await fx.t.app.inject({ method: "GET", url: path });
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toMatch(/text\/html/);
    expect(html.headers["cache-control"]).toBe("no-store");
    for (const fact of [read.title, sha256(read.document), SIGNER.name, acceptance.accepted_at])
      expect(html.body).toContain(fact);
    for (const detail of ["127.0.0.1", "ClientBrowser/1.0", "IP address", "User agent"])
      expect(html.body).not.toContain(detail);
    const pdf = await fx.t.app.inject({ method: "GET", url: `${path}?format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The owner's copy has them.
    const owners = await fx.t.app.inject({ method: "GET", url: path, headers: bearer(fx.owner.access) });
    expect(owners.statusCode).toBe(200);
    for (const fact of [SIGNER.name, "127.0.0.1", "ClientBrowser/1.0"]) expect(owners.body).toContain(fact);
    expect(
      (await fx.t.app.inject({ method: "GET", url: "/api/certificates/00000000-0000-4000-8000-000000000000/" }))
        .statusCode,
    ).toBe(404);

    // "Make a new version": an unlocked copy with the same text and estimate.
    const copy = await api("POST", `/api/documents/${doc.id}/new-version/`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().id).not.toBe(doc.id);
    expect(copy.json().document).toBe(read.document);
    expect((await api("PATCH", `/api/documents/${copy.json().id}/`, { document: "<p>revised</p>" })).statusCode).toBe(
      200,
    );
    expect((await api("GET", `/api/documents/${copy.json().id}/options/`)).json().options).toHaveLength(2);
    expect((await api("GET", `/api/documents/${copy.json().id}/acceptance/`)).statusCode).toBe(404);
  });

  it("a second accept answers 409; so does a document that changed since the page was opened", async () => {
    const doc = await withOptions();
    const read = (await client().read(doc.uuid)).json();
    await api("PATCH", `/api/documents/${doc.id}/`, { document: `${read.document}<p>One more clause.</p>` });
    const stale = await client().post(doc.uuid, "accept", {
      ...SIGNER,
      selected: [],
      document_sha256: sha256(read.document),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/changed since you opened it/);
    expect((await api("GET", `/api/documents/${doc.id}/acceptance/`)).statusCode).toBe(404);

    const current = (await client().read(doc.uuid)).json();
    const body = { ...SIGNER, selected: [], document_sha256: current.document_sha256 };
    expect((await client().post(doc.uuid, "accept", body)).statusCode).toBe(201);
    const again = await client().post(doc.uuid, "accept", body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: "This proposal has already been accepted." });
  });

  it("concurrent accepts: exactly one wins, the others answer 409", async () => {
    const doc = await withOptions();
    const read = (await client().read(doc.uuid)).json();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client().post(doc.uuid, "accept", {
          ...SIGNER,
          name: `Signer ${i}`,
          selected: [],
          document_sha256: read.document_sha256,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 201)!.json();
    expect((await api("GET", `/api/documents/${doc.id}/acceptance/`)).json().name).toBe(winner.name);
    const rows = await fx.t.app.context.db
      .selectFrom("document_acceptances")
      .select("name")
      .where("document_id", "=", doc.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("bad accept bodies answer 400 per field and accept nothing", async () => {
    const doc = await withOptions();
    const bad = await client().post(doc.uuid, "accept", {
      name: "",
      email: "not-an-email",
      signature: "",
      selected: [],
      document_sha256: "abc",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["document_sha256", "email", "name", "signature"]);
    expect((await api("GET", `/api/documents/${doc.id}/acceptance/`)).statusCode).toBe(404);
  });
});
