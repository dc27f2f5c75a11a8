import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { postBrief, waitForJob } from "./generation-helpers.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]);
const brief = {
  bytes: Buffer.from("# Office renovation\nRenovate a 120 m2 office in Porto, budget 90,000 euro."),
  name: "office.md",
  type: "text/markdown",
};

describe.each(databaseKinds())("a proposal from an attached brief follows a template on $name", (kind) => {
  const s = useSignedInApp(kind);
  const documents = async (token: string) =>
    (await s.t.app.inject({ method: "GET", url: "/api/documents/", headers: bearer(token) })).json() as unknown[];

  it("orders the proposal by the template given with the brief, as the JSON generation call does", async () => {
    const res = await postBrief(s.t.app, s.user.access, { template_id: "builtin-construction" }, brief);
    expect(res.statusCode).toBe(201);
    const id = res.json().process_id as string;
    expect((await waitForJob(s.t.app, s.user.access, id, 60_000)).status).toBe("ready");
    const doc = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })
    ).json() as { document: string };
    const order = headings(doc.document);
    expect(order).toContain("Site and safety");
    expect(order.indexOf("Scope and deliverables")).toBeLessThan(order.indexOf("Site and safety"));
    expect(order.indexOf("Site and safety")).toBeLessThan(order.indexOf("Approach and phases"));
  }, 90_000);

  it("answers another user's or an unknown template with 404, and a malformed one with a field error, creating nothing", async () => {
    const other = await signUp(s.t.app);
    const before = (await documents(other.access)).length;
    const unknown = await postBrief(s.t.app, other.access, { template_id: "no-such-template" }, brief);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Not found." });
    const long = await postBrief(s.t.app, other.access, { template_id: "x".repeat(101) }, brief);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(["template_id"]);
    expect(await documents(other.access)).toHaveLength(before);
  });
});
