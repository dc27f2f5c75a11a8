import { z } from "zod";

/** Why a version of a document was kept. */
export const versionReasonSchema = z.enum(["created", "save", "generation", "brief", "assistant", "restore"]);
export type VersionReason = z.infer<typeof versionReasonSchema>;

/** One entry of a document's history (GET /api/documents/{id}/versions/). */
export const documentVersionSummarySchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  /** The user's name, or "Scopewise" for the server's own writes (a generated proposal). */
  author: z.string(),
  reason: versionReasonSchema,
});
export type DocumentVersionSummary = z.infer<typeof documentVersionSummarySchema>;

/** One version's text (GET /api/documents/{id}/versions/{version}/). */
export const documentVersionSchema = z.object({
  version: z.number().int(),
  document: z.string(),
  created_at: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** The export formats of GET /api/documents/{id}/export. */
export const exportFormatSchema = z.enum(["pdf", "docx", "html"]);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
