/** A language model behind one small interface; generation and the editor assistant use it. */
export interface AiRequest {
  system: string;
  user: string;
  /** Ask for a JSON object as the whole answer. */
  json?: boolean;
  maxTokens?: number;
  /** Cancels the call (a generation job taken over by another worker). */
  signal?: AbortSignal;
}

export interface AiProvider {
  readonly name: string;
  complete(request: AiRequest): Promise<string>;
  /** Like complete, calling onDelta with each piece of text as the model writes it. */
  stream(request: AiRequest, onDelta: (text: string) => void): Promise<string>;
}

/** A failure with a message fit to show a user (no keys, no stack). */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly kind: "auth" | "unreachable" | "timeout" | "rate_limited" | "bad_answer" | "cancelled" | "other",
  ) {
    super(message);
  }
}
