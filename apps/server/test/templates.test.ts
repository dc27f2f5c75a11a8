import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer, signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";

const REQUEST = "A mobile app for booking yoga classes with payments";
const ABOUT_US = "<h2>About us</h2><p>We have built booking apps since 2012.</p>";

/** The second-level headings of a document, in order. */
const headings = (html: string) => [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]);

describe.each(databaseKinds())("proposal templates on $name", (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(async () => t.close());

  const call = (user: SignedUpUser, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.access), ...(payload ? { payload } : {}) });

  /** A generated proposal of the owner's with an "About us" section moved to the top. */
  async function proposalWithAboutUs(): Promise<{ id: string; html: string }> {
    const id = await generate(t.app, owner.access, REQUEST);
    await waitForJob(t.app, owner.access, id);
    const doc = (await call(owner, "GET", `/api/documents/${id}/`)).json() as { document: string; version: number };
    const first = doc.document.indexOf("<h2");
    const html = doc.document.slice(0, first) + ABOUT_US + doc.document.slice(first);
    const saved = await call(owner, "PATCH", `/api/documents/${id}/`, { document: html, version: doc.version });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id, html: saved.json().document as string };
  }

  it("lists a built-in template per domain that nobody can delete", async () => {
    const list = (await call(other, "GET", "/api/templates/")).json() as Array<{
      id: string;
      builtin: boolean;
      domain: string;
    }>;
    expect(list.filter((x) => x.builtin).map((x) => x.domain)).toEqual([
      "software",
      "construction",
      "marketing",
      "event",
      "research",
    ]);
    const refused = await call(other, "DELETE", "/api/templates/builtin-software/");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: "Built-in templates cannot be deleted." });
  });

  it("saves a proposal's structure and boilerplate without its figures, and generates by it", async () => {
    const source = await proposalWithAboutUs();
    const made = await call(owner, "POST", "/api/templates/", { name: "Apps", document_id: source.id });
    expect(made.statusCode, made.body).toBe(201);
    const template = made.json() as {
      id: string;
      domain: string;
      sections: Array<{ heading: string; kind: string; html?: string }>;
    };
    expect(template.domain).toBe("software");
    expect(template.sections.map((s) => s.heading)).toEqual(headings(source.html));
    const about = template.sections.find((s) => s.heading === "About us");
    expect(about).toEqual({ heading: "About us", kind: "boilerplate", html: ABOUT_US });
    const costs = template.sections.find((s) => s.heading === "Cost breakdown");
    expect(costs).toEqual({ heading: "Cost breakdown", kind: "generated" });
    expect(JSON.stringify(template.sections.filter((s) => s.kind === "generated"))).not.toMatch(/\d/);

    const listed = (await call(owner, "GET", "/api/templates/")).json() as Array<{ id: string }>;
    expect(listed.map((x) => x.id)).toContain(template.id);
    expect(
      ((await call(other, "GET", "/api/templates/")).json() as Array<{ id: string }>).map((x) => x.id),
    ).not.toContain(template.id);

    const id = await generate(t.app, owner.access, "A web shop for handmade furniture", { template_id: template.id });
    expect((await waitForJob(t.app, owner.access, id)).status).toBe("ready");
    const doc = (await call(owner, "GET", `/api/documents/${id}/`)).json() as { document: string };
    const order = headings(doc.document);
    expect(order[0]).toBe("About us");
    expect(doc.document).toContain("We have built booking apps since 2012.");
    expect(order.indexOf("Executive summary")).toBeLessThan(order.indexOf("Cost breakdown"));
  });

  it("generates by a built-in template with its boilerplate sections", async () => {
    const id = await generate(t.app, owner.access, "Renovate a 120 m2 office in Porto", {
      template_id: "builtin-construction",
    });
    expect((await waitForJob(t.app, owner.access, id)).status).toBe("ready");
    const order = headings(
      ((await call(owner, "GET", `/api/documents/${id}/`)).json() as { document: string }).document,
    );
    expect(order).toContain("Site and safety");
    expect(order.indexOf("Scope and deliverables")).toBeLessThan(order.indexOf("Site and safety"));
    expect(order.indexOf("Site and safety")).toBeLessThan(order.indexOf("Approach and phases"));
  });

  it("refuses bad input and another user's proposal or template with the contract's answers", async () => {
    expect((await call(owner, "POST", "/api/templates/", { name: " ", document_id: "x" })).json()).toEqual({
      name: ["Name the template."],
    });
    const source = await proposalWithAboutUs();
    const foreign = await call(other, "POST", "/api/templates/", { name: "Mine now", document_id: source.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: "Not found." });
    const plain = await call(owner, "POST", "/api/documents/", { title: "Note", document: "<p>No headings</p>" });
    const empty = await call(owner, "POST", "/api/templates/", { name: "Empty", document_id: plain.json().id });
    expect(empty.json()).toEqual({ document_id: ["This proposal has no sections to keep: give it headings first."] });

    const template = (
      await call(owner, "POST", "/api/templates/", { name: "Kept", document_id: source.id })
    ).json() as {
      id: string;
    };
    const byOther = await t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(other.access),
      payload: { conversation: REQUEST, template_id: template.id },
    });
    expect(byOther.statusCode).toBe(404);
    expect((await call(other, "DELETE", `/api/templates/${template.id}/`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/api/templates/${template.id}/`)).statusCode).toBe(204);
    expect((await call(owner, "DELETE", `/api/templates/${template.id}/`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/templates/" })).statusCode).toBe(401);
  });
});
