import type { AppConfig } from "../../config.js";
import type { AiFailureLog, AiProvider } from "./ai-provider.js";
import { AnthropicProvider } from "./anthropic-provider.js";
import { OpenAiProvider } from "./openai-provider.js";

/** The configured language model, or null for the built-in (offline) engine. */
export function createAiProvider(ai: AppConfig["ai"], log: AiFailureLog): AiProvider | null {
  if (ai.provider === "openai") {
    return new OpenAiProvider(
      {
        apiKey: ai.openaiApiKey,
        baseUrl: ai.openaiBaseUrl,
        model: ai.model ?? "gpt-4o-mini",
        timeoutMs: ai.timeoutMs,
        maxRetries: ai.maxRetries,
      },
      log,
    );
  }
  if (ai.provider === "anthropic" && ai.anthropicApiKey) {
    return new AnthropicProvider(
      {
        apiKey: ai.anthropicApiKey,
        baseUrl: ai.anthropicBaseUrl,
        model: ai.model ?? "claude-sonnet-4-5",
        timeoutMs: ai.timeoutMs,
        maxRetries: ai.maxRetries,
      },
      log,
    );
  }
  return null;
}
