import type Anthropic from "@anthropic-ai/sdk";
import { type AiFailureLog, type AiProvider, AiProviderError, type AiRequest, logged } from "./ai-provider.js";

type Sdk = { default: typeof Anthropic };
let anthropicSdk: Sdk | undefined;
async function loadAnthropicSdk(): Promise<Sdk> {
  anthropicSdk ??= await import("@anthropic-ai/sdk");
  return anthropicSdk;
}

/** Anthropic's Messages API. The SDK retries 429/5xx with back-off. */
export class AnthropicProvider implements AiProvider {
  readonly name = "anthropic";
  private connection: Promise<Anthropic> | undefined;

  constructor(
    private readonly options: {
      apiKey: string;
      baseUrl: string | undefined;
      model: string;
      timeoutMs: number;
      maxRetries: number;
    },
    private readonly log: AiFailureLog,
  ) {}

  /** The SDK is loaded on the first call, so a server that never calls the model never loads it. */
  private client(): Promise<Anthropic> {
    const { apiKey, baseUrl, timeoutMs, maxRetries } = this.options;
    this.connection ??= loadAnthropicSdk().then(
      ({ default: Sdk }) => new Sdk({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries }),
    );
    return this.connection;
  }

  async complete(request: AiRequest): Promise<string> {
    try {
      const answer = await (await this.client()).messages.create(this.body(request), { signal: request.signal });
      const text = answer.content.map((block) => (block.type === "text" ? block.text : "")).join("");
      if (!text) throw new AiProviderError("bad_answer", "the model answered with no text");
      return text;
    } catch (error) {
      throw logged(this.toProviderError(error), this.name, this.log);
    }
  }

  async stream(request: AiRequest, onDelta: (text: string) => void): Promise<string> {
    try {
      let text = "";
      const events = await (
        await this.client()
      ).messages.create({ ...this.body(request), stream: true }, { signal: request.signal });
      for await (const event of events) {
        if (event.type === "content_block_delta" && event.delta.type === "text_delta") {
          text += event.delta.text;
          onDelta(event.delta.text);
        }
      }
      if (!text) throw new AiProviderError("bad_answer", "the model answered with no text");
      return text;
    } catch (error) {
      throw logged(this.toProviderError(error), this.name, this.log);
    }
  }

  private body(request: AiRequest) {
    return {
      model: this.options.model,
      max_tokens: request.maxTokens ?? 2000,
      system: request.json ? `${request.system}\nAnswer with one JSON object and nothing else.` : request.system,
      messages: [{ role: "user" as const, content: request.user }],
    };
  }

  /** The kind of failure (which decides what a user is told) and its detail for the log. */
  private toProviderError(error: unknown): AiProviderError {
    if (error instanceof AiProviderError) return error;
    const upstream = error instanceof Error ? error.message : String(error);
    const detail = (what: string) => `${what} (${this.options.baseUrl ?? "https://api.anthropic.com"}): ${upstream}`;
    // An SDK error can only come from a loaded SDK.
    const Anthropic = anthropicSdk?.default;
    if (!Anthropic) return new AiProviderError("other", detail("the SDK could not be loaded"));
    if (error instanceof Anthropic.APIUserAbortError)
      return new AiProviderError("cancelled", detail("request aborted"));
    if (error instanceof Anthropic.APIConnectionTimeoutError)
      return new AiProviderError("timeout", detail(`no answer within ${Math.round(this.options.timeoutMs / 1000)} s`));
    if (error instanceof Anthropic.APIConnectionError)
      return new AiProviderError("unreachable", detail("could not connect"));
    if (error instanceof Anthropic.AuthenticationError || error instanceof Anthropic.PermissionDeniedError) {
      return new AiProviderError("auth", detail("the API key was refused (check ANTHROPIC_API_KEY)"));
    }
    if (error instanceof Anthropic.RateLimitError) return new AiProviderError("rate_limited", detail("rate-limited"));
    if (error instanceof Anthropic.APIError) return new AiProviderError("other", detail(`HTTP ${error.status ?? "?"}`));
    return new AiProviderError("other", detail("unexpected failure"));
  }
}
