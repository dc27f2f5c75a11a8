import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@scopewise/estimator";
import { databaseKinds } from "./databases.js";
import { readPdf, squeeze } from "./export-readers.js";
import { useMailingApp } from "./mailing-app.js";
import { clientApi, pricedProposal, SIGNER } from "./sharing-fixture.js";
import { bearer, signUp } from "./test-app.js";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

// The signed copy: once the client accepts through the public calls, the owner still downloads the
// accepted proposal, and its PDF ends with the acceptance page (who, when, hash, scope chosen, total).
describe.each(databaseKinds())("the signed copy of an accepted proposal on $name", (kind) => {
  const fx = useMailingApp(kind);
  const owner = (method: "GET" | "PUT", url: string, payload?: object, token = fx.owner.access) =>
    fx.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** The PDF export; its 503 ("took too long, please try again") on a loaded machine is asked again, as the answer says. */
  async function pdfOf(id: string) {
    for (let attempt = 1; ; attempt++) {
      const res = await owner("GET", `/api/documents/${id}/export?format=pdf`);
      if (res.statusCode !== 503 || attempt === 3) return res;
    }
  }

  it("downloads as PDF, DOCX and HTML after acceptance; the PDF's last page states the acceptance; before it, none", async () => {
    const doc = await pricedProposal(fx.t.app, fx.owner.access);
    const items = (await owner("GET", `/api/documents/${doc.id}/options/`)).json().items as Array<{
      id: string;
      item: string;
      cost: number;
    }>;
    const optional = items.find((item) => item.cost > 0)!;
    expect(
      (
        await owner("PUT", `/api/documents/${doc.id}/options/`, {
          options: [{ id: optional.id, optional: true, quantity: null }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await owner("PUT", `/api/documents/${doc.id}/share/`, { enabled: true, allow_options: true })).statusCode,
    ).toBe(200);

    const before = await pdfOf(doc.id);
    expect(before.statusCode, before.body.slice(0, 200)).toBe(200);
    const unsigned = await readPdf(before.rawPayload);
    expect(squeeze(unsigned.text)).not.toContain(squeeze("Scope accepted"));

    const client = clientApi(fx.t.app);
    const read = (await client.read(doc.uuid)).json();
    // The client leaves the optional item out.
    const accepted = await client.post(doc.uuid, "accept", {
      ...SIGNER,
      selected: [],
      document_sha256: sha256(read.document),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const acceptance = accepted.json() as { accepted_at: string; total_cost: number; document_sha256: string };
    const stored = (await owner("GET", `/api/documents/${doc.id}/`)).json() as { document: string; title: string };
    // The copy downloaded is the text accepted.
    expect(sha256(stored.document)).toBe(acceptance.document_sha256);

    const res = await pdfOf(doc.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = await readPdf(res.rawPayload);
    const text = squeeze(pdf.text);
    const page = text.slice(text.lastIndexOf(squeeze("Scope accepted")) - 2000);
    expect(pdf.bookmarks.at(-1)).toBe("Acceptance");
    expect(pdf.pages).toBe(unsigned.pages + 1);
    for (const fact of [
      `${SIGNER.name} <${SIGNER.email}>`,
      SIGNER.signature,
      acceptance.accepted_at,
      acceptance.document_sha256,
      stored.title,
    ])
      expect(page, fact).toContain(squeeze(fact));
    expect(page).toContain(squeeze(`${optional.item}`));
    expect(page).toContain(squeeze("left out"));
    expect(page).toContain(
      squeeze(`Total accepted (expected): ${formatMoney(acceptance.total_cost, read.estimate_summary.currency)}`),
    );
    // The whole proposal comes first.
    expect(text.indexOf(squeeze("Executive summary"))).toBeLessThan(text.lastIndexOf(squeeze("Acceptance")));
    // A signed copy travels: no signer's address or browser in it.
    expect(text).not.toContain(squeeze("IP address"));

    for (const format of ["docx", "html"])
      expect((await owner("GET", `/api/documents/${doc.id}/export?format=${format}`)).statusCode).toBe(200);
    const other = await signUp(fx.t.app);
    expect((await owner("GET", `/api/documents/${doc.id}/export?format=pdf`, undefined, other.access)).statusCode).toBe(
      404,
    );
  }, 180_000);
});
