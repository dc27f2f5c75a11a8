import type { FastifyRequest } from "fastify";
import { documentCreateSchema } from "@scopewise/shared";
import { badRequest, fieldError } from "../../http/errors.js";
import type { FileWorkers } from "../../workers/file-tasks.js";
import { BRIEF_MAX_BYTES, BRIEF_TOO_LARGE, readBrief } from "./brief-files.js";

export interface BriefForm {
  conversation: string;
  projectId: string | undefined;
  /** The template the proposal follows, as in the JSON generation call. */
  templateId: string | undefined;
  brief: { name: string; mime: string; bytes: Buffer; ext: string; text: string };
}

/** Reads the multipart form of a request with an attached brief; the brief's text is extracted by a file worker. */
export async function readBriefForm(request: FastifyRequest, workers: FileWorkers): Promise<BriefForm> {
  if (!request.isMultipart()) throw badRequest("Send the request as multipart/form-data with a `brief` file.");
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of request.parts({
    limits: { fileSize: BRIEF_MAX_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024 },
  })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === "FST_REQ_FILE_TOO_LARGE") throw fieldError({ brief: [BRIEF_TOO_LARGE] });
        throw error;
      });
      if (part.fieldname === "brief") file = { name: part.filename || "brief", bytes };
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  const template = documentCreateSchema.shape.template_id.safeParse(fields.template_id || undefined);
  if (!template.success) throw fieldError({ template_id: template.error.issues.map((issue) => issue.message) });
  if (!file) throw fieldError({ brief: ["Attach a brief file."] });
  const read = await readBrief(file.name, file.bytes, workers);
  return {
    conversation: fields.conversation ?? "",
    projectId: fields.project_id || undefined,
    templateId: template.data ?? undefined,
    brief: { name: file.name, mime: read.mime, bytes: file.bytes, ext: read.type, text: read.text },
  };
}
