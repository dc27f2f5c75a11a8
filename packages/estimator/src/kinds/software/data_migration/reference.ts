import { norm } from "../shared/norms.js";

/** Hours of a data migration per table or entity, per million records and per rehearsal. */
export const MIGRATION_HOURS = {
  discovery: norm(16, "migration discovery: source inventory and data profiling set-up, hours"),
  profilingPerTable: norm(2, "profiling each source table or entity, hours"),
  mappingPerTable: norm(5, "mapping and transformation rules for each table or entity, hours"),
  etlPerTable: norm(8, "building and unit-testing the extract-transform-load job of each table or entity, hours"),
  cleansingPerTable: norm(3, "cleansing and de-duplication rules for each table or entity, hours"),
  cleansingPerMillion: norm(4, "reviewing cleansing results per million records, hours"),
  validationPerTable: norm(3, "reconciliation checks for each table or entity (counts, sums, samples), hours"),
  validationPerMillion: norm(6, "reconciling each million records at volume, hours"),
  rehearsal: norm(8, "each trial migration (run, check, fix), hours"),
  rehearsalPerMillion: norm(2, "each trial migration per million records, hours"),
  documents: norm(24, "moving documents or attachments with their metadata and permissions, hours"),
  documentsPerTb: norm(8, "moving each terabyte of documents, hours"),
  sourceAccess: norm(8, "extract access and snapshots for each source system, hours"),
  cutover: norm(24, "cutover plan, rollback plan and go-live weekend, hours"),
} as const;

export const REHEARSALS = 3;
export const DEFAULT_TABLES = 15;
export const DEFAULT_RECORDS = 500_000;
/** Average stored size of a business record with its indexes, for a staging estimate when no volume is stated. */
export const BYTES_PER_RECORD = 2000;
/** Copies a staging area holds during a migration (source extract, transformed, rehearsal target). */
export const STAGING_COPIES = 3;
