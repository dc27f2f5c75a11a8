import { z } from "zod";
import { ESTIMATE_REVISION_MAX, REPLY_MAX_LENGTH, STORED_INTEGER_MAX } from "./limits.js";

/** Projects, documents and chats: request and answer shapes of the API contract. */

export const TITLE_MAX_LENGTH = 200;

const projectTitle = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`);

export const projectCreateSchema = z.object({
  title: projectTitle("Please enter a project name").optional(),
  /** Lists also accept `name` (spec section 3). */
  name: projectTitle("Please enter a project name").optional(),
  created_by: z.string().optional(),
});
export type ProjectCreateInput = z.infer<typeof projectCreateSchema>;

export const projectRenameSchema = z.object({ title: projectTitle("Project title cannot be empty") });

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** `needs_input`: the request held no project, or too little to price; the chat and the estimate job carry questions. */
export const documentStatusSchema = z.enum(["generating", "ready", "failed", "needs_input"]);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const chatMessageInputSchema = z.object({ type: z.string(), content: z.string() });

export const documentCreateSchema = z.object({
  conversation: z.union([z.string(), z.array(chatMessageInputSchema)]).optional(),
  title: z.string().trim().max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`).optional(),
  document: z.string().optional(),
  project_id: z.string().nullish(),
  /** A template (the caller's or a built-in) whose section order and boilerplate the generated proposal follows. */
  template_id: z.string().min(1).max(100).nullish(),
});
export type DocumentCreateInput = z.infer<typeof documentCreateSchema>;

export const documentUpdateSchema = z.object({
  title: projectTitle("Document title cannot be empty").optional(),
  document: z.string().optional(),
  version: z.number().int().nonnegative().max(STORED_INTEGER_MAX).optional(),
  /** The signed estimate an accepted assistant change states (see POST /api/editor-agent); stored with this save. */
  estimate_revision: z.string().min(1).max(ESTIMATE_REVISION_MAX).optional(),
  /** Why the history keeps this save: a plain save, or one that carries an accepted assistant change. */
  reason: z.enum(["save", "assistant"]).optional(),
});
export type DocumentUpdateInput = z.infer<typeof documentUpdateSchema>;

/** The user's answer to the questions of a `needs_input` document (or a follow-up to a ready or failed one). */
export const documentReplySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Please write an answer.")
    .max(REPLY_MAX_LENGTH, `Please keep the answer under ${REPLY_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});
export type DocumentReplyInput = z.infer<typeof documentReplySchema>;

export const documentSummarySchema = z.object({
  id: z.string(),
  uuid: z.string(),
  title: z.string(),
  user_query: z.string(),
  project_id: z.string(),
  status: documentStatusSchema,
  error: z.string().nullable(),
  version: z.number(),
  accepted: z
    .boolean()
    .describe("Whether a client has accepted it (its acceptance: GET /api/documents/{id}/acceptance/)"),
  locked: z
    .boolean()
    .describe("Whether it is read-only (an accepted document is; a new version must be made to change it)"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentSchema = documentSummarySchema.extend({ document: z.string() });
export type ProposalDocument = z.infer<typeof documentSchema>;

export const documentCreatedSchema = z.object({
  process_id: z.string(),
  id: z.string(),
  project_id: z.string(),
  status: documentStatusSchema,
});
export type DocumentCreated = z.infer<typeof documentCreatedSchema>;

export const publicDocumentSchema = z.object({ title: z.string(), document: z.string() });
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

export const chatMessageSchema = z.object({
  type: z.enum(["user", "ai"]),
  content: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const historyProposalSchema = z.object({
  session_id: z.string(),
  created_at: z.string(),
  topic: z.string(),
  status: documentStatusSchema,
  username: z.string(),
});
export type HistoryProposal = z.infer<typeof historyProposalSchema>;

export const documentFileSchema = z.object({
  id: z.string(),
  kind: z.enum(["image", "brief"]),
  name: z.string(),
  mime: z.string(),
  size: z.number().nullable(),
  url: z.string(),
  created_at: z.string().nullable(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const deletedCountSchema = z.object({ deleted: z.number() });
