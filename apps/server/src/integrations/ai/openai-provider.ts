import OpenAI from "openai";
import { type AiProvider, AiProviderError, type AiRequest } from "./ai-provider.js";

/** Any OpenAI-compatible server: OpenAI, Ollama, vLLM, llama.cpp, LM Studio. The SDK retries 429/5xx with back-off. */
export class OpenAiProvider implements AiProvider {
  readonly name = "openai";
  private readonly client: OpenAI;

  constructor(private readonly options: { apiKey: string | undefined; baseUrl: string | undefined; model: string; timeoutMs: number; maxRetries: number }) {
    this.client = new OpenAI({
      // Local servers need no key; the SDK insists on a string.
      apiKey: options.apiKey ?? "not-needed",
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  async complete(request: AiRequest): Promise<string> {
    try {
      const answer = await this.client.chat.completions.create(chatBody(this.options.model, request), { signal: request.signal });
      const text = answer.choices[0]?.message?.content;
      if (!text) throw new AiProviderError("The AI provider returned an empty answer.", "bad_answer");
      return text;
    } catch (error) {
      throw toProviderError(error, this.options.baseUrl ?? "https://api.openai.com/v1", this.options.timeoutMs);
    }
  }

  async stream(request: AiRequest, onDelta: (text: string) => void): Promise<string> {
    try {
      const chunks = await this.client.chat.completions.create({ ...chatBody(this.options.model, request), stream: true }, { signal: request.signal });
      let text = "";
      for await (const chunk of chunks) {
        const piece = chunk.choices[0]?.delta?.content ?? "";
        if (!piece) continue;
        text += piece;
        onDelta(piece);
      }
      if (!text) throw new AiProviderError("The AI provider returned an empty answer.", "bad_answer");
      return text;
    } catch (error) {
      throw toProviderError(error, this.options.baseUrl ?? "https://api.openai.com/v1", this.options.timeoutMs);
    }
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

function toProviderError(error: unknown, baseUrl: string, timeoutMs: number): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return new AiProviderError("The AI request was cancelled.", "cancelled");
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiProviderError(`The AI provider did not answer within ${Math.round(timeoutMs / 1000)} s.`, "timeout");
  if (error instanceof OpenAI.APIConnectionError) return new AiProviderError(`The AI provider at ${baseUrl} could not be reached.`, "unreachable");
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AiProviderError("The AI provider rejected the API key (check OPENAI_API_KEY).", "auth");
  }
  if (error instanceof OpenAI.RateLimitError) return new AiProviderError("The AI provider is rate-limiting requests; try again shortly.", "rate_limited");
  if (error instanceof OpenAI.NotFoundError) return new AiProviderError("The AI provider does not know the configured model (check AI_MODEL).", "other");
  if (error instanceof OpenAI.APIError) return new AiProviderError(`The AI provider answered with an error (HTTP ${error.status ?? "?"}).`, "other");
  return new AiProviderError("The AI provider failed unexpectedly.", "other");
}
