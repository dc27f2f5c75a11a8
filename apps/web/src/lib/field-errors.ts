import { issuesToFieldErrors } from "@scopewise/shared";
import type { z } from "zod";

/** The first message for each failing field, for inline display. */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(issuesToFieldErrors(error.issues))) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
