import { beforeAll, describe, expect, it } from "vitest";
import { TIME_IMPORT_LIMITS } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { estimatedProposal, outcomeApi, timeEntries } from "./outcomes-fixture.js";
import { refuseWrites } from "./injected-failure.js";
import { useSignedInApp } from "./test-app.js";

/** Each tracker's export (in fixtures/time-entries) with what it should add up to; each has one row that cannot be read. */
const EXPORTS = [
  {
    name: "harvest",
    format: "harvest",
    badLine: 4,
    reason: /"seven" is not a duration/,
    hours: 20.75,
    cost: 2347.5,
    last: "2025-03-14",
    build: 8,
  },
  {
    name: "toggl",
    format: "toggl",
    badLine: 4,
    reason: /not a calendar date/,
    hours: 13.75,
    cost: 1547.5,
    last: "2025-03-11",
    build: 8,
  },
  {
    name: "clockify",
    format: "clockify",
    badLine: 4,
    reason: /"abc" is not a duration/,
    hours: 11.25,
    cost: 1125,
    last: "2025-03-17",
    build: 7.5,
  },
  {
    name: "jira-worklogs",
    format: "jira",
    badLine: 4,
    reason: /negative duration/,
    hours: 12,
    cost: null,
    last: "2025-03-12",
    build: 6,
  },
] as const;

describe.each(databaseKinds())("time-entry imports on $name", (kind) => {
  const s = useSignedInApp(kind);
  let id: string;
  const api = () => outcomeApi(s.t.app);
  beforeAll(async () => {
    id = (await estimatedProposal(s.t.app, s.user.access)).id;
  });

  it.each(EXPORTS)(
    "reads a $name export: proposes the mapping, lists the bad row, imports nothing until confirmed",
    async (file) => {
      await api().remove(s.user.access, id);
      const csv = timeEntries(file.name);
      const preview = await api().preview(s.user.access, id, { csv });
      expect(preview.statusCode, preview.body).toBe(200);
      const body = preview.json();
      expect(body.format).toBe(file.format);
      expect(body.bad_rows).toEqual([{ line: file.badLine, reason: expect.stringMatching(file.reason) }]);
      expect(body.totals).toMatchObject({ effort_hours: file.hours, cost: file.cost, last_date: file.last });
      expect(body.phases.find((p: { name: string }) => p.name === "Build").effort_hours).toBe(file.build);
      expect(body.unassigned_hours).toBe(0);
      expect((await api().get(s.user.access, id)).statusCode).toBe(404);

      // Confirming while a row cannot be read imports nothing, unless the bad rows are skipped knowingly.
      const refused = await api().confirm(s.user.access, id, { csv, mapping: body.mapping });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toMatch(new RegExp(`line ${file.badLine}`));
      expect((await api().get(s.user.access, id)).statusCode).toBe(404);

      const imported = await api().confirm(s.user.access, id, { csv, mapping: body.mapping, skip_bad_rows: true });
      expect(imported.statusCode, imported.body).toBe(201);
      expect(imported.json()).toMatchObject({
        source: "import",
        actual_effort_hours: file.hours,
        actual_cost: file.cost,
        finished_on: file.last,
        imported_entries: body.entries,
      });
      expect(imported.json().phases).toContainEqual(
        expect.objectContaining({ name: "Build", effort_hours: file.build }),
      );
    },
  );

  it("maps tasks to phases as the user chooses, and a changed mapping previews again", async () => {
    const csv = timeEntries("toggl");
    const proposed = (await api().preview(s.user.access, id, { csv })).json();
    const mapping = { ...proposed.mapping, phases: { ...proposed.mapping.phases, Testing: null, Design: "Build" } };
    const again = (await api().preview(s.user.access, id, { csv, mapping })).json();
    expect(again.unassigned_hours).toBe(2.25);
    expect(again.phases.find((p: { name: string }) => p.name === "Build").effort_hours).toBe(11.5);
    const unknown = await api().preview(s.user.access, id, {
      csv,
      mapping: { ...mapping, phases: { Design: "Catering" } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().mapping[0]).toContain("Catering");
    const missingColumn = await api().preview(s.user.access, id, { csv, mapping: { ...mapping, hours: "Minutes" } });
    expect(missingColumn.statusCode).toBe(400);
  });

  it("replaces an earlier import whole: its entries and actuals go, the estimate it is judged against stays", async () => {
    const first = (await api().get(s.user.access, id)).json();
    const csv = "Date,Task,Hours\n2025-04-01,Build,10\n2025-04-02,Build,1:30\n";
    const preview = (await api().preview(s.user.access, id, { csv })).json();
    expect(preview.format).toBe("generic");
    const replaced = await api().confirm(s.user.access, id, {
      csv,
      mapping: preview.mapping,
      finished_on: "2025-04-30",
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toMatchObject({
      actual_effort_hours: 11.5,
      imported_entries: 2,
      finished_on: "2025-04-30",
      estimate: first.estimate,
      created_at: first.created_at,
    });
  });

  it("bounds the file: 413 past its size, 400 past its rows or when it is not CSV, and nothing is stored", async () => {
    const before = (await api().get(s.user.access, id)).json();
    const tooLarge = await api().preview(s.user.access, id, {
      csv: `Date,Hours\n${"2025-01-01,1\n".repeat(Math.ceil(TIME_IMPORT_LIMITS.csvMaxChars / 13) + 1)}`,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: expect.stringMatching(/too large/) });
    const tooMany = await api().confirm(s.user.access, id, {
      csv: `Hours\n${"1\n".repeat(TIME_IMPORT_LIMITS.maxRows + 1)}`,
      mapping: { hours: "Hours" },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toMatch(/at most 20000/);
    const unclosed = await api().confirm(s.user.access, id, {
      csv: 'Date,Hours\n2025-01-01,"1\n',
      mapping: { hours: "Hours", date: "Date" },
    });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().detail).toMatch(/Line 2: a quoted field is never closed/);
    expect((await api().get(s.user.access, id)).json()).toEqual(before);
  });

  it("is one transaction: when storing the entries fails, no outcome is left behind", async () => {
    await api().remove(s.user.access, id);
    const csv = timeEntries("harvest");
    const { mapping } = (await api().preview(s.user.access, id, { csv })).json();
    const allow = await refuseWrites(
      s.t.app.context.db,
      kind.name as "sqlite" | "postgres",
      "outcome_time_entries",
      "INSERT",
    );
    try {
      const failed = await api().confirm(s.user.access, id, { csv, mapping, skip_bad_rows: true });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ detail: "Internal Server Error" });
    } finally {
      await allow();
    }
    expect((await api().get(s.user.access, id)).statusCode).toBe(404);
  });
});
