/**
 * Turns failed API calls into the toast texts of spec section 8.
 * "Thrown" means the request never produced an HTTP answer (network, timeout, or a code error).
 */

type ErrorData = Record<string, unknown>;

type ClassifiedError = { kind: "http"; status: number; data: ErrorData | null } | { kind: "thrown" };

function isRecord(value: unknown): value is ErrorData {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function classify(error: unknown): ClassifiedError {
  if (!isRecord(error)) return { kind: "thrown" };
  const { status, data, originalStatus } = error;
  if (typeof status === "number") {
    const hasData = isRecord(data) && Object.keys(data).length > 0;
    return { kind: "http", status, data: hasData ? data : null };
  }
  // A non-JSON body (e.g. a proxy's HTML error page) still came with an HTTP status.
  if (status === "PARSING_ERROR" && typeof originalStatus === "number") {
    return { kind: "http", status: originalStatus, data: null };
  }
  return { kind: "thrown" };
}

function text(data: ErrorData | null, key: string): string | undefined {
  const value = data?.[key];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(" ");
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

function firstEntry(data: ErrorData | null): [string, unknown] | undefined {
  return data ? Object.entries(data)[0] : undefined;
}

/** "key: messages" from the contract's field-error shape, for the first field. */
function firstKeyMessages(data: ErrorData | null): string | undefined {
  const entry = firstEntry(data);
  return entry ? `${entry[0]}: ${formatValue(entry[1])}` : undefined;
}

/** The first message of the first field error, without the field name. */
function firstFieldMessage(data: ErrorData | null): string | undefined {
  for (const value of Object.values(data ?? {})) {
    if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  }
  return undefined;
}

const INTERNAL = "Internal Server Error";

export function signInErrorText(error: unknown): string {
  const c = classify(error);
  if (c.kind === "thrown" || !c.data || c.status === 500) return INTERNAL;
  const entry = firstEntry(c.data);
  if (entry && typeof entry[1] !== "string") return `${entry[0]}: ${formatValue(entry[1])}`;
  return text(c.data, "error") ?? text(c.data, "detail") ?? INTERNAL;
}

export function signUpErrorText(error: unknown): string {
  const c = classify(error);
  if (c.kind === "thrown") return INTERNAL;
  // Non-field answers (rate limit, conflicts) read better without a "detail:" prefix.
  return text(c.data, "detail") ?? firstKeyMessages(c.data) ?? "Something went wrong";
}

export function forgotPasswordErrorText(error: unknown): string {
  const c = classify(error);
  if (c.kind === "thrown") return "Something went wrong. Please try again.";
  return text(c.data, "detail") ?? text(c.data, "message") ?? "Failed to send reset instructions";
}

export function resetPasswordErrorText(error: unknown): string {
  const c = classify(error);
  if (c.kind === "thrown" || !c.data || c.status === 500) return INTERNAL;
  return text(c.data, "error") ?? text(c.data, "detail") ?? firstKeyMessages(c.data) ?? "Failed to reset password";
}

export function socialAuthErrorText(providerLabel: string, error: unknown): string {
  const c = classify(error);
  const detail = c.kind === "http" ? text(c.data, "detail") : undefined;
  return detail ?? `${providerLabel} auth error server: internal server error`;
}

export function profileUpdateErrorText(error: unknown): string {
  const c = classify(error);
  if (c.kind === "thrown") return "An unexpected error occurred";
  return text(c.data, "detail") ?? text(c.data, "message") ?? firstFieldMessage(c.data) ?? "Failed to update profile";
}

/**
 * The server's detail or message (or its first field error), else the given fallback.
 * `thrownText` is shown instead when the request never got an HTTP answer.
 */
export function apiErrorText(error: unknown, fallback: string, thrownText: string = fallback): string {
  const c = classify(error);
  if (c.kind === "thrown") return thrownText;
  return text(c.data, "detail") ?? text(c.data, "message") ?? firstFieldMessage(c.data) ?? fallback;
}

/** The contract's field errors ({field: [messages]}) from a failed call, if it carried any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const c = classify(error);
  const out: Record<string, string> = {};
  if (c.kind === "thrown") return out;
  for (const [key, value] of Object.entries(c.data ?? {})) {
    if (Array.isArray(value) && typeof value[0] === "string") out[key] = value[0];
  }
  return out;
}
