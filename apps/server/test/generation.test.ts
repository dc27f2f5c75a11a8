import { describe, expect, it } from "vitest";
import { formatMoney, jargonIn } from "@scopewise/estimator";
import type { Estimate } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

describe.each(databaseKinds())("proposal generation on $name", (kind) => {
  const s = useSignedInApp(kind);

  const get = (url: string, token = s.user.access) => s.t.app.inject({ method: "GET", url, headers: bearer(token) });

  it("creates the project and a generating document at once, then a consistent proposal", async () => {
    const request = "risk analysis and budget for a 3-storey office building of 2,000 m²";
    const created = await s.t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(s.user.access),
      payload: { conversation: request },
    });
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer).toMatchObject({ status: "generating" });
    expect(answer.process_id).toBe(answer.id);

    const project = (await get("/api/projects/")).json().find((p: { id: string }) => p.id === answer.project_id);
    expect(project.title).toBe("3-storey office building of 2,000 m²");

    const job = await waitForJob(s.t.app, s.user.access, answer.id);
    expect(job).toMatchObject({ status: "ready", stage: "done", progress: 100, error: null });
    const estimate = job.estimate as Estimate;
    expect(estimate.domain).toBe("construction");
    expect(estimate.phases.reduce((s, p) => s + p.cost, 0) + estimate.contingency).toBe(estimate.total_cost.expected);
    expect(estimate.total_cost.p50).toBeLessThanOrEqual(estimate.total_cost.p80);
    expect(estimate.total_cost.p80).toBeLessThanOrEqual(estimate.total_cost.p90);

    const doc = (await get(`/api/documents/${answer.id}/`)).json();
    expect(doc).toMatchObject({ status: "ready", user_query: request, title: "3-storey office building of 2,000 m²" });
    for (const section of ["Executive summary", "Timeline", "Cost breakdown", "Risks", "Confidence", "Next steps"]) {
      expect(doc.document).toContain(`>${section}</h2>`);
    }
    for (const figure of [estimate.total_cost.expected, estimate.total_cost.p80, estimate.contingency]) {
      expect(doc.document).toContain(formatMoney(figure, "USD"));
    }
    expect(doc.document).toMatch(/<table[ >]/);

    const chat = (await get(`/api/Proposal_Generation/proposals/${answer.id}/chat/`)).json();
    expect(chat.map((m: { type: string }) => m.type)).toEqual(["user", "ai"]);
    expect(chat[0].content).toBe(request);
    // The chat says the figures in the proposal body's words: a rounded cost, months, no percentile codes.
    expect(chat[1].content).toMatch(/^Your proposal is ready\. We expect it to cost about \$[\d,]+, risks included; /);
    expect(jargonIn(chat[1].content)).toBeUndefined();

    const history = (await get("/api/Proposal_Generation/proposals/")).json();
    expect(history.find((h: { session_id: string }) => h.session_id === answer.id)).toMatchObject({
      status: "ready",
      username: s.user.username,
    });
  });

  it("takes a message list and a project, and the other create paths", async () => {
    const project = (
      await s.t.app.inject({
        method: "POST",
        url: "/api/projects/",
        headers: bearer(s.user.access),
        payload: { title: "Campaigns" },
      })
    ).json();
    const id = await generate(
      s.t.app,
      s.user.access,
      [
        {
          type: "user",
          content: "resources, tools and time for a product launch campaign on Instagram and Google Ads with $40k",
        },
      ],
      { project_id: project.id },
    );
    const job = await waitForJob(s.t.app, s.user.access, id);
    const estimate = job.estimate as Estimate;
    expect(estimate.domain).toBe("marketing");
    expect(estimate.total_cost.expected).toBeLessThanOrEqual(40_000);
    expect((await get(`/api/documents/${id}/`)).json().project_id).toBe(project.id);

    for (const url of [
      "/api/technical-estimation/build-proposal",
      "/api/build-proposal",
      "/api/Proposal_Generation/proposals/create/",
    ]) {
      const res = await s.t.app.inject({
        method: "POST",
        url,
        headers: bearer(s.user.access),
        payload: { conversation: "Plan a 2-day conference for 300 attendees in Berlin" },
      });
      expect(res.statusCode).toBe(201);
      expect((await waitForJob(s.t.app, s.user.access, res.json().process_id)).status).toBe("ready");
    }
  });

  it("validates the request and checks ownership", async () => {
    const blank = await s.t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(s.user.access),
      payload: { conversation: "   " },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ conversation: ["Please describe what you need."] });
    const long = await s.t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(s.user.access),
      payload: { conversation: "x".repeat(10_001) },
    });
    expect(long.json().conversation[0]).toMatch(/under 10,000 characters/);

    const other = await signUp(s.t.app);
    const foreignProject = (
      await s.t.app.inject({
        method: "POST",
        url: "/api/projects/",
        headers: bearer(other.access),
        payload: { title: "Theirs" },
      })
    ).json();
    const intoForeign = await s.t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(s.user.access),
      payload: { conversation: "a website", project_id: foreignProject.id },
    });
    expect(intoForeign.statusCode).toBe(404);

    const mine = await generate(s.t.app, s.user.access, "a booking website with payments");
    await waitForJob(s.t.app, s.user.access, mine);
    expect((await get(`/api/technical-estimation/proposal/${mine}`, other.access)).statusCode).toBe(404);
    expect(
      (await s.t.app.inject({ method: "GET", url: `/api/technical-estimation/proposal/${mine}` })).statusCode,
    ).toBe(401);
  });

  it("has no estimate job for a plain document", async () => {
    const plain = (
      await s.t.app.inject({
        method: "POST",
        url: "/api/documents/",
        headers: bearer(s.user.access),
        payload: { title: "Notes", document: "<p>x</p>" },
      })
    ).json();
    expect((await get(`/api/technical-estimation/proposal/${plain.id}`)).statusCode).toBe(404);
    const retry = await s.t.app.inject({
      method: "POST",
      url: `/api/documents/${plain.id}/retry/`,
      headers: bearer(s.user.access),
    });
    expect(retry.statusCode).toBe(409);
  });

  it("retries a failed generation", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "Integrate our CRM with the ERP for our sales team: sync contacts, deals and invoices both ways, budget $40k",
    );
    await waitForJob(s.t.app, s.user.access, id);
    await s.t.app.context.db
      .updateTable("documents")
      .set({ status: "failed", error: "boom" })
      .where("id", "=", id)
      .execute();
    const retry = await s.t.app.inject({
      method: "POST",
      url: `/api/documents/${id}/retry/`,
      headers: bearer(s.user.access),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe("generating");
    expect((await waitForJob(s.t.app, s.user.access, id)).status).toBe("ready");
    const again = await s.t.app.inject({
      method: "POST",
      url: `/api/documents/${id}/retry/`,
      headers: bearer(s.user.access),
    });
    expect(again.statusCode).toBe(409);
  });

  it("streams progress as server-sent events until done", async () => {
    const base = await s.t.app.listen({ port: 0, host: "127.0.0.1" });
    const id = await generate(
      s.t.app,
      s.user.access,
      "User research study: 20 interviews and a survey of 500 respondents",
    );
    const res = await fetch(`${base}/api/documents/${id}/events`, { headers: bearer(s.user.access) });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const text = await res.text();
    const events = [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!),
    }));
    expect(events.at(-1)?.event).toBe("done");
    expect(
      events
        .filter((e) => e.event === "progress")
        .every((e, i, all) => i === 0 || e.data.progress >= all[i - 1]!.data.progress),
    ).toBe(true);
    const unauthorized = await fetch(`${base}/api/documents/${id}/events`);
    expect(unauthorized.status).toBe(401);
  });
});
