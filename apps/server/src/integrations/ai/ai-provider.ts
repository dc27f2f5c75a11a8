import { translator, type Translate } from "@scopewise/i18n";

/** A language model behind one small interface; generation and the editor assistant use it. */
export interface AiRequest {
  system: string;
  user: string;
  /** Ask for a JSON object as the whole answer. */
  json?: boolean;
  maxTokens?: number;
  /** Cancels the call (a generation job taken over by another worker, a client that went away). */
  signal?: AbortSignal;
}

export interface AiProvider {
  readonly name: string;
  complete(request: AiRequest): Promise<string>;
  /** Like complete, calling onDelta with each piece of text as the model writes it. */
  stream(request: AiRequest, onDelta: (text: string) => void): Promise<string>;
}

export type AiFailureKind = "auth" | "unreachable" | "timeout" | "rate_limited" | "bad_answer" | "cancelled" | "other";

/**
 * What a user is told for each kind of failure (in English unless a language's `t` is given). Users
 * never see the provider's address, key names or its own error text: those go to the server log (see `detail`).
 */
export function failureText(kind: AiFailureKind, t: Translate = translator("en")): string {
  const texts: Record<AiFailureKind, string> = {
    auth: t("The AI model could not be reached."),
    unreachable: t("The AI model could not be reached."),
    timeout: t("The AI model did not answer in time."),
    rate_limited: t("The AI model is busy right now; try again shortly."),
    bad_answer: t("The AI model returned an empty answer."),
    cancelled: t("The AI request was cancelled."),
    other: t("The AI model could not be reached."),
  };
  return texts[kind];
}

/** A failure whose message is fit to show a user; `detail` says what happened, for the server log only. */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    readonly detail: string,
  ) {
    super(failureText(kind));
  }
}

/** Where providers report the detail of a failure (the server's logger). */
export interface AiFailureLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Logs a provider failure with its detail (address, status, upstream message) and hands it back. */
export function logged(error: AiProviderError, provider: string, log: AiFailureLog): AiProviderError {
  const line = { provider, kind: error.kind, detail: error.detail };
  if (error.kind === "cancelled") log.info(line, "AI call cancelled");
  else log.warn(line, "AI call failed");
  return error;
}
