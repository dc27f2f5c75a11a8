import { z } from "zod";
import { domainSchema } from "./estimate.schemas.js";

/** Proposal templates: a proposal's section order and its boilerplate sections, without the figures. */

export const TEMPLATE_LIMITS = {
  nameMaxLength: 120,
  sectionsMax: 60,
  headingMaxLength: 200,
} as const;

/**
 * A section of a template: `generated` ones are written from the estimate (only their heading is
 * kept, for the order); `boilerplate` ones are the template's own text, carried into new proposals.
 */
export const templateSectionSchema = z.object({
  heading: z.string().max(TEMPLATE_LIMITS.headingMaxLength),
  kind: z.enum(["generated", "boilerplate"]),
  html: z.string().optional(),
});
export type TemplateSection = z.infer<typeof templateSectionSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: domainSchema.nullable(),
  /** Built-in templates are everyone's and cannot be deleted. */
  builtin: z.boolean(),
  sections: z.array(templateSectionSchema),
  created_at: z.string().nullable(),
});
export type ProposalTemplate = z.infer<typeof templateSchema>;

/** POST /api/templates/: a name and the proposal (a document of the caller's) whose structure it keeps. */
export const templateCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the template.")
    .max(TEMPLATE_LIMITS.nameMaxLength, `A template name is at most ${TEMPLATE_LIMITS.nameMaxLength} characters.`),
  document_id: z.string().min(1, "Choose the proposal to save as a template."),
});
export type TemplateCreateInput = z.infer<typeof templateCreateSchema>;
