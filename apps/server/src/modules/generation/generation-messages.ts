import { formatMoney, formatNumber, translator } from "@scopewise/i18n";
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

/** The chat line of a priced proposal: its headline figures, in the request's language and as its site writes them. */
export function readyMessage(e: Estimate, location?: string): string {
  const t = translator(e.language);
  const money = (v: number) => formatMoney(v, e.currency, e.language, location);
  return t("Your proposal is ready: expected cost {{cost}} ({{p80}} at 80% confidence) over about {{weeks}} weeks.", {
    cost: money(e.total_cost.expected),
    p80: money(e.total_cost.p80),
    weeks: formatNumber(e.duration_weeks.p50, 1, e.language, location, e.currency),
  });
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
