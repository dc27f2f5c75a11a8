import { briefDetailsSchema, type Brief, type BriefDetails, type BriefField } from "@scopewise/shared";
import type { DetailReadings, RequestText } from "./detail.js";
import { constructionDetails } from "./construction.js";
import { creativeDetails } from "./creative.js";
import { eventDetails } from "./event.js";
import { marketingDetails } from "./marketing.js";
import { providedDetails } from "./provided.js";
import { researchDetails } from "./research.js";
import { securityDetails } from "./security.js";

/**
 * Every detail a kind prices with, read once from the request whatever its domain (a corrected kind
 * finds its own), each with its words and confidence; a value outside the schema's limits only looked
 * like one and is left out.
 */
export function readDetails(request: RequestText): { details: BriefDetails; fields: Record<string, BriefField> } {
  const readings: DetailReadings = {
    ...researchDetails(request),
    ...eventDetails(request),
    ...marketingDetails(request),
    ...creativeDetails(request),
    ...securityDetails(request),
    ...constructionDetails(request),
    ...providedDetails(request),
  };
  const details: Record<string, unknown> = {};
  const fields: Record<string, BriefField> = {};
  for (const [name, reading] of Object.entries(readings)) {
    if (!reading) continue;
    const shape = briefDetailsSchema.shape[name as keyof BriefDetails];
    if (!shape.safeParse(reading.value).success) continue;
    details[name] = reading.value;
    fields[`details.${name}`] = { value: reading.value, source: reading.source, confidence: reading.confidence };
  }
  return { details: briefDetailsSchema.parse(details), fields };
}

/** The brief with its details read, for a brief that never went through the reader (one stored before them, one written by hand). */
export function withDetails(brief: Brief): Brief {
  if (brief.details !== undefined) return brief;
  const { details, fields } = readDetails(brief);
  return { ...brief, details, fields: { ...fields, ...brief.fields } };
}
