import type OpenAI from "openai";
import { type AiFailureLog, type AiProvider, AiProviderError, type AiRequest, logged } from "./ai-provider.js";

/** Any OpenAI-compatible server: OpenAI, Ollama, vLLM, llama.cpp, LM Studio. The SDK retries 429/5xx with back-off. */
export class OpenAiProvider implements AiProvider {
  readonly name = "openai";
  private connection: Promise<OpenAI> | undefined;

  constructor(
    private readonly options: {
      apiKey: string | undefined;
      baseUrl: string | undefined;
      model: string;
      timeoutMs: number;
      maxRetries: number;
    },
    private readonly log: AiFailureLog,
  ) {}

  /** The SDK is loaded on the first call, so a server that never calls the model never loads it. */
  private client(): Promise<OpenAI> {
    this.connection ??= loadOpenAiSdk().then(
      ({ default: Sdk }) =>
        new Sdk({
          // Local servers need no key; the SDK insists on a string.
          apiKey: this.options.apiKey ?? "not-needed",
          baseURL: this.options.baseUrl,
          timeout: this.options.timeoutMs,
          maxRetries: this.options.maxRetries,
        }),
    );
    return this.connection;
  }

  async complete(request: AiRequest): Promise<string> {
    try {
      const answer = await (
        await this.client()
      ).chat.completions.create(chatBody(this.options.model, request), { signal: request.signal });
      const text = answer.choices[0]?.message?.content;
      if (!text) throw new AiProviderError("bad_answer", "the model answered with no text");
      return text;
    } catch (error) {
      throw this.failure(error);
    }
  }

  async stream(request: AiRequest, onDelta: (text: string) => void): Promise<string> {
    try {
      const chunks = await (
        await this.client()
      ).chat.completions.create({ ...chatBody(this.options.model, request), stream: true }, { signal: request.signal });
      let text = "";
      for await (const chunk of chunks) {
        const piece = chunk.choices[0]?.delta?.content ?? "";
        if (!piece) continue;
        text += piece;
        onDelta(piece);
      }
      if (!text) throw new AiProviderError("bad_answer", "the model answered with no text");
      return text;
    } catch (error) {
      throw this.failure(error);
    }
  }

  private failure(error: unknown): AiProviderError {
    return logged(
      toProviderError(error, this.options.baseUrl ?? "https://api.openai.com/v1", this.options.timeoutMs),
      this.name,
      this.log,
    );
  }
}

/** The chat-completion request both calls send. */
function chatBody(model: string, request: AiRequest) {
  return {
    model,
    messages: [
      { role: "system" as const, content: request.system },
      { role: "user" as const, content: request.user },
    ],
    max_tokens: request.maxTokens ?? 2000,
    ...(request.json ? { response_format: { type: "json_object" as const } } : {}),
  };
}

type Sdk = { default: typeof OpenAI };
let openAiSdk: Sdk | undefined;
async function loadOpenAiSdk(): Promise<Sdk> {
  openAiSdk ??= await import("openai");
  return openAiSdk;
}

/** The kind of failure (which decides what a user is told) and its detail for the log. */
function toProviderError(error: unknown, baseUrl: string, timeoutMs: number): AiProviderError {
  if (error instanceof AiProviderError) return error;
  // An SDK error can only come from a loaded SDK.
  const OpenAI = openAiSdk?.default;
  const upstream = error instanceof Error ? error.message : String(error);
  const detail = (what: string) => `${what} (${baseUrl}): ${upstream}`;
  if (!OpenAI) return new AiProviderError("other", detail("the SDK could not be loaded"));
  if (error instanceof OpenAI.APIUserAbortError) return new AiProviderError("cancelled", detail("request aborted"));
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new AiProviderError("timeout", detail(`no answer within ${Math.round(timeoutMs / 1000)} s`));
  if (error instanceof OpenAI.APIConnectionError)
    return new AiProviderError("unreachable", detail("could not connect"));
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AiProviderError("auth", detail("the API key was refused (check OPENAI_API_KEY)"));
  }
  if (error instanceof OpenAI.RateLimitError) return new AiProviderError("rate_limited", detail("rate-limited"));
  if (error instanceof OpenAI.NotFoundError)
    return new AiProviderError("other", detail("unknown model or path (check AI_MODEL and OPENAI_BASE_URL)"));
  if (error instanceof OpenAI.APIError) return new AiProviderError("other", detail(`HTTP ${error.status ?? "?"}`));
  return new AiProviderError("other", detail("unexpected failure"));
}
