import { describe, expect, it } from "vitest";
import { coverOf, formatMoney } from "@scopewise/estimator";
import type { Brief, Estimate } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())("questions before pricing, replies and the brief on $name", (kind) => {
  const s = useSignedInApp(kind);

  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, token = s.user.access) =>
    s.t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const documentOf = async (id: string) =>
    (await call("GET", `/api/documents/${id}/`)).json() as {
      status: string;
      document: string;
      version: number;
      title: string;
    };
  const chatOf = async (id: string) =>
    (await call("GET", `/api/Proposal_Generation/proposals/${id}/chat/`)).json() as Array<{
      type: string;
      content: string;
    }>;
  const jobRow = (id: string) =>
    s.t.app.context.db
      .selectFrom("generation_jobs")
      .select(["request", "source", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  /** A generated document in `needs_input`, with its estimate job. */
  async function askedFor(conversation: string): Promise<{ id: string; job: Record<string, unknown> }> {
    const id = await generate(s.t.app, s.user.access, conversation);
    return { id, job: await waitForJob(s.t.app, s.user.access, id) };
  }

  it.each(["Hello!", "Website please."])(
    "%s gets questions in the chat and the job, and no estimate or proposal",
    async (request) => {
      const { id, job } = await askedFor(request);
      expect(job).toMatchObject({ status: "needs_input", estimate: null, error: null });
      const questions = job.questions as string[];
      expect(questions.length).toBeGreaterThanOrEqual(1);
      const doc = await documentOf(id);
      expect(doc.status).toBe("needs_input");
      expect(doc.document).toBe("");
      const chat = await chatOf(id);
      expect(chat.map((m) => m.type)).toEqual(["user", "ai"]);
      for (const question of questions) expect(chat[1]!.content).toContain(question);
      expect((await call("GET", "/api/Proposal_Generation/proposals/")).json()).toContainEqual(
        expect.objectContaining({ session_id: id, status: "needs_input" }),
      );
      // What the reader made of it is there to show, even with nothing priced.
      const brief = await call("GET", `/api/documents/${id}/brief/`);
      expect(brief.statusCode).toBe(200);
      expect(brief.json()).toMatchObject({ summary: expect.any(String), domain: expect.any(String) });
    },
  );

  it("a document named after a greeting, and its project, take the project's name once the reply holds one; a chosen name stays", async () => {
    const { id } = await askedFor("Hello!");
    const before = await documentOf(id);
    await call("POST", `/api/documents/${id}/reply/`, {
      content: "A mobile app for booking yoga classes with payments",
    });
    expect((await waitForJob(s.t.app, s.user.access, id)).status).toBe("ready");
    const after = (await call("GET", `/api/documents/${id}/`)).json() as { title: string; project_id: string };
    expect(after.title).not.toBe(before.title);
    expect(after.title.toLowerCase()).toContain("yoga");
    const project = (await call("GET", `/api/projects/${after.project_id}/`)).json() as { title: string };
    expect(project.title).toBe(after.title);

    const named = await s.t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(s.user.access),
      payload: { conversation: "Hi", title: "Kept name" },
    });
    const namedId = (named.json() as { id: string }).id;
    await waitForJob(s.t.app, s.user.access, namedId);
    await call("POST", `/api/documents/${namedId}/reply/`, {
      content: "A mobile app for booking yoga classes with payments",
    });
    await waitForJob(s.t.app, s.user.access, namedId);
    expect((await documentOf(namedId)).title).toBe("Kept name");
  });

  it("the progress stream ends with a needs_input event carrying the questions", async () => {
    const { id, job } = await askedFor("Hi there");
    const res = await call("GET", `/api/documents/${id}/events`);
    const events = [...res.body.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!) as Record<string, unknown>,
    }));
    expect(events.at(-1)).toEqual({
      event: "needs_input",
      data: expect.objectContaining({ status: "needs_input", questions: job.questions }),
    });
  });

  it("a reply generates again from every user turn of the conversation: generating, then ready", async () => {
    const { id } = await askedFor("Budget $40k.");
    const reply = await call("POST", `/api/documents/${id}/reply/`, {
      content: "  A product launch campaign on Instagram and Google Ads.  ",
    });
    expect([reply.statusCode, reply.json()]).toEqual([202, { status: "generating" }]);
    const job = await waitForJob(s.t.app, s.user.access, id);
    expect(job.status).toBe("ready");
    expect(job.questions).toBeUndefined();
    const estimate = job.estimate as Estimate;
    expect(estimate.domain).toBe("marketing");
    // The budget was only in the first turn.
    expect(estimate.constraints.map((c) => [c.kind, c.stated])).toContainEqual(["budget", 40_000]);
    expect(estimate.language).toBe("en");
    // Questions that would narrow a priced estimate may come with it; none asks for the project again.
    expect(Array.isArray(estimate.questions)).toBe(true);
    const doc = await documentOf(id);
    expect(doc.status).toBe("ready");
    expect(doc.document).toContain(formatMoney(estimate.total_cost.expected, estimate.currency));
    const chat = await chatOf(id);
    expect(chat.map((m) => m.type)).toEqual(["user", "ai", "user", "ai"]);
    expect(chat[2]!.content).toBe("A product launch campaign on Instagram and Google Ads.");
    expect(chat[3]!.content).toContain("Your proposal is ready");
    expect((await jobRow(id)).request).toBe("Budget $40k.\nA product launch campaign on Instagram and Google Ads.");

    // A ready proposal takes a follow-up too, read with the whole conversation again.
    expect(
      (await call("POST", `/api/documents/${id}/reply/`, { content: "Add TikTok as a channel." })).statusCode,
    ).toBe(202);
    expect((await waitForJob(s.t.app, s.user.access, id)).status).toBe("ready");
    expect((await chatOf(id)).map((m) => m.type)).toEqual(["user", "ai", "user", "ai", "user", "ai"]);
  });

  it("a reply or a corrected brief while generating, a reply to a plain document, or with a bad body is refused and changes nothing", async () => {
    const { id } = await askedFor("Hello!");
    // The state a running generation holds.
    await s.t.app.context.documents.write(s.user.id, id, { status: "generating" });
    const before = { doc: await documentOf(id), chat: await chatOf(id), job: await jobRow(id) };
    const busy = await call("POST", `/api/documents/${id}/reply/`, { content: "A mobile app for dog walkers" });
    expect([busy.statusCode, Object.keys(busy.json())]).toEqual([409, ["detail"]]);
    const brief = (await call("GET", `/api/documents/${id}/brief/`)).json() as Brief;
    const busyBrief = await call("PUT", `/api/documents/${id}/brief/`, { ...brief, title: "A dog-walking app" });
    expect([busyBrief.statusCode, Object.keys(busyBrief.json())]).toEqual([409, ["detail"]]);
    expect({ doc: await documentOf(id), chat: await chatOf(id), job: await jobRow(id) }).toEqual(before);

    await s.t.app.context.documents.write(s.user.id, id, { status: "needs_input" });
    for (const body of [{ content: "   " }, {}, { content: 42 }, { content: "x".repeat(4001) }]) {
      const bad = await call("POST", `/api/documents/${id}/reply/`, body);
      expect([bad.statusCode, Object.keys(bad.json())]).toEqual([400, ["content"]]);
    }
    expect(await chatOf(id)).toEqual(before.chat);

    const plain = (await call("POST", "/api/documents/", { title: "Notes", document: "<p>Mine</p>" })).json() as {
      id: string;
    };
    const notGenerated = await call("POST", `/api/documents/${plain.id}/reply/`, {
      content: "A mobile app for dog walkers",
    });
    expect(notGenerated.statusCode).toBe(409);
    expect((await documentOf(plain.id)).document).toBe("<p>Mine</p>");
    expect((await call("GET", `/api/documents/${plain.id}/brief/`)).statusCode).toBe(404);
  });

  it("a failed generation can be answered as well", async () => {
    const { id } = await askedFor("Hello!");
    await s.t.app.context.documents.write(s.user.id, id, { status: "failed", error: "Interrupted." });
    expect(
      (await call("POST", `/api/documents/${id}/reply/`, { content: "A 2,000 m² warehouse in Leeds" })).statusCode,
    ).toBe(202);
    const job = await waitForJob(s.t.app, s.user.access, id);
    expect(job).toMatchObject({ status: "ready", error: null });
    expect((job.estimate as Estimate).domain).toBe("construction");
  });

  it("a corrected brief rebuilds the estimate and the proposal through the queue, keeping the cover; a stale version is refused", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "A 2,000 m² office building in Manchester for a mid-sized insurance company",
    );
    const first = await waitForJob(s.t.app, s.user.access, id);
    const before = first.estimate as Estimate;
    const brief = (await call("GET", `/api/documents/${id}/brief/`)).json() as Brief;
    expect(brief.quantities.area_m2).toBe(2000);
    const doc = await documentOf(id);
    const corrected: Brief = {
      ...brief,
      quantities: { ...brief.quantities, area_m2: 4000 },
      scope: [{ item: "Car park", included: false }],
    };

    const stale = await call("PUT", `/api/documents/${id}/brief/`, { ...corrected, version: doc.version - 1 });
    expect([stale.statusCode, Object.keys(stale.json())]).toEqual([409, ["detail"]]);
    expect(await documentOf(id)).toEqual(doc);
    const invalid = await call("PUT", `/api/documents/${id}/brief/`, {
      ...corrected,
      domain: "cooking",
      version: doc.version,
    });
    expect([invalid.statusCode, Object.keys(invalid.json())]).toEqual([400, ["domain"]]);
    expect(await documentOf(id)).toEqual(doc);

    // A later day (signed in again): a fresh cover would carry another date.
    s.t.clock.advance(3 * DAY_MS);
    const login = await s.t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: s.user.email, password: s.user.password },
    });
    s.user.access = login.json().access_token as string;
    const put = await call("PUT", `/api/documents/${id}/brief/`, { ...corrected, version: doc.version });
    expect([put.statusCode, put.json()]).toEqual([202, { status: "generating" }]);

    const rebuilt = await waitForJob(s.t.app, s.user.access, id);
    expect(rebuilt.status).toBe("ready");
    const after = rebuilt.estimate as Estimate;
    expect(after.total_cost.expected).toBeGreaterThan(before.total_cost.expected * 1.5);
    const doc2 = await documentOf(id);
    expect(doc2.document).toContain(formatMoney(after.total_cost.expected, after.currency));
    expect(doc2.document).not.toContain(formatMoney(before.total_cost.expected, before.currency));
    expect(coverOf(doc2.document)).toEqual(coverOf(doc.document));
    expect(coverOf(doc.document)?.client).toBe("A mid-sized insurance company");
    expect((await call("GET", `/api/documents/${id}/brief/`)).json()).toMatchObject({
      quantities: { area_m2: 4000 },
      scope: [{ item: "Car park", included: false }],
    });
    // The rebuild came from the brief, not from reading the request again.
    expect((await jobRow(id)).source).toBe("brief");
    // A later reply reads the conversation again.
    expect((await call("POST", `/api/documents/${id}/reply/`, { content: "Three storeys." })).statusCode).toBe(202);
    expect((await jobRow(id)).source).toBe("request");
    expect((await waitForJob(s.t.app, s.user.access, id)).status).toBe("ready");
  });

  it("the estimate and brief live with the document: the re-estimate call stores them there", async () => {
    const id = await generate(s.t.app, s.user.access, "A customer portal web app with payments");
    await waitForJob(s.t.app, s.user.access, id);
    const brief = (await call("GET", `/api/documents/${id}/brief/`)).json() as Brief;
    const version = (await documentOf(id)).version;
    const res = await call("POST", `/api/technical-estimation/proposal/${id}/brief/`, {
      brief: { ...brief, team_size: 9 },
    });
    expect(res.statusCode).toBe(200);
    const stored = await s.t.app.context.db
      .selectFrom("documents")
      .select(["brief", "estimate", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.brief!)).toMatchObject({ team_size: 9 });
    expect(JSON.parse(stored.estimate!)).toEqual(res.json().estimate);
    // Not a content write: an open editor keeps saving at its version.
    expect(stored.version).toBe(version);
  });

  it("another user's document answers 404 to every follow-up call, changing nothing", async () => {
    const { id } = await askedFor("Hello!");
    const other = await signUp(s.t.app);
    const before = { doc: await documentOf(id), chat: await chatOf(id) };
    for (const [method, url, body] of [
      ["POST", `/api/documents/${id}/reply/`, { content: "A warehouse" }],
      ["GET", `/api/documents/${id}/brief/`, undefined],
      ["PUT", `/api/documents/${id}/brief/`, { domain: "software", title: "Taken", summary: "" }],
    ] as const) {
      const res = await call(method, url, body, other.access);
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 404, { detail: "Not found." }]);
    }
    expect({ doc: await documentOf(id), chat: await chatOf(id) }).toEqual(before);
  });
});
