import { z } from "zod";
import { senderBrandSchema } from "./company.schemas.js";

/** Sharing a document with a client: the link's settings, the client's options, views and acceptance. */

export const shareSchema = z.object({
  uuid: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  expires_at: z.string().nullable(),
  has_password: z.boolean(),
  allow_options: z.boolean(),
  created_at: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

export const SHARE_PASSWORD_MAX = 200;

export const shareUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  expires_at: z.iso
    .datetime({ offset: true, message: "Use an ISO 8601 date and time, e.g. 2030-01-31T23:59:59Z." })
    .nullable()
    .optional(),
  password: z.string().min(4, "Use at least 4 characters.").max(SHARE_PASSWORD_MAX).nullable().optional(),
  allow_options: z.boolean().optional(),
});
export type ShareUpdateInput = z.infer<typeof shareUpdateSchema>;

/** An owner's setting for one priced task (see quote.ts): optional, and/or a quantity range. */
export const optionSettingSchema = z.object({
  id: z.string().regex(/^p\d{1,3}-t\d{1,3}$/, "Not an item of this estimate."),
  optional: z.boolean(),
  quantity: z
    .object({ min: z.number().nonnegative().max(1e9), max: z.number().positive().max(1e9) })
    .refine((range) => range.min <= range.max, "The minimum must not be above the maximum.")
    .nullable(),
});
export const optionSettingsSchema = z.object({ options: z.array(optionSettingSchema).max(500) });
export type OptionSettingsInput = z.infer<typeof optionSettingsSchema>;

/** An item the client may change on the public page, with what it costs as priced. */
export const clientOptionSchema = z.object({
  id: z.string(),
  phase: z.string(),
  item: z.string(),
  cost: z.number(),
  weeks: z.number(),
  optional: z.boolean(),
  quantity: z.object({ min: z.number(), max: z.number(), default: z.number(), unit: z.string() }).nullable(),
});
export type ClientOption = z.infer<typeof clientOptionSchema>;

const money = z.object({ expected: z.number(), p50: z.number(), p80: z.number(), p90: z.number() });
const weeks = z.object({ p50: z.number(), p80: z.number(), p90: z.number() });

export const quoteBasisSchema = z.object({
  currency: z.string(),
  phases: z.array(
    z.object({
      name: z.string(),
      weeks: z.number(),
      tasks: z.array(
        z.object({
          id: z.string(),
          phase: z.string(),
          item: z.string(),
          cost: z.number(),
          quantity: z.number(),
          unit: z.string(),
        }),
      ),
    }),
  ),
  contingency: z.number(),
  total_cost: money,
  duration_weeks: weeks,
});

export const quoteSelectionSchema = z.object({
  selected: z.array(z.string().max(20)).max(500).default([]),
  quantities: z.record(z.string().max(20), z.number()).default({}),
});

export const quoteSchema = z.object({
  currency: z.string(),
  total_cost: money,
  duration_weeks: weeks,
  lines: z.array(
    z.object({
      id: z.string(),
      phase: z.string(),
      item: z.string(),
      quantity: z.number(),
      unit: z.string(),
      cost: z.number(),
      included: z.boolean(),
    }),
  ),
});

export const acceptInputSchema = quoteSelectionSchema.extend({
  name: z.string().trim().min(1, "Please enter your name.").max(200),
  email: z.email("Enter a valid email address.").max(254),
  signature: z.string().trim().min(1, "Type your name to sign.").max(200),
  document_sha256: z.string().regex(/^[0-9a-f]{64}$/, "Not a SHA-256 hex digest."),
});
export type AcceptInput = z.infer<typeof acceptInputSchema>;

export const acceptanceSchema = z.object({
  name: z.string(),
  email: z.string(),
  signature: z.string(),
  accepted_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  selected: z.array(z.string()),
  quantities: z.record(z.string(), z.number()),
  total_cost: z.number(),
  document_sha256: z.string(),
  certificate_url: z.string(),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;

/** What the client sees of an acceptance (no IP or user agent). */
export const publicAcceptanceSchema = acceptanceSchema.pick({
  name: true,
  accepted_at: true,
  total_cost: true,
  selected: true,
  quantities: true,
  document_sha256: true,
  certificate_url: true,
});

/** Asked by the client's page before reading a link, so that a password-protected link is never a refused read. */
export const shareAccessSchema = z.object({ password_required: z.boolean() });
export type ShareAccess = z.infer<typeof shareAccessSchema>;

export const sharedDocumentSchema = z.object({
  title: z.string(),
  document: z.string(),
  options: z.array(clientOptionSchema),
  estimate_summary: quoteBasisSchema.nullable(),
  accepted: z.boolean(),
  acceptance: publicAcceptanceSchema.nullable(),
  document_sha256: z.string(),
  /** The client declined it (until the owner shares it again): it cannot be accepted meanwhile. */
  declined: z.boolean(),
  decline: z.object({ name: z.string(), reason: z.string(), declined_at: z.string() }).nullable(),
  /** Who sent it, from the owner's company profile (its name, logo and brand colour); left out without one. */
  sender: senderBrandSchema.optional(),
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

/** The beacon's bounds: a page's headings, a few KB in all. */
export const BEACON_MAX_BYTES = 4096;
export const beaconSchema = z.object({
  visitor: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "A visitor id is 8 to 64 letters, digits or dashes."),
  sections: z
    .array(z.object({ heading: z.string().trim().min(1).max(200), seconds: z.number().min(0).max(3600) }))
    .max(60),
});
export type Beacon = z.infer<typeof beaconSchema>;

const sectionTime = z.object({ heading: z.string(), seconds: z.number() });
export const viewsSchema = z.object({
  views: z.array(
    z.object({ visitor: z.string(), started_at: z.string(), seconds: z.number(), sections: z.array(sectionTime) }),
  ),
  totals: z.object({
    views: z.number(),
    visitors: z.number(),
    seconds: z.number(),
    last_opened_at: z.string().nullable(),
    sections: z.array(sectionTime),
  }),
});
export type DocumentViews = z.infer<typeof viewsSchema>;
