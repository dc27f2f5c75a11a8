import Anthropic from "@anthropic-ai/sdk";
import { type AiProvider, AiProviderError, type AiRequest } from "./ai-provider.js";

/** Anthropic's Messages API. The SDK retries 429/5xx with back-off. */
export class AnthropicProvider implements AiProvider {
  readonly name = "anthropic";
  private readonly client: Anthropic;

  constructor(private readonly options: { apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number; maxRetries: number }) {
    this.client = new Anthropic({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs, maxRetries: options.maxRetries });
  }

  async complete(request: AiRequest): Promise<string> {
    try {
      const answer = await this.client.messages.create(this.body(request), { signal: request.signal });
      const text = answer.content.map((block) => (block.type === "text" ? block.text : "")).join("");
      if (!text) throw new AiProviderError("The AI provider returned an empty answer.", "bad_answer");
      return text;
    } catch (error) {
      throw this.toProviderError(error);
    }
  }

  async stream(request: AiRequest, onDelta: (text: string) => void): Promise<string> {
    try {
      let text = "";
      const events = await this.client.messages.create({ ...this.body(request), stream: true }, { signal: request.signal });
      for await (const event of events) {
        if (event.type === "content_block_delta" && event.delta.type === "text_delta") {
          text += event.delta.text;
          onDelta(event.delta.text);
        }
      }
      if (!text) throw new AiProviderError("The AI provider returned an empty answer.", "bad_answer");
      return text;
    } catch (error) {
      throw this.toProviderError(error);
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

  private toProviderError(error: unknown): AiProviderError {
    if (error instanceof AiProviderError) return error;
    if (error instanceof Anthropic.APIUserAbortError) return new AiProviderError("The AI request was cancelled.", "cancelled");
    if (error instanceof Anthropic.APIConnectionTimeoutError) return new AiProviderError(`The AI provider did not answer within ${Math.round(this.options.timeoutMs / 1000)} s.`, "timeout");
    if (error instanceof Anthropic.APIConnectionError) return new AiProviderError("The Anthropic API could not be reached.", "unreachable");
    if (error instanceof Anthropic.AuthenticationError || error instanceof Anthropic.PermissionDeniedError) {
      return new AiProviderError("The AI provider rejected the API key (check ANTHROPIC_API_KEY).", "auth");
    }
    if (error instanceof Anthropic.RateLimitError) return new AiProviderError("The AI provider is rate-limiting requests; try again shortly.", "rate_limited");
    if (error instanceof Anthropic.APIError) return new AiProviderError(`The AI provider answered with an error (HTTP ${error.status ?? "?"}).`, "other");
    return new AiProviderError("The AI provider failed unexpectedly.", "other");
  }
}
