import { z } from "zod";

/**
 * What a finished project really took, recorded on its proposal, and the import of time entries
 * that can produce it. The estimate's figures at the time are kept with it, so a scorecard compares
 * the actuals with what was promised, not with a later re-estimate.
 */

/** Bounds of a time-entry import: the CSV's size (413 past it) and its rows (400 past it). */
export const TIME_IMPORT_LIMITS = { csvMaxChars: 2_000_000, maxRows: 20_000 } as const;

const hours = z.number().nonnegative().max(10_000_000);
const money = z.number().nonnegative().max(1e12);
/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Not a calendar date.",
  );

/** Actual effort and cost of one of the estimate's phases (named as the estimate names it). */
export const outcomePhaseSchema = z.object({
  name: z.string().trim().min(1).max(120),
  effort_hours: hours,
  cost: money.nullable().default(null),
});
export type OutcomePhase = z.infer<typeof outcomePhaseSchema>;

/** `POST /api/documents/{id}/outcome/`: what the project took. */
export const outcomeInputSchema = z.object({
  actual_effort_hours: z.number().positive().max(10_000_000),
  actual_cost: money.nullable().default(null),
  finished_on: isoDateSchema,
  phases: z.array(outcomePhaseSchema).max(60).default([]),
  notes: z.string().max(2000).default(""),
});
export type OutcomeInput = z.input<typeof outcomeInputSchema>;
export type OutcomeValues = z.infer<typeof outcomeInputSchema>;

/** `PATCH /api/documents/{id}/outcome/`: any of the fields; `phases` replaces the list. */
export const outcomeUpdateSchema = z.object({
  actual_effort_hours: z.number().positive().max(10_000_000).optional(),
  actual_cost: money.nullable().optional(),
  finished_on: isoDateSchema.optional(),
  phases: z.array(outcomePhaseSchema).max(60).optional(),
  notes: z.string().max(2000).optional(),
});
export type OutcomeUpdate = z.input<typeof outcomeUpdateSchema>;
export type OutcomeUpdateValues = z.infer<typeof outcomeUpdateSchema>;

const range = z.object({ p10: z.number().nullable(), p50: z.number(), p90: z.number() });

/** The proposal's estimate when the outcome was first recorded. */
export const estimateSnapshotSchema = z.object({
  domain: z.string(),
  currency: z.string(),
  effort_hours: range,
  cost: range,
  /** The P50 effort before any organisation calibration (what the learning compares with). */
  population_p50_hours: z.number(),
  /**
   * Whether the estimate was priced by the calibrated effort model (a stated size): only those
   * outcomes teach the organisation effect, which only that model applies.
   */
  calibrated_model: z.boolean(),
  /** Stated size in function points, when the brief stated one. */
  size_function_points: z.number().nullable(),
  phases: z.array(z.object({ name: z.string(), effort_hours: z.number(), cost: z.number() })),
});
export type EstimateSnapshot = z.infer<typeof estimateSnapshotSchema>;

export const outcomeSchema = z.object({
  id: z.string(),
  document_id: z.string(),
  document_title: z.string(),
  /** The team workspace that owns it; null while outcomes belong to their user. */
  workspace_id: z.string().nullable(),
  actual_effort_hours: z.number(),
  actual_cost: z.number().nullable(),
  finished_on: z.string(),
  phases: z.array(z.object({ name: z.string(), effort_hours: z.number(), cost: z.number().nullable() })),
  notes: z.string(),
  /** "manual", or "import" when the actuals came from a time-entry CSV. */
  source: z.enum(["manual", "import"]),
  /** Time entries imported for it (0 when recorded by hand). */
  imported_entries: z.number().int().nonnegative(),
  estimate: estimateSnapshotSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const timeTrackerFormatSchema = z.enum(["harvest", "toggl", "clockify", "jira", "generic"]);
export type TimeTrackerFormat = z.infer<typeof timeTrackerFormatSchema>;

/** Which CSV column holds what, and which estimate phase each value of the grouping column counts toward. */
export const importMappingSchema = z.object({
  /** The duration column (decimal hours, h:mm, h:mm:ss or "2h 30m"). */
  hours: z.string().max(200).nullable(),
  date: z.string().max(200).nullable().default(null),
  /** The column whose values are tasks or phases (Task, Project, Issue summary...). */
  group: z.string().max(200).nullable().default(null),
  cost: z.string().max(200).nullable().default(null),
  /** Value of the grouping column → estimate phase name, or null for "not one of the phases". */
  phases: z.record(z.string().max(500), z.string().max(120).nullable()).default({}),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** `POST /api/documents/{id}/outcome/import/preview/`: the CSV text, and a mapping to try (else the proposed one). */
export const importPreviewInputSchema = z.object({ csv: z.string(), mapping: importMappingSchema.optional() });
export type ImportPreviewInput = z.input<typeof importPreviewInputSchema>;
export type ImportPreviewValues = z.infer<typeof importPreviewInputSchema>;

/** `POST /api/documents/{id}/outcome/import/`: the same CSV with the mapping confirmed. */
export const importConfirmInputSchema = z.object({
  csv: z.string(),
  mapping: importMappingSchema,
  /** Import the readable rows although some could not be read (they are listed by the preview). */
  skip_bad_rows: z.boolean().default(false),
  /** The project's end date; without it, the date of the last entry. */
  finished_on: isoDateSchema.optional(),
});
export type ImportConfirmInput = z.input<typeof importConfirmInputSchema>;
export type ImportConfirmValues = z.infer<typeof importConfirmInputSchema>;

export const importPreviewSchema = z.object({
  format: timeTrackerFormatSchema,
  delimiter: z.enum([",", ";", "\t"]),
  columns: z.array(z.string()),
  mapping: importMappingSchema,
  /** Data rows in the file (blank lines not counted). */
  rows: z.number().int(),
  entries: z.number().int(),
  bad_rows: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  totals: z.object({
    effort_hours: z.number(),
    cost: z.number().nullable(),
    first_date: z.string().nullable(),
    last_date: z.string().nullable(),
  }),
  /** Per value of the grouping column (task or phase as the tracker names it). */
  groups: z.array(
    z.object({
      value: z.string(),
      phase: z.string().nullable(),
      entries: z.number().int(),
      effort_hours: z.number(),
      cost: z.number().nullable(),
    }),
  ),
  /** Per estimate phase, what the mapped groups add up to. */
  phases: z.array(z.object({ name: z.string(), effort_hours: z.number(), cost: z.number().nullable() })),
  /** Hours of entries mapped to no phase (still counted in the total). */
  unassigned_hours: z.number(),
  /** The estimate's phase names, for mapping. */
  estimate_phases: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * The organisation effect a user's estimates in one domain are priced with: learned from the
 * user's own outcomes (`organisation`) or, with none recorded, the population's. `factor`
 * multiplies the population's P50 and `log_sd` sets the P10–P90 spread (both as the estimator
 * takes them); `label` is what an estimate priced with it says.
 */
export const organisationCalibrationSchema = z.object({
  domain: z.string(),
  kind: z.enum(["population", "organisation"]),
  projects: z.number().int(),
  factor: z.number(),
  log_sd: z.number(),
  label: z.string(),
});
export type OrganisationCalibrationAnswer = z.infer<typeof organisationCalibrationSchema>;

const ratioSummary = z.object({
  projects: z.number().int(),
  /** Share of projects whose actual fell inside the estimate's P10–P90; null with no projects. */
  inside_p10_p90: z.number().nullable(),
  /** Median actual ÷ P50; null with no projects. */
  median_ratio: z.number().nullable(),
});

export const scorecardPointSchema = z.object({
  document_id: z.string(),
  title: z.string(),
  finished_on: z.string(),
  estimate_p10_hours: z.number().nullable(),
  estimate_p50_hours: z.number(),
  estimate_p90_hours: z.number(),
  actual_hours: z.number(),
  ratio: z.number(),
  inside: z.boolean().nullable(),
  currency: z.string(),
  estimate_p50_cost: z.number(),
  actual_cost: z.number().nullable(),
  cost_ratio: z.number().nullable(),
});
export type ScorecardPoint = z.infer<typeof scorecardPointSchema>;

/** `GET /api/outcomes/scorecard/`: the user's finished projects, estimate against actual. */
export const scorecardSchema = z.object({
  effort: ratioSummary,
  cost: ratioSummary,
  points: z.array(scorecardPointSchema),
  /** Per estimate phase name: actual ÷ the phase's share of the P50, and how often it fell inside the range proportioned to the phase. */
  phases: z.array(ratioSummary.extend({ name: z.string() })),
  /** Per domain the user recorded outcomes in: what the user's next estimate there is calibrated on. */
  calibrations: z.array(organisationCalibrationSchema),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
