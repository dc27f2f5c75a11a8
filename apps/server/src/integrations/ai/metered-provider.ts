import { type AiProvider, AiProviderError, type AiRequest } from "./ai-provider.js";

/** Where a model call's duration and outcome go (`ok`, or the failure's kind). */
export type ModelCallRecorder = (provider: string, outcome: string, seconds: number) => void;

/** A provider whose every call is timed and counted, success or failure. */
export function meteredProvider(ai: AiProvider, record: ModelCallRecorder): AiProvider {
  const timed = async (call: () => Promise<string>): Promise<string> => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const answer = await call();
      record(ai.name, "ok", seconds());
      return answer;
    } catch (error) {
      record(ai.name, error instanceof AiProviderError ? error.kind : "other", seconds());
      throw error;
    }
  };
  return {
    name: ai.name,
    complete: (request: AiRequest) => timed(() => ai.complete(request)),
    stream: (request: AiRequest, onDelta: (text: string) => void) => timed(() => ai.stream(request, onDelta)),
  };
}
