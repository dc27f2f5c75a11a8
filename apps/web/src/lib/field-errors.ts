import type { FieldErrors } from "@scopewise/shared";

/** The first message for each failing field, for inline display. */
export function firstErrorPerField(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
