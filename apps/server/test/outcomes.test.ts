import { beforeAll, describe, expect, it } from "vitest";
import type { Estimate } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { estimatedProposal, outcomeApi } from "./outcomes-fixture.js";
import { bearer, signUp, useSignedInApp, type SignedUpUser } from "./test-app.js";
import { NOT_FOUND } from "./workspace-fixtures.js";

describe.each(databaseKinds())("recorded outcomes on $name", (kind) => {
  const s = useSignedInApp(kind);
  let proposal: { id: string; estimate: Estimate };
  let stranger: SignedUpUser;
  const api = () => outcomeApi(s.t.app);
  beforeAll(async () => {
    proposal = await estimatedProposal(s.t.app, s.user.access);
    stranger = await signUp(s.t.app);
  });

  it("records, reads, edits and deletes what the project took, with the estimate's percentiles at the time", async () => {
    expect((await api().get(s.user.access, proposal.id)).statusCode).toBe(404);
    const build = proposal.estimate.phases.find((p) => p.name === "Build")!;
    const recorded = await api().record(s.user.access, proposal.id, {
      actual_effort_hours: 5200,
      actual_cost: 610_000,
      finished_on: "2025-06-30",
      phases: [{ name: build.name, effort_hours: 3100, cost: 360_000 }],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const outcome = recorded.json();
    const effort = proposal.estimate.effort_hours!;
    expect(outcome).toMatchObject({
      document_id: proposal.id,
      workspace_id: null,
      actual_effort_hours: 5200,
      actual_cost: 610_000,
      finished_on: "2025-06-30",
      source: "manual",
      imported_entries: 0,
      phases: [{ name: "Build", effort_hours: 3100, cost: 360_000 }],
      estimate: {
        domain: "software",
        effort_hours: { p10: effort.p10, p50: effort.p50, p90: effort.p90 },
        cost: {
          p10: proposal.estimate.total_cost.p10,
          p50: proposal.estimate.total_cost.p50,
          p90: proposal.estimate.total_cost.p90,
        },
        size_function_points: 400,
      },
    });
    expect(outcome.estimate.phases.map((p: { name: string }) => p.name)).toEqual(
      proposal.estimate.phases.map((p) => p.name),
    );
    expect((await api().get(s.user.access, proposal.id)).json()).toEqual(outcome);
    expect(
      (await api().record(s.user.access, proposal.id, { actual_effort_hours: 1, finished_on: "2025-07-01" }))
        .statusCode,
    ).toBe(409);

    const edited = await api().edit(s.user.access, proposal.id, {
      actual_effort_hours: 4800,
      notes: "Scope cut in May",
      phases: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      actual_effort_hours: 4800,
      actual_cost: 610_000,
      notes: "Scope cut in May",
      phases: [],
      finished_on: "2025-06-30",
    });
    expect((await api().list(s.user.access)).json()).toEqual([edited.json()]);

    const removed = await api().remove(s.user.access, proposal.id);
    expect(removed.statusCode).toBe(204);
    expect((await api().get(s.user.access, proposal.id)).json()).toEqual({
      detail: "No outcome is recorded for this proposal.",
    });
    expect((await api().remove(s.user.access, proposal.id)).statusCode).toBe(404);
  });

  it("refuses phases the estimate does not name, bad dates and non-positive effort, storing nothing", async () => {
    const unknownPhase = await api().record(s.user.access, proposal.id, {
      actual_effort_hours: 10,
      finished_on: "2025-06-30",
      phases: [{ name: "Catering", effort_hours: 2 }],
    });
    expect(unknownPhase.statusCode).toBe(400);
    expect(unknownPhase.json().phases[0]).toContain("Catering");
    const badDate = await api().record(s.user.access, proposal.id, {
      actual_effort_hours: 10,
      finished_on: "2025-02-30",
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toHaveProperty("finished_on");
    expect(
      (await api().record(s.user.access, proposal.id, { actual_effort_hours: 0, finished_on: "2025-06-30" }))
        .statusCode,
    ).toBe(400);
    expect((await api().get(s.user.access, proposal.id)).statusCode).toBe(404);
  });

  it("answers 409 for a plain document, which has no estimate to compare with", async () => {
    const plain = await s.t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(s.user.access),
      payload: { title: "Notes", document: "<p>Notes</p>" },
    });
    const res = await api().record(s.user.access, plain.json().id, {
      actual_effort_hours: 10,
      finished_on: "2025-06-30",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/no estimate/);
  });

  it("answers 404 for another user's proposal, on every outcome call, and changes nothing", async () => {
    expect(
      (await api().record(s.user.access, proposal.id, { actual_effort_hours: 900, finished_on: "2025-05-01" }))
        .statusCode,
    ).toBe(201);
    const body = { actual_effort_hours: 1, finished_on: "2025-01-01" };
    for (const res of [
      await api().get(stranger.access, proposal.id),
      await api().record(stranger.access, proposal.id, body),
      await api().edit(stranger.access, proposal.id, body),
      await api().remove(stranger.access, proposal.id),
      await api().preview(stranger.access, proposal.id, { csv: "Date,Hours\n2025-01-01,1\n" }),
      await api().confirm(stranger.access, proposal.id, {
        csv: "Date,Hours\n2025-01-01,1\n",
        mapping: { hours: "Hours", date: "Date" },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await api().get(s.user.access, proposal.id)).json()).toMatchObject({
      actual_effort_hours: 900,
      finished_on: "2025-05-01",
    });
    expect((await api().list(stranger.access)).json()).toEqual([]);
    expect((await api().scorecard(stranger.access)).json()).toMatchObject({
      points: [],
      effort: { projects: 0, inside_p10_p90: null, median_ratio: null },
    });
  });

  it("scores the finished projects: a point per project, the share inside P10–P90, the median actual ÷ P50, per phase, and a CSV of the points", async () => {
    const effort = proposal.estimate.effort_hours!;
    const build = proposal.estimate.phases.find((p) => p.name === "Build")!;
    const actual = Math.round(effort.p50 * 1.2);
    await api().remove(s.user.access, proposal.id);
    await api().record(s.user.access, proposal.id, {
      actual_effort_hours: actual,
      finished_on: "2025-06-30",
      phases: [{ name: "Build", effort_hours: build.effort_hours }],
    });
    const scorecard = (await api().scorecard(s.user.access)).json();
    expect(scorecard.points).toEqual([
      expect.objectContaining({
        document_id: proposal.id,
        actual_hours: actual,
        estimate_p50_hours: effort.p50,
        ratio: expect.closeTo(actual / effort.p50, 3),
        inside: actual <= effort.p90,
      }),
    ]);
    expect(scorecard.effort).toEqual({
      projects: 1,
      inside_p10_p90: actual <= effort.p90 ? 1 : 0,
      median_ratio: expect.closeTo(actual / effort.p50, 3),
    });
    const expected = proposal.estimate.phases.reduce((sum, p) => sum + p.effort_hours, 0);
    expect(scorecard.phases).toEqual([
      {
        name: "Build",
        projects: 1,
        inside_p10_p90: expect.any(Number),
        median_ratio: expect.closeTo(expected / effort.p50, 2),
      },
    ]);

    const csv = await api().scorecard(s.user.access, "csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(
      /attachment; filename="calibration-scorecard-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, row] = csv.body.trim().split("\r\n");
    expect(header).toBe(
      "document_id,title,finished_on,estimate_p10_hours,estimate_p50_hours,estimate_p90_hours,actual_hours,ratio,inside,currency,estimate_p50_cost,actual_cost,cost_ratio",
    );
    expect(row!.startsWith(`${proposal.id},`)).toBe(true);
    expect(row).toContain(`,${actual},`);
  });
});
