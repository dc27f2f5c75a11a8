import { randomUUID } from "node:crypto";
import type {
  EstimateSnapshot,
  ImportConfirmValues,
  ImportPreview,
  ImportPreviewValues,
  Outcome,
  OutcomeUpdateValues,
  OutcomeValues,
  OrganisationCalibrationAnswer,
  Scorecard,
} from "@scopewise/shared";
import type { Db } from "../../db/types.js";
import { HttpError, badRequest, fieldError } from "../../http/errors.js";
import type { DocumentsService } from "../documents/documents.service.js";
import { snapshotOf } from "./estimate-snapshot.js";
import { readTimeEntries } from "./import/time-entries.js";
import { presentOutcome } from "./outcomes.presenter.js";
import { type OutcomeRow, OutcomesRepo } from "./outcomes.repo.js";
import { scorecardOf } from "./scorecard.js";
import type { OrganisationCalibrations } from "./organisation-calibrations.js";

export interface OutcomesDeps {
  db: Db;
  documents: DocumentsService;
  calibrations: OrganisationCalibrations;
  now: () => Date;
}

const noOutcome = (): HttpError => new HttpError(404, { detail: "No outcome is recorded for this proposal." });

/** Phases named as the estimate names them, each once; else a field error on `phases`. */
function checkPhases(phases: ReadonlyArray<{ name: string }>, snapshot: EstimateSnapshot): void {
  const known = new Set(snapshot.phases.map((p) => p.name));
  const unknown = phases.map((p) => p.name).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw fieldError({
      phases: [
        `Not phases of this proposal's estimate: ${unknown.join(", ")}. Its phases are: ${[...known].join(", ")}.`,
      ],
    });
  const names = phases.map((p) => p.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw fieldError({ phases: [`Each phase at most once: ${[...new Set(twice)].join(", ")}.`] });
}

/** What a proposal's project really took: recorded by hand or from a tracker's time entries, per user. */
export class OutcomesService {
  constructor(private readonly deps: OutcomesDeps) {}

  private repo(db: Db = this.deps.db): OutcomesRepo {
    return new OutcomesRepo(db);
  }

  async list(ownerId: string): Promise<Outcome[]> {
    return (await this.repo().list(ownerId)).map(presentOutcome);
  }

  /** Estimate against actual over the user's finished projects. */
  async scorecard(ownerId: string): Promise<Scorecard> {
    return scorecardOf(await this.list(ownerId), await this.deps.calibrations.byDomain(ownerId));
  }

  /** What the user's estimates are calibrated on, per domain with recorded outcomes. */
  calibrations(ownerId: string): Promise<OrganisationCalibrationAnswer[]> {
    return this.deps.calibrations.byDomain(ownerId);
  }

  async get(ownerId: string, documentId: string): Promise<Outcome> {
    await this.deps.documents.get(ownerId, documentId);
    return presentOutcome(await this.found(ownerId, documentId));
  }

  async create(ownerId: string, documentId: string, parsed: OutcomeValues): Promise<Outcome> {
    const doc = await this.deps.documents.get(ownerId, documentId);
    const snapshot = snapshotOf(doc);
    checkPhases(parsed.phases, snapshot);
    if (await this.repo().findByDocument(ownerId, documentId))
      throw new HttpError(409, { detail: "An outcome is already recorded for this proposal: edit it instead." });
    const at = this.deps.now().toISOString();
    await this.repo().insert({
      id: randomUUID(),
      owner_id: ownerId,
      workspace_id: null,
      document_id: documentId,
      actual_effort_hours: parsed.actual_effort_hours,
      actual_cost: parsed.actual_cost,
      finished_on: parsed.finished_on,
      phases: JSON.stringify(parsed.phases),
      notes: parsed.notes,
      source: "manual",
      estimate: JSON.stringify(snapshot),
      estimate_domain: snapshot.domain,
      estimate_population_p50_hours: snapshot.population_p50_hours,
      created_at: at,
      updated_at: at,
    });
    return this.get(ownerId, documentId);
  }

  async update(ownerId: string, documentId: string, input: OutcomeUpdateValues): Promise<Outcome> {
    await this.deps.documents.get(ownerId, documentId);
    const row = await this.found(ownerId, documentId);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0)
      throw badRequest("Send at least one of actual_effort_hours, actual_cost, finished_on, phases or notes.");
    if (input.phases) checkPhases(input.phases, JSON.parse(row.estimate) as EstimateSnapshot);
    await this.repo().update(ownerId, row.id, {
      ...(input.actual_effort_hours !== undefined ? { actual_effort_hours: input.actual_effort_hours } : {}),
      ...(input.actual_cost !== undefined ? { actual_cost: input.actual_cost } : {}),
      ...(input.finished_on !== undefined ? { finished_on: input.finished_on } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.phases !== undefined
        ? {
            phases: JSON.stringify(
              input.phases.map((p) => ({ name: p.name, effort_hours: p.effort_hours, cost: p.cost ?? null })),
            ),
          }
        : {}),
      updated_at: this.deps.now().toISOString(),
    });
    return this.get(ownerId, documentId);
  }

  async delete(ownerId: string, documentId: string): Promise<void> {
    await this.deps.documents.get(ownerId, documentId);
    if (!(await this.repo().delete(ownerId, documentId))) throw noOutcome();
  }

  /** What importing the CSV would record, without storing anything. */
  async previewImport(ownerId: string, documentId: string, input: ImportPreviewValues): Promise<ImportPreview> {
    const snapshot = snapshotOf(await this.deps.documents.get(ownerId, documentId));
    return readTimeEntries(
      input.csv,
      snapshot.phases.map((p) => p.name),
      input.mapping,
    ).preview;
  }

  /**
   * Records the outcome the CSV's entries add up to (replacing the actuals and entries of one
   * recorded before; the estimate it is judged against stays the one first recorded), and keeps the
   * entries, in one transaction. Refused while rows cannot be read, unless the caller saw them and
   * chose to skip them.
   */
  async confirmImport(ownerId: string, documentId: string, input: ImportConfirmValues): Promise<Outcome> {
    const doc = await this.deps.documents.get(ownerId, documentId);
    const snapshot = snapshotOf(doc);
    const { entries, preview } = readTimeEntries(
      input.csv,
      snapshot.phases.map((p) => p.name),
      input.mapping,
    );
    if (input.mapping.hours === null) throw fieldError({ mapping: ["Choose the column that holds the hours."] });
    if (preview.bad_rows.length > 0 && !input.skip_bad_rows) {
      const first = preview.bad_rows[0]!;
      throw badRequest(
        `${preview.bad_rows.length} rows could not be read (line ${first.line}: ${first.reason}). Nothing was imported: fix them, or import with skip_bad_rows.`,
      );
    }
    if (entries.length === 0 || preview.totals.effort_hours <= 0)
      throw badRequest("The file has no time to import: every entry is empty.");
    const finishedOn = input.finished_on ?? preview.totals.last_date;
    if (!finishedOn) throw fieldError({ finished_on: ["The entries have no dates: give the project's end date."] });
    const at = this.deps.now().toISOString();
    const actuals = {
      actual_effort_hours: preview.totals.effort_hours,
      actual_cost: preview.totals.cost,
      finished_on: finishedOn,
      phases: JSON.stringify(preview.phases.filter((p) => p.effort_hours > 0 || (p.cost ?? 0) > 0)),
      source: "import" as const,
      updated_at: at,
    };
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo(trx);
      const existing = await repo.findByDocument(ownerId, documentId);
      const id = existing?.id ?? randomUUID();
      if (existing) await repo.update(ownerId, id, actuals);
      else {
        await repo.insert({
          id,
          owner_id: ownerId,
          workspace_id: null,
          document_id: documentId,
          notes: "",
          estimate: JSON.stringify(snapshot),
          estimate_domain: snapshot.domain,
          estimate_population_p50_hours: snapshot.population_p50_hours,
          created_at: at,
          ...actuals,
        });
      }
      await repo.replaceEntries(
        id,
        entries.map((e) => ({
          id: randomUUID(),
          outcome_id: id,
          line: e.line,
          spent_on: e.spentOn,
          hours: e.hours,
          cost: e.cost,
          task: e.task.slice(0, 500),
          phase: e.phase,
        })),
      );
    });
    return this.get(ownerId, documentId);
  }

  private async found(ownerId: string, documentId: string): Promise<OutcomeRow> {
    const row = await this.repo().findByDocument(ownerId, documentId);
    if (!row) throw noOutcome();
    return row;
  }
}
