import { z } from "zod";

/** `{"detail": "..."}`: every error that is not a field error or a login failure. */
export const detailErrorSchema = z.object({ detail: z.string() });
/** `{"error": "..."}`: login and reset-token failures. */
export const plainErrorSchema = z.object({ error: z.string() });
/** `{"<field>": ["<message>", ...]}`: field validation errors. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** First message of a zod error, as the forms show it in a toast. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

/** Zod issues to the contract's field-error shape; issues with no path go under `detail`. */
export function issuesToFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "detail";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
