import { z } from "zod";
import { briefDetailsSchema } from "./brief-details.js";
import { briefFieldSchema, kindSchema } from "./brief-kinds.js";
import { STORED_INTEGER_MAX } from "./limits.js";

/** The structured brief the estimation engine works from (extracted from free text or by an LLM). */
export const domainSchema = z.enum(["software", "construction", "marketing", "event", "research", "other"]);
export type Domain = z.infer<typeof domainSchema>;

export const briefSchema = z.object({
  domain: domainSchema,
  title: z.string().min(1).max(120),
  summary: z.string().max(4000),
  features: z.array(z.string().min(1).max(80)).max(40).default([]),
  quantities: z
    .object({
      area_m2: z.number().positive().max(5_000_000).optional(),
      floors: z.number().int().positive().max(200).optional(),
      attendees: z.number().int().positive().max(1_000_000).optional(),
      days: z.number().positive().max(60).optional(),
      participants: z.number().int().positive().max(1_000_000).optional(),
      pages: z.number().int().positive().max(10_000).optional(),
      screens: z.number().int().positive().max(10_000).optional(),
      /** IFPUG or NESMA function points (adjusted or not: the field's source says which). */
      function_points: z.number().positive().max(1_000_000).optional(),
      /** COSMIC function points (CFP, ISO/IEC 19761). */
      cosmic_fp: z.number().positive().max(1_000_000).optional(),
      /** Thousands of source lines of code. */
      ksloc: z.number().positive().max(100_000).optional(),
      use_case_points: z.number().positive().max(1_000_000).optional(),
      story_points: z.number().positive().max(1_000_000).optional(),
      /** Story points a team completes per sprint (with story points, a size). */
      velocity: z.number().positive().max(10_000).optional(),
      /** Construction works counted in their own unit (the works type in `building_type` says which one prices it). */
      parking_spaces: z.number().int().positive().max(100_000).optional(),
      /** Guest rooms of a hotel (keys). */
      rooms: z.number().int().positive().max(20_000).optional(),
      beds: z.number().int().positive().max(20_000).optional(),
      /** Dwellings of a residential building, pupils and classrooms of a school: what those are sized by. */
      dwellings: z.number().int().positive().max(100_000).optional(),
      pupils: z.number().int().positive().max(100_000).optional(),
      classrooms: z.number().int().positive().max(10_000).optional(),
      /** What software work is counted in beside screens and pages: records, tables, products, systems to connect, dashboards, models, users; data volume in GB. */
      records: z.number().positive().max(1e12).optional(),
      tables: z.number().positive().max(1_000_000).optional(),
      products: z.number().positive().max(1e9).optional(),
      systems: z.number().positive().max(10_000).optional(),
      dashboards: z.number().positive().max(100_000).optional(),
      models: z.number().positive().max(10_000).optional(),
      users: z.number().positive().max(1e10).optional(),
      data_gb: z.number().positive().max(1e9).optional(),
      seats: z.number().int().positive().max(200_000).optional(),
      /** Installed power in kW: kWp of a solar array, kW of IT load of a data centre. */
      power_kw: z.number().positive().max(5_000_000).optional(),
      chargers: z.number().int().positive().max(10_000).optional(),
      /** Length of a linear work (fence, road, wall) in metres. */
      length_m: z.number().positive().max(2_000_000).optional(),
      /** Treatment capacity in m³ a day. */
      capacity_m3_day: z.number().positive().max(20_000_000).optional(),
      /** How many of the works type (courts, pitches, towers, pools). */
      items: z.number().int().positive().max(1_000).optional(),
      /** Focus groups (discussion groups) of a qualitative study. */
      groups: z.number().int().positive().max(1_000).optional(),
      /** Servers or virtual machines of an estate to move (a cloud migration's workloads). */
      servers: z.number().int().positive().max(100_000).optional(),
      applications: z.number().int().positive().max(100_000).optional(),
      databases: z.number().int().positive().max(100_000).optional(),
      /** Stored data to move, in terabytes. */
      data_tb: z.number().positive().max(1_000_000).optional(),
      /** Nights a group stays (an incentive trip's or a retreat's). */
      nights: z.number().int().positive().max(60).optional(),
      /** Stages of a public event (a festival's or a concert's). */
      stages: z.number().int().positive().max(100).optional(),
      /** Waves of a repeated survey (a tracker's rounds). */
      waves: z.number().int().positive().max(100).optional(),
      /** What a security test is sized by: API endpoints, a web application's user roles, external IP addresses, internal hosts, cloud accounts. */
      endpoints: z.number().int().positive().max(100_000).optional(),
      user_roles: z.number().int().positive().max(1_000).optional(),
      ip_addresses: z.number().int().positive().max(100_000).optional(),
      hosts: z.number().int().positive().max(1_000_000).optional(),
      cloud_accounts: z.number().int().positive().max(10_000).optional(),
      /** What a compliance programme is sized by: the organisation's employees and its sites. */
      employees: z.number().int().positive().max(10_000_000).optional(),
      sites: z.number().int().positive().max(10_000).optional(),
      channels: z.array(z.string()).max(20).optional(),
      methods: z.array(z.string()).max(10).optional(),
      platforms: z.array(z.string()).max(6).optional(),
    })
    .default({}),
  building_type: z.string().max(40).optional(),
  /** What kind of event it is when no event kind fits it: open to the public (festival, concert, run) or a group trip. */
  event_format: z.enum(["public", "trip"]).optional(),
  location: z.string().max(80).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("USD"),
  budget: z.number().positive().max(1e12).optional(),
  /** A time frame the work must fit in ("within 12 weeks", "by week 10", "in 3 months"). */
  deadline_weeks: z.number().positive().max(520).optional(),
  /** How long the engagement itself runs ("a 6-week campaign", "runs for 3 months"): a marketing flight, not a deadline. */
  duration_weeks: z.number().positive().max(520).optional(),
  team_size: z.number().int().positive().max(500).optional(),
  complexity: z.enum(["low", "nominal", "high"]).default("nominal"),
  quality: z.enum(["basic", "standard", "premium"]).default("standard"),
  design_maturity: z.enum(["concept", "schematic", "detailed"]).optional(),
  /** Construction: whether the request names a public client (public procurement) or a private one; unset when it does not say. */
  client_sector: z.enum(["public", "private"]).optional(),
  /** Construction: a new building, or work on an existing one (renovation, extension, interior fit-out). */
  scope_type: z.enum(["new_build", "renovation", "extension", "fit_out"]).optional(),
  /** ISO 639-1 code of the request. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  /** The project type inside the domain (KINDS_BY_DOMAIN). */
  kind: kindSchema.optional(),
  /** Scope items and whether they are in the price (the user may exclude some). */
  scope: z
    .array(z.object({ item: z.string().min(1).max(120), included: z.boolean() }))
    .max(60)
    .optional(),
  /** Parts of the request the reader could not place: shown to the user, never silently dropped. */
  not_understood: z.array(z.string().max(400)).max(40).optional(),
  /** What the reader assumed where the request was silent. */
  assumptions: z.array(z.string().max(400)).max(40).optional(),
  /** What else the request says that a kind prices with (read once by the reader; absent in briefs read before it existed). */
  details: briefDetailsSchema.optional(),
  /** Per field: the value, the words it came from (or "assumed") and a confidence. */
  fields: z.record(z.string(), briefFieldSchema).optional(),
});
export type Brief = z.infer<typeof briefSchema>;

/** A corrected brief for `PUT /api/documents/{id}/brief/`; with `version`, applied only to that version of the document. */
export const briefUpdateSchema = briefSchema.extend({
  version: z.number().int().nonnegative().max(STORED_INTEGER_MAX).optional(),
});
export type BriefInput = z.input<typeof briefSchema>;

const money = z.number();

/** One line of the basis of estimate. */
export const estimateLineSchema = z.object({
  item: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unit_cost: money,
  cost: money,
  /** The reference the unit cost came from (publication and year), or the stated figure it is. */
  source: z.string(),
});
export type EstimateLine = z.infer<typeof estimateLineSchema>;

/** Recorded projects a model's ranges were checked against: how many, and how often P10–P90 held. */
export const calibrationSchema = z.object({
  source: z.string(),
  projects: z.number().int().nonnegative(),
  coverage_p10_p90: z.number().min(0).max(1),
  median_ratio: z.number().positive(),
  /** Which organisation effect priced it: "calibrated on 12 of your finished projects" or "calibrated on 366 public projects". */
  label: z.string().optional(),
});
export type Calibration = z.infer<typeof calibrationSchema>;

export const estimateSchema = z.object({
  domain: domainSchema,
  currency: z.string(),
  summary: z.string(),
  assumptions: z.array(z.string()),
  phases: z.array(
    z.object({
      name: z.string(),
      effort_hours: z.number(),
      cost: money,
      start_week: z.number(),
      end_week: z.number(),
      tasks: z.array(z.object({ name: z.string(), effort_hours: z.number(), cost: money })),
    }),
  ),
  roles: z.array(z.object({ role: z.string(), count: z.number(), rate: z.number(), hours: z.number(), cost: money })),
  risks: z.array(z.object({ title: z.string(), probability: z.number(), impact: money, mitigation: z.string() })),
  /** `p10` is absent from estimates stored before it existed. */
  duration_weeks: z.object({ p10: z.number().optional(), p50: z.number(), p80: z.number(), p90: z.number() }),
  total_cost: z.object({ expected: money, p10: money.optional(), p50: money, p80: money, p90: money }),
  contingency: money,
  method: z.string(),
  /** Costs that are not labour (materials, media spend, venue...); roles' costs plus this equal the phases' costs. */
  non_labor_cost: money,
  /** How the estimate compares with a stated budget, deadline or team; `needed` is what the plan needs (money, weeks, people). */
  constraints: z.array(
    z.object({
      kind: z.enum(["budget", "deadline", "team"]),
      stated: z.number(),
      needed: z.number().optional(),
      fits: z.boolean(),
      message: z.string(),
    }),
  ),
  /** False when a stated budget or deadline cannot be met by any honest plan (absent from older estimates). */
  feasible: z.boolean().optional(),
  /** 1..5 as in AACE 18R-97 (5 = concept screening … 1 = check estimate), from how much of the scope is known. */
  estimate_class: z.number().int().min(1).max(5).optional(),
  /** The expected range around the estimate for its class, as fractions (AACE 18R-97). */
  accuracy: z.object({ low: z.number(), high: z.number() }).optional(),
  /** Domain figures behind the method (COCOMO size and effort, funnel numbers, rates...). */
  metrics: z.record(z.string(), z.union([z.number(), z.string()])),
  iterations: z.number(),
  /** ISO 639-1 code of the request (the engine always sets it; estimates stored before it are English). */
  language: z.string().optional(),
  /** The project type inside the domain, when the reader placed it. */
  kind: kindSchema.optional(),
  /** Open questions whose answers would narrow the estimate (may be empty). */
  questions: z.array(z.string()).optional(),
  /**
   * The basis of estimate: every priced item with its quantity, unit, unit cost and the reference the
   * unit cost came from; the phases and `non_labor_cost` are built from these lines (absent from older estimates).
   */
  lines: z.array(estimateLineSchema).optional(),
  /** Total person-hours of the work priced, with the same percentiles as the cost. */
  effort_hours: z
    .object({ expected: z.number(), p10: z.number(), p50: z.number(), p80: z.number(), p90: z.number() })
    .optional(),
  /** How the model that priced it did on recorded projects, where that was measured. */
  calibration: calibrationSchema.optional(),
});
export type Estimate = z.infer<typeof estimateSchema>;
