import { rangeInWords, writerFor } from "@scopewise/estimator";
import { translator } from "@scopewise/i18n";
import type { DocumentCreateInput, Estimate } from "@scopewise/shared";

/** The request text of a conversation: a string, or the user turns of a message list. */
export function requestText(conversation: DocumentCreateInput["conversation"]): string {
  if (typeof conversation === "string") return conversation.trim();
  if (!conversation) return "";
  return conversation
    .filter((m) => m.type === "user")
    .map((m) => m.content.trim())
    .filter(Boolean)
    .join("\n");
}

/**
 * The chat line of a priced proposal: its headline figures in the words the proposal's body uses
 * (cost and time in plain language, no percentile codes), in the request's language and as its site
 * writes them.
 */
export function readyMessage(e: Estimate, location?: string): string {
  const w = writerFor(e, { language: e.language, location });
  const { cost, time } = rangeInWords(e, w);
  return `${w.t("Your proposal is ready.")} ${cost} ${time}`;
}

/** The chat line of a request with nothing to price yet: the reader's questions (already in the request's language), one a line. */
export function questionsMessage(questions: readonly string[], language?: string): string {
  const t = translator(language);
  const ask =
    questions.length === 1
      ? t("Before I estimate anything, I need a little more to go on. Could you tell me in your reply?")
      : t("Before I estimate anything, I need a little more to go on. Could you answer these in your reply?");
  return [ask, ...questions.map((q) => `- ${q}`)].join("\n");
}

/** Why a generation failed, in the request's language: for the document's error and the chat. */
export function failureMessage(reason: "interrupted" | "internal", language?: string): string {
  const t = translator(language);
  return reason === "interrupted"
    ? t("Generation was interrupted several times. Please try again.")
    : t("The proposal could not be generated because of an internal error. Please try again.");
}
